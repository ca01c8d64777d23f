/**
 * The league core's standings (issue 12): points per placing, per win/draw/loss or the ruleset's own, then the
 * league's tie-breakers in order. Pure: the roll-off is an order the caller drew and recorded, never a random call.
 */

// 'ruleset': the points are the ruleset's own (Dethmetal's race points), given per team in each result.
// Placings: `out` says what an entrant out of the round (eliminated, a declared stat: results.out) scores, its place's
// points (`classified`) or none (`no-points`); left out, its place's points as every other.
export type Scoring =
  | { kind: 'placings'; points: readonly number[]; out?: OutScoring }
  | { kind: 'wdl'; win: number; draw: number; loss: number }
  | { kind: 'ruleset' };
export type OutScoring = 'no-points' | 'classified';
/**
 * The tie-breakers every result can feed: points, wins, scores, who met whom, a roll; in a league scoring placings
 * also the countback (most firsts, then most seconds, and so on over every place) and the better placing in the latest
 * round the level ones all entered.
 */
export type CoreTieBreaker = 'head-to-head' | 'wins' | 'countback' | 'latest-round' | 'score-difference' | 'strength-of-schedule' | 'roll-off';
/**
 * A tie-breaker on a stat the ruleset declares (issue 21), by its key, with its direction: more is better unless
 * `better` is 'less' (Dethmetal's fewer of its own people out of action, gaps.md #84).
 */
export interface StatBreaker {
  stat: string;
  better?: 'more' | 'less';
}
export type TieBreaker = CoreTieBreaker | StatBreaker;

/** One word per tie-breaker, for keys, choosers and comparing: the core's by name, a stat's as `stat:key`. */
export function breakerId(b: TieBreaker): string {
  return typeof b === 'string' ? b : `stat:${b.stat}`;
}
export function sameBreaker(a: TieBreaker, b: TieBreaker): boolean {
  return breakerId(a) === breakerId(b);
}
export interface StandingsConfig {
  scoring: Scoring;
  tieBreakers: readonly TieBreaker[];
}
/**
 * One result: a match's, or one round's of a meeting of several (races in a race meeting), each round its own result
 * with the meeting's `matchId` (a team has played the meeting once, whatever its rounds).
 */
export interface MatchResultInput {
  matchId: number;
  round?: number;
  teams: {
    teamId: number;
    placing?: number;
    outcome?: 'win' | 'draw' | 'loss';
    points?: number;
    score?: number;
    stats?: Record<string, number>;
    /** Out of the round (eliminated): scores as `scoring.out` says; its place counts for countback only when classified. */
    out?: boolean;
    /** The places its entrants took (a team scored from its entrants), for countback and the latest round; else its placing. */
    placings?: readonly number[];
  }[];
}

/** Totals a team brings from outside the results (a penalty, totals carried over): added before ranking. */
export interface Carried {
  points?: number;
  wins?: number;
  draws?: number;
  losses?: number;
  scoreFor?: number;
  scoreAgainst?: number;
  stats?: Record<string, number>;
}
export interface TeamEntry {
  teamId: number;
  carried?: Carried;
}

/**
 * The roll-off: a recorded order of team ids (tied teams take the order they have in it), or a function the
 * caller answers for each group still level, in table order (it rolls and records the dice itself).
 */
export type RollOff = readonly number[] | ((tied: readonly number[]) => readonly number[]);

export interface StandingRow {
  teamId: number;
  /** Competition rank: teams share one only when every tie-breaker is exhausted. */
  rank: number;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  scoreFor: number;
  scoreAgainst: number;
  stats: Record<string, number>;
  /** The tie-breaker that separated the team from those level with it on points; null: points alone, or still tied. */
  decidedBy: TieBreaker | null;
}

export class StandingsInputError extends Error {}

type Entry = MatchResultInput['teams'][number];

/** Named only when refusing one: every entry of every result is scored. */
function entryName(r: MatchResultInput, e: Entry): string {
  return `match ${r.matchId}${r.round === undefined ? '' : `, round ${r.round}`}, team ${e.teamId}`;
}

function matchPoints(scoring: Scoring, r: MatchResultInput, e: Entry): number {
  if (scoring.kind === 'placings') {
    if (e.out && scoring.out === 'no-points') return 0;
    if (e.placing === undefined || !Number.isInteger(e.placing) || e.placing < 1)
      throw new StandingsInputError(`${entryName(r, e)}: a placing (1 or more) is needed to score by placings.`);
    return scoring.points[e.placing - 1] ?? 0;
  }
  if (scoring.kind === 'wdl') {
    if (!e.outcome) throw new StandingsInputError(`${entryName(r, e)}: a win, draw or loss is needed to score by win/draw/loss.`);
    return scoring[e.outcome];
  }
  if (e.points === undefined || !Number.isFinite(e.points)) throw new StandingsInputError(`${entryName(r, e)}: the ruleset's points are missing.`);
  return e.points;
}

