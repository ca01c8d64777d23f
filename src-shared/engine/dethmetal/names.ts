/**
 * Vocabulary shared by the Dethmetal car, driver, match and campaign modules (Part I, Talents and Quirks).
 * The tables with the rules text live in driver/; these are only the names, so match/ and campaign/
 * can refer to a talent without importing the driver tables.
 */
export const DRIVING_TALENTS = ['Texas Steer', 'Smooth Driver', 'Dog-sledder', 'Big foot', 'Autobahn', 'Adept'] as const;
export const GUNNERY_TALENTS = ['Crack shot', 'Marksman', 'Gunslinger', 'Eagle eyes', 'Rapid-Fire', 'Frosty'] as const;
export const TOUGHNESS_AGILITY_TALENTS = ['Ardent', 'Ornery', 'Stable', 'Quick draw', 'Sharp-witted', 'Impetuous'] as const;
export const GENERAL_TALENTS = ['Pro', 'Mechanic', 'Tinkerer', 'Face', 'Iron-man', 'Bail-Out!'] as const;

export type DrivingTalent = (typeof DRIVING_TALENTS)[number];
export type GunneryTalent = (typeof GUNNERY_TALENTS)[number];
export type ToughnessAgilityTalent = (typeof TOUGHNESS_AGILITY_TALENTS)[number];
export type GeneralTalent = (typeof GENERAL_TALENTS)[number];
export type TalentName = DrivingTalent | GunneryTalent | ToughnessAgilityTalent | GeneralTalent;
export const ALL_TALENTS: readonly TalentName[] = [...DRIVING_TALENTS, ...GUNNERY_TALENTS, ...TOUGHNESS_AGILITY_TALENTS, ...GENERAL_TALENTS];

/** Quirk table (2d6). "Heart condition" appears at 4 and 10 with the same effect; it is one quirk. */
export const QUIRKS = ['Stupid', 'Heart condition', 'Arthritic', 'Head injury', 'Combat fatigue', 'Poor health', 'Eye problem', 'Unhinged'] as const;
export type QuirkName = (typeof QUIRKS)[number];

export const TRAITS = ['driving', 'gunnery', 'initiative', 'toughness'] as const;
export type TraitName = (typeof TRAITS)[number];
