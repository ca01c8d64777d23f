/**
 * A car of the league (gaps.md #6, #10, #23): its wear points per component, body and tyre armour, an optional turret
 * with its armour, ramplate, targeting computers, gunner, crew armour, weapons with their mounting and dropped weapons
 * with their facing. The schema checks the shape; `validate` (validate.ts) the league's limits; `derive` what follows.
 */
import { z } from 'zod';
import type { RacecombatSettings } from './settings';
import { DROPPED_WEAPON_NAMES } from './tables/dropped';
import { COMPONENTS, type Component, FACINGS, WEAPON_NAMES } from './tables/weapons';

export const DESIGN_VERSION = 1;

const id = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'An id is a camelCase word, e.g. “frontMg”' });
const points = (max: number) => z.number().int().min(0).max(max);

export const weaponMountSchema = z
  .object({
    id,
    weapon: z.enum(WEAPON_NAMES, { error: `A weapon is one of ${WEAPON_NAMES.join(', ')}` }),
    /** The arc it fires into, or the turret (360°, Combat › Fire arcs). */
    mount: z.enum([...FACINGS, 'turret'], { error: 'A weapon is mounted front, left, right, rear or in the turret' }),
  })
  .strict();

export const droppedMountSchema = z
  .object({
    id,
    weapon: z.enum(DROPPED_WEAPON_NAMES, { error: `A dropped weapon is one of ${DROPPED_WEAPON_NAMES.join(', ')}` }),
    /** "A dropped weapon facing backwards is placed in the square behind" (Dropped weapons). */
    facing: z.enum(FACINGS, { error: 'A dropped weapon faces front, left, right or rear' }),
  })
  .strict();

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    name: z.string().trim().min(1, { error: 'A car needs a name' }).max(60),
    wearPoints: z.object(Object.fromEntries(COMPONENTS.map((c) => [c, points(60)])) as Record<Component, ReturnType<typeof points>>).strict(),
    bodyArmour: points(60),
    tyreArmour: points(60),
    /** null: no turret. */
    turret: z
      .object({ armour: points(60) })
      .strict()
      .nullable(),
    ramplate: z.boolean(),
    /** "Both a gunner and driver must have a targeting computer to gain the effects" (gaps.md #14). */
    targetingComputer: z.object({ driver: z.boolean(), gunner: z.boolean() }).strict(),
    gunner: z.boolean(),
    /** "Each driver or gunner has 2 hits (plus armour)" (gaps.md #10). */
    crewArmour: z.object({ driver: points(10), gunner: points(10) }).strict(),
    weapons: z.array(weaponMountSchema).max(12),
    dropped: z.array(droppedMountSchema).max(8),
  })
  .strict();
export type CarDesign = z.infer<typeof designSchema>;
export type WeaponMount = z.infer<typeof weaponMountSchema>;
export type DroppedMount = z.infer<typeof droppedMountSchema>;

/** Refuses a design from a later version of Pitwall rather than reading it wrong. */
export function upgradeDesign(raw: unknown): CarDesign {
  const v = (raw as { version?: unknown } | null)?.version;
  if (typeof v === 'number' && v > DESIGN_VERSION)
    throw new RangeError(`This car was saved by a later Pitwall (design version ${v}; this one reads ${DESIGN_VERSION}).`);
  return designSchema.parse(raw);
}

/**
 * A new car, as the Teams screen adds one and the duel's stock car: the league's wear points of a new car (house rule,
 * gaps.md #6) and nothing bought, legal under every budget.
 */
export function newCarDesign(name: string, settings: Pick<RacecombatSettings, 'wearPoints'>): CarDesign {
  return {
    version: DESIGN_VERSION,
    name,
    wearPoints: { ...settings.wearPoints },
    bodyArmour: 0,
    tyreArmour: 0,
    turret: null,
    ramplate: false,
    targetingComputer: { driver: false, gunner: false },
    gunner: false,
    crewArmour: { driver: 0, gunner: 0 },
    weapons: [],
    dropped: [],
  };
}
