/**
 * Battlecars league settings: every house rule of docs/rulesets/battlecars/gaps.md with its default, and the league's
 * vehicle card types. A league stores this object as JSON; `{}` parses to the defaults.
 */
import { z } from 'zod';
import type { HouseRuleDef } from '../ruleset';
import { type CardType, cardTypeSchema, DEFAULT_CARD_TYPES } from './cards';
import { SECTION, withGap } from './sections';
import { type D8Roll, d8 } from './tables/dice';

const rule = <T>(def: HouseRuleDef<T>): HouseRuleDef => def as HouseRuleDef;
const speed = (d: number) => z.number().int().min(0).max(10).default(d);

/** A pedestrian's hand weapon (gaps.md #7): fired as a missile weapon with its range dice and damage. */
export const handWeaponSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    range: z.object({ d8: z.number().int().min(0).max(4), mod: z.number().int().min(-8).max(8) }).strict(),
    damage: z.object({ d8: z.number().int().min(0).max(4), mod: z.number().int().min(-8).max(8) }).strict(),
    /** Rounds it holds (reloaded from a dead pedestrian's weapon, Pedestrians). */
    ammo: z.number().int().min(1).max(20),
  })
  .strict();
export type HandWeapon = z.infer<typeof handWeaponSchema> & { range: D8Roll; damage: D8Roll };

export const DEFAULT_HAND_WEAPONS: readonly HandWeapon[] = [
  { name: 'Pistol', range: d8(1, -2), damage: d8(1, -4), ammo: 6 },
  { name: 'Rifle', range: d8(1), damage: d8(1, -3), ammo: 4 },
];

export const battlecarsSettingsSchema = z
  .object({
    maxSpeed: speed(10),
    acceleration: z.number().int().min(1).max(10).default(2),
    deceleration: z.number().int().min(1).max(10).default(4),
    safeSpeed45: speed(6),
    safeSpeed90: speed(4),
    safeSpeed135: speed(2),
    safeSpeed180: speed(1),
    finalFacing: z.enum(['graded', 'unchanged']).default('graded'),
    bikeSlidesOver: z.enum(['seven-plus', 'five-plus']).default('seven-plus'),
    bikeSlideDamage: z.number().int().min(0).max(8).default(1),
    fuelTankDamage: z.enum(['after-hit', 'before-hit']).default('after-hit'),
    podCounterHit: z.enum(['last-loaded', 'first-loaded']).default('last-loaded'),
    ramDamage: z.enum(['one-roll', 'each-vehicle']).default('one-roll'),
    playerOrder: z.enum(['clockwise', 'roll-each-turn']).default('clockwise'),
    terrainTree: z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(16)]).default(4),
    terrainWreck: z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(16)]).default(8),
    terrainBuilding: z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(16)]).default(16),
    handWeapons: z.array(handWeaponSchema).default(() => DEFAULT_HAND_WEAPONS.map((w) => ({ ...w }))),
    cardTypes: z
      .array(cardTypeSchema)
      .min(1)
      .default(() => structuredClone(DEFAULT_CARD_TYPES) as CardType[]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const ids = s.cardTypes.map((c) => c.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['cardTypes', i, 'id'], message: `The card type id “${id}” is used twice` });
    });
  });

export type BattlecarsSettings = z.infer<typeof battlecarsSettingsSchema>;

export function defaultBattlecarsSettings(): BattlecarsSettings {
  return battlecarsSettingsSchema.parse({});
}

const shape = battlecarsSettingsSchema.shape;
const field = <K extends keyof BattlecarsSettings>(key: K) => shape[key];
const def = <K extends keyof BattlecarsSettings>(key: K) => defaultBattlecarsSettings()[key];

