/**
 * Issue 12, "Dethmetal-only data in Dethmetal-owned tables": league files written by `main` before the move (schema at
 * migration 0006, made by tests/db/fixtures/makeMainLeagues.ts with that code) open under this version: backed up,
 * migrated, and every view the app shows (standings, rosters, money, cars, schedule, reports, dice log) is what `main`
 * showed. Undo of an operation done before the move still works after it (and gives what main's own undo gave), and
 * export -> import round-trips, from the
 * new file and from an export `main` would have written. A Dirty Wheels file migrates with no Dethmetal rows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type LeagueConnection, openLeagueFile } from '../../src-main/db/connection';
import { appliedMigrations, applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import { COLUMN_MOVES, parseUndoStatements, writeUndoStatement } from '../../src-main/db/movedColumns';
import { capturing, installUndoTriggers } from '../../src-main/db/undoTriggers';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { redoNext, undoLast } from '../../src-main/services/operation';
import { exportLeagueFile, importLeagueFile, leagueExportDocument, serializeLeagueExport } from '../../src-main/exports/leagueJson';
import { openLeague } from '../campaign/support';
import { dethmetalViews, dirtyWheelsViews } from './fixtures/leagueViews';
import { callOf, fixtureLeague, JOURNAL, recorded, type Views, withoutJournal } from './fixtures/migrationViews';
import { dumpApartFromUid, LEAGUE_UID } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const MAIN_TAGS = loadMigrations()
  .filter((m) => m.idx <= 6)
  .map((m) => m.tag);

/** An export carries no journal (docs/export-format.md): an imported league's activity starts with the import. */
const withoutActivity = (v: Views) =>
  Object.fromEntries(Object.entries(withoutJournal(v)).map(([k, view]) => [k, k.startsWith('franchise.page ') ? { ...(view as object), activity: [] } : view]));

/**
 * Fields a view gained after the fixtures were written (at 1a85358), each by a later issue: a car of `team.get` says
 * per roll kind why it cannot be rolled (issue 14's team builder), and a team its people on foot and its passengers (issue 26); a match says whether play has begun at its table
 * (`MatchView.inPlay`, issue 19 #12; checked apart by expectNothingInPlay). The fixtures' own fields must still match
 * exactly.
 */
const LATER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'team.get': ['nothingToRoll', 'onFoot', 'passengers'],
  'schedule.list': ['inPlay'],
  'match.get': ['inPlay'],
  'match.report': ['inPlay'],
};

function withoutLaterFields(key: string, view: unknown): unknown {
  const drop = LATER_FIELDS[key.split(' ')[0]!];
  if (!drop || !view || typeof view !== 'object') return view;
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !drop.includes(k))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  return strip(view);
}

/**
 * `inPlay`, which the fixtures predate: no match of main's leagues has events at its table (`assistant_events`, none in
 * either file), nor does any state these tests undo or redo to, so every match shown says it is not in play.
 */
function expectNothingInPlay(views: Views): void {
  const shown = Object.entries(views).flatMap(([key, view]): (readonly [string, object])[] => {
    if (key.startsWith('schedule.list ')) return (view as object[]).map((m) => [key, m]);
    if (key.startsWith('match.get ')) return [[key, view as object]];
    if (key.startsWith('match.report ')) return [[key, (view as { match: object }).match]];
    return [];
  });
  expect(shown.length).toBeGreaterThan(0);
  for (const [key, match] of shown) expect(match, key).toHaveProperty('inPlay', false);
}

/** View by view, so a difference names the channel and input that shows it. */
function expectViews(actual: Views, expected: Views): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  // Both sides: `expected` is a fixture (without them) or, for an undo compared with main's, views of this version.
  for (const key of Object.keys(expected)) expect(withoutLaterFields(key, actual[key]), key).toEqual(withoutLaterFields(key, expected[key]));
  expectNothingInPlay(actual);
}

