import type { Dice, RollRecord } from '../../dice';
import { SECTION, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
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

/** "The car rolls over 3" away from the car that destroyed it". */
export const ROLL_OVER_INCHES = 3;

export interface DestructionMove {
  inches: number;
  /** Which way: straight forward, or away from the car that destroyed it. */
  direction: 'forward' | 'away-from-destroyer';
  text: string;
  rule: string;
}

/**
 * How far a destroyed car moves before it explodes: 3" away from its destroyer (4-5), or straight forward "by its
 * speed" (6): the speed on its card as it stands by default, or its starting speed (gaps.md #39). Null: it stays put.
 */
export function destructionMove(
  row: DestructionRow,
  car: { speed: number; startSpeed: number },
  settings: Pick<DirtyWheelsSettings, 'destroyedDriveSpeed'>,
): DestructionMove | null {
  if (row.result === 'rolls-then-explodes')
    return {
      inches: ROLL_OVER_INCHES,
      direction: 'away-from-destroyer',
      text: `Rolls over ${ROLL_OVER_INCHES}" away from the car that destroyed it`,
      rule: SECTION.destruction,
    };
  if (row.result !== 'drives-on-then-explodes') return null;
  const inches = settings.destroyedDriveSpeed === 'current' ? car.speed : car.startSpeed;
  return {
    inches,
    direction: 'forward',
    text: `Moves straight forward ${inches}" (its ${settings.destroyedDriveSpeed === 'current' ? 'speed as it stands' : 'starting speed'})`,
    rule: withGap(SECTION.destruction, 39),
  };
}
