import { z } from 'zod';
import type { Problem } from '../ruleset';
import { STAT_TABLE, TRAIT_NAMES } from './tables/drivers';
import { CAR_TYPES } from './tables/cars';
import { UPGRADE_NAMES } from './tables/upgrades';
import { WEAPON_NAMES } from './tables/weapons';

/**
 * Car designs, drivers and teams are plain JSON. The schemas check shape and the values the tables can give; the
 * rules (weapon slots, buy points, counts, duplicates) are checked by validate so that a half-finished car can still
 * be saved, derived and shown with its problems.
 */
export const CURRENT_DESIGN_VERSION = 1;

export const MOUNTINGS = ['fixed', 'turret'] as const;
export type Mounting = (typeof MOUNTINGS)[number];

export const mountedWeaponSchema = z.object({ weapon: z.enum(WEAPON_NAMES), mount: z.enum(MOUNTINGS) });
export type MountedWeapon = z.infer<typeof mountedWeaponSchema>;

export const carDesignSchema = z.object({
  version: z.literal(CURRENT_DESIGN_VERSION),
  name: z.string().trim().min(1).max(80),
  type: z.enum(CAR_TYPES),
  weapons: z.array(mountedWeaponSchema).max(6),
  upgrades: z.array(z.enum(UPGRADE_NAMES)).max(6),
  /** The D3 rolled for this car's upgrades ("Each car may take D3"); absent until rolled (gaps.md #15). */
  upgradeAllowance: z.number().int().min(1).max(3).optional(),
});
export type CarDesign = z.infer<typeof carDesignSchema>;

const values = (pick: (r: (typeof STAT_TABLE)[number]) => number) => STAT_TABLE.map(pick) as [number, ...number[]];
const oneOf = (allowed: number[], what: string) =>
  z
    .number()
    .int()
    .refine((v) => allowed.includes(v), { message: `${what} must be one of ${allowed.join(', ')} (Drivers › Stat table)` });

export const driverSchema = z.object({
  name: z.string().trim().min(1).max(80),
  initiative: oneOf(
    values((r) => r.initiative),
    'Initiative',
  ),
  /** The bravery test target: 5 means "5+". */
  bravery: oneOf(
    values((r) => r.bravery),
    'Bravery',
  ),
  aim: oneOf(
    values((r) => r.aim),
    'Aim',
  ),
  /** The skill test target: 4 means "4+". */
  skill: oneOf(
    values((r) => r.skill),
    'Skill',
  ),
  traits: z.array(z.enum(TRAIT_NAMES)).max(6),
  /** The D3-1 rolled for this driver's traits; absent with a fixed number or before rolling (gaps.md #16). */
  traitAllowance: z.number().int().min(0).max(2).optional(),
});
export type Driver = z.infer<typeof driverSchema>;

export const teamCarSchema = z.object({ design: carDesignSchema, driver: driverSchema });
export type TeamCar = z.infer<typeof teamCarSchema>;

export const teamSchema = z.object({
  name: z.string().trim().min(1).max(80),
  cars: z.array(teamCarSchema).max(12),
});
export type Team = z.infer<typeof teamSchema>;

/** A legal starting point for the editor: a Standard with two fixed machine guns and no upgrades yet. */
export function newCarDesign(name: string): CarDesign {
  return {
    version: CURRENT_DESIGN_VERSION,
    name,
    type: 'Standard',
    weapons: [
      { weapon: 'Machine gun', mount: 'fixed' },
      { weapon: 'Machine gun', mount: 'fixed' },
    ],
    upgrades: [],
  };
}

/** The middle row for every stat: 2 points each, the 8 points spent, and a value the stat table can roll. */
export function newDriver(name: string): Driver {
  const middle = STAT_TABLE[1]!;
  return { name, initiative: middle.initiative, bravery: middle.bravery, aim: middle.aim, skill: middle.skill, traits: [] };
}

/** Migrate an older saved design, or refuse one from the future, with the words of the schema. */
export function upgradeDesign(raw: unknown): { ok: true; design: CarDesign } | { ok: false; problems: Problem[] } {
  const version = raw && typeof raw === 'object' ? (raw as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && version > CURRENT_DESIGN_VERSION)
    return {
      ok: false,
      problems: [
        {
          path: ['version'],
          code: 'future-version',
          message: `This design is version ${version}; this Pitwall reads up to ${CURRENT_DESIGN_VERSION}.`,
          rule: 'Pitwall',
        },
      ],
    };
  const parsed = carDesignSchema.safeParse(raw);
  if (parsed.success) return { ok: true, design: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => ({
      path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      code: 'schema',
      message: i.message,
      rule: 'Pitwall',
    })),
  };
}
