/**
 * The table of a league through the league core (issue 12): the recorded outcomes and
 * stats of every match in scope, scored and tie-broken by the ruleset's `standings(settings)`. An open season and
 * the all-time table leave teams level after every breaker sharing a rank; a closed season shows the final table
 * its close decided, roll-offs included.
 */
import { asc, eq } from 'drizzle-orm';
import { leagueTables, type MeetingResult, meetingPoints, type ResultsTables, teamRounds } from '../../../src-shared/engine/core/results';
import { type MatchResultInput, type RollOff, type StandingsConfig, standings as coreStandings } from '../../../src-shared/engine/core/standings';
import { upgradeTieBreaker } from '../../../src-shared/engine/core/standingsConfig';
import type {
  LeagueEntrantRow,
  LeagueEntrantStandings,
  LeagueStandingRow,
  LeagueStandings,
  MeetingPoints,
  SeasonCloseReport,
} from '../../../src-shared/ipc/channels/leagueTypes';
import type { StandingsInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { franchises, seasons } from '../../db/schema';
import { matchScope } from './matchScope';
import { statement } from './prepared';
import { currentSeason, seasonByNumber } from './seasonRow';
import { refuseOwnTable } from './betweenMatch';
import { defaultStandingsConfig, resultsDeclaration, resultsTables } from './layer';
import { leagueRuleset } from '../settings';

/**
 * The stats a league records and shows: those its ruleset declares (src-shared/engine/<id>/declaration.ts `stats`)
 * that its default tie-breakers read (kills for Dirty Wheels), so a league that takes kills off its own tie-breakers
 * still records and shows them.
 */
export function statKeys(conn: LeagueConnection): string[] {
  const breakers = [...(defaultStandingsConfig(conn)?.tieBreakers ?? []), ...(resultsDeclaration(conn).entrants?.tieBreakers ?? [])];
  const read = new Set(breakers.flatMap((b) => (typeof b === 'object' ? [b.stat] : [])));
  return leagueRuleset(conn)
    .declaration.stats.map((s) => s.key)
    .filter((k) => read.has(k));
}

type Outcome = 'win' | 'draw' | 'loss';
const parseStats = (text: string | null) => (text ? (JSON.parse(text) as Record<string, number>) : {});
/** A stored result as the tables read it; `out`: the ruleset's stat telling an entrant out of the round (results.out). */
const entry = (r: { outcome: Outcome | null; placing: number | null; stats: string | null }, out?: string) => {
  const stats = parseStats(r.stats);
  return {
    ...(r.outcome ? { outcome: r.outcome } : {}),
    ...(r.placing === null ? {} : { placing: r.placing }),
    stats,
    ...(out !== undefined && (stats[out] ?? 0) > 0 ? { out: true } : {}),
  };
};

/**
 * Every recorded meeting in scope (a season's, or all of them), round by round (issue 21). A meeting with rounds
 * (`match_rounds`) reads each round's team and entrant results; one without (every meeting recorded as one round of
 * teams, and every league written before rounds) is its one round of `match_teams` results.
 */
export function leagueMeetings(conn: LeagueConnection, seasonNumber: number | null): MeetingResult[] {
  const scope = matchScope(seasonNumber);
  const teamRows = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT match_id AS m, franchise_id AS f, outcome, placing, stats FROM match_teams
     WHERE match_id IN scoped AND match_id NOT IN (SELECT match_id FROM match_rounds) ORDER BY match_id, franchise_id`,
  ).all(...scope.args) as { m: number; f: number; outcome: Outcome | null; placing: number | null; stats: string | null }[];
  const roundRows = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT mr.match_id AS m, mr.number AS n, rr.franchise_id AS f, rr.vehicle_id AS v, rr.person_id AS p, rr.outcome, rr.placing, rr.stats
     FROM match_rounds mr JOIN round_results rr ON rr.round_id = mr.id
     WHERE mr.match_id IN scoped ORDER BY mr.match_id, mr.number, rr.id`,
  ).all(...scope.args) as {
    m: number;
    n: number;
    f: number;
    v: number | null;
    p: number | null;
    outcome: Outcome | null;
    placing: number | null;
    stats: string;
  }[];
  const byMatch = new Map<
    number,
    {
      matchId: number;
      rounds: { teams: MeetingResult['rounds'][number]['teams'][number][]; entrants: MeetingResult['rounds'][number]['entrants'][number][] }[];
    }
  >();
  const meeting = (m: number) => byMatch.get(m) ?? byMatch.set(m, { matchId: m, rounds: [] }).get(m)!;
  const out = resultsDeclaration(conn).out?.stat;
  for (const r of teamRows) {
    const mt = meeting(r.m);
    if (!mt.rounds.length) mt.rounds.push({ teams: [], entrants: [] });
    mt.rounds[0]!.teams.push({ teamId: r.f, ...entry(r) });
  }
  for (const r of roundRows) {
    const mt = meeting(r.m);
    while (mt.rounds.length < r.n) mt.rounds.push({ teams: [], entrants: [] });
    const round = mt.rounds[r.n - 1]!;
    const entrantId = r.v ?? r.p;
    if (entrantId === null) round.teams.push({ teamId: r.f, ...entry(r) });
    else round.entrants.push({ entrantId, teamId: r.f, ...entry(r, out) });
  }
  return [...byMatch.values()].sort((x, y) => x.matchId - y.matchId);
}