function columnsOf(sqlite: Database.Database, table: string): string[] {
  return (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
}

/** The export `main` wrote of a file at its schema: the same generic export code, run on the file without migrating it. */
function exportAsMainWroteIt(file: string, target: string): void {
  const sqlite = new Database(file, { readonly: true });
  try {
    const doc = leagueExportDocument({ path: file, sqlite } as LeagueConnection);
    expect(doc.migrations.map((m) => m.tag)).toEqual(MAIN_TAGS);
    writeFileSync(target, serializeLeagueExport(doc));
  } finally {
    sqlite.close();
  }
}

const MOVES = Object.values(COLUMN_MOVES);
/** What each generic table keeps once every move is done (issue 21 took `matches.kind` to dethmetal_matches too). */
const GENERIC_COLUMNS: Record<string, string[]> = {
  franchises: ['id', 'name', 'colour', 'owner', 'created_at'],
  vehicles: ['id', 'franchise_id', 'name', 'design', 'derived', 'status', 'bought_season', 'sold_season'],
  competitors: ['id', 'franchise_id', 'name', 'status', 'record'],
  matches: ['id', 'season_id', 'number', 'track', 'date', 'status'],
  match_teams: ['id', 'match_id', 'franchise_id', 'won', 'outcome', 'placing', 'stats'],
};
const movedRows = (sqlite: Database.Database, table: string, key: string, columns: readonly string[]) =>
  sqlite.prepare(`SELECT ${key} AS id, ${columns.join(', ')} FROM ${table} ORDER BY ${key}`).all();

describe('issue 12: a Dethmetal league from main (schema 0006) under the Dethmetal-owned tables', () => {
  it('is backed up, migrated, and shows every view as main did; its franchise, car, competitor, match and match team columns moved whole', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main-dethmetal');
    const old = new Database(file, { readonly: true });
    expect(appliedMigrations(old).map((m) => m.tag)).toEqual(MAIN_TAGS);
    const before = MOVES.map((m) => movedRows(old, m.from, 'id', m.columns));
    old.close();
    expect(before.map((rows) => rows.length)).toEqual([6, 21, 41, 24, 144]);

    const league = await openLeague(dir, file);
    const conn = league.session.league;
    expect(appliedMigrations(conn.sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    // The backup is the file as main left it.
    const backup = new Database(conn.backupPath!, { readonly: true });
    expect(appliedMigrations(backup).map((m) => m.tag)).toEqual(MAIN_TAGS);
    expect(MOVES.map((m) => movedRows(backup, m.from, 'id', m.columns))).toEqual(before);
    backup.close();

    for (const [i, m] of MOVES.entries()) {
      expect(columnsOf(conn.sqlite, m.from)).toEqual(GENERIC_COLUMNS[m.from]);
      expect(movedRows(conn.sqlite, m.to, m.key, m.columns), `${m.to}`).toEqual(before[i]);
    }
    expect(conn.sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(leagueViolations(conn.sqlite)).toEqual([]);
    expectViews(await dethmetalViews(callOf(league), conn.sqlite), recorded('main-dethmetal').after);
    league.close();
  });

  it('undoes the car bought before the move (money, car, stores, ledger) and redoes it, then undoes ten more with the money kept whole', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main-dethmetal');
    const views = recorded('main-dethmetal');
    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'garage.buy', state: 'undone' });
    const undone = await dethmetalViews(callOf(league), sqlite);
    expectViews(withoutJournal(undone), withoutJournal(views.beforeLastOperation));
    expect((undone[JOURNAL] as { op: string; state: string }[])[0]).toMatchObject({ op: 'garage.buy', state: 'undone' });
    expect((undone[JOURNAL] as unknown[]).slice(1)).toEqual(views.beforeLastOperation[JOURNAL]);

    expect(await league.call('journal.redo', {})).toMatchObject({ op: 'garage.buy', state: 'done' });
    expectViews(await dethmetalViews(callOf(league), sqlite), views.after);

    // Further back: season end, post-match, hires, each undone through statements written before the move.
    const ops: string[] = [];
    for (let i = 0; i < 10; i++) {
      ops.push((await league.call('journal.undo', {})).op);
      expect(leagueViolations(sqlite), `after undoing ${ops.at(-1)}`).toEqual([]);
    }
    expect(ops).toContain('season.end');
    for (let i = 0; i < 10; i++) await league.call('journal.redo', {});
    expectViews(await dethmetalViews(callOf(league), sqlite), views.after);
    league.close();
  });

  it('shows the moved match columns in the views it compares: surfaces, heats, pre-match rolls, reports, race points, prize money, dice', () => {
    // The views above must exercise every moved column, or their equality would prove nothing about it.
    const views = recorded('main-dethmetal').after;
    const of = <T>(channel: string) => Object.entries(views).flatMap(([k, v]) => (k.startsWith(`${channel} `) ? [v as T] : []));
    type Team = { points: number | null; prize: number | null };
    const matches = of<{ surface: string; heats: number; status: string; preMatch: unknown; teams: Team[] }>('match.get');
    expect(matches).toHaveLength(24);
    expect(new Set(matches.map((m) => m.surface)).size).toBeGreaterThan(1);
    expect(matches.every((m) => m.surface !== '' && m.heats >= 1)).toBe(true);
    expect(matches.filter((m) => m.preMatch !== null).length).toBeGreaterThanOrEqual(matches.filter((m) => m.status === 'recorded').length);
    const teams = matches.filter((m) => m.status === 'recorded').flatMap((m) => m.teams);
    expect(teams.some((t) => (t.points ?? 0) > 0) && teams.some((t) => (t.prize ?? 0) > 0)).toBe(true);
    const reports = of<{ report: { franchises: unknown[] } | null }>('match.report');
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((r) => r.report !== null && r.report.franchises.length > 0)).toBe(true);
    const ledgers = of<{ reason: string }[]>('franchise.ledger').flat();
    expect(ledgers.some((line) => /prize/i.test(line.reason))).toBe(true);
    expect(JSON.stringify(views['dice.log {"limit":5000}']).length).toBeGreaterThan(10_000);
  });

  it('undoing back past a season end, a recording, pre-match rolls and a scheduling gives what main’s undo gave; redo gives main’s league back', async () => {
    const views = recorded('main-dethmetal');
    // Main's undo, on main's schema with main's statements, then migrated.
    const mainSide = fixtureLeague(tempDir, 'main-dethmetal');
    const raw = new Database(mainSide.file);
    installUndoTriggers(raw);
    const rawConn = { sqlite: raw, path: mainSide.file } as LeagueConnection;
    const undone: string[] = [];
    while (!undone.includes('schedule.add')) undone.push(undoLast(rawConn).op);
    raw.close();
    expect(undone).toEqual(expect.arrayContaining(['season.end', 'match.record', 'match.assign', 'match.preMatch', 'schedule.add']));
    const expected = await openLeague(mainSide.dir, mainSide.file);

    // This version's undo of the same operations, through the statements rewritten by the move.
    const ours = fixtureLeague(tempDir, 'main-dethmetal');
    const league = await openLeague(ours.dir, ours.file);
    const uid = dumpApartFromUid(league.session.league.sqlite).uid;
    for (const op of undone) expect(await league.call('journal.undo', {})).toMatchObject({ op, state: 'undone' });

    // Every row of every table, but the league's own id: each copy of main's file got a random one of its own when it
    // was migrated (0023, issue 19), and undoing statements written before the move leaves it as it is.
    const rows = (sqlite: Database.Database) => {
      const { uid, dump } = dumpApartFromUid(sqlite);
      return { uid, tables: JSON.parse(dump) as Record<string, unknown[]> };
    };
    const want = rows(expected.session.league.sqlite);
    const got = rows(league.session.league.sqlite);
    expect(Object.keys(got.tables)).toEqual(Object.keys(want.tables));
    for (const [table, tableRows] of Object.entries(got.tables)) expect(tableRows, table).toEqual(want.tables[table]);
    expect(uid).toMatch(LEAGUE_UID);
    expect(want.uid).toMatch(LEAGUE_UID);
    expect(got.uid).toBe(uid);
    expect(got.uid).not.toBe(want.uid);
    expect(leagueViolations(league.session.league.sqlite)).toEqual([]);
    expectViews(await dethmetalViews(callOf(league), league.session.league.sqlite), await dethmetalViews(callOf(expected), expected.session.league.sqlite));

    // Redo: ours from statements written after the move, main's from statements written before it and rewritten.
    for (const side of [league, expected]) {
      for (const op of [...undone].reverse()) expect(await side.call('journal.redo', {})).toMatchObject({ op, state: 'done' });
      expectViews(await dethmetalViews(callOf(side), side.session.league.sqlite), views.after);
    }
    expect(dumpApartFromUid(league.session.league.sqlite).uid).toBe(uid);
    league.close();
    expected.close();
  });

  it('export -> import round-trips, from the migrated file and from the export main wrote of it', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main-dethmetal');
    const views = withoutActivity(recorded('main-dethmetal').after);
    const mainExport = path.join(dir, 'main-export.json');
    exportAsMainWroteIt(file, mainExport);

    const league = await openLeague(dir, file);
    const ours = exportLeagueFile(league.session.league, path.join(dir, 'export.json'));
    league.close();
    const doc = JSON.parse(readFileSync(ours.path, 'utf8')) as { tables: Record<string, { rows: unknown[] }> };
    expect(doc.tables.dethmetal_franchises!.rows).toHaveLength(6);
    expect(doc.tables.dethmetal_vehicles!.rows).toHaveLength(21);
    expect(doc.tables.dethmetal_competitors!.rows).toHaveLength(41);
    expect(doc.tables.dethmetal_matches!.rows).toHaveLength(24);
    expect(doc.tables.dethmetal_match_teams!.rows).toHaveLength(144);

    for (const [from, name] of [
      [ours.path, 'imported.league'],
      [mainExport, 'imported-from-main.league'],
    ] as const) {
      const target = path.join(dir, name);
      importLeagueFile(from, target);
      const imported = await openLeague(dir, target);
      expect(imported.session.league.backupPath, `${name} is made at this version`).toBeUndefined();
      expectViews(withoutActivity(await dethmetalViews(callOf(imported), imported.session.league.sqlite)), views);
      imported.close();
    }
  });

  it('reads every undo statement main wrote back to the same text (the rewrite changes only what moved)', () => {
    const { file } = fixtureLeague(tempDir, 'main-dethmetal');
    const sqlite = new Database(file, { readonly: true });
    const rows = sqlite.prepare('SELECT statement FROM undo_log').all() as { statement: string }[];
    expect(rows.length).toBeGreaterThan(1000);
    for (const { statement } of rows) expect(parseUndoStatements(statement).map(writeUndoStatement).join('; ')).toBe(statement);
    sqlite.close();
  });

  it('a franchise named like the undo log’s own SQL is undone across the move exactly', () => {
    const file = path.join(tempDir(), 'hostile.league');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    applyMigrations(
      raw,
      loadMigrations().filter((m) => m.idx <= 6),
    );
    raw.prepare(`INSERT INTO league (id, name, rng_seed) VALUES (1, 'Old League', 42)`).run();
    const hostile = `Reds", "cash" = 5, "name" = 'x'; DROP TABLE ledger; --\nWHERE rowid = 9`;
    raw.prepare(`INSERT INTO franchises (id, name, colour, cash, mechanic_rating, founded_season) VALUES (1, ?, '#aa0000', 100, 2, 1)`).run(hostile);
    raw.prepare(`INSERT INTO ledger (franchise_id, season_number, amount, reason, rule, stage, op) VALUES (1, 1, 100, 'Seed', 'test', 'income', 'test')`).run();
    // One operation as main's services ran it: rename, money moved, a second franchise added; recorded by main's triggers.
    installUndoTriggers(raw);
    raw.transaction(() => {
      const journalId = Number(raw.prepare(`INSERT INTO journal (op, summary, input) VALUES ('test.op', 'A test', '{}')`).run().lastInsertRowid);
      capturing(raw, journalId, 'undo', () => {
        raw.prepare(`UPDATE franchises SET name = 'Renamed', cash = cash - 30, party_season = 1 WHERE id = 1`).run();
        raw
          .prepare(`INSERT INTO ledger (franchise_id, season_number, amount, reason, rule, stage, op) VALUES (1, 1, -30, 'Party', 'test', 'spending', 'test')`)
          .run();
        raw.prepare(`INSERT INTO franchises (id, name, colour, cash) VALUES (2, 'Blues', '#0000aa', 0)`).run();
      });
    })();
    raw.close();

    const conn = openLeagueFile(file);
    const state = () => ({
      franchises: conn.sqlite.prepare('SELECT * FROM franchises ORDER BY id').all(),
      dethmetal: conn.sqlite.prepare('SELECT * FROM dethmetal_franchises ORDER BY franchise_id').all(),
      ledger: conn.sqlite.prepare('SELECT amount FROM ledger ORDER BY id').all(),
    });
    expect(state().dethmetal).toMatchObject([
      { franchise_id: 1, cash: 70, party_season: 1 },
      { franchise_id: 2, cash: 0, party_season: null },
    ]);
    const redone = state();
    expect(undoLast(conn)).toMatchObject({ op: 'test.op' });
    expect(conn.sqlite.prepare('SELECT id, name FROM franchises').all()).toEqual([{ id: 1, name: hostile }]);
    expect(conn.sqlite.prepare('SELECT franchise_id, cash, mechanic_rating, founded_season, party_season FROM dethmetal_franchises').all()).toEqual([
      { franchise_id: 1, cash: 100, mechanic_rating: 2, founded_season: 1, party_season: null },
    ]);
    expect(leagueViolations(conn.sqlite)).toEqual([]);
    redoNext(conn);
    expect(state()).toEqual(redone);
    conn.close();
  });
});

