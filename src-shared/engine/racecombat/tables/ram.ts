/**
 * Ramming: the ram roll's modifiers, the ram damage table by gear difference (as printed: "1st Gear +1" is the 1st
 * gear die plus 1), the sideswipe push roll, as data.
 */
import { SECTION } from '../sections';

/** Ramming: "roll 1d20, and add … + rammer's handling − target's handling + ((Rammer's Gear − Target's Gear) × 2)". */
export const RAM_MODIFIERS = [
  { term: 'rammerHandling', text: "+ rammer's handling", sign: 1 },
  { term: 'targetHandling', text: "− target's handling", sign: -1 },
  { term: 'gearDifference', text: "+ ((Rammer's Gear − Target's Gear) × 2)", sign: 2 },
] as const;

/** A ram damage cell: a number of points, or a gear's die plus a number. */
export type RamDamage = { points: number } | { gear: number; plus: number };

export interface RamDamageRow {
  /** The gear difference row: 1st to 6th. */
  gear: number;
  targetNoRamplate: RamDamage;
  targetRamplate: RamDamage;
  rammerNoRamplate: RamDamage;
  rammerRamplate: RamDamage;
}

const pts = (points: number): RamDamage => ({ points });
const die = (gear: number, plus = 0): RamDamage => ({ gear, plus });

/** Ramming › Ram damage table, row by row as printed. */
export const RAM_DAMAGE_TABLE: readonly RamDamageRow[] = [
  { gear: 1, targetNoRamplate: pts(1), targetRamplate: pts(1), rammerNoRamplate: pts(0), rammerRamplate: pts(0) },
  { gear: 2, targetNoRamplate: die(1), targetRamplate: pts(2), rammerNoRamplate: pts(1), rammerRamplate: pts(0) },
  { gear: 3, targetNoRamplate: die(1, 1), targetRamplate: die(2), rammerNoRamplate: die(1), rammerRamplate: pts(1) },
  { gear: 4, targetNoRamplate: die(2), targetRamplate: die(2, 2), rammerNoRamplate: die(1, 1), rammerRamplate: die(1) },
  { gear: 5, targetNoRamplate: die(3), targetRamplate: die(3, 2), rammerNoRamplate: die(2), rammerRamplate: die(1, 1) },
  { gear: 6, targetNoRamplate: die(4), targetRamplate: die(4, 3), rammerNoRamplate: die(3), rammerRamplate: die(2) },
];

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th'];
export const gearWord = (gear: number): string => `${ORDINAL[gear] ?? `${gear}th`} Gear`;

/** How the table prints a cell: "1 pt", "0 pts", "1st Gear", "2nd Gear +2". */
export function ramDamageText(d: RamDamage): string {
  if ('points' in d) return `${d.points} ${d.points === 1 ? 'pt' : 'pts'}`;
  return d.plus ? `${gearWord(d.gear)} +${d.plus}` : gearWord(d.gear);
}

export function ramDamageRow(gearDifference: number): RamDamageRow {
  const r = RAM_DAMAGE_TABLE.find((x) => x.gear === gearDifference);
  if (!r) throw new RangeError(`The ram damage table has rows for 1st to 6th gear, not ${gearDifference}`);
  return r;
}

/** Sideswipes: "the target has to make a handling roll (roll 1D20, and add the handling of the car; success on 14+)". */
export const SIDESWIPE_PUSH = {
  avoidOn: 14,
  /** At the side of the track: "it rolls 1D20, and on a 1 it takes a further point of damage". */
  edgeDamageOn: 1,
  edgeDamage: 1,
  section: SECTION.sideswipe,
} as const;
