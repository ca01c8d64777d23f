import type { Dice, RollRecord } from '../../dice';
import { type Modifier, sumModifiers } from '../sections';

export interface AttackDie {
  roll: RollRecord;
  total: number;
  /** The die plus its modifiers exceeded the armour less strength. */
  exceeds: boolean;
}

export interface AttackRolls {
  /** Armour less strength: a die total must be higher than this ("If any of your rolls exceed this value"). */
  needsOver: number;
  thresholdParts: Modifier[];
  modifiers: Modifier[];
  dice: AttackDie[];
  /** "Each weapon only ever deals one damage": 1 if any die exceeded, else 0 (gaps.md #2). */
  damage: 0 | 1;
}

/**
 * Shooting: roll one die per attack, add the modifiers to each, and compare with armour less strength. Ramming and
 * pipe bombs make their attacks "just as though it were making a shooting attack", so they use this too.
 */
export function rollAttacks(dice: Dice, count: number, modifiers: readonly Modifier[], armour: Modifier[], strength: Modifier[], purpose: string): AttackRolls {
  const thresholdParts = [...armour, ...strength.map((s) => ({ ...s, value: -s.value }))];
  const needsOver = sumModifiers(thresholdParts);
  const add = sumModifiers(modifiers);
  const rolled: AttackDie[] = [];
  for (let i = 0; i < count; i++) {
    const roll = dice.roll('1d6', `${purpose}: attack ${i + 1} of ${count} (needs over ${needsOver})`);
    const total = roll.value + add;
    const exceeds = total > needsOver;
    dice.decide(roll, `${total}${exceeds ? ` > ${needsOver}: hit` : ` ≤ ${needsOver}: miss`}`);
    rolled.push({ roll, total, exceeds });
  }
  return { needsOver, thresholdParts, modifiers: [...modifiers], dice: rolled, damage: rolled.some((d) => d.exceeds) ? 1 : 0 };
}
