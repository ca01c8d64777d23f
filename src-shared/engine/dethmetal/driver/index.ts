/** Dethmetal drivers: rulebook Part I and the driver parts of Part VI (post-match fatigue, retirements). */
export { driverHouseRules, driverSettingsSchema, defaultDriverSettings, type DriverSettings } from './settings';
export {
  driverSchema,
  traitsSchema,
  seasonFlagSchema,
  newDriver,
  talentCount,
  quirkOccurrences,
  STARTING_TRAIT,
  FATIGUE_TRAITS,
  type Driver,
  type Traits,
  type SeasonFlag,
  type FatigueTrait,
} from './model';
export {
  XP_LEVEL_TABLE,
  EXPERIENCE_EVENTS,
  levelForXp,
  minXpForLevel,
  xpToNextLevel,
  xpForMatch,
  type ExperienceEventKey,
  type MatchExperience,
  type XpAward,
} from './experience';
export { ADVANCEMENT_TABLE, TRAIT_ADVANCE_TABLE, TRAIT_LABELS, type AdvancementCategory } from './advancement-tables';
export {
  TALENT_TABLES,
  TALENT_TEXT,
  REPEATABLE_TALENT,
  MECHANIC_BASE_SKILL,
  mechanicSkill,
  type TalentTableKey,
  type TalentTable,
  type TalentRow,
} from './talents';
export { QUIRK_TABLE, QUIRK_RULES, QUIRK_TEXT, quirkTraitPenalty, heartConditionMissOn, type QuirkRule } from './quirks';
export { effectiveTraits, FLESH_WOUND_TRAITS, type EffectiveTraits, type EffectiveTrait, type TraitContribution } from './effective';
export {
  advancementRoll,
  applyLevelUps,
  type AdvancementAnswer,
  type AdvancementChoice,
  type AdvancementGain,
  type AdvancementResult,
  type LevelUpResult,
} from './advancement';
export { sufferInjury, healFleshWound, type Injury, type InjuryEffect } from './wounds';
export { FATIGUE_TABLE, gainFatigue, restFatigue, type FatigueResult, type CrewRole } from './fatigue';
export {
  quirkCheck,
  gainQuirk,
  correctQuirk,
  type QuirkBonus,
  type QuirkCheckContext,
  type QuirkCheckResult,
  type QuirkGained,
} from './quirk-check';
export {
  canBeUsedInMatch,
  preMatchRolls,
  inMatchQuirkRolls,
  endSeason,
  type Availability,
  type Unavailable,
  type PreMatchResult,
  type InMatchQuirkRoll,
  type SeasonEndResult,
} from './availability';
export { driverPostMatch, clearMatchState, type DriverMatchReport, type DriverPostMatchResult } from './post-match';
export { validateDriver } from './validate';
export { driverSheetFields, driverRulesText, type RulesTextEntry } from './sheet';
export { suggestDriverName, FIRST_NAMES, SURNAMES, NICKNAMES, NICKNAME_ONE_IN } from './names';
