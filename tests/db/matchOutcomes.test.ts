/**
 * Migration 0006 (match_teams.outcome, placing, stats for the generic league core): a league file written under
 * 0005 with a recorded Dethmetal match opens, upgrades and reads that match exactly as before.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { appliedMigrations, applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import { matchRow, matchView } from '../../src-main/services/league/schedule';
import { useTempDir } from '../support/tempLeague';
import { dethmetalTeams } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

const tempDir = useTempDir();

describe('migration 0006: match outcomes', () => {
  it('a file from 0005 with a recorded race upgrades; its result reads as before and carries no generic outcome', () => {
    const file = path.join(tempDir(), 'before-0006.league');
    const all = loadMigrations();
    const upTo0005 = all.filter((m) => m.idx <= 5);
    expect(upTo0005.at(-1)!.tag).toBe('0005_design_templates');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    applyMigrations(raw, upTo0005);
    raw.prepare(`INSERT INTO league (id, name, rng_seed) VALUES (1, 'Old League', 42)`).run();
    raw.prepare(`INSERT INTO franchises (id, name, colour, founded_season) VALUES (1, 'Reds', '#aa0000', 1), (2, 'Blues', '#0000aa', 1)`).run();
    raw.prepare(`INSERT INTO seasons (id, number) VALUES (1, 1)`).run();
    raw.prepare(`INSERT INTO matches (id, season_id, number, track, surface, kind, status) VALUES (1, 1, 1, 'Denver', 'dirt', 'race', 'recorded')`).run();
    raw.prepare(`INSERT INTO match_teams (match_id, franchise_id, points, won, prize) VALUES (1, 1, 7, 1, 30), (1, 2, 3, 0, 10)`).run();
    raw.close();

    const conn = openLeagueFile(file);
    expect(appliedMigrations(conn.sqlite).map((m) => m.tag)).toEqual(all.map((m) => m.tag));
    expect(all.map((m) => m.tag)).toContain('0006_match_outcomes');
    // Race points and prize moved on to dethmetal_match_teams later (issue 12, migration 0020).
    expect(
      conn.sqlite
        .prepare(
          'SELECT franchise_id, points, won, prize, outcome, placing, stats FROM match_teams mt JOIN dethmetal_match_teams dmt ON dmt.match_team_id = mt.id ORDER BY mt.id',
        )
        .all(),
    ).toEqual([
      { franchise_id: 1, points: 7, won: 1, prize: 30, outcome: null, placing: null, stats: null },
      { franchise_id: 2, points: 3, won: 0, prize: 10, outcome: null, placing: null, stats: null },
    ]);
    const view = matchView(conn, matchRow(conn, 1));
    expect(view).toMatchObject({ kind: 'race', track: 'Denver', details: { surface: 'dirt' }, status: 'recorded' });
    // A Dethmetal result is its own: no core outcome, placing or stats on its teams.
    expect(view.teams.map((t) => Object.keys(t).sort())).toEqual([
      ['colour', 'franchise', 'franchiseId', 'points'],
      ['colour', 'franchise', 'franchiseId', 'points'],
    ]);
    expect(dethmetalTeams(view).map((t) => [t.franchise, t.points, t.won, t.prize])).toEqual([
      ['Reds', 7, true, 30],
      ['Blues', 3, false, 10],
    ]);
    conn.close();
  });
});
