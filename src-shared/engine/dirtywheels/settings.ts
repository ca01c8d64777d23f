/**
 * Dirty Wheels league settings: every house rule of docs/rulesets/dirtywheels/gaps.md with its default. A league
 * stores this object as JSON; missing fields take the defaults, so an older league file gains new rules untouched.
 */
import { z } from 'zod';
import type { HouseRuleDef } from '../ruleset';
import { SECTION, withGap } from './sections';

const rule = <T>(def: HouseRuleDef<T>): HouseRuleDef => def as HouseRuleDef;

export const dirtyWheelsSettingsSchema = z
  .object({
    teamSize: z.number().int().min(1).max(12).default(3),
    driverStats: z.enum(['roll', 'buy']).default('roll'),
    unspentBuyPoints: z.enum(['allowed', 'must-spend-all']).default('allowed'),
    traits: z.enum(['randomise', 'pick']).default('randomise'),
    traitCount: z.enum(['d3-1', 'fixed']).default('d3-1'),
    fixedTraitCount: z.number().int().min(0).max(6).default(1),
    traitDuplicates: z.enum(['reroll', 'allowed']).default('reroll'),
    upgrades: z.enum(['randomise', 'pick']).default('randomise'),
    upgradeCount: z.enum(['roll-d3', 'up-to-3']).default('roll-d3'),
    upgradeDuplicates: z.enum(['reroll', 'allowed']).default('reroll'),
    weaponSlots: z.enum(['as-printed', 'both-groups']).default('as-printed'),
    initiativeTies: z.enum(['stat-then-roll-off', 'roll-off']).default('stat-then-roll-off'),
    triggerHappyPenalty: z.enum(['extra-shot', 'all-shots']).default('extra-shot'),
    pipeBombAim: z.enum(['driver-aim', 'no-modifier']).default('driver-aim'),
    shockInitiativeLoss: z.enum(['rest-of-game', 'next-round']).default('rest-of-game'),
    turnLimit: z.number().int().min(0).max(50).default(0),
    movementFractions: z.enum(['exact', 'down', 'nearest', 'up']).default('exact'),
    backwardsCarry: z.enum(['counts-double', 'plain-inches']).default('counts-double'),
    destroyedDriveSpeed: z.enum(['current', 'undamaged']).default('current'),
  })
  .strict();

export type DirtyWheelsSettings = z.infer<typeof dirtyWheelsSettingsSchema>;

export function defaultDirtyWheelsSettings(): DirtyWheelsSettings {
  return dirtyWheelsSettingsSchema.parse({});
}

const field = <K extends keyof DirtyWheelsSettings>(key: K) => dirtyWheelsSettingsSchema.shape[key];
const def = <K extends keyof DirtyWheelsSettings>(key: K) => defaultDirtyWheelsSettings()[key];

