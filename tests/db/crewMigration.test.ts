import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LeagueConnection } from '../../src-main/db/connection';
import { appliedMigrations, loadMigrations } from '../../src-main/db/migrator';
import { installUndoTriggers } from '../../src-main/db/undoTriggers';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { undoLast } from '../../src-main/services/operation';
import { type League, openLeague } from '../campaign/support';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dethmetalViews, dirtyWheelsViews } from './fixtures/leagueViews';
import { callOf, expectViews, fixtureLeague, recorded, tableNames, withoutJournal } from './fixtures/migrationViews';

const tempDir = useTempDir();
const MAIN_TAGS = loadMigrations()
  .filter((m) => m.idx <= 26)
  .map((m) => m.tag);

/** Main's undo of its last operations up to `until`, on main's schema with main's statements; the file then opened (migrated). */
async function undoneByMain(name: string, until: string): Promise<{ league: League; undone: string[] }> {
  const side = fixtureLeague(tempDir, name);
  const raw = new Database(side.file);
  installUndoTriggers(raw);
  const conn = { sqlite: raw, path: side.file } as LeagueConnection;
  const undone: string[] = [];
  while (!undone.includes(until)) undone.push(undoLast(conn).op);
  raw.close();
  return { league: await openLeague(side.dir, side.file), undone };
}

/** Ours: the same operations undone through the statements the move rewrote, each leaving a sound league. */
async function expectSameUndo(name: string, until: string): Promise<{ ours: League; main: League; undone: string[] }> {
  const { league: main, undone } = await undoneByMain(name, until);
  const at = fixtureLeague(tempDir, name);
  const ours = await openLeague(at.dir, at.file);
  for (const op of undone) {
    expect(await ours.call('journal.undo', {})).toMatchObject({ op, state: 'undone' });
    expect(leagueViolations(ours.session.league.sqlite), `after undoing ${op}`).toEqual([]);
  }
  const want = JSON.parse(canonicalDump(main.session.league.sqlite)) as Record<string, unknown[]>;
  const got = JSON.parse(canonicalDump(ours.session.league.sqlite)) as Record<string, unknown[]>;
  expect(Object.keys(got)).toEqual(Object.keys(want));
  for (const [table, rows] of Object.entries(got)) expect(rows, table).toEqual(want[table]);
  for (const side of [ours, main]) for (const op of [...undone].reverse()) expect(await side.call('journal.redo', {})).toMatchObject({ op, state: 'done' });
  expect(canonicalDump(ours.session.league.sqlite)).toBe(canonicalDump(main.session.league.sqlite));
  return { ours, main, undone };
}

describe('issue 21: a Dethmetal league from main (schema 0026) with its heat assignments as core crews', () => {
  it('is backed up and migrated: each assignment n is match_crew rows 2n (its driver) and 2n+1 (its gunner); every view as main showed it', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0026-crew-dethmetal');
    const old = new Database(file, { readonly: true });
    expect(appliedMigrations(old).map((m) => m.tag)).toEqual(MAIN_TAGS);
    const assignments = old.prepare('SELECT * FROM match_assignments ORDER BY id').all() as {
      id: number;
      match_id: number;
      franchise_id: number;
      heat: number;
      vehicle_id: number;
      driver_id: number;
      gunner_id: number | null;
    }[];
    old.close();
    expect(assignments.filter((a) => a.gunner_id !== null).length).toBeGreaterThan(0);

    const league = await openLeague(dir, file);
    const { sqlite, backupPath } = league.session.league;
    expect(appliedMigrations(sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    const backup = new Database(backupPath!, { readonly: true });
    expect(appliedMigrations(backup).map((m) => m.tag)).toEqual(MAIN_TAGS);
    backup.close();
    expect(tableNames(sqlite)).not.toContain('match_assignments');
    const seat = (a: (typeof assignments)[number], n: number, slot: string, person: number) => ({
      id: a.id * 2 + n,
      match_id: a.match_id,
      round: a.heat,
      franchise_id: a.franchise_id,
      vehicle_id: a.vehicle_id,
      slot,
      person_id: person,
    });
    expect(sqlite.prepare('SELECT * FROM match_crew ORDER BY id').all()).toEqual(
      assignments.flatMap((a) => [seat(a, 0, 'driver', a.driver_id), ...(a.gunner_id === null ? [] : [seat(a, 1, 'gunner', a.gunner_id)])]),
    );
    // A Dethmetal league keeps no standing crew: it seats its competitors per match and heat.
    expect(sqlite.prepare('SELECT count(*) AS n FROM crew').get()).toEqual({ n: 0 });
    expect(sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dethmetalViews(callOf(league), sqlite), recorded('main0026-crew-dethmetal').after);
    league.close();
  });

  it('undoing the assignments, the pre-match rolls, the scheduling and the season’s last recording made before the move gives what main’s undo gave; redo gives main’s league back', async () => {
    const { ours, main, undone } = await expectSameUndo('main0026-crew-dethmetal', 'match.record');
    expect(undone).toEqual(expect.arrayContaining(['match.assign', 'match.preMatch', 'schedule.add', 'match.record']));
    expectViews(withoutJournal(await dethmetalViews(callOf(ours), ours.session.league.sqlite)), withoutJournal(recorded('main0026-crew-dethmetal').after));
    ours.close();
    main.close();
  });
});

describe('issue 21: a Dirty Wheels league from main (schema 0026) with its drivers seated in the core’s crew', () => {
  it('migrates: each driver in his car’s driver slot (the seat’s id is his), his JSON without vehicleId; teams, table, careers as main showed them', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0026-crew-dirtywheels');
    const views = recorded('main0026-crew-dirtywheels');
    const old = new Database(file, { readonly: true });
    const drivers = old.prepare(`SELECT id, json_extract(record, '$.vehicleId') AS vehicleId, record FROM competitors ORDER BY id`).all() as {
      id: number;
      vehicleId: number;
      record: string;
    }[];
    old.close();
    expect(drivers.every((d) => typeof d.vehicleId === 'number')).toBe(true);

    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    expect(sqlite.prepare('SELECT * FROM crew ORDER BY id').all()).toEqual(
      drivers.map((d) => ({ id: d.id, vehicle_id: d.vehicleId, slot: 'driver', person_id: d.id })),
    );
    const records = sqlite.prepare('SELECT id, record FROM competitors ORDER BY id').all() as { id: number; record: string }[];
    expect(records).toEqual(
      drivers.map((d) => {
        const { vehicleId: _, ...rest } = JSON.parse(d.record) as Record<string, unknown>;
        return { id: d.id, record: JSON.stringify(rest) };
      }),
    );
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);
    // The removed car's driver (retired with it) still has his car in his career.
    for (const [id, career] of Object.entries(views.careers!)) expect(await league.call('careers.person', { competitorId: Number(id) }), id).toEqual(career);
    league.close();
  });

  it('undoing the car added, the car removed and the driver renamed before the move gives what main’s undo gave; redo gives main’s league back', async () => {
    const views = recorded('main0026-crew-dirtywheels');
    const { ours, main, undone } = await expectSameUndo('main0026-crew-dirtywheels', 'team.updateCar');
    expect(undone).toEqual(['team.addCar', 'team.removeCar', 'team.updateCar']);
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(ours), ours.session.league.sqlite)), withoutJournal(views.after));
    await ours.call('journal.undo', {});
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(ours), ours.session.league.sqlite)), withoutJournal(views.beforeLastOperation));
    ours.close();
    main.close();
  });
});
