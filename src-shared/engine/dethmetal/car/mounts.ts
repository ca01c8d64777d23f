import type { MountType } from './weapons';

/** Part II › Weapon mounts: "fixed by default, but can be made to swivel up to 180-dg or even as a 360-dg turret". */
export const MOUNT_ARCS = ['fixed', 'swivel', 'turret'] as const;
export type MountArc = (typeof MOUNT_ARCS)[number];

/**
 * The six hex-side directions, clockwise from the front. Named by the smoke-launcher rule (Part II, under the weapon
 * table); gaps.md #28 uses them for every mount's facing.
 */
export const FACINGS = ['front', 'right-front', 'right-rear', 'rear', 'left-rear', 'left-front'] as const;
export type Facing = (typeof FACINGS)[number];

/** Part II › Weapon mounts table, in DP. "Heavy Δ": a heavy mount is a Δ item (adds 1 weight, gaps.md #22). */
export const MOUNT_DP = {
  light: { fixed: 6, swivel: 9, turret: 15 },
  heavy: { fixed: 9, swivel: 12, turret: 18 },
  rocket: { fixed: 3, swivel: 6, turret: 12 },
} as const satisfies Record<Exclude<MountType, 'special'>, Record<MountArc, number>>;

export const HEAVY_MOUNT_TYPES: readonly MountType[] = ['heavy'];

/** The rulebook prints no Special row; the cost is a house rule (gaps.md #27), passed in from the settings. */
export type SpecialMountDp = Record<MountArc, number>;

export function mountDp(type: MountType, arc: MountArc, special: SpecialMountDp): number {
  return type === 'special' ? special[arc] : MOUNT_DP[type][arc];
}

/**
 * The hex-side arcs a mount can fire into (gaps.md #28): a fixed mount its facing's 60°; a swivel its facing and the
 * two neighbouring arcs (180°); a turret all six.
 */
export function firingArcs(arc: MountArc, facing: Facing): Facing[] {
  if (arc === 'turret') return [...FACINGS];
  const i = FACINGS.indexOf(facing);
  if (arc === 'fixed') return [facing];
  return [FACINGS[(i + 5) % 6]!, facing, FACINGS[(i + 1) % 6]!];
}
