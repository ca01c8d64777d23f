import type { Dice, RollRecord } from '../../dice';
import { modifier, sumModifiers, type Modifier } from './modifiers';
import { SECTION } from './sections';

export type PenetrationOutcome = 'deflect' | 'graze' | 'penetrate';

export interface Penetration {
  roll: RollRecord;
  total: number;
  armor: number;
  armorModifiers: Modifier[];
  outcome: PenetrationOutcome;
}

/**
 * Part V › Armor protection: 1d6 + PEN against the armor of the side hit. Less: deflected; equal: a grazing hit (no
 * damage, but tire damage and a hazard); greater: penetrating.
 */
export function penetrationOutcome(total: number, armor: number): PenetrationOutcome {
  return total < armor ? 'deflect' : total === armor ? 'graze' : 'penetrate';
}

export function penetrationRoll(dice: Dice, pen: number, armor: number, armorModifiers: readonly Modifier[], purpose: string): Penetration {
  const roll = dice.roll('1d6', `armor penetration: ${purpose}`);
  return penetrationFrom(dice, roll, pen, armor, armorModifiers);
}

export function penetrationFrom(dice: Dice, roll: RollRecord, pen: number, armor: number, armorModifiers: readonly Modifier[]): Penetration {
  const mods = [modifier('Armor of the side hit', armor, SECTION.armor), ...armorModifiers];
  const effectiveArmor = sumModifiers(mods);
  const total = roll.value + pen;
  const outcome = penetrationOutcome(total, effectiveArmor);
  dice.decide(roll, `${roll.value} + PEN ${pen} = ${total} vs armor ${effectiveArmor}: ${outcome}`);
  return { roll, total, armor: effectiveArmor, armorModifiers: mods, outcome };
}
