/**
 * The gear dice (gaps.md #4): the base game's six dice, one per gear, each a list of the numbers its faces show. The
 * default is Formula Dé's: 1st d4 (1,1,2,2), 2nd d6 (2,3,3,4,4,4), 3rd d8 (4,5,6,6,7,7,8,8), 4th d12 (7–12 twice),
 * 5th d20 (11–20 twice), 6th d30 (21–30 three times).
 *
 * A gear die is rolled through the engine's `Dice` as the physical die (`1dN`, N its faces), so a seeded roll and the
 * odds weigh every face. A face shows a number, not its place, so the engine lays the faces out with each number on
 * the face of that number (every number a die shows is at most its count of faces: the settings refuse a die that
 * breaks this): a typed or given roll is the number the die shows, and a typed number no face shows is refused.
 */
import type { Dice, RollRecord } from '../dice';
import { RaceCombatRuleError, SECTION, withGap } from './sections';

export interface GearDie {
  /** The number each face shows (any order; duplicates for a weighted die). */
  faces: readonly number[];
}

export const FORMULA_DE_GEAR_DICE: readonly GearDie[] = [
  { faces: [1, 1, 2, 2] },
  { faces: [2, 3, 3, 4, 4, 4] },
  { faces: [4, 5, 6, 6, 7, 7, 8, 8] },
  { faces: [7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12] },
  { faces: Array.from({ length: 20 }, (_, i) => 11 + (i % 10)) },
  { faces: Array.from({ length: 30 }, (_, i) => 21 + (i % 10)) },
];

export const GEARS = [1, 2, 3, 4, 5, 6] as const;

/** Each die's layout, worked out once: the odds roll a gear die on every path they walk. */
const LAYOUTS = new WeakMap<GearDie, readonly number[]>();

/** Face k (1-based) of the die shows `layout[k-1]`: a number n the die shows sits on face n, the rest fill in order. */
export function faceLayout(die: GearDie): readonly number[] {
  let layout = LAYOUTS.get(die);
  if (!layout) {
    layout = layoutOf(die);
    LAYOUTS.set(die, layout);
  }
  return layout;
}

function layoutOf(die: GearDie): number[] {
  const n = die.faces.length;
  const layout: (number | null)[] = Array(n).fill(null);
  const spare: number[] = [];
  for (const v of [...die.faces].sort((a, b) => a - b)) {
    if (layout[v - 1] === null && v <= n) layout[v - 1] = v;
    else spare.push(v);
  }
  for (let i = 0; i < n; i++) if (layout[i] === null) layout[i] = spare.shift()!;
  return layout as number[];
}

/** What a gear die can show, ascending, without repeats. */
export const gearDieValues = (die: GearDie): number[] => [...new Set(die.faces)].sort((a, b) => a - b);

/** "1st Gear die (d4: 1-2)". */
export function gearDieText(gear: number, die: GearDie): string {
  const v = gearDieValues(die);
  const ord = ['', '1st', '2nd', '3rd', '4th', '5th', '6th'][gear] ?? `${gear}th`;
  return `${ord} Gear die (d${die.faces.length}: ${v[0]}-${v[v.length - 1]})`;
}

export function gearDieOf(gearDice: readonly GearDie[], gear: number): GearDie {
  const die = gearDice[gear - 1];
  if (!Number.isInteger(gear) || !die) throw new RaceCombatRuleError(`A gear is 1st to 6th, not ${gear}`, withGap(SECTION.missing, 4));
  return die;
}

export interface GearDieRoll {
  gear: number;
  roll: RollRecord;
  /** The number the die shows. */
  value: number;
}

/** Roll a gear's die for `purpose`. A typed roll is the number shown; one no face shows is refused in words. */
export function rollGearDie(dice: Dice, gearDice: readonly GearDie[], gear: number, purpose: string): GearDieRoll {
  const die = gearDieOf(gearDice, gear);
  const layout = faceLayout(die);
  const roll = dice.roll(`1d${layout.length}`, `${gearDieText(gear, die)}: ${purpose}`);
  const value = layout[roll.raw - 1]!;
  if (roll.mode === 'manual' && value !== roll.raw)
    throw new RaceCombatRuleError(
      `The ${gearDieText(gear, die)} shows ${gearDieValues(die).join(', ')}: ${roll.raw} is not on it`,
      withGap(SECTION.missing, 4),
    );
  roll.value = value;
  dice.decide(roll, `${value}`);
  return { gear, roll, value };
}
