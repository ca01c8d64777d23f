/**
 * The weapons the source names (machine gun, laser, heavy rocket), their damage as its example implies (gaps.md #5:
 * "The machine gun inflicts 1 point of damage … The laser then hits and scores 2 points … the heavy rocket … inflicts
 * 3 points"), and the car's components that carry wear points (the base game's, gaps.md #6).
 */
import { SECTION, withGap } from '../sections';

export const WEAPON_NAMES = ['machineGun', 'laser', 'heavyRocket'] as const;
export type WeaponName = (typeof WEAPON_NAMES)[number];

export interface WeaponRow {
  name: WeaponName;
  label: string;
  damage: number;
  /** Lasers take the weather's laser modifiers (Combat › To-hit roll, Weather). */
  laser: boolean;
  section: string;
}

export const WEAPONS: readonly WeaponRow[] = [
  { name: 'machineGun', label: 'Machine gun', damage: 1, laser: false, section: withGap(SECTION.body, 5) },
  { name: 'laser', label: 'Laser', damage: 2, laser: true, section: withGap(SECTION.body, 5) },
  { name: 'heavyRocket', label: 'Heavy rocket', damage: 3, laser: false, section: withGap(SECTION.body, 5) },
];

export function weaponRow(name: WeaponName): WeaponRow {
  const r = WEAPONS.find((w) => w.name === name);
  if (!r) throw new RangeError(`No weapon “${name}”: the weapons are ${WEAPON_NAMES.join(', ')}`);
  return r;
}

/** The six components a car wears (the base game's, gaps.md #6), in the order the sheet lists them. */
export const COMPONENTS = ['tyres', 'brakes', 'gearbox', 'body', 'engine', 'handling'] as const;
export type Component = (typeof COMPONENTS)[number];

export const COMPONENT_LABELS: Record<Component, string> = {
  tyres: 'Tyres',
  brakes: 'Brakes',
  gearbox: 'Gearbox',
  body: 'Body',
  engine: 'Engine',
  handling: 'Handling',
};

/** Where a weapon or a dropped weapon faces: the four arcs of "How to work out fire arcs", or a turret's 360°. */
export const FACINGS = ['front', 'left', 'right', 'rear'] as const;
export type Facing = (typeof FACINGS)[number];
