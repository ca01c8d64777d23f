/**
 * Issue 9 #3: an export edited by hand, with its checksum recomputed (anyone can), is refused by the rules the
 * services keep, with the table, row and field named, and no league file left behind. That a league played through
 * every campaign operation passes the same checks (the rules are the app's, not stricter) is tests/campaign/league.test.ts's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportLeagueFile, importLeagueFile, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { openLeagueFile } from '../../src-main/db/connection';
import { createLeagueFile } from '../../src-main/services/league';
import { answering, founding, newLeague, newLeagueSession } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** The checksum as docs/export-format.md defines it: what a tamperer recomputes after editing. */
function resign(doc: LeagueExportDocument): LeagueExportDocument {
  const checksum = createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
  return { ...doc, checksum };
}

/** One founded franchise (roster, cars, ledger, sponsors), exported. */
async function exportFounded(): Promise<LeagueExportDocument> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-export-'));
  try {
    const league = await newLeague(dir, 77);
    await answering(league, 'franchise.found', founding('Rust Belt Reapers', '#c0392b'));
    const { path: file } = exportLeagueFile(league.session.league, path.join(dir, 'export.json'));
    league.close();
    return JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Made once for the file (the same seed made the same export for each test); each test edits its own copy (`edited`
// builds a new document) and imports into its own folder.
let founded: LeagueExportDocument;
beforeAll(async () => {
  founded = await exportFounded();
});

/** The founded export, and a new folder to import it into. */
async function foundedExport(): Promise<{ dir: string; doc: LeagueExportDocument }> {
  return { dir: tempDir(), doc: structuredClone(founded) };
}

/**
 * The doc with one cell of the row whose id is `id` replaced, and its checksum recomputed. A Dethmetal table's id is
 * its first column, the generic row's id (dethmetal_franchises.franchise_id).
 */
function edited(doc: LeagueExportDocument, table: string, id: number, column: string, value: (old: unknown) => unknown): LeagueExportDocument {
  const t = doc.tables[table]!;
  const idAt = t.columns.includes('id') ? t.columns.indexOf('id') : 0,
    at = t.columns.indexOf(column);
  expect(at, `${table}.${column}`).toBeGreaterThanOrEqual(0);
  const rows = t.rows.map((r) => (r[idAt] === id ? r.map((c, i) => (i === at ? (value(c) as typeof c) : c)) : r));
  expect(
    rows.some((r) => r[idAt] === id),
    `${table} has a row ${id}`,
  ).toBe(true);
  return resign({ ...doc, tables: { ...doc.tables, [table]: { ...t, rows } } });
}

const firstId = (doc: LeagueExportDocument, table: string) => doc.tables[table]!.rows[0]![doc.tables[table]!.columns.indexOf('id')] as number;

/** Import the edited doc into dir/imported.league: the refusal message, and proof nothing was left behind. */
function importRefused(dir: string, doc: LeagueExportDocument): string {
  const from = path.join(dir, 'edited.json');
  writeFileSync(from, JSON.stringify(doc));
  const target = path.join(dir, 'imported.league');
  let message = '';
  try {
    importLeagueFile(from, target);
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message, 'the import was refused').not.toBe('');
  expect(existsSync(target)).toBe(false);
  expect(readdirSync(dir).filter((f) => f.startsWith('imported'))).toEqual([]);
  return message;
}

describe('league import checks the services’ rules (issue 9 #3)', () => {
  it('issue 12: refuses a league of a ruleset this version lacks, naming the league’s ruleset field', async () => {
    const { dir, doc } = await foundedExport();
    const message = importRefused(
      dir,
      edited(doc, 'league', 1, 'ruleset', () => 'nosuchruleset'),
    );
    expect(message).toMatch(/table “league”, row with id 1, field “ruleset” is “nosuchruleset”, a ruleset this version does not have \(it knows “dethmetal”/);
  });

  it('issue 12: a Dirty Wheels league is judged by its own ruleset’s schemas, so an export of it imports whole', async () => {
    const dir = tempDir();
    const session = await newLeagueSession(dir);
    await session.call('app.newLeague', { name: 'Toy Box League', path: `${dir}/dw.league`, ruleset: 'dirtywheels' });
    const { path: file } = exportLeagueFile(session.session.league, path.join(dir, 'dw.json'));
    session.close();
    const target = path.join(dir, 'dw-imported.league');
    importLeagueFile(file, target);
    const imported = openLeagueFile(target);
    expect(imported.sqlite.prepare('SELECT ruleset, settings FROM league').get()).toMatchObject({ ruleset: 'dirtywheels' });
    expect(leagueViolations(imported.sqlite)).toEqual([]);
    imported.close();
  });

  it('refuses cash changed by +1000k with the checksum recomputed: cash is not the sum of the ledger', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'franchises');
    const message = importRefused(
      dir,
      edited(doc, 'dethmetal_franchises', id, 'cash', (c) => (c as number) + 1000),
    );
    expect(message).toMatch(new RegExp(`table “dethmetal_franchises”, row with id ${id}, field “cash” is \\d+k but its ledger sums to \\d+k`));
    expect(message).toMatch(/nothing was imported/);
  });

  it('refuses a competitor record of `not json at all`, naming the competitor row', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'competitors');
    expect(
      importRefused(
        dir,
        edited(doc, 'competitors', id, 'record', () => 'not json at all'),
      ),
    ).toMatch(new RegExp(`table “competitors”, row with id ${id}, field “record” is not valid JSON`));
  });

  it('refuses JSON that parses but breaks its schema (a car design without armour) and one nested too deeply', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'vehicles');
    const noArmour = edited(doc, 'vehicles', id, 'design', (d) => JSON.stringify({ ...JSON.parse(d as string), armor: 'none' }));
    expect(importRefused(dir, noArmour)).toMatch(new RegExp(`table “vehicles”, row with id ${id}, field “design” does not match its schema: armor`));
    const deep = edited(doc, 'dethmetal_stores', firstId(doc, 'dethmetal_stores'), 'detail', () => `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(importRefused(dir, deep)).toMatch(/field “detail” is nested too deeply/);
  });

  it('refuses an out-of-range enum value and a flag that is not 0 or 1', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'ledger');
    expect(
      importRefused(
        dir,
        edited(doc, 'ledger', id, 'stage', () => 'bribe'),
      ),
    ).toMatch(new RegExp(`table “ledger”, row with id ${id}, field “stage” must be one of income, cost, overhead, direct, spending`));
    const c = firstId(doc, 'competitors');
    expect(
      importRefused(
        dir,
        edited(doc, 'dethmetal_competitors', c, 'contracted', () => 7),
      ),
    ).toMatch(new RegExp(`table “dethmetal_competitors”, row with id ${c}, field “contracted” must be one of 0, 1`));
  });

  it('refuses a dangling reference the schema declares no foreign key for (a career event of a match that does not exist)', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'career_events');
    expect(
      importRefused(
        dir,
        edited(doc, 'career_events', id, 'match_id', () => 999),
      ),
    ).toMatch(new RegExp(`table “career_events”, row with id ${id}, field “match_id” points to a missing matches row \\(999\\)`));
  });

  it('refuses a competitor whose status column contradicts his record (retired in the record, active in the column)', async () => {
    const { dir, doc } = await foundedExport();
    const id = firstId(doc, 'competitors');
    const retired = edited(doc, 'competitors', id, 'record', (r) => JSON.stringify({ ...JSON.parse(r as string), retired: true }));
    expect(importRefused(dir, retired)).toMatch(
      new RegExp(`table “competitors”, row with id ${id}, field “status” is active, but his record and franchise make him retired`),
    );
  });

  it('refuses a text value in a number column and a counter below its floor', async () => {
    const { dir, doc } = await foundedExport();
    const v = firstId(doc, 'vehicles');
    expect(
      importRefused(
        dir,
        edited(doc, 'dethmetal_vehicles', v, 'damage', () => 'lots'),
      ),
    ).toMatch(new RegExp(`table “dethmetal_vehicles”, row with id ${v}, field “damage” must be a whole number, not text`));
    expect(
      importRefused(
        dir,
        edited(doc, 'league', 1, 'rng_counter', () => -5),
      ),
    ).toMatch(/table “league”, row with id 1, field “rng_counter” is -5; it is never below 0/);
  });

  it('still imports the unedited export, and the imported league breaks no rule', async () => {
    const { dir, doc } = await foundedExport();
    const from = path.join(dir, 'same.json');
    writeFileSync(from, JSON.stringify(doc));
    const imported = importLeagueFile(from, path.join(dir, 'same.league'));
    const conn = openLeagueFile(imported.path);
    expect(leagueViolations(conn.sqlite)).toEqual([]);
    conn.close();
  });
});

describe("issue 12: each ruleset's own rows, judged through the services registry", () => {
  it('a Dethmetal franchise without its dethmetal_franchises row, and a Dethmetal row in a Dirty Wheels league, are named', () => {
    const dir = tempDir();
    const dm = createLeagueFile(path.join(dir, 'dm.league'), 'Spring Cup');
    dm.sqlite.exec(`INSERT INTO franchises (id, name, colour, owner) VALUES (7, 'Rowless', '#000000', '')`);
    expect(leagueViolations(dm.sqlite)).toEqual([
      { table: 'franchises', rowid: 7, field: 'id', problem: 'has no dethmetal_franchises row; every one of a Dethmetal league has one' },
    ]);
    dm.close();
    const dw = createLeagueFile(path.join(dir, 'dw.league'), 'Dirt Cup', { ruleset: 'dirtywheels' });
    dw.sqlite.exec(`INSERT INTO franchises (id, name, colour, owner) VALUES (3, 'Rust Rats', '#000000', '');
      INSERT INTO dethmetal_franchises (franchise_id, mechanic_rating) VALUES (3, 0);`);
    expect(leagueViolations(dw.sqlite)).toEqual([
      { table: 'dethmetal_franchises', rowid: 3, field: 'franchise_id', problem: 'is a Dethmetal row in a Dirty Wheels league, which keeps none' },
      { table: 'dethmetal_franchises', rowid: 3, field: 'mechanic_rating', problem: 'is 0; it is never below 1' },
    ]);
    dw.close();
  });
});

// The scripted 3-season league passing the same checks is tests/campaign/league.test.ts's (it plays that league already).