function addStats(into: Record<string, number>, from: Record<string, number> | undefined) {
  for (const [k, v] of Object.entries(from ?? {})) into[k] = (into[k] ?? 0) + v;
}

interface Tally extends Omit<StandingRow, 'rank' | 'decidedBy'> {
  /** The last meeting counted as played (a meeting's rounds come together). */
  lastMatch: number | null;
  /** Each result's points for this team, with every team of that result (itself included). */
  games: { points: number; teams: readonly number[] }[];
  /** Countback: how many times it took each place (`places[0]` firsts …), only places that count. */
  places: number[];
  /** Its best place in each result it entered, by the result's index in the list (the order they were run). */
  latest: Map<number, number>;
}

function tally(teams: readonly (number | TeamEntry)[], results: readonly MatchResultInput[], scoring: Scoring): Tally[] {
  const byId = new Map<number, Tally>();
  for (const t of teams) {
    const { teamId, carried = {} } = typeof t === 'number' ? { teamId: t } : t;
    if (byId.has(teamId)) throw new StandingsInputError(`Team ${teamId} is listed twice.`);
    const stats: Record<string, number> = {};
    addStats(stats, carried.stats);
    byId.set(teamId, {
      teamId,
      points: carried.points ?? 0,
      played: 0,
      wins: carried.wins ?? 0,
      draws: carried.draws ?? 0,
      losses: carried.losses ?? 0,
      scoreFor: carried.scoreFor ?? 0,
      scoreAgainst: carried.scoreAgainst ?? 0,
      stats,
      lastMatch: null,
      games: [],
      places: [],
      latest: new Map(),
    });
  }
  for (const [at, r] of results.entries()) {
    const ids = r.teams.map((e) => e.teamId);
    const totalScore = r.teams.reduce((sum, o) => sum + (o.score ?? 0), 0);
    for (const [i, e] of r.teams.entries()) {
      const t = byId.get(e.teamId);
      if (!t) throw new StandingsInputError(`Match ${r.matchId} names team ${e.teamId}, which is not in the standings.`);
      if (ids.indexOf(e.teamId) !== i) throw new StandingsInputError(`Match ${r.matchId} names team ${e.teamId} twice.`);
      const points = matchPoints(scoring, r, e);
      t.points += points;
      if (t.lastMatch !== r.matchId) t.played++;
      t.lastMatch = r.matchId;
      // Without an outcome, first place is a win (placings leagues).
      const outcome = e.outcome ?? (e.placing === 1 ? 'win' : undefined);
      if (outcome === 'win') t.wins++;
      if (outcome === 'draw') t.draws++;
      if (outcome === 'loss') t.losses++;
      t.scoreFor += e.score ?? 0;
      t.scoreAgainst += totalScore - (e.score ?? 0);
      if (e.stats) addStats(t.stats, e.stats);
      t.games.push({ points, teams: ids });
      // An entrant out of the round keeps its place in the order, but the place counts only when it scores as placed.
      const counted = e.out && scoring.kind === 'placings' && scoring.out === 'no-points' ? [] : (e.placings ?? (e.placing === undefined ? [] : [e.placing]));
      for (const p of counted) t.places[p - 1] = (t.places[p - 1] ?? 0) + 1;
      const best = Math.min(...(e.placings ?? (e.placing === undefined ? [] : [e.placing])));
      if (Number.isFinite(best)) t.latest.set(at, best);
    }
  }
  return [...byId.values()];
}

/** Split `group` (level so far) into runs of equal key, best first; the sort is stable, so input order holds within a run. */
function splitBy(group: readonly Tally[], key: (t: Tally) => number): Tally[][] {
  const keyed = group.map((t) => ({ t, k: key(t) }));
  keyed.sort((a, b) => b.k - a.k);
  const runs: Tally[][] = [];
  let last: number | undefined;
  for (const { t, k } of keyed) {
    if (runs.length && k === last) runs.at(-1)!.push(t);
    else runs.push([t]);
    last = k;
  }
  return runs;
}

function rolledOrder(rollOff: RollOff, group: readonly Tally[]): Tally[] {
  const ids = group.map((t) => t.teamId);
  const order = typeof rollOff === 'function' ? rollOff(ids) : rollOff.filter((id) => ids.includes(id));
  const sorted = [...order].sort((a, b) => a - b).join();
  if (order.length !== ids.length || sorted !== [...ids].sort((a, b) => a - b).join()) {
    throw new StandingsInputError(`The roll-off must order exactly the tied teams ${ids.join(', ')}; it gave ${order.join(', ') || 'none'}.`);
  }
  return order.map((id) => group.find((t) => t.teamId === id)!);
}

