/**
 * The `state` of an initiative roll with roll-offs, for the odds engine (enumerate.ts): each entrant rolls once, then
 * the entrants still tied roll again, group by group, until none is. The rest of such a run depends only on what each
 * entrant has rolled so far, as the sort key the order is read off (its total, then each roll-off value). A roll-off
 * round in which every member of a tied group rolled the same is as if it had not been rolled: the same group rolls
 * again. Folding such rounds away makes the state after the round the state before it, so the engine closes the loop
 * exactly (X = A + qX) instead of cutting the roll-offs after a few rounds.
 *
 * Once everyone has rolled, each total is replaced by its rank, so ties at any total share one walk: the questions asked of
 * such a roll may read the order it gives, not the totals. The key is read off the dice log the calculator itself wrote
 * (its rolls' purposes and decisions), so it holds only while a calculator keeps its rolls' words; the tests compare
 * it with the walk without it.
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

/** The state function for `enumerate`: undefined (not memoised) for any roll that is neither a first roll nor a roll-off. */
export function rollOffState(spec: RollOffSpec): (log: readonly RollRecord[], next: RollAsked) => string | undefined {
  return (log, next) => {
    const keys = new Map<string, { base: number; rolls: number[] }>();
    for (const r of log) {
      const first = spec.first(r);
      if (first) {
        keys.set(first.id, { base: first.key.length, rolls: [...first.key] });
        continue;
      }
      const id = spec.rollOff(r.purpose);
      const entrant = id === null ? undefined : keys.get(id);
      if (!entrant) return undefined;
      entrant.rolls.push(r.value);
    }
    const entrants = [...keys.entries()].map(([id, k]) => ({ id, base: k.base, rolls: k.rolls }));
    fold(entrants, 0);
    // Once every first roll is in, only how the totals compare matters (who is tied with whom, who is ahead): each is
    // replaced by its rank, so a tie at 5 and a tie at 8 share one walk of the roll-off.
    if (spec.rollOff(next.purpose) !== null) rank(entrants);
    return JSON.stringify([next.purpose, entrants.map((e) => [e.id, e.rolls]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))]);
  };
}

/**
 * The first keys (every entrant's are in) replaced by their dense rank: order and equality kept. Not the roll-offs: in
 * the middle of a round the next die is compared with the values already rolled, not with their ranks.
 */
function rank(entrants: { base: number; rolls: number[] }[]): void {
  const base = Math.min(...entrants.map((e) => e.base));
  for (let at = 0; at < base; at++) {
    const values = [...new Set(entrants.map((e) => e.rolls[at]!))].sort((a, b) => a - b);
    for (const e of entrants) e.rolls[at] = values.indexOf(e.rolls[at]!);
  }
}

/**
 * Fold away every round all of a tied group rolled alike. `group` shares its keys before position `at`; a group of two
 * or more that all rolled at `at` (a roll-off, past the first keys), all alike, loses that round.
 */
function fold(group: { base: number; rolls: number[] }[], at: number): void {
  if (group.length < 2) return;
  const rolled = group.every((e) => e.rolls.length > at);
  if (rolled && at >= group[0]!.base && group.every((e) => e.rolls[at] === group[0]!.rolls[at])) {
    for (const e of group) e.rolls.splice(at, 1);
    fold(group, at);
    return;
  }
  // A round the whole group has rolled matters only by how its values compare within the group: ranked, so a
  // split at 5 against 2 and at 6 against 1 share one walk. A round under way keeps its values (the next die meets them).
  if (rolled && at >= group[0]!.base) {
    const values = [...new Set(group.map((e) => e.rolls[at]!))].sort((a, b) => a - b);
    for (const e of group) e.rolls[at] = values.indexOf(e.rolls[at]!);
  }
  const byValue = new Map<number, typeof group>();
  for (const e of group) {
    if (e.rolls.length <= at) continue;
    const v = e.rolls[at]!;
    byValue.set(v, [...(byValue.get(v) ?? []), e]);
  }
  for (const same of byValue.values()) fold(same, at + 1);
}
