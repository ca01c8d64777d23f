/**
 * Race-combat league settings: every house rule of docs/rulesets/racecombat/gaps.md with its default. A league stores
 * this object as JSON; `{}` parses to the defaults. The championships' points per place, what an eliminated car scores
 * and the tie-breakers (gaps.md #24) are not here: they are the core's standings, one place the organizer changes
 * (`standings` and `entrantStandings` in the league's settings, over the declaration's tables).
 */
import { z } from 'zod';
import type { HouseRuleDef } from '../ruleset';
import { FORMULA_DE_GEAR_DICE } from './gearDice';
import { SECTION, withGap } from './sections';
import { COMPONENTS, type Component } from './tables/weapons';

const rule = <T>(def: HouseRuleDef<T>): HouseRuleDef => def as HouseRuleDef;
const int = (min: number, max: number, d: number) => z.number().int().min(min).max(max).default(d);

const gearDieSchema = z
  .object({ faces: z.array(z.number().int().min(1).max(100)).min(2).max(100) })
  .strict()
  .superRefine((die, ctx) => {
    die.faces.forEach((v, i) => {
      if (v > die.faces.length)
        ctx.addIssue({
          code: 'custom',
          path: ['faces', i],
          message: `A d${die.faces.length} gear die shows at most ${die.faces.length}, not ${v}: a typed roll names its face by the number shown`,
        });
    });
  });

/** The base game's wear points (gaps.md #6): Formula Dé's advanced distribution of 20 points. */
export const DEFAULT_WEAR_POINTS: Readonly<Record<Component, number>> = { tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 };

const wearPointsSchema = z.object(Object.fromEntries(COMPONENTS.map((c) => [c, z.number().int().min(1).max(30)])) as Record<Component, z.ZodNumber>).strict();

/** What each thing costs against the budget (gaps.md #23): nothing in the source has a cost. */
export const DEFAULT_COSTS = {
  armourPoint: 1,
  turret: 3,
  ramplate: 3,
  targetingComputer: 2,
  gunner: 3,
  crewArmourPoint: 1,
  machineGun: 2,
  laser: 4,
  heavyRocket: 6,
  mines: 2,
  spikes: 2,
  oil: 1,
  smoke: 1,
} as const;
const costsSchema = z
  .object(Object.fromEntries(Object.keys(DEFAULT_COSTS).map((k) => [k, z.number().int().min(0).max(100)])) as Record<keyof typeof DEFAULT_COSTS, z.ZodNumber>)
  .strict();

/** Loads of ammunition a weapon or dropped weapon carries (gaps.md #5): the source counts loads but prints none. */
export const DEFAULT_AMMUNITION = { machineGun: 10, laser: 6, heavyRocket: 2, mines: 3, spikes: 3, oil: 3, smoke: 3 } as const;
const ammunitionSchema = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_AMMUNITION).map((k) => [k, z.number().int().min(1).max(50)])) as Record<
      keyof typeof DEFAULT_AMMUNITION,
      z.ZodNumber
    >,
  )
  .strict();

const bandSchema = z.enum(['short', 'medium', 'long']);

export const racecombatSettingsSchema = z
  .object({
    gearDice: z
      .array(gearDieSchema)
      .length(6, { error: 'There are six gear dice, 1st to 6th' })
      .default(() => FORMULA_DE_GEAR_DICE.map((d) => ({ faces: [...d.faces] }))),
    wearPoints: wearPointsSchema.default(() => ({ ...DEFAULT_WEAR_POINTS })),
    wearPointTotal: int(6, 180, 20),
    toHitTarget: int(1, 30, 10),
    ramTarget: int(1, 30, 10),
    targetingComputerBonus: int(0, 5, 1),
    ammunition: ammunitionSchema.default(() => ({ ...DEFAULT_AMMUNITION })),
    weaponRange: z
      .object({ machineGun: bandSchema, laser: bandSchema, heavyRocket: bandSchema })
      .strict()
      .default(() => ({ machineGun: 'long' as const, laser: 'long' as const, heavyRocket: 'long' as const })),
    carsPerTeam: int(1, 8, 2),
    budget: z.number().int().min(0).max(1000).nullable().default(30),
    costs: costsSchema.default(() => ({ ...DEFAULT_COSTS })),
    fuelHit: z.enum(['engine', 'body', 'lost']).default('engine'),
    ramDamageTo: z.enum(['body-hit', 'bodywork']).default('body-hit'),
    carryOver: z.enum(['fresh', 'carry']).default('fresh'),
  })
  .strict();

export type RacecombatSettings = z.infer<typeof racecombatSettingsSchema>;

export function defaultRacecombatSettings(): RacecombatSettings {
  return racecombatSettingsSchema.parse({});
}

const shape = racecombatSettingsSchema.shape;
const def = <K extends keyof RacecombatSettings>(key: K) => defaultRacecombatSettings()[key];