/** A key ranking the group by its places, most firsts first, then most seconds …: each tally's rank in that order, negated. */
function countbackKey(group: readonly Tally[]): (t: Tally) => number {
  const n = Math.max(0, ...group.map((t) => t.places.length));
  const cmp = (a: Tally, b: Tally) => {
    for (let i = 0; i < n; i++) {
      const d = (b.places[i] ?? 0) - (a.places[i] ?? 0);
      if (d) return d;
    }
    return 0;
  };
  const sorted = [...group].sort(cmp);
  return (t) => -sorted.findIndex((o) => cmp(o, t) === 0);
}

/**
 * A key ranking the group by the latest result all of them entered: the better (lower) best place there first; level
 * there (or a result where none of them was placed), the one before, and so on. No result all entered: level.
 */
function latestRoundKey(group: readonly Tally[]): (t: Tally) => number {
  const shared = [...group[0]!.latest.keys()].filter((at) => group.every((t) => t.latest.has(at))).sort((a, b) => b - a);
  const cmp = (a: Tally, b: Tally) => {
    for (const at of shared) {
      const d = a.latest.get(at)! - b.latest.get(at)!;
      if (d) return d;
    }
    return 0;
  };
  const sorted = [...group].sort(cmp);
  return (t) => -sorted.findIndex((o) => cmp(o, t) === 0);
}

/**
 * Rank `teams` best first: points, then `config.tieBreakers` in order, each applied within the group still level.
 * Head-to-head counts the points a team scored in the results where it met another team of that group (gaps.md
 * #84's reading, which for two-team matches is the usual one). Strength of schedule: the total points of every
 * opponent met, once per meeting. Teams still level after the list share a rank, in the order `teams` gave them;
 * a 'roll-off' in the list orders them only when `rollOff` is given.
 */
export function standings(
  teams: readonly (number | TeamEntry)[],
  results: readonly MatchResultInput[],
  config: StandingsConfig,
  rollOff?: RollOff,
): StandingRow[] {
  const tallies = tally(teams, results, config.scoring);
  const pointsOf = new Map(tallies.map((t) => [t.teamId, t.points]));
  const key = (breaker: Exclude<TieBreaker, 'roll-off'>, group: readonly Tally[]): ((t: Tally) => number) => {
    if (typeof breaker === 'object') {
      const sign = breaker.better === 'less' ? -1 : 1;
      return (t) => sign * (t.stats[breaker.stat] ?? 0);
    }
    if (breaker === 'wins') return (t) => t.wins;
    if (breaker === 'countback') return countbackKey(group);
    if (breaker === 'latest-round') return latestRoundKey(group);
    if (breaker === 'score-difference') return (t) => t.scoreFor - t.scoreAgainst;
    if (breaker === 'strength-of-schedule')
      return (t) => t.games.reduce((s, g) => s + g.teams.reduce((o, id) => (id === t.teamId ? o : o + pointsOf.get(id)!), 0), 0);
    const ids = new Set(group.map((t) => t.teamId));
    return (t) => t.games.reduce((s, g) => (g.teams.some((id) => id !== t.teamId && ids.has(id)) ? s + g.points : s), 0);
  };
  const out: StandingRow[] = [];
  // The row is spelled out: a rest pattern (`{ games, ...row }`) was most of the ranking's time.
  const push = (t: Tally, rank: number, decidedBy: TieBreaker | null) => {
    const { teamId, points, played, wins, draws, losses, scoreFor, scoreAgainst, stats } = t;
    out.push({ teamId, points, played, wins, draws, losses, scoreFor, scoreAgainst, stats, rank, decidedBy });
  };
  const place = (group: readonly Tally[], depth: number, decidedBy: TieBreaker | null) => {
    if (group.length === 1) return push(group[0]!, out.length + 1, decidedBy);
    const breaker = config.tieBreakers[depth];
    if (breaker === undefined) {
      const rank = out.length + 1;
      for (const t of group) push(t, rank, null);
      return;
    }
    if (breaker === 'roll-off') {
      if (!rollOff) return place(group, depth + 1, decidedBy);
      for (const t of rolledOrder(rollOff, group)) push(t, out.length + 1, 'roll-off');
      return;
    }
    for (const run of splitBy(group, key(breaker, group))) place(run, depth + 1, breaker);
  };
  for (const run of splitBy(tallies, (t) => t.points)) place(run, 0, null);
  return out;
}
