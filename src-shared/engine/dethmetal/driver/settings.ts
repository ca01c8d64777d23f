import { z } from 'zod';
import type { HouseRuleDef } from '../../ruleset';

/**
 * League settings for Part I (Drivers) and the driver parts of Part VI. Each is a gaps.md resolution that a
 * league could reasonably decide differently; the default is always the gaps.md proposal.
 */
function houseRule<T>(def: HouseRuleDef<T>): HouseRuleDef<T> {
  return def;
}

const traitCap = houseRule({
  key: 'traitCap',
  label: 'Trait maximum',
  cites: 'Part I › Traits and Skills; Advancement roll 7 (gaps.md #9)',
  description:
    'Highest permanent value a trait can reach. A "+1 Trait point" that lands on a trait already at the maximum is re-rolled on the 1d6 trait table.',
  schema: z.int().min(1).max(12),
  default: 6,
});

const permanentTraitFloor = houseRule({
  key: 'permanentTraitFloor',
  label: 'Lowest trait after quirk penalties',
  cites: 'Part I › Quirks (gaps.md #9)',
  description: 'Permanent penalties (quirks) cannot take a trait below this value. Temporary penalties (fatigue, flesh wounds) can still take it to 0.',
  schema: z.int().min(0).max(3),
  default: 1,
});

const levelsPastNine = houseRule({
  key: 'levelsPastNine',
  label: 'Levels past 9',
  cites: 'Part I › Experience points → Level (gaps.md #10)',
  description:
    'The printed table stops at level 9 (66-82 XP). Continue the pattern: each band is 2 XP wider than the last, level L from (L−1)²+2 XP, no cap. Stop at 9: level 9 is the last level.',
  options: { 'continue-pattern': 'Continue the pattern', 'stop-at-9': 'Stop at 9' },
  schema: z.enum(['continue-pattern', 'stop-at-9']),
  default: 'continue-pattern' as const,
});

const mechanicSkillMax = houseRule({
  key: 'mechanicSkillMax',
  label: 'Mechanic talent: highest repair skill',
  cites: 'Part I › General Talents › Mechanic (gaps.md #7)',
  description: 'Mechanic may be taken again (3 → 4 → 5 ...) up to this skill; once there, rolling Mechanic again is re-rolled like any other duplicate talent.',
  schema: z.int().min(3).max(12),
  default: 6,
});

const quirkBonusesStack = houseRule({
  key: 'quirkBonusesStack',
  label: 'Quirk-check bonuses stack',
  cites: 'Part I › Quirks; Stable; Sponsor effect table › Medical services, Cloning services (gaps.md #18)',
  description: 'On: Stable, Medical services and Cloning services each add +1 to the quirk toughness check. Off: the best single bonus applies.',
  schema: z.boolean(),
  default: true,
});

const secondQuirkPenalty = houseRule({
  key: 'secondQuirkPenalty',
  label: 'Second occurrence of a trait quirk',
  cites: 'Part I › Quirks › Arthritic, Head injury, Poor health, Eye problem (gaps.md #19)',
  description:
    'The −2 is the total: the printed −2 is the total penalty (the second occurrence adds a further −1). The −2 is added: the second occurrence adds −2 to the first −1 (total −3).',
  options: { total: 'The −2 is the total', additional: 'The −2 is added' },
  schema: z.enum(['total', 'additional']),
  default: 'total' as const,
});

const thirdQuirkOccurrence = houseRule({
  key: 'thirdQuirkOccurrence',
  label: 'Third occurrence of a quirk',
  cites: 'Part I › Quirks (gaps.md #19)',
  description:
    'Benched, then retired: the competitor may not be used for the rest of the season and retires at its end. As the second: nothing beyond the second occurrence’s effects.',
  options: { 'bench-and-retire': 'Benched, then retired', 'as-second': 'As the second' },
  schema: z.enum(['bench-and-retire', 'as-second']),
  default: 'bench-and-retire' as const,
});

const stupidUnhingedRetire = houseRule({
  key: 'stupidUnhingedRetire',
  label: 'Stupid / Unhinged twice: retire at season end',
  cites: 'Part I › Quirks › Stupid, Unhinged (gaps.md #20)',
  description:
    'The book only says the competitor may not be used for the rest of the season. On: he is also force-retired at season end, like the other second-occurrence quirks.',
  schema: z.boolean(),
  default: true,
});

const fatigueForGunners = houseRule({
  key: 'fatigueForGunners',
  label: 'Gunners gain fatigue',
  cites: 'Part VI › Driver fatigue (gaps.md #70)',
  description: 'The book says "every driver". On: gunners who took part in a heat gain fatigue exactly like drivers.',
  schema: z.boolean(),
  default: true,
});

export const driverSettingsSchema = z.object({
  traitCap: traitCap.schema.default(traitCap.default),
  permanentTraitFloor: permanentTraitFloor.schema.default(permanentTraitFloor.default),
  levelsPastNine: levelsPastNine.schema.default(levelsPastNine.default),
  mechanicSkillMax: mechanicSkillMax.schema.default(mechanicSkillMax.default),
  quirkBonusesStack: quirkBonusesStack.schema.default(quirkBonusesStack.default),
  secondQuirkPenalty: secondQuirkPenalty.schema.default(secondQuirkPenalty.default),
  thirdQuirkOccurrence: thirdQuirkOccurrence.schema.default(thirdQuirkOccurrence.default),
  stupidUnhingedRetire: stupidUnhingedRetire.schema.default(stupidUnhingedRetire.default),
  fatigueForGunners: fatigueForGunners.schema.default(fatigueForGunners.default),
});

export type DriverSettings = z.infer<typeof driverSettingsSchema>;

/** Every driver house rule; each `key` is the field of the same name in `driverSettingsSchema`. */
export const driverHouseRules: readonly HouseRuleDef[] = [
  traitCap,
  permanentTraitFloor,
  levelsPastNine,
  mechanicSkillMax,
  quirkBonusesStack,
  secondQuirkPenalty,
  thirdQuirkOccurrence,
  stupidUnhingedRetire,
  fatigueForGunners,
];

export function defaultDriverSettings(): DriverSettings {
  return driverSettingsSchema.parse({});
}
