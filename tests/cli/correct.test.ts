/**
 * `league match correct FILE --match N …` (issue 27): the preview in words by default (nothing written), --commit
 * writes it as one operation (undo takes it back), and a correction a later operation no longer fits exits 1 with that
 * operation and the choice, writing nothing. A race meeting raced at the race-combat table (recorded through
 * rcTable.record) is corrected the same way, its races typed by driver.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { useTempDir } from '../support/tempLeague';
import type { RcTableState } from '../../src-shared/ipc/channels/racecombat/table';
import { gunship, speedster } from '../engine/racecombat/cars';
import { DIRTY_WHEELS, leagueWithTeams, openLeague, playSeasons } from '../services/correctResultLeague';

const tempDir = useTempDir();

async function run(...argv: string[]) {
  const out: string[] = [],
    err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('league match correct', () => {
  it('previews the corrected season in words and writes nothing; --commit writes it, one undo takes it back', async () => {
    const t = await leagueWithTeams(tempDir(), DIRTY_WHEELS);
    const matchId = await playSeasons(t, DIRTY_WHEELS, 1, 0);
    const { teams } = await t.ok('match.get', { matchId });
    const [a, b] = teams.map((x: { franchise: string }) => x.franchise) as [string, string];
    t.session.close();
    const bytes = readFileSync(t.file);

    const preview = await run('match', 'correct', t.file, '--match', String(matchId), `${a}=loss,kills=0`, `${b}=win,kills=0`);
    expect(preview.err).toBe('');
    expect(preview.code).toBe(0);
    const lines = preview.out.split('\n');
    expect(lines[0]).toBe(`Match ${matchId}: correcting “Recorded match 1: ${a} win (0 kills), ${b} loss (0 kills)” (#11)`);
    expect(lines[1]).toBe('6 later operations replayed.');
    expect(lines).toContain('Results:');
    expect(lines).toContain(
      `  ${b} in Season 1, match 1 (Bowl 1): won 0 → 1; outcome loss → win [#11 Recorded match 1: ${a} loss (0 kills), ${b} win (0 kills)]`,
    );
    expect(lines).toContain('Standings:');
    expect(lines.at(-1)).toBe('Nothing was changed: add --commit to write it.');
    expect(readFileSync(t.file).equals(bytes)).toBe(true);

    const commit = await run('match', 'correct', t.file, '--match', String(matchId), `${a}=loss,kills=0`, `${b}=win,kills=0`, '--commit');
    expect(commit.code).toBe(0);
    expect(commit.out.split('\n')[1]).toBe('6 later operations replayed and written (one undo takes it all back).');
    expect((await run('undo', t.file)).out).toMatch(/^Undid: Corrected the result of match 1 \(was: Recorded match 1: /);
  });

  it('exits 1 with the operation that no longer fits and the choice, writing nothing', async () => {
    const t = await leagueWithTeams(tempDir(), DIRTY_WHEELS);
    const round1 = (await t.ok('schedule.generate', { format: 'swiss', track: 'Pit' })) as { id: number; teams: { franchiseId: number }[] }[];
    for (const m of round1)
      await t.ok('match.recordOutcome', { matchId: m.id, teams: DIRTY_WHEELS.result([m.teams[0]!.franchiseId, m.teams[1]!.franchiseId], 0, 1) });
    const [game] = (await t.ok('schedule.generate', { format: 'swiss', track: 'Pit' })) as { id: number; teams: { franchiseId: number }[] }[];
    await t.ok('match.recordOutcome', { matchId: game!.id, teams: DIRTY_WHEELS.result([game!.teams[0]!.franchiseId, game!.teams[1]!.franchiseId], 0, 0) });
    const first = await t.ok('match.get', { matchId: round1[0]!.id });
    const [a, b] = first.teams.map((x: { franchise: string }) => x.franchise) as [string, string];
    t.session.close();
    const bytes = readFileSync(t.file);

    const r = await run('match', 'correct', t.file, '--match', String(round1[0]!.id), `${a}=loss,kills=0`, `${b}=win,kills=1`, '--commit');
    expect(r.code).toBe(1);
    const lines = r.out.split('\n');
    expect(lines[1]).toMatch(/^Stopped at #\d+ “Recorded match 3: .*”: /);
    expect(lines[2]).toMatch(/no longer holds once match 1's result is corrected\. Either correct the result differently/);
    expect(lines[3]).toBe('Nothing was changed.');
    expect(r.err).toMatch(/^The correction stopped at #\d+: /);
    expect(readFileSync(t.file).equals(bytes)).toBe(true);
  });

  it('corrects a race meeting raced at the race-combat table, its races typed by driver', async () => {
    const t = await openLeague(tempDir(), 'table.league');
    await t.ok('app.newLeague', { name: 'Circuit', path: t.file, ruleset: 'racecombat' });
    const reds = (await t.ok('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id as number;
    const blues = (await t.ok('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id as number;
    await t.ok('team.addCar', { franchiseId: reds, design: gunship(), driver: { name: 'Ana' } });
    await t.ok('team.addCar', { franchiseId: blues, design: speedster({ name: 'Bolt' }), driver: { name: 'Bo' } });
    const matchId = (await t.ok('schedule.add', { track: 'Monza', franchiseIds: [reds, blues] })).id as number;
    const state: RcTableState = await t.ok('rcTable.state', { matchId });
    const car = new Map(state.teams.flatMap((team) => team.cars.map((c) => [c.driverName, c.vehicleId] as const)));
    await t.ok('rcTable.act', { matchId, intent: { kind: 'finishRace', order: [car.get('Ana')!, car.get('Bo')!] } });
    await t.ok('rcTable.record', { matchId });
    t.session.close();

    const r = await run('match', 'correct', t.file, '--match', String(matchId), 'race', 'Bo=1', 'Ana=2', '--commit');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^Match \d+: correcting “Recorded match 1: .*” \(#\d+\)$/);
    expect(r.out).toContain('Standings:');
    const table = await run('standings', t.file, '--format', 'json');
    const drivers = (JSON.parse(table.out) as { entrants: { rows: { entrant: string; points: number }[] } }).entrants.rows;
    expect(drivers.map((d) => [d.entrant, d.points])).toEqual([
      ['Bo', 10],
      ['Ana', 8],
    ]);
  });
});