/** Every recorded result in scope as the teams' table reads it: one result per round (see `leagueMeetings`). */
export function leagueResults(conn: LeagueConnection, seasonNumber: number | null): MatchResultInput[] {
  const teams = resultsTables(conn).teams;
  return teamRounds(leagueMeetings(conn, seasonNumber), teams?.from ?? 'teams', teams?.scoring ?? { kind: 'ruleset' });
}

/** How the teams' table scores `leagueResults`: as its scoring says, or, from the entrants, the points given per round. */
export function teamRanking(tables: ResultsTables): StandingsConfig | null {
  const teams = tables.teams;
  if (!teams) return null;
  return teams.from === 'entrants'
    ? { scoring: { kind: 'ruleset' }, tieBreakers: teams.tieBreakers }
    : { scoring: teams.scoring, tieBreakers: teams.tieBreakers };
}

const teamRowsOf = (conn: LeagueConnection) =>
  conn.db.select({ id: franchises.id, name: franchises.name, colour: franchises.colour }).from(franchises).orderBy(asc(franchises.id)).all();

/**
 * Rank every team of the league (the generic core has no founding: every franchise plays) over `results`, scored by
 * `config` (`teamRanking`); a league that keeps no teams' table (null) has no rows.
 */
export function leagueTable(
  conn: LeagueConnection,
  results: readonly MatchResultInput[],
  config: StandingsConfig | null,
  rollOff?: RollOff,
): LeagueStandingRow[] {
  if (!config) return [];
  const teams = teamRowsOf(conn);
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

/** The name of each entrant (a vehicle or a person, as the ruleset declares who enters), by id. */
function entrantNames(conn: LeagueConnection, kind: 'vehicle' | 'person', ids: readonly number[]): Map<number, string> {
  if (!ids.length) return new Map();
  const table = kind === 'vehicle' ? 'vehicles' : 'competitors';
  const rows = conn.sqlite.prepare(`SELECT id, name FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The entrants' championship over `meetings` (issue 21: a drivers' table), or null where the ruleset keeps none: every
 * entrant that has a result in scope, ranked by the ruleset's entrants' scoring and tie-breakers.
 */
export function entrantTable(conn: LeagueConnection, meetings: readonly MeetingResult[], rollOff?: RollOff): LeagueEntrantRow[] | null {
  const results = resultsDeclaration(conn);
  const config = resultsTables(conn).entrants;
  if (!config || results.entrant.kind === 'team') return null;
  const rows = leagueTables([], [], meetings, { teams: null, entrants: config }, rollOff).entrants!;
  const teams = new Map(teamRowsOf(conn).map((t) => [t.id, t]));
  const names = entrantNames(
    conn,
    results.entrant.kind,
    rows.map((r) => r.teamId),
  );
  const keys = statKeys(conn);
  return rows.map((r) => ({
    entrantId: r.teamId,
    entrant: names.get(r.teamId) ?? `${results.entrant.kind} ${r.teamId}`,
    franchiseId: r.entrantTeamId,
    franchise: teams.get(r.entrantTeamId)?.name ?? `team ${r.entrantTeamId}`,
    colour: teams.get(r.entrantTeamId)?.colour ?? '#888888',
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

/**
 * The entrants' table as `standings.league` answers it: its words, scoring and tie-breakers with its rows; `config`
 * is what ranked them (a closed season's stored one, else the league's now).
 */
function entrantStandings(conn: LeagueConnection, rows: LeagueEntrantRow[] | null, config: StandingsConfig | null): LeagueEntrantStandings | null {
  const results = resultsDeclaration(conn);
  if (!rows || !config || results.entrant.kind === 'team') return null;
  const of = results.entrant.of;
  const decl = leagueRuleset(conn).declaration;
  const kind = (results.entrant.kind === 'vehicle' ? decl.vehicles : decl.people).find((k) => k.kind === of);
  return {
    words: { one: kind?.one ?? of, many: kind?.many ?? of },
    scoring: config.scoring,
    tieBreakers: config.tieBreakers,
    rows,
  };
}

/**
 * What a closed season keeps: its close's report and the scoring and tie-breakers that made its final table, and
 * those of its entrants' table (`entrantTable`; a season closed before leagues had their own has none: today's).
 */
export type ClosedSummary = SeasonCloseReport & Partial<StandingsConfig> & { entrantTable?: StandingsConfig };

/**
 * The stored final table of a closed season, or undefined for an open one. Tie-breakers stored by a stat's old
 * breaker name (“kills”) are read as that stat's breaker (issue 21), in the table's list and each row's `decidedBy`.
 */
function finalTable(conn: LeagueConnection, seasonNumber: number): ClosedSummary | undefined {
  const row = conn.db.select({ status: seasons.status, summary: seasons.summary }).from(seasons).where(eq(seasons.number, seasonNumber)).get();
  if (row?.status !== 'closed' || !row.summary) return undefined;
  const summary = JSON.parse(row.summary) as ClosedSummary;
  const upgrade = <T extends { decidedBy: unknown }>(r: T): T => ({ ...r, decidedBy: upgradeTieBreaker(r.decidedBy) });
  return {
    ...summary,
    ...(summary.tieBreakers ? { tieBreakers: summary.tieBreakers.map(upgradeTieBreaker) as StandingsConfig['tieBreakers'] } : {}),
    standings: summary.standings.map(upgrade),
    ...(summary.entrants ? { entrants: summary.entrants.map(upgrade) } : {}),
    ...(summary.entrantTable
      ? { entrantTable: { ...summary.entrantTable, tieBreakers: summary.entrantTable.tieBreakers.map(upgradeTieBreaker) as StandingsConfig['tieBreakers'] } }
      : {}),
  };
}

/** The season a standings input asks for (null: all time); a season the league does not have is refused. */
function scopeOf(conn: LeagueConnection, input: StandingsInput): number | null {
  if (input.season !== undefined) seasonByNumber(conn, input.season);
  // Before the first operation the current season is season 1, not yet opened.
  return input.allTime ? null : (input.season ?? currentSeason(conn)?.number ?? 1);
}

/**
 * The points each team scored in each recorded meeting in scope, as the teams' table scores them: from the rounds
 * (`leagueMeetings`, so a meeting recorded in races counts its cars' points) under the scoring a closed season kept,
 * else the league's. Empty where the league keeps no teams' table.
 */
export function leagueMeetingPoints(conn: LeagueConnection, input: StandingsInput): MeetingPoints[] {
  refuseOwnTable(conn, 'keep its table');
  const seasonNumber = scopeOf(conn, input);
  const teams = resultsTables(conn).teams;
  if (!teams) return [];
  const scoring = (seasonNumber === null ? undefined : finalTable(conn, seasonNumber)?.scoring) ?? teams.scoring;
  const results = teamRounds(leagueMeetings(conn, seasonNumber), teams.from, scoring);
  // From the entrants a team's points are given per round (teamRounds): counted as given.
  return meetingPoints(results, teams.from === 'entrants' ? { kind: 'ruleset' } : scoring).map((m) => ({
    matchId: m.matchId,
    points: [...m.points].map(([franchiseId, points]) => ({ franchiseId, points })),
  }));
}

export function leagueStandings(conn: LeagueConnection, input: StandingsInput): LeagueStandings {
  refuseOwnTable(conn, 'keep its table');
  const seasonNumber = scopeOf(conn, input);
  const numbers = conn.db
    .select({ number: seasons.number })
    .from(seasons)
    .orderBy(asc(seasons.number))
    .all()
    .map((s) => s.number);
  const tables = resultsTables(conn);
  const config = tables.teams;
  const final = seasonNumber === null ? undefined : finalTable(conn, seasonNumber);
  const meetings = final ? [] : leagueMeetings(conn, seasonNumber);
  const entrants = entrantStandings(
    conn,
    final ? (final.entrants ?? null) : entrantTable(conn, meetings),
    (final ? final.entrantTable : undefined) ?? tables.entrants,
  );
  return {
    seasonNumber,
    seasons: numbers,
    final: final !== undefined,
    // A season closed before the league kept its scoring with the table was closed under today's.
    scoring: final?.scoring ?? config?.scoring ?? null,
    tieBreakers: final?.tieBreakers ?? config?.tieBreakers ?? [],
    statKeys: statKeys(conn),
    rows: final?.standings ?? leagueTable(conn, teamRounds(meetings, config?.from ?? 'teams', config?.scoring ?? { kind: 'ruleset' }), teamRanking(tables)),
    ...(entrants ? { entrants } : {}),
  };
}
