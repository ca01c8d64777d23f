import * as core from '../../core/standings';
import type { Dice } from '../../dice';
import type { CampaignSettings } from './settings';
import { rollOff, type Standing } from './standings';

/**
 * Standings with tie-breakers (gaps.md #84, and #83 for the draft and sponsor-pick orders): season points first,
 * then the league's tie-breakers in order (house rule `standingsTieBreakers`), then, where an order must be found
 * (the season end), a 1d6 roll-off. Each team records what decided its place.
 */

/** The tie-breaker orders a league may choose; the default is gaps.md #84's. */
export const TIE_BREAKER_ORDERS = {
  winsHeadToHeadOutOfAction: ['wins', 'headToHead', 'outOfAction'],
  headToHeadWinsOutOfAction: ['headToHead', 'wins', 'outOfAction'],
  winsOnly: ['wins'],
  pointsOnly: [],
} as const satisfies Record<string, readonly TieBreaker[]>;
export type TieBreakerOrder = keyof typeof TIE_BREAKER_ORDERS;

export type TieBreaker = 'wins' | 'headToHead' | 'outOfAction';
/** What separated a team from the teams level with it on points: nothing ('points'), a tie-breaker, a roll-off, or still tied. */
export type DecidedBy = 'points' | TieBreaker | 'rollOff' | 'tied';

export const DECIDED_BY_LABEL: Record<DecidedBy, string> = {
  points: 'Points',
  wins: 'Wins',
  headToHead: 'Head-to-head points',
  outOfAction: 'Fewer out of action',
  rollOff: 'Roll-off',
  tied: 'Tied',
};

export interface RankedTeam extends Standing {
  wins: number;
  /** Competitors put out of action over the season (fewer is better). */
  outOfAction: number;
}

/** One recorded match: each taking part team's match points. */
export type MatchPoints = ReadonlyMap<string, number>;

export interface RankedPlace {
  team: string;
  place: number;
  decidedBy: DecidedBy;
}

/** The core's standings config for a league's house rules (gaps.md #84): the race points, then its breakers, then a roll-off. */
const OUT_OF_ACTION = 'outOfAction';
const CORE_BREAKER: Record<TieBreaker, core.TieBreaker> = {
  wins: 'wins',
  headToHead: 'head-to-head',
  outOfAction: { stat: OUT_OF_ACTION, better: 'less' },
};
/** What decided a place, by the core breaker's id (`core.breakerId`). */
const DECIDED: Partial<Record<string, DecidedBy>> = {
  wins: 'wins',
  'head-to-head': 'headToHead',
  [core.breakerId(CORE_BREAKER.outOfAction)]: 'outOfAction',
  'roll-off': 'rollOff',
};

export function standingsConfig(settings: Pick<CampaignSettings, 'standingsTieBreakers'>): core.StandingsConfig {
  return { scoring: { kind: 'ruleset' }, tieBreakers: [...TIE_BREAKER_ORDERS[settings.standingsTieBreakers].map((b) => CORE_BREAKER[b]), 'roll-off'] };
}

/**
 * Rank teams best first through the league core. `dice` given (season end): teams still level after every
 * tie-breaker roll off, named by `label`; without dice (an open season's table) they share the place and show as
 * tied, by name.
 */
export function rankTeams(
  teams: readonly RankedTeam[],
  matches: readonly MatchPoints[],
  settings: Pick<CampaignSettings, 'standingsTieBreakers'>,
  dice?: Dice,
  label: (team: string) => string = (t) => t,
): RankedPlace[] {
  // Only a team level on points with another reaches a tie-breaker, and head-to-head reads only the matches where
  // two of those met: the core is given those entries alone and the rest of each total is carried, so a table
  // without ties does not tally every match of every season (the all-time table) and ranks exactly the same.
  const level = new Map<number, number>();
  for (const t of teams) level.set(t.points, (level.get(t.points) ?? 0) + 1);
  const tied = teams.flatMap((t, teamId) => (level.get(t.points)! > 1 ? [{ team: t.team, teamId }] : []));
  const scored = teams.map(() => 0);
  const results: core.MatchResultInput[] = [];
  for (const m of matches) {
    const met: { teamId: number; points: number }[] = [];
    for (const { team, teamId } of tied) {
      const points = m.get(team);
      if (points !== undefined) met.push({ teamId, points });
    }
    if (met.length < 2) continue;
    for (const e of met) scored[e.teamId]! += e.points;
    results.push({ matchId: results.length, teams: met });
  }
  const entries = teams.map((t, teamId) => ({
    teamId,
    carried: { points: t.points - scored[teamId]!, wins: t.wins, stats: { [OUT_OF_ACTION]: t.outOfAction } },
  }));
  const roll =
    dice &&
    ((ids: readonly number[]) => {
      const names = new Map(ids.map((id) => [label(teams[id]!.team), id]));
      return rollOff(dice, [...names.keys()], 'Standings tie').map((n) => names.get(n)!);
    });
  const rows = core.standings(entries, results, standingsConfig(settings), roll);
  const atRank = new Map<number, number>();
  for (const r of rows) atRank.set(r.rank, (atRank.get(r.rank) ?? 0) + 1);
  const shared = (rank: number) => atRank.get(rank)! > 1;
  const out = rows.map((r) => ({
    team: teams[r.teamId]!.team,
    place: r.rank,
    decidedBy: (shared(r.rank) ? 'tied' : r.decidedBy ? DECIDED[core.breakerId(r.decidedBy)]! : 'points') as DecidedBy,
  }));
  // Teams sharing a place are listed by name.
  return out.sort((a, b) => a.place - b.place || (a.decidedBy === 'tied' ? label(a.team).localeCompare(label(b.team)) : 0));
}
