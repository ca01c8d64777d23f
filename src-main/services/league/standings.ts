/**
 * The table of a league through the league core (issue 12): the recorded outcomes and
 * stats of every match in scope, scored and tie-broken by the ruleset's `standings(settings)`. An open season and
 * the all-time table leave teams level after every breaker sharing a rank; a closed season shows the final table
 * its close decided, roll-offs included.
 */
import { asc, eq } from 'drizzle-orm';
import { type MatchResultInput, type RollOff, type StandingsConfig, standings as coreStandings } from '../../../src-shared/engine/core/standings';
import type { LeagueStandingRow, LeagueStandings, SeasonCloseReport } from '../../../src-shared/ipc/channels/leagueTypes';
import type { StandingsInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { franchises, seasons } from '../../db/schema';
import { matchScope } from './matchScope';
import { statement } from './prepared';
import { currentSeason, seasonByNumber } from './seasonRow';
import { refuseOwnTable } from './betweenMatch';
import { defaultStandingsConfig, standingsConfig } from './layer';
import { leagueRuleset } from '../settings';

/**
 * The stats a league records and shows: those its ruleset declares (src-shared/engine/<id>/declaration.ts `stats`)
 * that its default tie-breakers read (kills for Dirty Wheels), so a league that takes kills off its own tie-breakers
 * still records and shows them.
 */
export function statKeys(conn: LeagueConnection): string[] {
  const { tieBreakers } = defaultStandingsConfig(conn);
  const declared = leagueRuleset(conn).declaration.stats;
  return tieBreakers.flatMap((b) => declared.filter((s) => s.breaker === b).map((s) => s.key));
}

/** Every recorded result in scope (a season's, or all of them), as the core reads it. */
export function leagueResults(conn: LeagueConnection, seasonNumber: number | null): MatchResultInput[] {
  const scope = matchScope(seasonNumber);
  const rows = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT match_id AS m, franchise_id AS f, outcome, placing, stats FROM match_teams WHERE match_id IN scoped ORDER BY match_id, franchise_id`,
  ).all(...scope.args) as { m: number; f: number; outcome: 'win' | 'draw' | 'loss' | null; placing: number | null; stats: string | null }[];
  const byMatch = new Map<number, MatchResultInput>();
  for (const r of rows) {
    const result = byMatch.get(r.m) ?? byMatch.set(r.m, { matchId: r.m, teams: [] }).get(r.m)!;
    result.teams.push({
      teamId: r.f,
      ...(r.outcome ? { outcome: r.outcome } : {}),
      ...(r.placing === null ? {} : { placing: r.placing }),
      stats: r.stats ? (JSON.parse(r.stats) as Record<string, number>) : {},
    });
  }
  return [...byMatch.values()];
}

/** Rank every team of the league (the generic core has no founding: every franchise plays) over `results`. */
export function leagueTable(conn: LeagueConnection, results: readonly MatchResultInput[], config: StandingsConfig, rollOff?: RollOff): LeagueStandingRow[] {
  const teams = conn.db.select({ id: franchises.id, name: franchises.name, colour: franchises.colour }).from(franchises).orderBy(asc(franchises.id)).all();
  const byId = new Map(teams.map((t) => [t.id, t]));
  const keys = statKeys(conn);
  return coreStandings(
    teams.map((t) => t.id),
    results,
    config,
    rollOff,
  ).map((r) => ({
    franchiseId: r.teamId,
    franchise: byId.get(r.teamId)!.name,
    colour: byId.get(r.teamId)!.colour,
    rank: r.rank,
    points: r.points,
    played: r.played,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    stats: Object.fromEntries(keys.map((k) => [k, r.stats[k] ?? 0])),
    decidedBy: r.decidedBy,
  }));
}

/** What a closed season keeps: its close's report and the scoring and tie-breakers that made its final table. */
export type ClosedSummary = SeasonCloseReport & Partial<StandingsConfig>;

/** The stored final table of a closed season, or undefined for an open one. */
function finalTable(conn: LeagueConnection, seasonNumber: number): ClosedSummary | undefined {
  const row = conn.db.select({ status: seasons.status, summary: seasons.summary }).from(seasons).where(eq(seasons.number, seasonNumber)).get();
  if (row?.status !== 'closed' || !row.summary) return undefined;
  return JSON.parse(row.summary) as ClosedSummary;
}

export function leagueStandings(conn: LeagueConnection, input: StandingsInput): LeagueStandings {
  refuseOwnTable(conn, 'keep its table');
  if (input.season !== undefined) seasonByNumber(conn, input.season);
  const numbers = conn.db
    .select({ number: seasons.number })
    .from(seasons)
    .orderBy(asc(seasons.number))
    .all()
    .map((s) => s.number);
  // Before the first operation the current season is season 1, not yet opened.
  const seasonNumber = input.allTime ? null : (input.season ?? currentSeason(conn)?.number ?? 1);
  const config = standingsConfig(conn);
  const final = seasonNumber === null ? undefined : finalTable(conn, seasonNumber);
  return {
    seasonNumber,
    seasons: numbers,
    final: final !== undefined,
    // A season closed before the league kept its scoring with the table was closed under today's.
    scoring: final?.scoring ?? config.scoring,
    tieBreakers: final?.tieBreakers ?? config.tieBreakers,
    statKeys: statKeys(conn),
    rows: final?.standings ?? leagueTable(conn, leagueResults(conn, seasonNumber), config),
  };
}
