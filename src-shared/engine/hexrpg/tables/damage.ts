/** 3e. Damage: the weapons' damage, the d10 bands by skill level, the LUCK table, fists, grappling, ramming's numbers. */
import type { Hold } from './combat';

export type Band = 'minimal' | 'average' | 'maximal';
export const BANDS: readonly Band[] = ['minimal', 'average', 'maximal'];

/** 3e. "The table directly below indicates the damage each weapon can do." */
export const WEAPONS = [
  { weapon: 'nuclear-magnum', label: 'Nuclear magnum', minimal: 2, average: 4, maximal: 8 },
  { weapon: 'shotgun', label: 'Shotgun', minimal: 1, average: 3, maximal: 6 },
  { weapon: 'sabre', label: 'Sabre', minimal: 1, average: 3, maximal: 5 },
  { weapon: 'great-sword', label: 'Great sword', minimal: 2, average: 4, maximal: 7 },
  { weapon: 'dagger', label: 'Dagger', minimal: 1, average: 2, maximal: 4 },
  { weapon: 'projectile-dagger', label: 'Projectile Dagger', minimal: 1, average: 3, maximal: 5 },
  { weapon: 'switchblade', label: 'Switchblade', minimal: 1, average: 1, maximal: 2 },
  { weapon: 'projectile-switchblade', label: 'Projectile Switchblade', minimal: 1, average: 2, maximal: 3 },
  { weapon: 'bow', label: 'Bow and Arrow', minimal: 1, average: 3, maximal: 5 },
  { weapon: 'pistol', label: 'Pistol', minimal: 1, average: 2, maximal: 5 },
  { weapon: 'submachinegun', label: 'Submachinegun', minimal: 1, average: 3, maximal: 6 },
  { weapon: 'crossbow', label: 'Crossbow', minimal: 2, average: 4, maximal: 6 },
] as const;
export type WeaponId = (typeof WEAPONS)[number]['weapon'];
export const WEAPON_IDS = WEAPONS.map((w) => w.weapon) as [WeaponId, ...WeaponId[]];

/**
 * 3e. The d10 damage bands by skill level, as inclusive ranges (null: "-", no such band). `critical`: the d10
 * results that are a critical hit; `confirm`: for no level to 2nd level a 10 is rolled again and a critical needs this
 * second d10 range.
 */
export interface DamageBandRow {
  levels: readonly [number, number];
  label: string;
  minimal: readonly [number, number] | null;
  average: readonly [number, number] | null;
  maximal: readonly [number, number] | null;
  critical: readonly [number, number];
  confirm: readonly [number, number] | null;
}
export const DAMAGE_BANDS: readonly DamageBandRow[] = [
  { levels: [0, 0], label: 'no level', minimal: [1, 2], average: [3, 5], maximal: [6, 10], critical: [10, 10], confirm: [10, 10] },
  { levels: [1, 1], label: '1st level', minimal: [1, 2], average: [3, 5], maximal: [6, 10], critical: [10, 10], confirm: [7, 10] },
  { levels: [2, 2], label: '2nd level', minimal: [1, 2], average: [3, 5], maximal: [6, 10], critical: [10, 10], confirm: [4, 10] },
  { levels: [3, 3], label: '3rd level', minimal: [1, 1], average: [2, 4], maximal: [5, 9], critical: [10, 10], confirm: null },
  { levels: [4, 5], label: '4th-5th level', minimal: null, average: [1, 3], maximal: [4, 8], critical: [9, 10], confirm: null },
  { levels: [6, 7], label: '6th-7th level', minimal: null, average: [1, 2], maximal: [3, 7], critical: [8, 10], confirm: null },
  { levels: [8, 9], label: '8th-9th level', minimal: null, average: [1, 1], maximal: [2, 6], critical: [7, 10], confirm: null },
  { levels: [10, 10], label: '10th level', minimal: null, average: null, maximal: [1, 5], critical: [6, 10], confirm: null },
];

/** 3e. An NPC hits a player-character: the PC rolls against LUCK (the third row is missing: gaps.md #2). */
export const LUCK_TABLE = [
  { roll: '≤ 1/2 LUCK', band: 'minimal' as Band },
  { roll: '> 1/2 LUCK, ≤ LUCK', band: 'average' as Band },
] as const;

/** 3e. Bare fists by the attacker's MUSC (inclusive; 20+ has no top). */
export const FISTS: readonly { musc: readonly [number, number]; minimal: number; average: number; maximal: number }[] = [
  { musc: [1, 1], minimal: 0, average: 1, maximal: 2 },
  { musc: [2, 3], minimal: 1, average: 1, maximal: 2 },
  { musc: [4, 6], minimal: 1, average: 2, maximal: 3 },
  { musc: [7, 13], minimal: 1, average: 2, maximal: 4 },
  { musc: [14, 16], minimal: 1, average: 3, maximal: 4 },
  { musc: [17, 19], minimal: 1, average: 3, maximal: 5 },
  { musc: [20, Number.POSITIVE_INFINITY], minimal: 2, average: 3, maximal: 6 },
];

/** A grappling cell: the damage, and the hold it puts on the victim (null: none). */
export interface GrappleCell {
  damage: number;
  hold: Hold | null;
}
const c = (damage: number, hold: Hold | null = null): GrappleCell => ({ damage, hold });

/** 3e. Grappling by (attacker's MUSC+AGI) − (defender's MUSC+AGI); * minimal hold, x average, # maximal. */
export const GRAPPLING: readonly { diff: readonly [number, number]; minimal: GrappleCell; average: GrappleCell; maximal: GrappleCell }[] = [
  { diff: [Number.NEGATIVE_INFINITY, -10], minimal: c(0), average: c(0), maximal: c(1, 'minimal') },
  { diff: [-9, -4], minimal: c(0), average: c(0, 'minimal'), maximal: c(1, 'average') },
  { diff: [-3, -1], minimal: c(0, 'minimal'), average: c(0, 'average'), maximal: c(1, 'maximal') },
  { diff: [0, 3], minimal: c(0, 'minimal'), average: c(1, 'average'), maximal: c(2, 'maximal') },
  { diff: [4, 9], minimal: c(0, 'minimal'), average: c(1, 'average'), maximal: c(3, 'maximal') },
  { diff: [10, Number.POSITIVE_INFINITY], minimal: c(1, 'minimal'), average: c(2, 'average'), maximal: c(4, 'maximal') },
];

/** 3e. Damage from vehicles ramming: the formula's printed numbers. */
export const RAM_FORMULA = {
  swerveBase: 7,
  ownDriverAboard: -3,
  otherDriverAboard: 3,
  half: 0.5,
  otherHpFactor: 0.01,
  percentPerPoint: 10,
  automaticCriticals: 1,
} as const;

/** 3e. Dying: (LUCK − d100) × 15 minutes, at least 15; treated by medical level 1 ×2, level 2 ×3; level 3 cures. */
export const DYING = {
  die: '1d100',
  minutesPerPoint: 15,
  minimumMinutes: 15,
  treatmentWithinMinutes: 15,
  treatmentMultiplier: { 1: 2, 2: 3 } as Record<number, number>,
  cureLevel: 3,
  fightingDamageReal: 0.25,
} as const;