/** Every house rule, keyed as in the settings object, for the League Settings screen. */
export const dirtyWheelsHouseRules: readonly HouseRuleDef[] = [
  rule({
    key: 'teamSize',
    label: 'Cars per team',
    cites: withGap(SECTION.rules, 12),
    description: 'The source says only "Each player controls a team of cars". How many cars a team fields.',
    schema: field('teamSize'),
    default: def('teamSize'),
  }),
  rule({
    key: 'driverStats',
    label: 'Driver stats: rolled or bought',
    cites: withGap(SECTION.drivers, 13),
    description: 'roll: one d6 per stat on the stat table. buy: 8 points per driver, the rows costing 1, 2 and 3 points.',
    schema: field('driverStats'),
    default: def('driverStats'),
  }),
  rule({
    key: 'unspentBuyPoints',
    label: 'Unspent buy points',
    cites: withGap(SECTION.pointBuy, 8),
    description: 'allowed: a driver may leave some of the 8 points unspent. must-spend-all: exactly 8 points.',
    schema: field('unspentBuyPoints'),
    default: def('unspentBuyPoints'),
  }),
  rule({
    key: 'traits',
    label: 'Traits: randomised or picked',
    cites: withGap(SECTION.traits, 14),
    description: 'randomise: each trait is rolled on the 1d6 list. pick: the player chooses from the list.',
    schema: field('traits'),
    default: def('traits'),
  }),
  rule({
    key: 'traitCount',
    label: 'Number of traits',
    cites: withGap(SECTION.traits, 16),
    description: 'd3-1: each driver rolls D3-1 traits (0 to 2). fixed: every driver has the same number ("or an equal amount per player").',
    schema: field('traitCount'),
    default: def('traitCount'),
  }),
  rule({
    key: 'fixedTraitCount',
    label: 'Traits per driver (fixed)',
    cites: withGap(SECTION.traits, 16),
    description: 'With "Number of traits: fixed", how many traits every driver has.',
    schema: field('fixedTraitCount'),
    default: def('fixedTraitCount'),
  }),
  rule({
    key: 'traitDuplicates',
    label: 'Duplicate traits',
    cites: withGap(SECTION.traits, 5),
    description: 'reroll: a trait rolled twice is rolled again, and a picked list may not repeat one. allowed: duplicates stand and their effects add up.',
    schema: field('traitDuplicates'),
    default: def('traitDuplicates'),
  }),
  rule({
    key: 'upgrades',
    label: 'Upgrades: randomised or picked',
    cites: withGap(SECTION.upgrades, 14),
    description: 'randomise: each upgrade is rolled (two d6, gaps.md #5). pick: the player chooses from the list.',
    schema: field('upgrades'),
    default: def('upgrades'),
  }),
  rule({
    key: 'upgradeCount',
    label: 'Number of upgrades when picking',
    cites: withGap(SECTION.upgrades, 15),
    description: 'roll-d3: the D3 is rolled for each car and the player picks that many. up-to-3: the player picks up to 3.',
    schema: field('upgradeCount'),
    default: def('upgradeCount'),
  }),
  rule({
    key: 'upgradeDuplicates',
    label: 'Duplicate upgrades',
    cites: withGap(SECTION.upgrades, 5),
    description: 'reroll: an upgrade rolled twice is rolled again, and a car may not take one twice. allowed: duplicates stand and add up.',
    schema: field('upgradeDuplicates'),
    default: def('upgradeDuplicates'),
  }),
  rule({
    key: 'weaponSlots',
    label: 'Weapon line "or"',
    cites: withGap(SECTION.carTypes, 7),
    description:
      'as-printed: a Racer or Standard takes its fixed weapons OR its turret weapon, a Truck both. both-groups: every type takes both groups, as the Truck does.',
    schema: field('weaponSlots'),
    default: def('weaponSlots'),
  }),
  rule({
    key: 'initiativeTies',
    label: 'Initiative ties',
    cites: withGap(SECTION.rules, 11),
    description: 'stat-then-roll-off: the driver with the higher initiative stat goes first, then a d6 roll-off. roll-off: a d6 roll-off at once.',
    schema: field('initiativeTies'),
    default: def('initiativeTies'),
  }),
  rule({
    key: 'triggerHappyPenalty',
    label: 'Trigger happy -1 aim',
    cites: withGap(SECTION.traits, 21),
    description: 'extra-shot: the -1 aim applies to the additional shooting only. all-shots: to every shot of a trigger-happy driver.',
    schema: field('triggerHappyPenalty'),
    default: def('triggerHappyPenalty'),
  }),
  rule({
    key: 'pipeBombAim',
    label: 'Pipe bombs and aim',
    cites: withGap(SECTION.upgrades, 23),
    description: "driver-aim: pipe bomb attacks add the driver's aim, like a shooting attack. no-modifier: a plain d6.",
    schema: field('pipeBombAim'),
    default: def('pipeBombAim'),
  }),
  rule({
    key: 'shockInitiativeLoss',
    label: 'Shock initiative loss lasts',
    cites: withGap(SECTION.shock, 27),
    description: 'rest-of-game: the lost initiative is gone until the game ends. next-round: it applies to the next initiative roll only.',
    schema: field('shockInitiativeLoss'),
    default: def('shockInitiativeLoss'),
  }),
  rule({
    key: 'turnLimit',
    label: 'Turn limit (0 = none)',
    cites: withGap(SECTION.rules, 31),
    description: 'The source has no end of game. 0: play until one team has no car left. N: stop after N turns; more cars running wins.',
    schema: field('turnLimit'),
    default: def('turnLimit'),
  }),
  rule({
    key: 'movementFractions',
    label: 'Fractions of an inch in movement',
    cites: withGap(SECTION.ramming, 37),
    description:
      'A ram carries both cars "1/3 of the remaining movement"; a harpoon halves it; backwards inches count as two. exact: measure the fraction (1⅔"). down, nearest, up: round each result to a whole inch that way.',
    schema: field('movementFractions'),
    default: def('movementFractions'),
  }),
  rule({
    key: 'backwardsCarry',
    label: 'A ram made backwards',
    cites: withGap(SECTION.ramming, 38),
    description:
      'counts-double: the third of the remaining movement is spent backwards, so the cars move half of it in inches ("every inch of movement in this direction counts as two"). plain-inches: they move the whole third.',
    schema: field('backwardsCarry'),
    default: def('backwardsCarry'),
  }),
  rule({
    key: 'destroyedDriveSpeed',
    label: 'Destroyed car drives on by',
    cites: withGap(SECTION.destruction, 39),
    description:
      'The destruction table\'s 6: "moves straight forward by its speed". current: the speed on its card as it stands (damage taken off). undamaged: the speed it started the game with.',
    schema: field('destroyedDriveSpeed'),
    default: def('destroyedDriveSpeed'),
  }),
];
