/**
 * The race-combat variant as a ruleset module (../ruleset.ts): what the core reaches through the registry. A car is
 * its design (design.ts: wear points shared out, armour, turret, ramplate, targeting computers, gunner, weapons and
 * dropped weapons), checked against the league's house rules (validate.ts); a person is a driver or a gunner, a name
 * (the source rolls nothing for either: gaps.md #10, #23). No money, no campaign, no step between races; a meeting is
 * one or more races, each car's driver placed (declaration.ts).
 */
import { z } from 'zod';
import type { StandingsConfig } from '../core/standings';
import { configuredStandings, leagueStandingsSchema } from '../core/standingsConfig';
import type { PersonModule, Problem, Ruleset, SheetField, SlotLimit } from '../ruleset';
import { racecombatDeclaration } from './declaration';
import { type CarDesign, DESIGN_VERSION, designSchema, upgradeDesign } from './design';
import { SECTION, withGap } from './sections';
import { defaultRacecombatSettings, type RacecombatSettings, racecombatHouseRules, racecombatSettingsSchema } from './settings';
import { rcTableDef } from './table/def';
import { RACECOMBAT_TABLES } from './tables';
import { CREW } from './tables/combat';
import { COMPONENT_LABELS, COMPONENTS } from './tables/weapons';
import { type DerivedCar, derive, validate } from './validate';

/** The declaration's table (points per place 10-8-6-5-4-3-2-1, its tie-breakers) is the default (gaps.md #24). */
const DEFAULT_STANDINGS = racecombatDeclaration.standings as StandingsConfig;

/** The house rules, and the league's own drivers'/teams' standings over the defaults above (the core's override). */
const leagueSettingsSchema = racecombatSettingsSchema.safeExtend({
  standings: leagueStandingsSchema(DEFAULT_STANDINGS, racecombatDeclaration.stats).optional(),
});
export type RacecombatLeagueSettings = RacecombatSettings & { standings?: z.infer<typeof leagueSettingsSchema>['standings'] };

export const PERSON_KINDS = ['driver', 'gunner'] as const;

/**
 * A driver or a gunner: a name and which of the two. "Each driver or gunner has 2 hits (plus armour)" (Combat ›
 * Driver/Gunner): the hits are the match's, the armour the car's (design.crewArmour), so nothing else is kept.
 */
export const racecombatPersonSchema = z
  .object({
    kind: z.enum(PERSON_KINDS, { error: 'A person is a driver or a gunner' }).default('driver'),
    name: z.string().trim().min(1, { error: 'A person needs a name' }).max(60, { error: 'A name is at most 60 characters' }),
  })
  .strict();
export type RacecombatPerson = z.output<typeof racecombatPersonSchema>;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function carSheetFields(design: CarDesign, derived: DerivedCar): SheetField[] {
  const wear = withGap(SECTION.damageEffects, 6);
  return [
    ...COMPONENTS.map((k) => ({ label: COMPONENT_LABELS[k], value: `${design.wearPoints[k]} wear points`, rule: wear })),
    { label: 'Wear points', value: `${derived.wearPointTotal} shared out`, rule: wear },
    { label: 'Body armour', value: String(design.bodyArmour), rule: SECTION.body },
    { label: 'Tyre armour', value: String(design.tyreArmour), rule: SECTION.tyres },
    { label: 'Turret', value: design.turret ? `armour ${design.turret.armour}` : 'none', rule: SECTION.turret },
    { label: 'Ramplate', value: yesNo(design.ramplate), rule: SECTION.ramDamage },
    {
      label: 'Targeting computers',
      value: `driver ${yesNo(design.targetingComputer.driver)}, gunner ${yesNo(design.targetingComputer.gunner)}`,
      rule: withGap(SECTION.gunners, 14),
    },
    { label: 'Gunner', value: design.gunner ? 'yes: two attacks a turn' : 'no: one attack a turn', rule: SECTION.gunners },
    {
      label: 'Crew hits',
      value: `driver ${derived.crewHits.driver}${derived.crewHits.gunner === null ? '' : `, gunner ${derived.crewHits.gunner}`} (${CREW.hits} plus armour)`,
      rule: withGap(SECTION.crew, 10),
    },
    ...derived.weapons.map((w) => ({
      label: w.label,
      value: `${w.arc}, damage ${w.damage}, ${w.ammunition} loads, ${w.rangeInches} inches`,
      rule: withGap(SECTION.body, 5),
    })),
    ...derived.dropped.map((d) => ({
      label: d.label,
      value: `dropped ${d.facing}, ${d.ammunition} loads${d.avoid === null ? '' : `, avoid on ${d.avoid}+`}`,
      rule: SECTION.dropped,
    })),
    { label: 'Equipment', value: `${derived.cost} points`, rule: withGap(SECTION.league, 23) },
  ];
}

