import type { Dice, RollRecord } from '../../dice';
import { SECTION } from '../sections';
import { type DestructionRow, destructionRow } from '../tables/play';

/** "If a car takes as much or more damage as it has structure, it is destroyed." */
export function isDestroyed(damage: number, structure: number): boolean {
  return damage >= structure;
}

export interface DestructionResult {
  car: string;
  roll: RollRecord;
  row: DestructionRow;
  rule: string;
}

/** The destruction table: one d6 when a car is destroyed; every result but the wreck explodes for 1 damage within 3". */
export function rollDestruction(dice: Dice, car: string): DestructionResult {
  const roll = dice.roll('1d6', `${car} destroyed: destruction table`);
  const row = destructionRow(roll.value);
  dice.decide(roll, row.text);
  return { car, roll, row, rule: SECTION.destruction };
}
