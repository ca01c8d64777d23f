import { SECTION } from '../sections';
import { type D8Roll, d8 } from './dice';

export type Collision = 'crash' | 'headOn' | 'side' | 'shunt';

export interface CollisionRow {
  collision: Collision;
  name: string;
  /** Who takes damage, as printed. */
  takes: string;
  /** The share of the damage the rammer takes (1 full, 0.5 half rounded down); a crash has no rammer. */
  rammerShare: 1 | 0.5 | null;
  /** The RV, as printed. */
  rv: string;
}

/** Crashing and ramming: who takes damage and the relative velocity, by collision. */
export const COLLISIONS: readonly CollisionRow[] = [
  { collision: 'crash', name: 'Crash', takes: 'Vehicle: full damage', rammerShare: null, rv: "vehicle's speed" },
  { collision: 'headOn', name: 'Head-On Ram', takes: 'Both vehicles: full damage', rammerShare: 1, rv: 'sum of speeds' },
  { collision: 'side', name: 'Side Ram', takes: 'Target: full damage; Rammer: half damage (round down fractions)', rammerShare: 0.5, rv: "rammer's speed" },
  { collision: 'shunt', name: 'Shunt Ram', takes: 'Target: full damage; Rammer: half damage', rammerShare: 0.5, rv: 'fastest speed minus slowest' },
];

export const collisionRow = (c: Collision): CollisionRow => COLLISIONS.find((r) => r.collision === c)!;

export interface CrashDamageRow {
  /** The RV of the row; the last is "18+". */
  rv: number;
  damage: D8Roll;
  driverStunned: boolean;
}

/** Crashing and ramming › Crash/ram damage table, RV 1 to 18+. */
export const CRASH_DAMAGE_TABLE: readonly CrashDamageRow[] = [
  ...[-2, -1, 0, 1, 2, 3, 4].map((mod, i) => ({ rv: i + 1, damage: d8(1, mod), driverStunned: false })),
  ...[0, 1, 2, 3, 4].map((mod, i) => ({ rv: i + 8, damage: d8(2, mod), driverStunned: false })),
  ...[0, 1, 2, 3, 4].map((mod, i) => ({ rv: i + 13, damage: d8(3, mod), driverStunned: i + 13 >= 14 })),
  { rv: 18, damage: d8(4), driverStunned: true },
];

export function crashDamageRow(rv: number): CrashDamageRow {
  if (!Number.isInteger(rv) || rv < 1) throw new RangeError(`The crash/ram damage table is read by an RV of 1 or more, not ${rv} (${SECTION.crashTable}).`);
  return CRASH_DAMAGE_TABLE[Math.min(rv, 18) - 1]!;
}