/** Every house rule, keyed as in the settings object, for the League Settings screen. */
export const racecombatHouseRules: readonly HouseRuleDef[] = [
  rule({
    key: 'gearDice',
    label: 'Gear dice',
    cites: withGap(SECTION.missing, 4),
    description:
      'The six gear dice come from the base game. Formula Dé’s by default: 1st d4 (1-2), 2nd d6 (2-4), 3rd d8 (4-8), 4th d12 (7-12), 5th d20 (11-20), 6th d30 (21-30). Every “gear die” of the rules is rolled on these.',
    schema: shape.gearDice,
    default: def('gearDice'),
  }),
  rule({
    key: 'wearPoints',
    label: 'Wear points of a new car',
    cites: withGap(SECTION.damageEffects, 6),
    description: 'Wear points per component come from the base game: tyres 6, brakes 3, gearbox 3, body 3, engine 3, handling 2 by default.',
    schema: shape.wearPoints,
    default: def('wearPoints'),
  }),
  rule({
    key: 'wearPointTotal',
    label: 'Wear points to share out',
    cites: withGap(SECTION.damageEffects, 6),
    description: 'The most wear points a car may share out over its six components (each at least 1); 20 by default.',
    schema: shape.wearPointTotal,
    default: def('wearPointTotal'),
  }),
  rule({
    key: 'toHitTarget',
    label: 'To-hit target number',
    cites: withGap(SECTION.toHit, 1),
    description: '“If the modified result is , then the target is hit”: the number is blank. A modified 1d20 of this or more hits; 10 by default.',
    schema: shape.toHitTarget,
    default: def('toHitTarget'),
  }),
  rule({
    key: 'ramTarget',
    label: 'Ram target number',
    cites: withGap(SECTION.ramming, 2),
    description: '“On a , the target is rammed”: the number is blank. A modified 1d20 of this or more rams; 10 by default.',
    schema: shape.ramTarget,
    default: def('ramTarget'),
  }),
  rule({
    key: 'targetingComputerBonus',
    label: 'Targeting computer bonus',
    cites: withGap(SECTION.gunners, 3),
    description:
      'A targeting computer is named but its effect is not: added to the to-hit roll of a firer who has one (the empty “Special Aim” group); +1 by default.',
    schema: shape.targetingComputerBonus,
    default: def('targetingComputerBonus'),
  }),
  rule({
    key: 'ammunition',
    label: 'Ammunition loads',
    cites: withGap(SECTION.combat, 5),
    description: 'Loads each weapon and dropped weapon carries: machine gun 10, laser 6, heavy rocket 2, each dropped weapon 3 by default.',
    schema: shape.ammunition,
    default: def('ammunition'),
  }),
  rule({
    key: 'weaponRange',
    label: 'Weapon ranges',
    cites: withGap(SECTION.range, 7),
    description:
      'The three range bands (4, 8, 12 inches) belong to no weapon. The band each weapon reaches; every weapon to Long Range (12 inches) by default.',
    options: { short: 'Short Range (4 inches)', medium: 'Medium Range (8 inches)', long: 'Long Range (12 inches)' },
    schema: shape.weaponRange,
    default: def('weaponRange'),
  }),
  rule({
    key: 'carsPerTeam',
    label: 'Cars per team',
    cites: withGap(SECTION.league, 30),
    description:
      'How many cars a team runs: the source is a skirmish add-on and says nothing of teams. A team fields at most this many cars, and enters at most this many in a race meeting; 2 by default.',
    schema: shape.carsPerTeam,
    default: def('carsPerTeam'),
  }),
  rule({
    key: 'budget',
    label: 'Equipment budget',
    cites: withGap(SECTION.league, 23),
    description:
      'The source gives no costs or car classes. The most equipment points a car may spend (armour, turret, ramplate, computer, gunner, weapons); 30 by default, none for no limit.',
    schema: shape.budget,
    default: def('budget'),
  }),
  rule({
    key: 'costs',
    label: 'Equipment costs',
    cites: withGap(SECTION.league, 23),
    description: 'What each piece of equipment costs against the budget.',
    schema: shape.costs,
    default: def('costs'),
  }),
  rule({
    key: 'fuelHit',
    label: 'A “Fuel” hit location',
    cites: withGap(SECTION.hitLocation, 9),
    description: 'The hit location table has “Fuel” but a car has no fuel wear points. Engine: a wear point of the engine. Body: of the body. Lost: nothing.',
    options: { engine: 'Engine', body: 'Body', lost: 'Nothing (lost)' },
    schema: shape.fuelHit,
    default: def('fuelHit'),
  }),
  rule({
    key: 'ramDamageTo',
    label: 'Where ram damage goes',
    cites: withGap(SECTION.ramDamage, 17),
    description:
      'The damage each car takes in a ram has no place. Body hit: the body armour, then a hit location per point, as a shot. Bodywork: straight off the body’s wear points.',
    options: { 'body-hit': 'A body hit (armour first)', bodywork: 'Bodywork wear points' },
    schema: shape.ramDamageTo,
    default: def('ramDamageTo'),
  }),
  rule({
    key: 'carryOver',
    label: 'Wear and damage between races',
    cites: withGap(SECTION.league, 25),
    description:
      'Fresh: every race starts with full wear points, armour and ammunition, as in the base game. Carry: what a car lost stays lost into the next race.',
    options: { fresh: 'Every race starts fresh', carry: 'Carried over' },
    schema: shape.carryOver,
    default: def('carryOver'),
  }),
];