/** Every house rule, keyed as in the settings object, for the League Settings screen. */
export const battlecarsHouseRules: readonly HouseRuleDef[] = [
  rule({
    key: 'maxSpeed',
    label: 'Top speed',
    cites: withGap(SECTION.turn, 2),
    description: 'The sheet gives no speed range; its final facing modifier is printed up to speed 10. The highest Speed Counter a vehicle may place.',
    schema: field('maxSpeed'),
    default: def('maxSpeed'),
  }),
  rule({
    key: 'acceleration',
    label: 'Acceleration per turn',
    cites: withGap(SECTION.turn, 2),
    description: 'The acceleration rules are missing. How much higher a new Speed Counter may be than the last.',
    schema: field('acceleration'),
    default: def('acceleration'),
  }),
  rule({
    key: 'deceleration',
    label: 'Deceleration per turn',
    cites: withGap(SECTION.turn, 2),
    description: 'The deceleration rules are missing. How much lower a new Speed Counter may be than the last.',
    schema: field('deceleration'),
    default: def('deceleration'),
  }),
  ...(
    [
      ['safeSpeed45', '45º'],
      ['safeSpeed90', '90º'],
      ['safeSpeed135', '135º'],
      ['safeSpeed180', '180º (bikes only)'],
    ] as const
  ).map(([key, angle]) =>
    rule({
      key,
      label: `Safe cornering speed, ${angle}`,
      cites: withGap(SECTION.skidding, 6),
      description: `The maximum safe speed for a ${angle} corner is missing from the sheet. Cornering faster skids with the excess as the SD.`,
      schema: field(key),
      default: def(key),
    }),
  ),
  rule({
    key: 'finalFacing',
    label: 'Final facing after a skid',
    cites: withGap(SECTION.finalFacing, 1),
    description:
      'The facing diagrams are missing. Graded: 1-4 facing unchanged, 5 turned 45º, 6-7 90º, 8-9 135º, 10-11 180º, towards the side of the corner. Unchanged: the vehicle keeps its facing; only the stop applies.',
    options: { graded: 'Graded by the result', unchanged: 'Facing unchanged' },
    schema: field('finalFacing'),
    default: def('finalFacing'),
  }),
  rule({
    key: 'bikeSlidesOver',
    label: 'A skidding bike slides over on',
    cites: withGap(SECTION.finalFacing, 8),
    description: 'The loose "7+" beside the bike note. 7+: a final facing of 7 or more slides a bike over. 5+: every result that stops it does.',
    options: { 'seven-plus': '7 or more', 'five-plus': '5 or more' },
    schema: field('bikeSlidesOver'),
    default: def('bikeSlidesOver'),
  }),
  rule({
    key: 'bikeSlideDamage',
    label: 'Damage to a bike that slides over',
    cites: withGap(SECTION.finalFacing, 19),
    description: '"Bike takes damage in relevant side": the amount is not printed. Points of damage to the side block found on the side damage d8.',
    schema: field('bikeSlideDamage'),
    default: def('bikeSlideDamage'),
  }),
  rule({
    key: 'fuelTankDamage',
    label: 'Fuel tank damage counted in the explosion roll',
    cites: withGap(SECTION.flame, 15),
    description:
      '"+1 for every point of damage to the Fuel Tank". After the hit: the tank\'s damage including this hit. Before the hit: only what it had taken before.',
    options: { 'after-hit': 'Including this hit', 'before-hit': 'Before this hit' },
    schema: field('fuelTankDamage'),
    default: def('fuelTankDamage'),
  }),
  rule({
    key: 'podCounterHit',
    label: 'Which counter a hit on a full pod takes',
    cites: withGap(SECTION.damage, 16),
    description: '"Hit weapons are discarded": which one is not said. Last loaded: the counter loaded last. First loaded: the one loaded first.',
    options: { 'last-loaded': 'Last loaded', 'first-loaded': 'First loaded' },
    schema: field('podCounterHit'),
    default: def('podCounterHit'),
  }),
  rule({
    key: 'ramDamage',
    label: 'Ram damage rolls',
    cites: withGap(SECTION.crashing, 17),
    description:
      'One roll: one damage roll per ram; the target takes it whole, the rammer its full or half share. Each vehicle: each rolls its own damage on the table.',
    options: { 'one-roll': 'One roll per ram', 'each-vehicle': 'A roll per vehicle' },
    schema: field('ramDamage'),
    default: def('ramDamage'),
  }),
  rule({
    key: 'playerOrder',
    label: 'Player order',
    cites: withGap(SECTION.setup, 10),
    description: '"Roll a die to see who has first move"; the order after is not said. Clockwise from the first player, or a new roll each turn.',
    options: { clockwise: 'Clockwise', 'roll-each-turn': 'Roll each turn' },
    schema: field('playerOrder'),
    default: def('playerOrder'),
  }),
  ...(
    [
      ['terrainTree', 'a tree'],
      ['terrainWreck', 'a wreck'],
      ['terrainBuilding', 'a building'],
    ] as const
  ).map(([key, what]) =>
    rule({
      key,
      label: `Damage markers to cover ${what}`,
      cites: withGap(SECTION.terrain, 9),
      description: `Terrain is covered by 2, 4, 8 or 16 markers; which piece takes which is not printed. How many ${what} takes before a pedestrian in it is hit.`,
      options: { 2: '2', 4: '4', 8: '8', 16: '16' },
      schema: field(key),
      default: def(key),
    }),
  ),
  rule({
    key: 'handWeapons',
    label: 'Hand weapons',
    cites: withGap(SECTION.pedestrians, 7),
    description: 'Hand weapons are mentioned but not listed: each with its range dice, damage (less range, as a missile weapon) and rounds.',
    schema: field('handWeapons'),
    default: def('handWeapons'),
  }),
  rule({
    key: 'cardTypes',
    label: 'Vehicle card types',
    cites: withGap(SECTION.cards, 4),
    description: 'The sheet’s vehicle cards are missing: the league’s card types, a car and a bike by default, each validated.',
    schema: field('cardTypes'),
    default: def('cardTypes'),
  }),
];

/** The league's card type of this id, or a refusal naming the league's types. */
export function cardTypeOf(settings: BattlecarsSettings, id: string): CardType {
  const c = settings.cardTypes.find((t) => t.id === id);
  if (!c) throw new RangeError(`This league has no card type “${id}”: its card types are ${settings.cardTypes.map((t) => t.id).join(', ')}.`);
  return c;
}
