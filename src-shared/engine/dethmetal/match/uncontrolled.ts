import type { Dice, RollRecord } from '../../dice';
import { SECTION, withGap } from './sections';
import { lookupBand } from './tables/bands';
import { VEER_TABLE } from './tables/veer';

/**
 * Part IV › Uncontrolled vehicle: a vehicle whose driver is out of action, or that was destroyed while moving, goes
 * straight on, losing 1 speed every turn, until it stops. It moves MP = its speed, with no die (gaps.md #46).
 */
export function uncontrolledTurn(speed: number): { mp: number; speedNextTurn: number; rule: string } {
  return { mp: speed, speedNextTurn: Math.max(0, speed - 1), rule: withGap(SECTION.uncontrolled, 46) };
}

/** Entering a hazard or obstacle hex, it may veer: 1d6 on the veer table (gaps.md #46). */
export function uncontrolledVeer(dice: Dice): { roll: RollRecord; veer: (typeof VEER_TABLE)[number]['veer']; label: string; rule: string } {
  const roll = dice.roll('1d6', 'uncontrolled vehicle veers');
  const row = lookupBand(VEER_TABLE, roll.value);
  dice.decide(roll, row.label);
  return { roll, veer: row.veer, label: row.label, rule: withGap(SECTION.uncontrolled, 46) };
}
