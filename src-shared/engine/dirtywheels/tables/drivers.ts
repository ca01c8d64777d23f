import { SECTION } from '../sections';

export const STATS = ['initiative', 'bravery', 'aim', 'skill'] as const;
export type Stat = (typeof STATS)[number];

/** Bravery and skill are test targets ("4+" = a d6 showing 4 or more, gaps.md #4); initiative and aim are added. */
export interface StatRow {
  /** The d6 faces that give this row. */
  roll: readonly [from: number, to: number];
  initiative: number;
  bravery: number;
  aim: number;
  skill: number;
  /** "the first row costing 1 point, the second 2, and the third 3". */
  buyCost: number;
}

/** Drivers: one d6 per stat, or bought row by row with the 8 points. */
export const STAT_TABLE: readonly StatRow[] = [
  { roll: [1, 2], initiative: 1, bravery: 5, aim: -1, skill: 5, buyCost: 1 },
  { roll: [3, 4], initiative: 2, bravery: 4, aim: 0, skill: 4, buyCost: 2 },
  { roll: [5, 6], initiative: 3, bravery: 3, aim: 1, skill: 3, buyCost: 3 },
];

/** "every player has 8 points per driver to spend on stats". */
export const BUY_POINTS = 8;

export function statRowForRoll(face: number): StatRow {
  const row = STAT_TABLE.find((r) => face >= r.roll[0] && face <= r.roll[1]);
  if (!row) throw new RangeError(`A stat roll is one d6 (1-6), not ${face} (${SECTION.statTable}).`);
  return row;
}

/** The row a stat value sits on, or undefined for a value the table does not print. */
export function statRowForValue(stat: Stat, value: number): StatRow | undefined {
  return STAT_TABLE.find((r) => r[stat] === value);
}

export const TRAIT_NAMES = ['Trigger happy', 'Speed demon', 'Expert driver', 'Sniper', 'Crazy', 'Hunter'] as const;
export type TraitName = (typeof TRAIT_NAMES)[number];

export interface TraitRow {
  /** Its number on the 1d6 list. */
  roll: number;
  name: TraitName;
  text: string;
  /** Moving traits a scenery gunner ignores ("any traits to do with moving"). */
  moving: boolean;
}

/** Drivers › Traits: "D3-1 traits ... picked (randomly) from the list below". */
export const TRAIT_TABLE: readonly TraitRow[] = [
  { roll: 1, name: 'Trigger happy', text: 'Can shoot at a car an additional time per turn, but with -1 aim.', moving: false },
  { roll: 2, name: 'Speed demon', text: 'May move an extra 4" instead of firing.', moving: true },
  { roll: 3, name: 'Expert driver', text: 'May split move into 3" segments.', moving: true },
  { roll: 4, name: 'Sniper', text: '+1 aim, but gets 1 less shot with each weapon.', moving: false },
  { roll: 5, name: 'Crazy', text: 'May re-roll bravery tests.', moving: false },
  { roll: 6, name: 'Hunter', text: 'May immediately move 4" after destroying a car.', moving: true },
];

export function traitRow(name: TraitName): TraitRow {
  return TRAIT_TABLE.find((t) => t.name === name)!;
}