describe('issue 12: a Dirty Wheels league from main (schema 0006)', () => {
  it('migrates with no Dethmetal rows, shows what main showed, undoes the car added before the move, and round-trips', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main-dirtywheels');
    const views = recorded('main-dirtywheels');
    const mainExport = path.join(dir, 'main-export.json');
    exportAsMainWroteIt(file, mainExport);
    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    expect(league.session.league.backupPath).toBeDefined();
    for (const m of MOVES) {
      expect(columnsOf(sqlite, m.from)).toEqual(GENERIC_COLUMNS[m.from]);
      expect(sqlite.prepare(`SELECT count(*) AS n FROM ${m.to}`).get(), m.to).toEqual({ n: 0 });
    }
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);

    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'team.addCar' });
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(league), sqlite)), withoutJournal(views.beforeLastOperation));
    await league.call('journal.redo', {});
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);
    // A team added now gets no Dethmetal row either, nor a game scheduled and recorded: no surface, one game, as before.
    const late = await league.call('franchise.add', { name: 'Late Comers', colour: '#123456', owner: '' });
    const teams = (sqlite.prepare('SELECT id FROM franchises ORDER BY id LIMIT 1').all() as { id: number }[]).map((t) => t.id);
    const game = await league.call('schedule.add', { track: 'Gravel Pit', franchiseIds: [teams[0]!, late.id] });
    // (MatchView says it in the core's words since issue 21: no fields of its own, no Dethmetal part.)
    expect(game).toMatchObject({ kind: 'match', details: null, teams: [{ points: null }, { points: null }] });
    expect(game.fields).toEqual({});
    const played = await league.call('match.recordOutcome', {
      matchId: game.id,
      teams: [
        { franchiseId: teams[0]!, outcome: 'draw', stats: { kills: 1 } },
        { franchiseId: late.id, outcome: 'draw', stats: { kills: 1 } },
      ],
    });
    expect(played).toMatchObject({
      status: 'recorded',
      details: null,
      teams: [
        { outcome: 'draw', points: null },
        { outcome: 'draw', points: null },
      ],
    });
    for (const m of MOVES) expect(sqlite.prepare(`SELECT count(*) AS n FROM ${m.to}`).get(), m.to).toEqual({ n: 0 });
    expect(leagueViolations(sqlite)).toEqual([]);
    for (let i = 0; i < 3; i++) await league.call('journal.undo', {});
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(league), sqlite)), withoutJournal(views.after));
    const ours = exportLeagueFile(league.session.league, path.join(dir, 'export.json'));
    league.close();

    for (const [from, name] of [
      [ours.path, 'imported.league'],
      [mainExport, 'imported-from-main.league'],
    ] as const) {
      const target = path.join(dir, name);
      importLeagueFile(from, target);
      const imported = await openLeague(dir, target);
      expect(imported.session.league.sqlite.prepare('SELECT count(*) AS n FROM dethmetal_franchises').get()).toEqual({ n: 0 });
      expectViews(withoutJournal(await dirtyWheelsViews(callOf(imported), imported.session.league.sqlite)), withoutJournal(views.after));
      imported.close();
    }
  });
});
