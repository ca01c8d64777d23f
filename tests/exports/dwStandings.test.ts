/**
 * The standings export of a Dirty Wheels league (issue 19 #9), the league core's for any ruleset without its own:
 * a real league file with a game played on the table (the Hauler destroys the Zip), exported in every format through
 * `export.standings` (the channel the screen calls) and `league standings --out` (the CLI), each read back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { coreStandingsDocumentSchema } from '../../src-shared/exports/standings';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { dwMatchLeague } from '../services/dwTableLeague';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText } from '../sheets/pdfTools';

const tempDir = useTempDir();

/** Toy Box after one game: Rust Rats beat Mud Dogs, the Hauler (Max) destroyed the Zip (Bo). */
async function playedLeague() {
  const t = await dwMatchLeague(tempDir());
  let s: DwTableState = (await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } })).state;
  const [hauler, zip] = [t.car(s, 'Hauler').vehicleId, t.car(s, 'Zip').vehicleId];
  for (let i = 0; i < 8 && !t.car(s, 'Zip').card.destroyed; i++)
    s = (await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 6 } })).state;
  const [rats, dogs] = t.teams as [number, number];
  await t.ok('match.recordOutcome', {
    matchId: t.matchId,
    teams: [
      { franchiseId: rats, outcome: 'win', stats: { kills: 1 } },
      { franchiseId: dogs, outcome: 'loss', stats: { kills: 0 } },
    ],
  });
  const dir = path.dirname(t.file);
  const exportTo = async (format: string, file: string, extra: object = {}) => {
    const out = path.join(dir, file);
    await t.ok('export.standings', { scope: { kind: 'season', season: 1 }, format, table: 'franchises', paper: 'a4', path: out, ...extra });
    return out;
  };
  return { t, exportTo };
}

describe('Dirty Wheels standings export (the league core’s)', () => {
  it('CSV: the teams’ table (3/1/0, kills, decided by) and the drivers’ careers, read back with a CSV parser', async () => {
    const { t, exportTo } = await playedLeague();
    const teams = parse(readFileSync(await exportTo('csv', 'teams.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(teams).toEqual([
      { Place: '1', Team: 'Rust Rats', Played: '1', Wins: '1', Draws: '0', Losses: '0', Points: '3', Kills: '1', 'Decided by': 'Points' },
      { Place: '2', Team: 'Mud Dogs', Played: '1', Wins: '0', Draws: '0', Losses: '1', Points: '0', Kills: '0', 'Decided by': 'Points' },
    ]);
    const drivers = parse(readFileSync(await exportTo('csv', 'drivers.csv', { table: 'competitors' }), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(drivers.map((d) => [d.Place, d.Driver, d.Team, d.Car, d.Games, d.Wins, d.Losses, d.Kills, d.Destroyed])).toEqual([
      ['1', 'Max', 'Rust Rats', 'Hauler', '1', '1', '0', '1', '0'],
      ['2', 'Ada', 'Rust Rats', 'Spike', '1', '1', '0', '0', '0'],
      ['3', 'Cy', 'Mud Dogs', 'Brick', '1', '0', '1', '0', '0'],
      ['4', 'Bo', 'Mud Dogs', 'Zip', '1', '0', '1', '0', '1'],
    ]);
    t.session.close();
  });

  it('JSON: the league core’s versioned document, valid against its schema, with its column names', async () => {
    const { t, exportTo } = await playedLeague();
    const doc = coreStandingsDocumentSchema.parse(JSON.parse(readFileSync(await exportTo('json', 's.json'), 'utf8')));
    expect(doc).toMatchObject({
      format: 'pitwall-league-standings',
      version: 1,
      league: 'Toy Box',
      ruleset: { id: 'dirtywheels', name: 'Dirty Wheels' },
      scope: { kind: 'season', season: 1 },
      people: { one: 'driver', many: 'drivers' },
      vehicle: 'car',
      teamStats: [{ key: 'kills', label: 'Kills' }],
      personStats: [
        { key: 'kill', label: 'Kills' },
        { key: 'destroyed', label: 'Destroyed' },
      ],
    });
    expect(doc.teams[0]).toEqual({ place: 1, team: 'Rust Rats', played: 1, wins: 1, draws: 0, losses: 0, points: 3, stats: { kills: 1 }, decidedBy: null });
    expect(doc.persons.find((p) => p.person === 'Bo')).toEqual({
      place: 4,
      person: 'Bo',
      team: 'Mud Dogs',
      vehicle: 'Zip',
      games: 1,
      wins: 0,
      draws: 0,
      losses: 1,
      stats: { kill: 0, destroyed: 1 },
    });
    t.session.close();
  });

  it('Markdown and PDF: both tables under the ruleset’s words; the PDF is one page with every row', async () => {
    const { t, exportTo } = await playedLeague();
    const md = readFileSync(await exportTo('md', 's.md'), 'utf8');
    expect(md).toContain('## Toy Box — Season 1 standings');
    expect(md).toContain('### Teams');
    expect(md).toContain('| 1 | Rust Rats | 1 | 1 | 0 | 0 | 3 | 1 | Points |');
    expect(md).toContain('### Drivers');
    expect(md).toContain('| Place | Driver | Team | Car | Games | Wins | Draws | Losses | Kills | Destroyed |');
    expect(md).toContain('| 4 | Bo | Mud Dogs | Zip | 1 | 0 | 0 | 1 | 0 | 1 |');
    const pdf = await exportTo('pdf', 's.pdf');
    expect((await pdfInfo(pdf)).pages).toBe(1);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const words of [
      'TOY BOX · STANDINGS',
      'Pitwall · Dirty Wheels · printed',
      'TEAMS',
      'DRIVERS',
      'Rust Rats',
      'Decided by',
      'Destroyed',
      'Hauler',
      'Zip',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Dethmetal');
    t.session.close();
  });

  it('`league standings --out` writes the same export from the CLI, all time too', async () => {
    const { t } = await playedLeague();
    t.session.close();
    const out = path.join(path.dirname(t.file), 'all.md');
    const err: string[] = [];
    const code = await runCli(['standings', t.file, '--all-time', '--format', 'md', '--out', out], { out: () => {}, err: (s) => err.push(s) });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('## Toy Box — All-time standings');
    expect(md).toContain('| 1 | Max | Rust Rats | Hauler | 1 | 1 | 0 | 0 | 1 | 0 |');
  });
});
