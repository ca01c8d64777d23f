/**
 * The `state` of an initiative roll with roll-offs, for the odds engine (enumerate.ts): each entrant rolls once, then
 * the entrants still tied roll again, group by group (the highest first), until none is. The rest of such a run
 * depends only on what each entrant has rolled so far, as the sort key the order is read off (its total, then each
 * roll-off value).
 *
 * Once everyone has rolled, only how those keys compare matters: the questions asked of such a roll may read the order
 * it gives, not the totals, the roll-off values or how many rounds it took. So a roll-off is keyed by the order the
 * keys give so far, the entrants still tied grouped (the ordered partition), and the values already rolled in the round
 * under way (the next die meets them). Two paths that leave the same groups share one walk however they got there: a
 * tie at 5 and a tie at 8, a pair split on its first roll and the same pair split out of a three-way roll-off. A round
 * in which a whole group rolled alike leaves the same groups, so the state comes back to itself and the engine closes
 * the loop exactly (X = A + qX) instead of cutting the roll-offs after a few rounds.
 *
 * Why that is all the rest depends on: the calculator settles the tied groups highest first, each to the end before
 * the next, its members rolling in the order they entered; so which group rolls next, and who in it, follows from the
 * groups alone, and a group that is tied has tied on everything the rules settle a tie by before the dice. The key is
 * read off the dice log the calculator itself wrote (its rolls' purposes and decisions), so it holds only while a
 * calculator keeps its rolls' words; the tests compare it with the walk without it.
 */
import type { RollRecord } from '../../dice';
import type { RollAsked } from './enumerate';

export interface RollOffSpec {
  /**
   * The entrant a first roll is for and what it sorts by before any roll-off (its total, then whatever the rules settle
   * a tie by before the dice: Dirty Wheels' initiative stat, Dethmetal's Sharp-witted 7), or null for another roll.
   */
  first(roll: RollRecord): { id: string; key: number[] } | null;
  /** The entrant a roll-off roll is for (read off its purpose), or null. */
  rollOff(purpose: string): string | null;
}

/** The state function for `enumerate`: undefined (not memoised) for a roll-off roll of an entrant with no first roll. */
export function rollOffState(spec: RollOffSpec): (log: readonly RollRecord[], next: RollAsked) => string | undefined {
  return (log, next) => {
    const ids: string[] = [];
    const keys: number[][] = [];
    for (const r of log) {
      const first = spec.first(r);
      if (first) {
        const at = ids.indexOf(first.id);
        if (at >= 0) keys[at] = [...first.key];
        else {
          ids.push(first.id);
          keys.push([...first.key]);
        }
        continue;
      }
      const id = spec.rollOff(r.purpose);
      const at = id === null ? -1 : ids.indexOf(id);
      if (at < 0) return undefined;
      keys[at]!.push(r.value);
    }
    const rolling = spec.rollOff(next.purpose);
    const at = rolling === null ? -1 : ids.indexOf(rolling);
    // Before everyone has rolled (or for another roll): the keys as they are, since the next die meets them.
    if (at < 0)
      return `${next.purpose}\u0000${ids
        .map((id, i) => `${id}\u0003${keys[i]!.join(',')}`)
        .sort()
        .join('\u0001')}`;
    return `${next.purpose}\u0000${partition(ids, keys, at)}`;
  };
}

/**
 * The ordered partition the keys give, lowest first, with the round under way: the group rolling is everyone whose key
 * starts with the next roller's; its members' values of this round are set apart, the rest compared.
 */
function partition(ids: readonly string[], keys: readonly (readonly number[])[], roller: number): string {
  const prefix = keys[roller]!;
  const n = prefix.length;
  const inRound = (k: readonly number[]) => k.length >= n && prefix.every((v, i) => k[i] === v);
  const round: string[] = [];
  const entries = ids.map((id, i) => {
    const k = keys[i]!;
    if (!inRound(k)) return { id, k };
    if (k.length > n) round.push(`${id}\u0003${k[n]}`);
    return { id, k: prefix };
  });
  entries.sort((a, b) => compare(a.k, b.k) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let out = '';
  for (let i = 0; i < entries.length; i++) {
    if (i > 0) out += compare(entries[i - 1]!.k, entries[i]!.k) === 0 ? '\u0001' : '\u0002';
    out += entries[i]!.id;
  }
  return `${out}\u0000${round.sort().join('\u0001')}`;
}

function compare(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
