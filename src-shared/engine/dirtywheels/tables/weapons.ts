import { SECTION } from '../sections';
import type { WeaponClass } from './cars';

export const WEAPON_NAMES = ['Machine gun', 'Light laser', 'Small grenade launcher', 'Flamethrower', 'Chain gun', 'Heavy laser', 'Artillery'] as const;
export type WeaponName = (typeof WEAPON_NAMES)[number];

/** Attacks as printed: a number of dice, a dice roll for the number ("2D6"), or none (the Flamethrower's "-"). */
export type Attacks = { kind: 'fixed'; count: number } | { kind: 'rolled'; notation: '2d6' | '3d6' } | { kind: 'automatic' };

export interface WeaponRow {
  name: WeaponName;
  class: WeaponClass;
  /** Inches (gaps.md #6). */
  range: number;
  attacks: Attacks;
  /** `null` where the table prints "-". */
  strength: number | null;
  special?: string;
  section: string;
}

const fixed = (count: number): Attacks => ({ kind: 'fixed', count });

export const LIGHT_WEAPONS: readonly WeaponRow[] = [
  { name: 'Machine gun', class: 'light', range: 6, attacks: fixed(6), strength: 0, section: SECTION.lightWeapons },
  { name: 'Light laser', class: 'light', range: 30, attacks: fixed(3), strength: 2, section: SECTION.lightWeapons },
  { name: 'Small grenade launcher', class: 'light', range: 10, attacks: { kind: 'rolled', notation: '2d6' }, strength: 1, section: SECTION.lightWeapons },
  {
    name: 'Flamethrower',
    class: 'light',
    range: 2,
    attacks: { kind: 'automatic' },
    strength: null,
    special: 'Automatically deals 1 damage to the target.',
    section: SECTION.lightWeapons,
  },
];

/** "Heavy weapons (-2" speed)". */
export const HEAVY_WEAPON_SPEED_PENALTY = 2;

export const HEAVY_WEAPONS: readonly WeaponRow[] = [
  { name: 'Chain gun', class: 'heavy', range: 10, attacks: fixed(10), strength: 1, section: SECTION.heavyWeapons },
  { name: 'Heavy laser', class: 'heavy', range: 40, attacks: fixed(5), strength: 3, section: SECTION.heavyWeapons },
  { name: 'Artillery', class: 'heavy', range: 15, attacks: { kind: 'rolled', notation: '3d6' }, strength: 2, section: SECTION.heavyWeapons },
];

export const WEAPON_TABLE: readonly WeaponRow[] = [...LIGHT_WEAPONS, ...HEAVY_WEAPONS];

export function weaponRow(name: WeaponName): WeaponRow {
  return WEAPON_TABLE.find((w) => w.name === name)!;
}

/** How the attacks column reads on a card: "6", "2D6", "auto". */
export function attacksText(a: Attacks): string {
  if (a.kind === 'fixed') return `${a.count}`;
  if (a.kind === 'rolled') return a.notation.toUpperCase();
  return 'auto (1 damage)';
}