/**
 * Who a car seats beyond its driver: a gunner only where the design carries one ("A gunner means that the vehicle may
 * fire another weapon (or set) at any time in the turn", Combat › Gunners; the gunner is bought, gaps.md #23). The core's
 * crew check refuses a gunner seated in a car built without one, and a design that drops the gunner while one sits there.
 */
export function carSlotLimits(design: CarDesign): SlotLimit[] {
  return design.gunner ? [] : [{ slot: 'carGunner', max: 0, why: `${design.name} is built without a gunner`, rule: SECTION.gunners, path: ['gunner'] }];
}

const upgrade = (raw: unknown): { ok: true; design: CarDesign } | { ok: false; problems: Problem[] } => {
  try {
    return { ok: true, design: upgradeDesign(raw) };
  } catch (e) {
    return { ok: false, problems: [{ path: ['version'], code: 'design.version', message: (e as Error).message, rule: 'Pitwall' }] };
  }
};

export const racecombatPerson: PersonModule<RacecombatPerson, RacecombatSettings> = {
  personSchema: racecombatPersonSchema as unknown as z.ZodType<RacecombatPerson>,
  newPerson: (name) => ({ kind: 'driver', name }),
  // Nothing to break: a driver or gunner is a name until the match hurts him (Combat › Driver/Gunner).
  validate: () => [],
  sheetFields: (person) => [
    { label: 'Name', value: person.name },
    { label: 'Seat', value: person.kind === 'driver' ? 'Driver' : 'Gunner', rule: SECTION.crew },
    { label: 'Hits', value: `${CREW.hits} plus the car’s crew armour`, rule: withGap(SECTION.crew, 10) },
  ],
};

/** The race-combat variant as a ruleset module; its declaration says what it has (declaration.ts). */
export const racecombatRuleset: Ruleset<CarDesign, DerivedCar, never, never, RacecombatLeagueSettings, RacecombatPerson> & {
  person: PersonModule<RacecombatPerson, RacecombatSettings>;
} = {
  id: 'racecombat',
  name: 'Race combat',
  declaration: racecombatDeclaration,
  summary: 'Formula Dé-style racing with weapons: gear dice, wear points, armour, turrets, rams and dropped weapons; championships of drivers and teams.',
  capabilities: {
    people: 'driver',
    money: false,
    steps: { afterResult: 'none', seasonEnd: 'none' },
    schedule: { eventFields: false, seasonLength: false },
    assistant: false,
    calculators: true,
    // A car sheet (its crew on it) and a team's roster (src-main/sheets/racecombat/).
    sheets: ['vehicle', 'team'],
  },
  // Its screens: src-renderer/screens/racecombat/ (Teams, its Match page); League and Season are the core's.
  screens: true,
  tables: RACECOMBAT_TABLES,
  // Its match table: a meeting's races with every calculator on live car cards (table/).
  table: rcTableDef,
  houseRules: racecombatHouseRules,
  settingsSchema: leagueSettingsSchema as unknown as z.ZodType<RacecombatLeagueSettings>,
  defaultSettings: defaultRacecombatSettings,
  vehicle: {
    designSchema,
    currentDesignVersion: DESIGN_VERSION,
    upgradeDesign: upgrade,
    derive,
    validate: (design, settings) => validate(design, settings),
    sheetFields: carSheetFields,
    slotLimits: carSlotLimits,
  },
  person: racecombatPerson,
  standings: (settings) => configuredStandings(DEFAULT_STANDINGS, settings.standings),
};
