/**
 * The one roll this system makes over and over: 2d6 of the target or less, the target being the printed number plus
 * every modifier. The breakdown lists the printed number first, then each modifier with its section.
 */
import type { Dice, RollRecord } from '../../dice';
import { HexRpgRuleError, type Modifier, modifier, SECTION, sumModifiers } from '../sections';
import { ACCU_MODIFIERS, DRIV_BONUS, OPPONENT_AGI_MODIFIERS } from '../tables/combat';

export interface UnderRoll {
  roll: RollRecord;
  /** The printed number, then every modifier, each with its section. */
  parts: Modifier[];
  /** The number to roll at or under. */
  target: number;
  success: boolean;
  text: string;
}

/** 2d6 against `base` + the modifiers: succeeds on the target or less. */
export function underRoll(dice: Dice, base: Modifier, mods: readonly Modifier[], purpose: string, words: [yes: string, no: string]): UnderRoll {
  const parts = [base, ...mods];
  const target = sumModifiers(parts);
  const roll = dice.roll('2d6', `${purpose} (${target} or less)`);
  const success = roll.value <= target;
  dice.decide(roll, success ? words[0] : words[1]);
  return { roll, parts, target, success, text: `${purpose}: ${roll.value} against ${target} or less: ${success ? words[0] : words[1]}` };
}

/** 2d6 of `needed` or more (the swerve table). */
export function overRoll(dice: Dice, needed: Modifier, bonus: readonly Modifier[], purpose: string, words: [yes: string, no: string]) {
  const roll = dice.roll('2d6', `${purpose} (${needed.value}+)`);
  const total = roll.value + sumModifiers(bonus);
  const success = total >= needed.value;
  dice.decide(roll, success ? words[0] : words[1]);
  return { roll, parts: [modifier('2d6', roll.value, needed.rule), ...bonus], total, needed: needed.value, success };
}

export function checkRange(value: number, min: number, max: number, what: string, rule: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new HexRpgRuleError(`${what} is a whole number from ${min} to ${max}, not ${value}`, rule);
}

export const checkLevel = (lvl: number, whose: string) => checkRange(lvl, 0, 10, `${whose} skill level`, SECTION.damageBands);
export const checkAgi = (agi: number, whose: string) => checkRange(agi, 1, 6, `${whose} AGI`, SECTION.weaponCombat);

export function accuModifier(accu: number): number {
  return ACCU_MODIFIERS.find((r) => r.accu.includes(accu))?.modifier ?? 0;
}
export function opponentAgiModifier(agi: number): number {
  return OPPONENT_AGI_MODIFIERS.find((r) => r.agi === agi)?.modifier ?? 0;
}
/** 12 +3, 10-11 +2, 8-9 +1, else 0. */
export function drivBonus(driv: number): number {
  return DRIV_BONUS.find((r) => r.driv.includes(driv))?.modifier ?? 0;
}

/** The printed "+N/level above the first": nothing at level 0 or 1. */
export const aboveFirst = (lvl: number) => Math.max(0, lvl - 1);
