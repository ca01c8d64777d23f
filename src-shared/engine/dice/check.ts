import type { Dice, RollRecord } from './dice';

/**
 * The basic check (gaps.md #2): 1d6 roll-under the modified rating. A rating of 0 or less always fails,
 * 6 or more always succeeds; in those cases no die is rolled.
 */
export interface CheckResult {
  success: boolean;
  target: number;
  automatic: boolean;
  roll?: RollRecord;
  /** The roll that was replaced, when a re-roll was used. */
  firstRoll?: RollRecord;
  rerolledBy?: string;
}

/** A way to re-roll a failure (a talent such as Pro, Adept, Smooth Driver, Marksman, Bail-Out!, or spending fuel). */
export interface RerollOption {
  source: string;
}

export function check(dice: Dice, target: number, purpose: string, rerolls: readonly RerollOption[] = []): CheckResult {
  if (target <= 0) return { success: false, target, automatic: true };
  if (target >= 6) return { success: true, target, automatic: true };
  const first = dice.roll('1d6', `${purpose} (need ${target} or less)`);
  let success = first.value <= target;
  dice.decide(first, success ? 'success' : 'failure');
  if (success || rerolls.length === 0) return { success, target, automatic: false, roll: first };
  const option = rerolls[0]!;
  const second = dice.reroll(first, option.source);
  success = second.value <= target;
  dice.decide(second, success ? 'success' : 'failure');
  return { success, target, automatic: false, roll: second, firstRoll: first, rerolledBy: option.source };
}

/**
 * Roll, then re-roll once with the first available option when `wanted` says the result is bad.
 * The second roll stands regardless (Crack shot's wording; the other talents say nothing else).
 */
export function rollWithReroll(
  dice: Dice,
  notation: string,
  purpose: string,
  isBad: (r: RollRecord) => boolean,
  rerolls: readonly RerollOption[] = [],
): { roll: RollRecord; firstRoll?: RollRecord; rerolledBy?: string } {
  const first = dice.roll(notation, purpose);
  if (!isBad(first) || rerolls.length === 0) return { roll: first };
  const option = rerolls[0]!;
  return { roll: dice.reroll(first, option.source), firstRoll: first, rerolledBy: option.source };
}
