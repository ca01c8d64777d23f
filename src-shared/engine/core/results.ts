/**
 * Generic results (issue 21): a meeting (a match, a race meeting, a session) holds one or more rounds (races, heats),
 * each with results per team and per entrant (a vehicle or a person, as the ruleset declares who enters). From them
 * the league keeps up to two tables: the teams' (the team's own result per round, or the sum of its entrants' points:
 * a constructors' championship) and the entrants' (a drivers' championship). Either may be absent: a ruleset without
 * standings (the hex RPG's sessions) keeps none. Pure: the tables are the core's `standings` over the rounds.
 */
import { type MatchResultInput, type RollOff, type StandingRow, type StandingsConfig, type Scoring, standings, StandingsInputError } from './standings';

type Outcome = 'win' | 'draw' | 'loss';

export interface TeamRoundEntry {
  teamId: number;
  outcome?: Outcome;
  placing?: number;
  stats?: Record<string, number>;
  /** Out of the round (the ruleset's `results.out` stat above 0): scored as the table's `scoring.out` says. */
  out?: boolean;
}

/** An entrant's result in a round: the vehicle's or the person's id (as the ruleset declares), and its team's. */
export interface EntrantRoundEntry extends TeamRoundEntry {
  entrantId: number;
}

export interface RoundResult {
  teams: readonly TeamRoundEntry[];
  entrants: readonly EntrantRoundEntry[];
}

export interface MeetingResult {
  matchId: number;
  rounds: readonly RoundResult[];
}

/** The tables a league keeps: each a scoring and its tie-breakers, or null (none kept). */
export interface ResultsTables {
  /** 'entrants': a team scores, per round, the points its entrants scored under the teams' scoring. */
  teams: (StandingsConfig & { from: 'teams' | 'entrants' }) | null;
  entrants: StandingsConfig | null;
}

export interface EntrantStandingRow extends StandingRow {
  /** The entrant's team (the one it entered its last round for). */
  entrantTeamId: number;
}

export interface LeagueTables {
  teams: StandingRow[] | null;
  entrants: EntrantStandingRow[] | null;
}

/** The points one result scores under `scoring` (the ruleset's own points are not per place or outcome: refused). */
export function pointsFor(scoring: Scoring, e: TeamRoundEntry): number {
  if (scoring.kind === 'placings') return e.placing === undefined || (e.out && scoring.out === 'no-points') ? 0 : (scoring.points[e.placing - 1] ?? 0);
  if (scoring.kind === 'wdl') return e.outcome ? scoring[e.outcome] : 0;
  throw new StandingsInputError('A table scored from its entrants scores per place or per outcome, not with the ruleset’s own points.');
}

/**
 * The teams' results round by round, as the core's standings read them. From the teams: each round's team entries.
 * From the entrants: each team of the round scores its entrants' points (its `points`, so the table scores as
 * given), wins the round when one of them won or placed first, and carries their stats and the places they took that
 * count (`placings`: an eliminated entrant's only where it scores as placed), for countback and the latest round.
 */
export function teamRounds(meetings: readonly MeetingResult[], from: 'teams' | 'entrants', scoring: Scoring): MatchResultInput[] {
  return meetings.flatMap((m) =>
    m.rounds.map((r, i) => {
      if (from === 'teams') return { matchId: m.matchId, round: i + 1, teams: r.teams.map((t) => ({ ...t })) };
      const byTeam = new Map<number, { teamId: number; points: number; outcome?: Outcome; stats: Record<string, number>; placings: number[] }>();
      for (const e of r.entrants) {
        const t = byTeam.get(e.teamId) ?? byTeam.set(e.teamId, { teamId: e.teamId, points: 0, stats: {}, placings: [] }).get(e.teamId)!;
        t.points += pointsFor(scoring, e);
        if (e.placing !== undefined && !(e.out && scoring.kind === 'placings' && scoring.out === 'no-points')) t.placings.push(e.placing);
        if (e.outcome === 'win' || e.placing === 1) t.outcome = 'win';
        for (const [k, v] of Object.entries(e.stats ?? {})) t.stats[k] = (t.stats[k] ?? 0) + v;
      }
      return { matchId: m.matchId, round: i + 1, teams: [...byTeam.values()] };
    }),
  );
}

/**
 * The points each team scored in each meeting, every round of it summed, as the teams' table scores `results`
 * (`teamRounds`' answer, or a meeting of one round of teams): the points race after each match. `scoring` is the
 * table's: per place or outcome, or the ruleset's own (the points as given, where a team's points come from its
 * entrants). In the order of `results`, each meeting once.
 */
export function meetingPoints(results: readonly MatchResultInput[], scoring: Scoring): { matchId: number; points: Map<number, number> }[] {
  const byMatch = new Map<number, Map<number, number>>();
  for (const r of results) {
    const points = byMatch.get(r.matchId) ?? byMatch.set(r.matchId, new Map()).get(r.matchId)!;
    for (const t of r.teams) points.set(t.teamId, (points.get(t.teamId) ?? 0) + (scoring.kind === 'ruleset' ? (t.points ?? 0) : pointsFor(scoring, t)));
  }
  return [...byMatch].map(([matchId, points]) => ({ matchId, points }));
}

/** The entrants' results round by round: each entrant ranked as a team of one would be. */
export function entrantRounds(meetings: readonly MeetingResult[]): MatchResultInput[] {
  return meetings.flatMap((m) =>
    m.rounds.map((r, i) => ({
      matchId: m.matchId,
      round: i + 1,
      teams: r.entrants.map(({ entrantId, teamId: _, ...e }) => ({ teamId: entrantId, ...e })),
    })),
  );
}

/**
 * The league's tables over `meetings`: the teams' (every team in `teamIds`) and the entrants' (every entrant in
 * `entrants`, with its team), each ranked by its own scoring and tie-breakers; null where the league keeps none.
 */
export function leagueTables(
  teamIds: readonly number[],
  entrants: readonly { entrantId: number; teamId: number }[],
  meetings: readonly MeetingResult[],
  tables: ResultsTables,
  rollOff?: RollOff,
): LeagueTables {
  const teams = tables.teams;
  const teamRows = teams
    ? standings(
        teamIds,
        teamRounds(meetings, teams.from, teams.scoring),
        // From the entrants the points are given per round: the table scores them as given.
        teams.from === 'entrants' ? { scoring: { kind: 'ruleset' }, tieBreakers: teams.tieBreakers } : teams,
        rollOff,
      )
    : null;
  if (!tables.entrants) return { teams: teamRows, entrants: null };
  const teamOf = new Map(entrants.map((e) => [e.entrantId, e.teamId]));
  for (const m of meetings) for (const r of m.rounds) for (const e of r.entrants) teamOf.set(e.entrantId, e.teamId);
  const entrantRows = standings([...teamOf.keys()], entrantRounds(meetings), tables.entrants, rollOff).map((row) => ({
    ...row,
    entrantTeamId: teamOf.get(row.teamId)!,
  }));
  return { teams: teamRows, entrants: entrantRows };
}
