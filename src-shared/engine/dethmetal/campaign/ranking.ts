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

/** Points `team` scored in the matches where it met at least one of `rivals` (head-to-head points, gaps.md #84). */
export function headToHeadPoints(matches: readonly MatchPoints[], team: string, rivals: readonly string[]): number {
  let sum = 0;
  for (const m of matches) if (m.has(team) && rivals.some((r) => r !== team && m.has(r))) sum += m.get(team)!;
  return sum;
}

function keyOf(breaker: TieBreaker, t: RankedTeam, group: readonly string[], matches: readonly MatchPoints[]): number {
  if (breaker === 'wins') return t.wins;
  if (breaker === 'headToHead') return headToHeadPoints(matches, t.team, group);
  return -t.outOfAction;
}

/** Split `group` (level so far) into runs of equal key, best first. */
function splitBy(group: readonly RankedTeam[], key: (t: RankedTeam) => number): RankedTeam[][] {
  const sorted = [...group].sort((a, b) => key(b) - key(a));
  const runs: RankedTeam[][] = [];
  for (const t of sorted) {
    const last = runs.at(-1);
    if (last && key(last[0]!) === key(t)) last.push(t);
    else runs.push([t]);
  }
  return runs;
}

/**
 * Rank teams best first. `dice` given (season end): teams still level after every tie-breaker roll off, named
 * by `label`; without dice (an open season's table) they share the place and show as tied.
 */
export function rankTeams(
  teams: readonly RankedTeam[],
  matches: readonly MatchPoints[],
  settings: Pick<CampaignSettings, 'standingsTieBreakers'>,
  dice?: Dice,
  label: (team: string) => string = (t) => t,
): RankedPlace[] {
  const breakers: readonly TieBreaker[] = TIE_BREAKER_ORDERS[settings.standingsTieBreakers];
  const out: RankedPlace[] = [];
  const place = (group: readonly RankedTeam[], depth: number, decidedBy: DecidedBy) => {
    if (group.length === 1) {
      out.push({ team: group[0]!.team, place: out.length + 1, decidedBy });
      return;
    }
    const breaker = breakers[depth];
    if (breaker === undefined) {
      const first = out.length + 1;
      if (!dice) {
        for (const t of [...group].sort((a, b) => label(a.team).localeCompare(label(b.team)))) out.push({ team: t.team, place: first, decidedBy: 'tied' });
        return;
      }
      const names = new Map(group.map((t) => [label(t.team), t.team]));
      for (const n of rollOff(dice, [...names.keys()], 'Standings tie')) out.push({ team: names.get(n)!, place: out.length + 1, decidedBy: 'rollOff' });
      return;
    }
    const ids = group.map((t) => t.team);
    for (const run of splitBy(group, (t) => keyOf(breaker, t, ids, matches))) place(run, depth + 1, breaker);
  };
  for (const run of splitBy(teams, (t) => t.points)) place(run, 0, 'points');
  return out;
}
