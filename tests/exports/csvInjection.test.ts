/**
 * CSV formula injection (issue 9 #4, OWASP "CSV Injection"): names an organizer (or an imported league) typed as
 * `=HYPERLINK(...)`, `@SUM(1)`, `-2+3` must reach a spreadsheet as text, while money stays a number, even negative.
 * Through the real paths: the `export.standings` channel on a real league file, and `league standings --format csv`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { runCli } from '../../src-main/cli/league';
import { csvRecords } from '../../src-shared/exports/csv';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '@SUM(1)', '-2+3', '+1', '\tTab', '\rCR'];

/** A real league: three founded franchises with formula-looking names and owners; one is 3 k in debt. */
async function hostileLeague() {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const file = path.join(dir, 'hostile.league');
  session.create('Hostile League', file);
  for (const [i, name] of ['=HYPERLINK("http://evil.example","x")', '@SUM(1)', '-2+3'].entries()) {
    const added = await dispatch('franchise.add', { name, colour: '#aabbcc', owner: i === 0 ? '+1' : '' });
    expect(added.ok, JSON.stringify(added)).toBe(true);
  }
  // A founded franchise in debt: cash and its ledger agree (the services' invariant), -3 k.
  session.league.sqlite.exec(`UPDATE dethmetal_franchises SET founded_season = 1;
    UPDATE dethmetal_franchises SET cash = -3 WHERE franchise_id = (SELECT id FROM franchises WHERE name = '-2+3');
    INSERT INTO ledger (franchise_id, season_number, amount, reason, rule, stage, op) SELECT id, 1, -3, 'Repairs', 'test', 'direct', 'test' FROM franchises WHERE name = '-2+3';`);
  return { dir, session, dispatch, file };
}

const cellsOf = (text: string) => parse(text, { relax_quotes: false }) as string[][];

describe('CSV formula injection', () => {
  it('the one writer prefixes text cells starting with = + - @ tab or CR with a quote, and leaves numbers (even -3) numbers', () => {
    const rows = HOSTILE.map((name, i) => ({ name, money: i === 2 ? -3 : i }));
    const cells = cellsOf(
      csvRecords(
        [
          { key: 'name', label: 'Name' },
          { key: 'money', label: 'Money' },
        ] as const,
        rows,
      ),
    );
    expect(cells.slice(1).map((r) => r[0])).toEqual(HOSTILE.map((h) => `'${h}`));
    expect(cells[3]).toEqual(["'-2+3", '-3']);
    // Harmless text is untouched; a minus inside a name is not at its start.
    expect(cellsOf(csvRecords([{ key: 'n', label: 'N' }] as const, [{ n: 'Rust-Belt = 1' }]))[1]).toEqual(['Rust-Belt = 1']);
  });

  it('export.standings writes the hostile names as text cells', async () => {
    const { dir, session, dispatch } = await hostileLeague();
    const out = path.join(dir, 'standings.csv');
    const r = await dispatch('export.standings', { scope: { kind: 'all-time' }, format: 'csv', table: 'franchises', path: out });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    const [head, ...rows] = cellsOf(readFileSync(out, 'utf8'));
    const name = head!.indexOf('Franchise'),
      owner = head!.indexOf('Owner');
    expect(rows.map((row) => row[name]).sort()).toEqual(["'-2+3", '\'=HYPERLINK("http://evil.example","x")', "'@SUM(1)"]);
    expect(rows.map((row) => row[owner]).filter(Boolean)).toEqual(["'+1"]);
    // No cell of the file starts a formula.
    expect(rows.flat().filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    session.close();
  });

  it('league standings --format csv: hostile names as text, the -3 k bank as the number -3', async () => {
    const { session, file } = await hostileLeague();
    session.close();
    const out: string[] = [],
      err: string[] = [];
    const code = await runCli(['standings', file, '--all-time', '--format', 'csv'], { out: (s) => out.push(s), err: (s) => err.push(s) });
    expect({ code, err: err.join('\n') }).toEqual({ code: 0, err: '' });
    const [head, ...rows] = cellsOf(out.join('\n'));
    const name = head!.indexOf('Franchise'),
      bank = head!.indexOf('Bank k');
    const debtor = rows.find((r) => r[name] === "'-2+3");
    expect(debtor, out.join('\n')).toBeDefined();
    expect(debtor![bank]).toBe('-3');
    expect(rows.map((r) => r[name]).sort()).toEqual(["'-2+3", '\'=HYPERLINK("http://evil.example","x")', "'@SUM(1)"]);
  });
});
