/**
 * Dirty Wheels careers on the league core (issue 19 #9): a real league file, a game played on the table in season 1
 * (the Hauler destroys the Zip), the season closed, a game recorded without the table in season 2; each driver's
 * games, wins, losses, kills and times destroyed per season and all time, undone with the recording.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DwActResult, DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import type { CareerTable, PersonCareer } from '../../src-shared/ipc/channels/season';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

/** Season 1's game on the table: the Hauler's chain gun at the Zip until it is destroyed; Rust Rats win it. */
async function seasonOne(t: Awaited<ReturnType<typeof dwMatchLeague>>) {
  let s: DwTableState = (await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } })).state;
  const hauler = t.car(s, 'Hauler').vehicleId;
  const zip = t.car(s, 'Zip').vehicleId;
  for (let i = 0; i < 8 && !t.car(s, 'Zip').card.destroyed; i++) {
    const r: DwActResult = await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 6 } });
    s = r.state;
  }
  expect(t.car(s, 'Zip').card).toMatchObject({ destroyed: true, destroyedBy: String(hauler) });
  const [rats, dogs] = t.teams as [number, number];
  await t.ok('match.recordOutcome', {
    matchId: t.matchId,
    teams: [
      { franchiseId: rats, outcome: 'win', stats: { kills: 1 } },
      { franchiseId: dogs, outcome: 'loss', stats: { kills: 0 } },
    ],
  });
}

const driverId = (t: Awaited<ReturnType<typeof dwMatchLeague>>, name: string) =>
  (t.rows(`SELECT id FROM competitors WHERE name = '${name}'`)[0] as { id: number }).id;

describe('Dirty Wheels careers over seasons', () => {
  it('a game on the table credits each driver the game, his team’s result, the kill and the car destroyed, by whom', async () => {
    const t = await dwMatchLeague(tempDir());
    await seasonOne(t);
    const table: CareerTable = await t.ok('careers.table', { season: 1 });
    expect(table.person).toEqual({ one: 'driver', many: 'drivers' });
    expect(table.columns.map((c) => c.label)).toEqual(['Games', 'Wins', 'Draws', 'Losses', 'Kills', 'Destroyed']);
    expect(
      table.rows.map((r) => [r.place, r.name, r.vehicle?.name, r.team, r.counts.games, r.counts.wins, r.counts.losses, r.counts.kill, r.counts.destroyed]),
    ).toEqual([
      [1, 'Max', 'Hauler', 'Rust Rats', 1, 1, 0, 1, 0],
      [2, 'Ada', 'Spike', 'Rust Rats', 1, 1, 0, 0, 0],
      [3, 'Cy', 'Brick', 'Mud Dogs', 1, 0, 1, 0, 0],
      [4, 'Bo', 'Zip', 'Mud Dogs', 1, 0, 1, 0, 1],
    ]);
    const bo: PersonCareer = await t.ok('careers.person', { competitorId: driverId(t, 'Bo') });
    expect(bo.events.map((e) => [e.kind, e.text])).toEqual([
      ['loss', 'Match 1 (Backyard): drove the Zip for Mud Dogs against Rust Rats: lost.'],
      ['destroyed', 'Match 1 (Backyard): the Zip was destroyed by the Hauler (Rust Rats).'],
    ]);
    const max: PersonCareer = await t.ok('careers.person', { competitorId: driverId(t, 'Max') });
    expect(max.events.map((e) => e.text)).toContain('Match 1 (Backyard): destroyed the Zip (Mud Dogs) with the Hauler.');
    t.session.close();
  });

  it('two seasons: per season and all time on the driver’s page and in the table; undo takes a recording’s careers back', async () => {
    const t = await dwMatchLeague(tempDir());
    await seasonOne(t);
    await t.ok('season.close', {});
    const [rats, dogs] = t.teams as [number, number];
    const m2 = await t.ok('schedule.add', { track: 'Quarry', franchiseIds: [rats, dogs] });
    // Recorded without the table: every car of each team played; no kills are known per car.
    await t.ok('match.recordOutcome', {
      matchId: m2.id,
      teams: [
        { franchiseId: rats, outcome: 'loss', stats: { kills: 0 } },
        { franchiseId: dogs, outcome: 'win', stats: { kills: 2 } },
      ],
    });
    const max: PersonCareer = await t.ok('careers.person', { competitorId: driverId(t, 'Max') });
    expect(max.vehicle?.name).toBe('Hauler');
    expect(max.seasons.map((s) => [s.seasonNumber, s.counts.games, s.counts.wins, s.counts.losses, s.counts.kill, s.counts.destroyed])).toEqual([
      [1, 1, 1, 0, 1, 0],
      [2, 1, 0, 1, 0, 0],
    ]);
    expect(max.total).toMatchObject({ games: 2, wins: 1, losses: 1, kill: 1, destroyed: 0 });
    expect(max.events.at(-1)!.text).toBe('Match 1 (Quarry): drove the Hauler (recorded without the table) for Rust Rats against Mud Dogs: lost.');

    const season2: CareerTable = await t.ok('careers.table', {});
    expect(season2.seasonNumber).toBe(2);
    expect(season2.rows.map((r) => [r.name, r.counts.games, r.counts.wins])).toEqual([
      ['Bo', 1, 1],
      ['Cy', 1, 1],
      ['Ada', 1, 0],
      ['Max', 1, 0],
    ]);
    const all: CareerTable = await t.ok('careers.table', { allTime: true });
    expect(all.rows.map((r) => [r.place, r.name, r.counts.games, r.counts.wins, r.counts.kill, r.counts.destroyed])).toEqual([
      [1, 'Max', 2, 1, 1, 0],
      [2, 'Ada', 2, 1, 0, 0],
      [2, 'Cy', 2, 1, 0, 0],
      [4, 'Bo', 2, 1, 0, 1],
    ]);

    await t.ok('journal.undo', {});
    const after: PersonCareer = await t.ok('careers.person', { competitorId: driverId(t, 'Max') });
    expect(after.seasons.map((s) => s.seasonNumber)).toEqual([1]);
    expect(t.rows(`SELECT count(*) AS n FROM career_events WHERE match_id = ${m2.id}`)).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('a removed car keeps its driver’s career; an unknown driver is refused in words', async () => {
    const t = await dwMatchLeague(tempDir());
    await seasonOne(t);
    const zip = (t.rows(`SELECT id FROM vehicles WHERE name = 'Zip'`)[0] as { id: number }).id;
    await t.ok('team.removeCar', { vehicleId: zip });
    const bo: PersonCareer = await t.ok('careers.person', { competitorId: driverId(t, 'Bo') });
    expect(bo).toMatchObject({ name: 'Bo', team: null, status: 'retired', vehicle: { name: 'Zip' }, total: { games: 1, destroyed: 1 } });
    const missing = await t.call('careers.person', { competitorId: 999 });
    expect(missing).toMatchObject({ ok: false, error: { message: 'There is no driver with id 999.' } });
    t.session.close();
  });

  it('an exported league with careers imports whole: the new kinds are the schema’s', async () => {
    const t = await dwMatchLeague(tempDir());
    await seasonOne(t);
    const dir = path.dirname(t.file);
    await t.ok('export.league', { path: path.join(dir, 'toy.json') });
    const imported = await t.call('import.league', { from: path.join(dir, 'toy.json'), path: path.join(dir, 'toy-copy.league') });
    expect(imported).toMatchObject({ ok: true });
    t.session.close();
  });
});
