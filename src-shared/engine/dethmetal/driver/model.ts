import { z } from 'zod';
import { ALL_TALENTS, QUIRKS, TRAITS, type QuirkName, type TalentName, type TraitName } from '../names';

/** Part I › Traits and Skills: "all of a competitor's traits start at rank 3". */
export const STARTING_TRAIT = 3;

/** Part VI › Driver fatigue: the traits a fatigue point can reduce (toughness never). */
export const FATIGUE_TRAITS = ['initiative', 'driving', 'gunnery'] as const;
export type FatigueTrait = (typeof FATIGUE_TRAITS)[number];

const rank = z.int().min(0);

export const traitsSchema = z.object({
  driving: rank,
  gunnery: rank,
  initiative: rank,
  toughness: rank,
});
export type Traits = z.infer<typeof traitsSchema>;

/**
 * Something a quirk's second (or third) occurrence imposes until the end of the season: being barred from
 * matches, or a forced retirement when the season ends. Kept with the occurrence that caused it, so that a
 * Medical-Tech correction can lift exactly what that occurrence imposed (gaps.md #19).
 */
export const seasonFlagSchema = z.object({
  kind: z.enum(['barred', 'retires']),
  quirk: z.enum(QUIRKS),
  occurrence: z.int().min(2),
  /** For 'barred': talents not used during a match (Face, Tinkerer, ...) still work (Arthritic, Eye problem). */
  offMatchTalentsUsable: z.boolean(),
  rule: z.string(),
});
export type SeasonFlag = z.infer<typeof seasonFlagSchema>;

export const driverSchema = z.object({
  name: z.string().trim().min(1),
  /** Permanent ranks: 3 plus "+1 Trait point" advancements. Quirks, fatigue and wounds apply on top (effective.ts). */
  traits: traitsSchema,
  xp: z.int().min(0),
  /** The level whose advancement roll has been made; applyLevelUps brings it up to levelForXp(xp). */
  level: z.int().min(1),
  talents: z.array(z.object({ name: z.enum(ALL_TALENTS), count: z.int().min(1) })),
  quirks: z.array(z.object({ name: z.enum(QUIRKS), occurrences: z.int().min(1) })),
  /** One entry per fatigue point: the trait it reduces, rolled when gained (gaps.md #70). */
  fatigue: z.array(z.enum(FATIGUE_TRAITS)),
  /** Ardent has ignored a point since the competitor last rested (gaps.md #70). */
  ardentSpent: z.boolean(),
  /** State that lasts one match (flesh wounds last until its end, gaps.md #51). */
  match: z.object({
    fleshWounds: z.int().min(0),
    /** Every wound and out-of-action result suffered this match, including any Ornery ignored. */
    woundsSuffered: z.int().min(0),
    /** Went out of action (killed, gaps.md #52): to be cloned and to make the quirk check after the match. */
    outOfAction: z.boolean(),
    /** Heart condition struck before the match (gaps.md #21). */
    missesMatch: z.boolean(),
  }),
  seasonFlags: z.array(seasonFlagSchema),
  retired: z.boolean(),
});
export type Driver = z.infer<typeof driverSchema>;

export function newDriver(name: string): Driver {
  return driverSchema.parse({
    name,
    traits: Object.fromEntries(TRAITS.map((t) => [t, STARTING_TRAIT])),
    xp: 0,
    level: 1,
    talents: [],
    quirks: [],
    fatigue: [],
    ardentSpent: false,
    match: { fleshWounds: 0, woundsSuffered: 0, outOfAction: false, missesMatch: false },
    seasonFlags: [],
    retired: false,
  });
}

export function talentCount(driver: Driver, talent: TalentName): number {
  return driver.talents.find((t) => t.name === talent)?.count ?? 0;
}

export function quirkOccurrences(driver: Driver, quirk: QuirkName): number {
  return driver.quirks.find((q) => q.name === quirk)?.occurrences ?? 0;
}

export function withTalentAdded(driver: Driver, talent: TalentName): Driver {
  const count = talentCount(driver, talent);
  const talents =
    count === 0 ? [...driver.talents, { name: talent, count: 1 }] : driver.talents.map((t) => (t.name === talent ? { ...t, count: count + 1 } : t));
  return { ...driver, talents };
}

export function withTraitRaised(driver: Driver, trait: TraitName): Driver {
  return { ...driver, traits: { ...driver.traits, [trait]: driver.traits[trait] + 1 } };
}
