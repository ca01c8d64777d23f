/**
 * The league core's fixture generators (issue 12): a round robin of two-team matches, every team together in one
 * match per round (Dethmetal's races: every founded franchise takes part, gaps.md #59), and a Swiss round paired
 * by the current standings. Pure: the same teams and standings always give the same fixtures.
 */

export interface Round {
  /** 1-based. */
  round: number;
  /** The teams of each match, in fixture order (for two-team matches, home first). */
  matches: number[][];
  /** Teams that sit this round out (an odd count in a two-team format). */
  byes: number[];
}

export class ScheduleInputError extends Error {}

function distinct(teams: readonly number[], least: number): void {
  if (new Set(teams).size !== teams.length) throw new ScheduleInputError('A team is listed twice.');
  if (teams.length < least) throw new ScheduleInputError(`At least ${least} teams are needed; there ${teams.length === 1 ? 'is 1' : `are ${teams.length}`}.`);
}

/**
 * The circle method: the first team stays put and the others rotate one place each round, so every pair meets
 * exactly once in n - 1 rounds (n rounded up to even; the phantom's opponent has the bye). `double`: a second
 * leg with home and away swapped.
 */
export function roundRobin(teams: readonly number[], options: { double?: boolean } = {}): Round[] {
  distinct(teams, 2);
  const circle: (number | null)[] = teams.length % 2 ? [...teams, null] : [...teams];
  const n = circle.length;
  const rounds: Round[] = [];
  for (let r = 0; r < n - 1; r++) {
    const matches: number[][] = [];
    const byes: number[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i]!;
      const b = circle[n - 1 - i]!;
      if (a === null || b === null) byes.push((a ?? b)!);
      // The fixed team alternates home and away; the others as the circle gives them.
      else matches.push(i === 0 && r % 2 ? [b, a] : [a, b]);
    }
    rounds.push({ round: r + 1, matches, byes });
    circle.splice(1, 0, circle.pop()!);
  }
  if (!options.double) return rounds;
  return [...rounds, ...rounds.map((r) => ({ round: r.round + rounds.length, matches: r.matches.map((m) => [...m].reverse()), byes: [...r.byes] }))];
}

/** Every team in one match, `rounds` times. */
export function everyoneTogether(teams: readonly number[], rounds: number): Round[] {
  distinct(teams, 2);
  if (!Number.isInteger(rounds) || rounds < 1) throw new ScheduleInputError('At least 1 round is needed.');
  return Array.from({ length: rounds }, (_, i) => ({ round: i + 1, matches: [[...teams]], byes: [] }));
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Every pair of teams that met in `matches` (a match of N teams counts each of its pairs). */
export function meetings(matches: readonly (readonly number[])[]): Set<string> {
  const met = new Set<string>();
  for (const m of matches) for (const [i, a] of m.entries()) for (const b of m.slice(i + 1)) met.add(pairKey(a, b));
  return met;
}

/** Search budget for a rematch-free pairing; beyond it (rare, late rounds) the fewest-rematch greedy pairing stands. */
const SEARCH_STEPS = 20_000;

/** Pair `order` top-down, each team with the best-placed team left it has not met; backtracks when stuck. */
function pairWithoutRematch(order: readonly number[], met: ReadonlySet<string>): number[][] | null {
  let steps = 0;
  const go = (left: readonly number[]): number[][] | null => {
    if (left.length === 0) return [];
    const [a, ...rest] = left as [number, ...number[]];
    for (const b of rest) {
      if (++steps > SEARCH_STEPS) return null;
      if (met.has(pairKey(a, b))) continue;
      const tail = go(rest.filter((t) => t !== b));
      if (tail) return [[a, b], ...tail];
    }
    return null;
  };
  return go(order);
}

/**
 * One Swiss round: `standings` best first, paired top-down with the nearest team not yet met; when no pairing
 * avoids every rematch, neighbours in the table meet. An odd count gives the bye to the lowest-placed team among
 * those that have played the most (so nobody sits out twice while another has not).
 */
export function swissRound(standings: readonly number[], previous: readonly (readonly number[])[], round = 1): Round {
  distinct(standings, 2);
  const played = new Map(standings.map((t) => [t, 0]));
  for (const m of previous) for (const t of m) if (played.has(t)) played.set(t, played.get(t)! + 1);
  let byes: number[] = [];
  let order = [...standings];
  if (order.length % 2) {
    const most = Math.max(...played.values());
    const bye = [...order].reverse().find((t) => played.get(t) === most)!;
    byes = [bye];
    order = order.filter((t) => t !== bye);
  }
  const met = meetings(previous);
  const matches = pairWithoutRematch(order, met) ?? Array.from({ length: order.length / 2 }, (_, i) => [order[2 * i]!, order[2 * i + 1]!]);
  return { round, matches, byes };
}
