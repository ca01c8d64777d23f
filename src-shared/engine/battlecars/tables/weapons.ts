import { SECTION } from '../sections';
import { type D8Roll, d8 } from './dice';

export const WEAPON_NAMES = ['MG rounds', 'Flame', 'Shell', 'Rocket', 'Mines', 'Spikes', 'Oil', 'Smoke'] as const;
export type WeaponName = (typeof WEAPON_NAMES)[number];

/** Arming your vehicle: missile weapons are fired; passive weapons are dropped. */
export type WeaponKind = 'missile' | 'passive';

export interface WeaponRow {
  name: WeaponName;
  kind: WeaponKind;
  /** The range dice rolled to hit (hit if the roll ≥ the range in points); null for a dropped weapon. */
  range: D8Roll | null;
  /** The damage roll (range is then subtracted for a missile); null where the sheet prints none. */
  damage: D8Roll | null;
  /** Damage to each tyre (Mines, Spikes: "Roll d8-3 for each tyre"). */
  perTyre: D8Roll | null;
  /** The SD a vehicle on it skids with, or its speed if greater (Oil 5, Smoke 3, Spikes 2). */
  skidSD: number | null;
  /** Pods that fire out of the front or rear only (rockets and shells). */
  endPodsOnly: boolean;
  /** May sit in a turret (MG rounds only). */
  turret: boolean;
  /** May arm a bike (not rockets). */
  bike: boolean;
  effects: string;
  section: string;
}

/** Weapons: the sheet's weapon list, with Arming your vehicle's eligibility per weapon. */
export const WEAPONS: readonly WeaponRow[] = [
  {
    name: 'MG rounds',
    kind: 'missile',
    range: d8(1),
    damage: d8(1, -2),
    perTyre: null,
    skidSD: null,
    endPodsOnly: false,
    turret: true,
    bike: true,
    effects: 'none',
    section: SECTION.weapons,
  },
  {
    name: 'Flame',
    kind: 'missile',
    range: d8(0, 3),
    damage: d8(1, 3),
    perTyre: null,
    skidSD: null,
    endPodsOnly: false,
    turret: false,
    bike: true,
    effects: 'A fuel tank hit or exposed: roll d8 (+1 per point of damage to the tank); 7+ the tank explodes.',
    section: SECTION.flame,
  },
  {
    name: 'Shell',
    kind: 'missile',
    range: d8(1, 3),
    damage: d8(1),
    perTyre: null,
    skidSD: null,
    endPodsOnly: true,
    turret: false,
    bike: true,
    effects: 'Same as Rocket.',
    section: SECTION.weapons,
  },
  {
    name: 'Rocket',
    kind: 'missile',
    range: d8(2),
    damage: d8(2),
    perTyre: null,
    skidSD: null,
    endPodsOnly: true,
    turret: false,
    bike: false,
    effects: 'Fuel tank as flame with -2; a missile weapon counter hit (no working Gunnery Computer): d8 per round, 7+ detonates.',
    section: SECTION.rocket,
  },
  {
    name: 'Mines',
    kind: 'passive',
    range: null,
    damage: d8(1, -2),
    perTyre: d8(1, -3),
    skidSD: null,
    endPodsOnly: false,
    turret: false,
    bike: true,
    effects: 'd8-3 per tyre, and d8-2 to an internal component (d8: 1-2 front, 3-6 centre, 7-8 rear), armour or not.',
    section: SECTION.mines,
  },
  {
    name: 'Spikes',
    kind: 'passive',
    range: null,
    damage: null,
    perTyre: d8(1, -3),
    skidSD: 2,
    endPodsOnly: false,
    turret: false,
    bike: true,
    effects: 'd8-3 per tyre (excess not carried over); skid with SD 2 or the speed, whichever is greater.',
    section: SECTION.spikes,
  },
  {
    name: 'Oil',
    kind: 'passive',
    range: null,
    damage: null,
    perTyre: null,
    skidSD: 5,
    endPodsOnly: false,
    turret: false,
    bike: true,
    effects: 'Skid with SD 5 or the speed, whichever is greater.',
    section: SECTION.oil,
  },
  {
    name: 'Smoke',
    kind: 'passive',
    range: null,
    damage: null,
    perTyre: null,
    skidSD: 3,
    endPodsOnly: false,
    turret: false,
    bike: true,
    effects: 'Removed on a d8 of 5+ at the end of each round; missile weapons fired through it -4; skid entering with SD 3 or the speed.',
    section: SECTION.smoke,
  },
];

export function weaponRow(name: WeaponName): WeaponRow {
  const row = WEAPONS.find((w) => w.name === name);
  if (!row) throw new RangeError(`There is no weapon “${name}”: the weapons are ${WEAPON_NAMES.join(', ')} (${SECTION.weapons}).`);
  return row;
}

export const isMissile = (name: WeaponName): boolean => weaponRow(name).kind === 'missile';
