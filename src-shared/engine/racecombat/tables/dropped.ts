/**
 * Dropped weapons: the avoid numbers and damage, the oil modifiers and the oil skid bands, smoke's dissipation, as
 * printed. A damage "Nth Gear die" is the league's gear die (settings.gearDice, gaps.md #4).
 */
import { SECTION } from '../sections';

export const DROPPED_WEAPON_NAMES = ['mines', 'spikes', 'oil', 'smoke'] as const;
export type DroppedWeaponName = (typeof DROPPED_WEAPON_NAMES)[number];

/** Damage "Nth Gear die in damage" to a part of the car. */
export interface GearDieDamage {
  to: 'tyres' | 'body';
  gear: number;
}

export interface DroppedWeaponRow {
  name: DroppedWeaponName;
  label: string;
  /** Avoid on 1d20 + handling ≥ this; null: smoke ("Avoid: None"). */
  avoid: number | null;
  damage: readonly GearDieDamage[];
  /** Stays on the board once it has hit ("When hit, do NOT remove from play"); a mine is removed once exploded. */
  removedWhenHit: boolean;
  notes: string;
  section: string;
}

export const DROPPED_WEAPONS: readonly DroppedWeaponRow[] = [
  {
    name: 'mines',
    label: 'Mines',
    avoid: 16,
    damage: [
      { to: 'tyres', gear: 2 },
      { to: 'body', gear: 1 },
    ],
    removedWhenHit: true,
    notes: 'Once exploded, remove the mine counter.',
    section: SECTION.dropped,
  },
  {
    name: 'spikes',
    label: 'Spikes',
    avoid: 15,
    damage: [{ to: 'tyres', gear: 2 }],
    removedWhenHit: false,
    notes: 'When hit, do NOT remove from play.',
    section: SECTION.dropped,
  },
  { name: 'oil', label: 'Oil', avoid: 16, damage: [], removedWhenHit: false, notes: 'See oil modifiers and skid results.', section: SECTION.oil },
  {
    name: 'smoke',
    label: 'Smoke',
    avoid: null,
    damage: [],
    removedWhenHit: false,
    notes: 'Smoke confers a penalty for all combat through the square. Dissipates on a 16+ on a 1d20 (roll once per turn).',
    section: SECTION.smoke,
  },
];

export function droppedWeaponRow(name: DroppedWeaponName): DroppedWeaponRow {
  const r = DROPPED_WEAPONS.find((w) => w.name === name);
  if (!r) throw new RangeError(`No dropped weapon “${name}”: they are ${DROPPED_WEAPON_NAMES.join(', ')}`);
  return r;
}

/** "When running over oil, add the following modifiers" (to the avoid roll). */
export const OIL_MODIFIERS = [
  { situation: 'corner', text: 'In a corner', value: -4 },
  { situation: 'straightManoeuvre', text: 'Manoeuvring on a straight', value: -2 },
] as const;
export type OilSituation = (typeof OIL_MODIFIERS)[number]['situation'];

export interface OilSkidRow {
  from: number;
  /** null: "11+ points". */
  to: number | null;
  extraSquares: number;
  /** Spin-out at the end of the skid: never, on 1-8 on 1D20, or at once. */
  spinout: 'none' | 'd20-1-8' | 'immediate';
  text: string;
}

/** "If the roll fails, it is important to know by how much": the oil avoid roll failed by. */
export const OIL_SKID: readonly OilSkidRow[] = [
  { from: 1, to: 3, extraSquares: 1, spinout: 'none', text: 'Skid 1 extra square' },
  { from: 4, to: 6, extraSquares: 2, spinout: 'none', text: 'Skid 2 extra squares' },
  { from: 7, to: 10, extraSquares: 3, spinout: 'd20-1-8', text: 'Skid by 3 extra squares and spinout at the end of the skid on a 1-8 on 1D20' },
  { from: 11, to: null, extraSquares: 3, spinout: 'immediate', text: 'Skid by 3 extra squares and immediate spinout at the end of the skid' },
];

/** The spin-out roll of a 7-10 failure: "spinout … on a 1-8 on 1D20". */
export const OIL_SPINOUT_ON = { from: 1, to: 8 } as const;

export function oilSkidRow(failedBy: number): OilSkidRow {
  if (!Number.isInteger(failedBy) || failedBy < 1) throw new RangeError(`An oil skid is read for a failure of 1 or more points, not ${failedBy}`);
  return OIL_SKID.find((r) => failedBy >= r.from && (r.to === null || failedBy <= r.to))!;
}

/** Smoke "Dissipates on a 16+ on a 1d20 (roll once per turn)". */
export const SMOKE_DISSIPATES_ON = 16;
