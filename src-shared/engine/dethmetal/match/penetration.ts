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

/**
 * A penetration roll's purpose names the PEN and the armor it is rolled against: they alone decide what each face does,
 * so the odds engine may walk it as deflected, grazed or penetrating (dethmetal/odds.ts FACE_CLASSES).
 */
export const penetrationPurpose = (what: string, pen: number, effectiveArmor: number) => `armor penetration${what}: PEN ${pen} vs armor ${effectiveArmor}`;

export function penetrationRoll(dice: Dice, pen: number, armor: number, armorModifiers: readonly Modifier[], purpose: string): Penetration {
  const roll = dice.roll('1d6', penetrationPurpose(`: ${purpose}`, pen, armor + sumModifiers(armorModifiers)));
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
