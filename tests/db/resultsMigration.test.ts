import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { appliedMigrations, loadMigrations } from '../../src-main/db/migrator';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { openLeague } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';
import { dethmetalViews, dirtyWheelsViews } from './fixtures/leagueViews';
import { callOf, expectViews, fixtureLeague, recorded, withoutJournal } from './fixtures/migrationViews';

const tempDir = useTempDir();
const MAIN_TAGS = loadMigrations()
  .filter((m) => m.idx <= 26)
  .map((m) => m.tag);

const count = (sqlite: Database.Database, table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const matchTeams = (sqlite: Database.Database) => sqlite.prepare('SELECT * FROM match_teams ORDER BY id').all();

describe('issue 21: a Dirty Wheels league from main (schema 0026) under generic results', () => {
  it('is backed up and migrated, keeps its one-round team results, shows what main showed, and undoes back past its recording', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0026-dirtywheels');
    const views = recorded('main0026-dirtywheels');
    const old = new Database(file, { readonly: true });
    expect(appliedMigrations(old).map((m) => m.tag)).toEqual(MAIN_TAGS);
    const teamsBefore = matchTeams(old);
    old.close();
    expect(teamsBefore.filter((t) => (t as { outcome: string | null }).outcome !== null)).toHaveLength(2);

    const league = await openLeague(dir, file);
    const { sqlite, backupPath } = league.session.league;
    expect(appliedMigrations(sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    const backup = new Database(backupPath!, { readonly: true });
    expect(appliedMigrations(backup).map((m) => m.tag)).toEqual(MAIN_TAGS);
    backup.close();
    expect([count(sqlite, 'match_rounds'), count(sqlite, 'round_results')]).toEqual([0, 0]);
    expect(matchTeams(sqlite)).toEqual(teamsBefore);
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);

    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'team.addCar' });
    expectViews(withoutJournal(await dirtyWheelsViews(callOf(league), sqlite)), withoutJournal(views.beforeLastOperation));
    // Back past the recording main made: the match is open again, its results and careers gone.
    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'match.recordOutcome' });
    const standings = (await league.call('standings.league', {})) as { rows: { played: number }[] };
    expect(standings.rows.map((r) => r.played)).toEqual([0, 0]);
    expect(count(sqlite, 'career_events')).toBe(0);
    await league.call('journal.redo', {});
    await league.call('journal.redo', {});
    expectViews(await dirtyWheelsViews(callOf(league), sqlite), views.after);
    league.close();
  });

  it('records a meeting again in rounds after the migration (per-car results: kills), and one undo takes its rounds with it', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0026-dirtywheels');
    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    await league.call('journal.undo', {});
    await league.call('journal.undo', {});
    const match = sqlite.prepare(`SELECT id FROM matches WHERE status <> 'recorded'`).get() as { id: number };
    const teams = sqlite.prepare('SELECT id, name FROM franchises ORDER BY id').all() as { id: number; name: string }[];
    const car = (name: string) => (sqlite.prepare('SELECT id FROM vehicles WHERE name = ?').get(name) as { id: number }).id;
    const [rats, dogs] = teams.map((t) => t.id) as [number, number];
    await league.call('match.recordOutcome', {
      matchId: match.id,
      rounds: [
        {
          teams: [
            { franchiseId: rats, outcome: 'win', stats: { kills: 1 } },
            { franchiseId: dogs, outcome: 'loss', stats: {} },
          ],
          entrants: [{ franchiseId: rats, vehicleId: car('Hauler'), stats: { kills: 1 } }],
        },
      ],
    } as never);
    expect([count(sqlite, 'match_rounds'), count(sqlite, 'round_results')]).toEqual([1, 3]);
    const table = (await league.call('standings.league', {})) as { rows: { franchise: string; points: number; stats: Record<string, number> }[] };
    // The team's kills over the meeting are its own result's plus its cars' (1 + 1).
    expect(table.rows.map((r) => [r.franchise, r.points, r.stats.kills])).toEqual([
      ['Rust Rats', 3, 1],
      ['Mud Dogs', 0, 0],
    ]);
    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'match.recordOutcome' });
    expect([count(sqlite, 'match_rounds'), count(sqlite, 'round_results')]).toEqual([0, 0]);
    expect(leagueViolations(sqlite)).toEqual([]);
    league.close();
  });
});

describe('issue 21: a Dethmetal league from main (schema 0026) under generic results', () => {
  it('migrates with no rounds (its results are its own post-match’s), shows what main showed, and undoes the car bought before the migration', async () => {
    const { dir, file } = fixtureLeague(tempDir, 'main0026-dethmetal');
    const views = recorded('main0026-dethmetal');
    const league = await openLeague(dir, file);
    const { sqlite } = league.session.league;
    expect(appliedMigrations(sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    expect([count(sqlite, 'match_rounds'), count(sqlite, 'round_results')]).toEqual([0, 0]);
    expect(leagueViolations(sqlite)).toEqual([]);
    expectViews(await dethmetalViews(callOf(league), sqlite), views.after);
    expect(await league.call('journal.undo', {})).toMatchObject({ op: 'garage.buy' });
    expectViews(withoutJournal(await dethmetalViews(callOf(league), sqlite)), withoutJournal(views.beforeLastOperation));
    league.close();
  });
});
