import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type LeagueConnection, openLeagueFile } from '../../src-main/db/connection';
import { appliedMigrations, applyMigrations, loadMigrations, MigrationError, pendingMigrations } from '../../src-main/db/migrator';
import { DETHMETAL_TABLE_MOVES, EVENT_KIND_MOVE } from '../../src-main/db/movedColumns';
import { capturing, installUndoTriggers } from '../../src-main/db/undoTriggers';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { checkCareerKind } from '../../src-main/services/league/careerKinds';
import { redoNext, undoLast } from '../../src-main/services/operation';
import { openLeague } from '../campaign/support';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dethmetalViews, dirtyWheelsViews } from './fixtures/leagueViews';
import { callOf, expectViews, fixtureLeague, recorded, tableNames, withoutJournal } from './fixtures/migrationViews';

const tempDir = useTempDir();
const MAIN_TAGS = loadMigrations()
  .filter((m) => m.idx <= 23)
  .map((m) => m.tag);

const columnsOf = (sqlite: Database.Database, table: string) =>
  (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
const rowsOf = (sqlite: Database.Database, table: string) => sqlite.prepare(`SELECT * FROM "${table}" ORDER BY id`).all();
const kinds = (sqlite: Database.Database, sql: string) => sqlite.prepare(sql).all() as { id: number; kind: string }[];

describe('issue 21: a Dethmetal league from main (schema 0023) under Dethmetal’s own tables', () => {
  it('is backed up and migrated; stores, sponsors, templates and results moved whole with their ids, the event kinds with their matches; every view as main showed it', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0023-dethmetal');
    const old = new Database(file, { readonly: true });
    expect(appliedMigrations(old).map((m) => m.tag)).toEqual(MAIN_TAGS);
    const before = DETHMETAL_TABLE_MOVES.map((m) => rowsOf(old, m.from));
    const oldKinds = kinds(old, 'SELECT id, kind FROM matches ORDER BY id');
    old.close();
    // Every table of the move has rows to move (the design library one: the script's saved template).
    expect(before.map((rows) => rows.length)).toEqual([223, 50, 1, 743, 432]);
    expect(new Set(oldKinds.map((k) => k.kind))).toEqual(new Set(['race', 'arena']));

    const league = await openLeague(dir, file);
    const { sqlite, backupPath } = league.session.league;
    expect(appliedMigrations(sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    const backup = new Database(backupPath!, { readonly: true });
    expect(appliedMigrations(backup).map((m) => m.tag)).toEqual(MAIN_TAGS);
    expect(DETHMETAL_TABLE_MOVES.map((m) => rowsOf(backup, m.from))).toEqual(before);
    backup.close();

    const tables = tableNames(sqlite);
    for (const [i, m] of DETHMETAL_TABLE_MOVES.entries()) {
      expect(tables, m.from).not.toContain(m.from);
      expect(rowsOf(sqlite, m.to), m.to).toEqual(before[i]);
    }
    expect(columnsOf(sqlite, 'matches')).not.toContain('kind');
    expect(kinds(sqlite, `SELECT match_id AS id, kind FROM ${EVENT_KIND_MOVE.to} ORDER BY match_id`)).toEqual(oldKinds);
    expect(sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(leagueViolations(sqlite)).toEqual([]);

    expectViews(await dethmetalViews(callOf(league), sqlite), recorded('main0023-dethmetal').after);
    expect(await league.call('designs.list', {})).toMatchObject([{ name: 'Night Shift', design: { name: 'Night Shift' } }]);
    league.close();
  });

  it('undoing back past a car bought with stores, a design saved, a season end (sponsors), a recording (results, stores used), assignments, pre-match rolls and a scheduling gives what main’s undo gave; redo gives main’s league back', async () => {
    const views = recorded('main0023-dethmetal');
    // Main's undo, on main's schema with main's statements, then migrated.
    const mainSide = fixtureLeague(tempDir, 'main0023-dethmetal');
    const raw = new Database(mainSide.file);
    installUndoTriggers(raw);
    const rawConn = { sqlite: raw, path: mainSide.file } as LeagueConnection;
    const undone: string[] = [];
    while (!undone.includes('schedule.add')) undone.push(undoLast(rawConn).op);
    raw.close();
    expect(undone).toEqual(
      expect.arrayContaining(['garage.buy', 'designs.save', 'season.end', 'match.record', 'match.assign', 'match.preMatch', 'schedule.add']),
    );
    const expected = await openLeague(mainSide.dir, mainSide.file);

    // This version's undo of the same operations, through the statements rewritten by the move.
    const ours = fixtureLeague(tempDir, 'main0023-dethmetal');
    const league = await openLeague(ours.dir, ours.file);
    for (const op of undone) {
      expect(await league.call('journal.undo', {})).toMatchObject({ op, state: 'undone' });
      expect(leagueViolations(league.session.league.sqlite), `after undoing ${op}`).toEqual([]);
    }
    const want = JSON.parse(canonicalDump(expected.session.league.sqlite)) as Record<string, unknown[]>;
    const got = JSON.parse(canonicalDump(league.session.league.sqlite)) as Record<string, unknown[]>;
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const [table, rows] of Object.entries(got)) expect(rows, table).toEqual(want[table]);
    // Undone: the template saved and the car bought, with the stores it took.
    expect(await league.call('designs.list', {})).toEqual([]);

    for (const side of [league, expected]) {
      for (const op of [...undone].reverse()) expect(await side.call('journal.redo', {})).toMatchObject({ op, state: 'done' });
    }
    expect(canonicalDump(league.session.league.sqlite)).toBe(canonicalDump(expected.session.league.sqlite));
    expectViews(withoutJournal(await dethmetalViews(callOf(league), league.session.league.sqlite)), withoutJournal(views.after));
    league.close();
    expected.close();
  });

  it('undoes a match removed and an event changed before the move: the race or arena comes back with its Dethmetal row', () => {
    const file = path.join(tempDir(), 'removed.league');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    applyMigrations(
      raw,
      loadMigrations().filter((m) => m.idx <= 23),
    );
    raw.exec(`
      INSERT INTO league (id, name, rng_seed, uid) VALUES (1, 'Old League', 42, '00112233445566778899aabbccddeeff');
      INSERT INTO seasons (id, number) VALUES (1, 1);
      INSERT INTO matches (id, season_id, number, track, kind) VALUES (1, 1, 1, 'Reno', 'race'), (2, 1, 2, 'Denver', 'arena');
      INSERT INTO dethmetal_matches (match_id, surface, heats) VALUES (1, 'asphalt', 2), (2, 'dirt', 3);
    `);
    // Two operations as main's services ran them, recorded by main's triggers: match 1 renamed and turned into an arena
    // event on concrete, then match 2 removed (its Dethmetal row first, as eventRemoved does).
    installUndoTriggers(raw);
    const op = (name: string, fn: () => void) =>
      raw.transaction(() => {
        const journalId = Number(raw.prepare(`INSERT INTO journal (op, summary, input) VALUES (?, ?, '{}')`).run(name, name).lastInsertRowid);
        capturing(raw, journalId, 'undo', fn);
      })();
    op('schedule.edit', () => {
      raw.prepare(`UPDATE matches SET kind = 'arena', track = 'Reno Bowl' WHERE id = 1`).run();
      raw.prepare(`UPDATE dethmetal_matches SET surface = 'concrete' WHERE match_id = 1`).run();
    });
    op('schedule.remove', () => {
      raw.prepare(`DELETE FROM dethmetal_matches WHERE match_id = 2`).run();
      raw.prepare(`DELETE FROM matches WHERE id = 2`).run();
    });
    raw.close();

    const conn = openLeagueFile(file);
    const state = () =>
      conn.sqlite.prepare('SELECT m.id, m.track, d.kind, d.surface, d.heats FROM matches m JOIN dethmetal_matches d ON d.match_id = m.id ORDER BY m.id').all();
    expect(state()).toEqual([{ id: 1, track: 'Reno Bowl', kind: 'arena', surface: 'concrete', heats: 2 }]);
    expect(undoLast(conn)).toMatchObject({ op: 'schedule.remove' });
    expect(state()).toEqual([
      { id: 1, track: 'Reno Bowl', kind: 'arena', surface: 'concrete', heats: 2 },
      { id: 2, track: 'Denver', kind: 'arena', surface: 'dirt', heats: 3 },
    ]);
    expect(undoLast(conn)).toMatchObject({ op: 'schedule.edit' });
    expect(state()).toEqual([
      { id: 1, track: 'Reno', kind: 'race', surface: 'asphalt', heats: 2 },
      { id: 2, track: 'Denver', kind: 'arena', surface: 'dirt', heats: 3 },
    ]);
    redoNext(conn);
    redoNext(conn);
    expect(state()).toEqual([{ id: 1, track: 'Reno Bowl', kind: 'arena', surface: 'concrete', heats: 2 }]);
    conn.close();
  });

  it('the migrations ledger still fails hard: a file with a migration this build does not know is refused unchanged', () => {
    const file = path.join(tempDir(), 'future.league');
    const raw = new Database(file);
    applyMigrations(raw, loadMigrations());
    raw.prepare(`INSERT INTO _migrations (idx, tag, hash, applied_at) VALUES (99, '0099_future', 'x', '')`).run();
    expect(() => pendingMigrations(raw, loadMigrations())).toThrow(MigrationError);
    expect(() => pendingMigrations(raw, loadMigrations())).toThrow(/0099_future/);
    raw.close();
  });
});

describe('issue 21: a Dirty Wheels league from main (schema 0023)', () => {
  it('migrates with no Dethmetal rows, keeps its careers (kill, destroyed) and its games, shows what main showed, and undoes the car added before the move', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0023-dirtywheels');
    const views = recorded('main0023-dirtywheels');
    const old = new Database(file, { readonly: true });
    const careers = rowsOf(old, 'career_events');
    const tableEvents = rowsOf(old, 'assistant_events');
    old.close();
    expect(new Set((careers as { kind: string }[]).map((c) => c.kind))).toEqual(new Set(['win', 'loss', 'kill', 'destroyed']));

    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    expect(league.session.league.backupPath).toBeDefined();
    for (const m of [...DETHMETAL_TABLE_MOVES, EVENT_KIND_MOVE]) expect(sqlite.prepare(`SELECT count(*) AS n FROM ${m.to}`).get(), m.to).toEqual({ n: 0 });
    expect(rowsOf(sqlite, 'career_events')).toEqual(careers);
    expect(rowsOf(sqlite, 'assistant_events')).toEqual(tableEvents);
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);
    const table = (await league.call('careers.table', { season: 1 })) as { rows: { name: string; counts: Record<string, number> }[] };
    expect(table.rows.find((r) => r.name === 'Max')?.counts).toMatchObject({ games: 1, wins: 1, kill: 1 });
    expect(table.rows.find((r) => r.name === 'Bo')?.counts).toMatchObject({ games: 1, losses: 1, destroyed: 1 });

    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'team.addCar' });
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(league), sqlite)), withoutJournal(views.beforeLastOperation));
    await league.call('journal.redo', {});
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);
    league.close();
  });

  it('refuses a Dethmetal row in a Dirty Wheels league’s import (a store item), and a career event of a kind Dirty Wheels does not declare, on import and on write', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0023-dirtywheels');
    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    const team = (sqlite.prepare('SELECT id FROM franchises ORDER BY id LIMIT 1').get() as { id: number }).id;
    sqlite
      .prepare(
        `INSERT INTO dethmetal_stores (id, franchise_id, category, item, price, origin, acquired_season) VALUES (7, ?, 'weapon', 'Machinegun', 10, 'bought', 1)`,
      )
      .run(team);
    const driver = (sqlite.prepare('SELECT id FROM competitors ORDER BY id LIMIT 1').get() as { id: number }).id;
    // 'hired' is Dethmetal's kind; 'kill' is Dirty Wheels' own (careers.stats), 'win' the core's.
    const event = sqlite.prepare(`INSERT INTO career_events (id, competitor_id, season_number, kind, text) VALUES (?, ?, 1, ?, 'x')`);
    event.run(90, driver, 'hired');
    event.run(91, driver, 'kill');
    event.run(92, driver, 'win');
    expect(leagueViolations(sqlite)).toEqual([
      { table: 'dethmetal_stores', rowid: 7, field: 'id', problem: 'is a Dethmetal row in a Dirty Wheels league, which keeps none' },
      {
        table: 'career_events',
        rowid: 90,
        field: 'kind',
        problem: 'must be one of win, draw, loss, kill, destroyed (the kinds Dirty Wheels declares)',
      },
    ]);
    expect(() => checkCareerKind(league.session.league, 'hired')).toThrow(
      '“hired” is not a kind of career event Dirty Wheels declares (it has win, draw, loss, kill, destroyed).',
    );
    expect(() => checkCareerKind(league.session.league, 'destroyed')).not.toThrow();
    league.close();
  });
});
