import { z } from 'zod';
import type { Problem } from '../../ruleset';
import { FITTED_ITEMS } from './fitted-items';
import { FACINGS, MOUNT_ARCS } from './mounts';
import { ADJUSTABLE_HEIGHTS, SUSPENSION_TWEAKS } from './suspension';
import { TIRE_TYPES, TREADS } from './tires';
import { MOUNT_TYPES, WEAPON_NAMES } from './weapons';

/**
 * A car design is plain JSON. The schema checks shape and ranges only; the rules (budget, armor arcs, mounts, …) are
 * checked by validateCar so that a half-finished design can still be saved, derived and shown with its problems.
 */
export const CURRENT_CAR_DESIGN_VERSION = 1;

const count = (max: number) => z.number().int().min(0).max(max);

export const carMountSchema = z.object({
  type: z.enum(MOUNT_TYPES),
  arc: z.enum(MOUNT_ARCS),
  /** Where a fixed mount points, or the middle of a swivel's 180°; a turret ignores it (gaps.md #28). */
  facing: z.enum(FACINGS),
  /** Weapons are bought with money and may be moved between matching mounts between matches (gaps.md #25). */
  weapon: z.enum(WEAPON_NAMES).nullable(),
  /** Mounts with the same link name are linked: identical weapons on identical mounts fire as one (Part III). */
  link: z.string().min(1).max(40).optional(),
  /** What was paid for a found or tinkered weapon, whose price is rolled (World Trade / Tinkering tables). */
  weaponPriceK: z.number().min(0).max(10_000).optional(),
});

export const carFittedItemSchema = z.object({
  item: z.enum(FITTED_ITEMS),
  /** Super efficient injectors: the 1d3 fuel points rolled when it was found (gaps.md #75). */
  bonusFuelPoints: z.number().int().min(1).max(3).optional(),
  priceK: z.number().min(0).max(10_000).optional(),
});

export const carDesignSchema = z.object({
  version: z.literal(CURRENT_CAR_DESIGN_VERSION),
  name: z.string().trim().min(1).max(80),
  /** 60 DP, or 75 DP by taking the overhead penalty (Part II › Design Points). */
  budget: z.union([z.literal(60), z.literal(75)]),
  enginePower: count(2000),
  /** Suspension strength ("suspension weight" in Part II › Handling). */
  suspension: count(2000),
  fuelCapacity: count(8000),
  toughness: count(4),
  armor: z.object({ front: count(500), back: count(500), left: count(500), right: count(500) }),
  mounts: z.array(carMountSchema).max(24),
  components: z.object({
    /** One per crew position: the driver, plus the gunner if there is a gunner station. */
    armoredCrewSeats: count(2),
    selfSealingFuelTank: z.boolean(),
    gunnerStation: z.boolean(),
    wheelGuards: z.boolean(),
    /** The adjusted height picked at construction, and the setting in use (chosen before each heat, gaps.md #32). */
    adjustableSuspension: z.object({ height: z.enum(ADJUSTABLE_HEIGHTS), setting: z.enum(['normal', 'adjusted']) }).nullable(),
  }),
  tires: z.object({
    type: z.enum(TIRE_TYPES),
    tread: z.enum(TREADS),
    /** Rare tires from the World Trade Table: "full bonuses but no penalties at all" (gaps.md #74). */
    rare: z.boolean(),
    /** What was paid for rare tires, whose price is rolled ("As type x2 cost + 2d6k"). */
    priceK: z.number().min(0).max(10_000).optional(),
  }),
  gearing: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  suspensionTweaks: z.array(z.enum(SUSPENSION_TWEAKS)).max(SUSPENSION_TWEAKS.length),
  fittedItems: z.array(carFittedItemSchema).max(16),
});

export type CarDesign = z.infer<typeof carDesignSchema>;
export type CarMount = z.infer<typeof carMountSchema>;
export type CarFittedItem = z.infer<typeof carFittedItemSchema>;

const FORMAT_RULE = 'Pitwall car design format';

/** Validate a saved design; refuse one written by a newer Pitwall rather than guess at fields it does not know. */
export function upgradeDesign(raw: unknown): { ok: true; design: CarDesign } | { ok: false; problems: Problem[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [{ path: [], code: 'not-a-design', message: 'This is not a car design (expected a JSON object).', rule: FORMAT_RULE }] };
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > CURRENT_CAR_DESIGN_VERSION) {
    return {
      ok: false,
      problems: [
        {
          path: ['version'],
          code: 'future-version',
          message: `This design was saved by a newer version of Pitwall (design version ${version}; this version reads up to ${CURRENT_CAR_DESIGN_VERSION}). Update Pitwall to open it.`,
          rule: FORMAT_RULE,
        },
      ],
    };
  }
  const parsed = carDesignSchema.safeParse(raw);
  if (parsed.success) return { ok: true, design: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      code: 'invalid-design',
      message: `${issue.path.length ? issue.path.join('.') : 'design'}: ${issue.message}`,
      rule: FORMAT_RULE,
    })),
  };
}
