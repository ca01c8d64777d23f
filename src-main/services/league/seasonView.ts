/**
 * Every league's seasons as the screens and the CLI see them: number, status, matches played and scheduled, and
 * what the ruleset adds (its cap on a season's matches, its season-end report) through its hooks.
 */
import { asc } from 'drizzle-orm';
import type { SeasonView } from '../../../src-shared/ipc';
import type { LeagueConnection } from '../../db/connection';
import { seasons } from '../../db/schema';
import { leagueServices } from '../rulesets';
import { statement } from './prepared';
import { currentSeason, type SeasonRow } from './seasonRow';

function seasonView(conn: LeagueConnection, row: SeasonRow, withSummary: boolean): SeasonView {
  const counts = statement(conn, `SELECT count(*) AS scheduled, coalesce(sum(status = 'recorded'), 0) AS played FROM matches WHERE season_id = ?`).get(
    row.id,
  ) as { scheduled: number; played: number };
  const hooks = leagueServices(conn);
  return {
    number: row.number,
    status: row.status,
    matchesPlayed: counts.played,
    matchesScheduled: counts.scheduled,
    // Without the ruleset's cap a season's length is what it schedules.
    seasonLength: hooks.seasonLength?.(conn) ?? counts.scheduled,
    // A ruleset without a season-end report keeps its final table instead (standings.league).
    summary: withSummary && row.summary && hooks.seasonSummary ? hooks.seasonSummary(row.summary) : null,
  };
}

/** The open season; before the first operation, season 1 (it opens with that operation). */
export function currentSeasonView(conn: LeagueConnection): SeasonView {
  const row = currentSeason(conn);
  if (row) return seasonView(conn, row, false);
  return { number: 1, status: 'open', matchesPlayed: 0, matchesScheduled: 0, seasonLength: leagueServices(conn).seasonLength?.(conn) ?? 0, summary: null };
}

export function listSeasons(conn: LeagueConnection): SeasonView[] {
  return conn.db
    .select()
    .from(seasons)
    .orderBy(asc(seasons.number))
    .all()
    .map((s) => seasonView(conn, s, true));
}
