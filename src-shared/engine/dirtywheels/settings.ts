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
    description: 'Rolled: one d6 per stat on the stat table. Bought with 8 points: 8 points per driver, the rows costing 1, 2 and 3 points.',
    options: { roll: 'Rolled', buy: 'Bought with 8 points' },
    schema: field('driverStats'),
    default: def('driverStats'),
  }),
  rule({
    key: 'unspentBuyPoints',
    label: 'Unspent buy points',
    cites: withGap(SECTION.pointBuy, 8),
    description: 'May be left: a driver may leave some of the 8 points unspent. Must all be spent: exactly 8 points.',
    options: { allowed: 'May be left', 'must-spend-all': 'Must all be spent' },
    schema: field('unspentBuyPoints'),
    default: def('unspentBuyPoints'),
  }),
  rule({
    key: 'traits',
    label: 'Traits: randomised or picked',
    cites: withGap(SECTION.traits, 14),
    description: 'Rolled: each trait is rolled on the 1d6 list. Picked: the player chooses from the list.',
    options: { randomise: 'Rolled', pick: 'Picked' },
    schema: field('traits'),
    default: def('traits'),
  }),
  rule({
    key: 'traitCount',
    label: 'Number of traits',
    cites: withGap(SECTION.traits, 16),
    description: 'Roll D3−1: each driver rolls D3−1 traits (0 to 2). The same for all: every driver has the same number ("or an equal amount per player").',
    options: { 'd3-1': 'Roll D3−1', fixed: 'The same for all' },
    schema: field('traitCount'),
    default: def('traitCount'),
  }),
  rule({
    key: 'fixedTraitCount',
    label: 'Traits per driver (fixed)',
    cites: withGap(SECTION.traits, 16),
    description: 'With "Number of traits: the same for all", how many traits every driver has.',
    schema: field('fixedTraitCount'),
    default: def('fixedTraitCount'),
  }),
  rule({
    key: 'traitDuplicates',
    label: 'Duplicate traits',
    cites: withGap(SECTION.traits, 5),
    description: 'Re-rolled: a trait rolled twice is rolled again, and a picked list may not repeat one. Allowed: duplicates stand and their effects add up.',
    options: { reroll: 'Re-rolled', allowed: 'Allowed' },
    schema: field('traitDuplicates'),
    default: def('traitDuplicates'),
  }),
  rule({
    key: 'upgrades',
    label: 'Upgrades: randomised or picked',
    cites: withGap(SECTION.upgrades, 14),
    description: 'Rolled: each upgrade is rolled (a d6 for the half of the list, a d6 for the entry). Picked: the player chooses from the list.',
    options: { randomise: 'Rolled', pick: 'Picked' },
    schema: field('upgrades'),
    default: def('upgrades'),
  }),
  rule({
    key: 'upgradeCount',
    label: 'Number of upgrades when picking',
    cites: withGap(SECTION.upgrades, 15),
    description: 'Roll D3: the D3 is rolled for each car and the player picks that many. Up to 3: the player picks up to 3.',
    options: { 'roll-d3': 'Roll D3', 'up-to-3': 'Up to 3' },
    schema: field('upgradeCount'),
    default: def('upgradeCount'),
  }),
  rule({
    key: 'upgradeDuplicates',
    label: 'Duplicate upgrades',
    cites: withGap(SECTION.upgrades, 5),
    description: 'Re-rolled: an upgrade rolled twice is rolled again, and a car may not take one twice. Allowed: duplicates stand and add up.',
    options: { reroll: 'Re-rolled', allowed: 'Allowed' },
    schema: field('upgradeDuplicates'),
    default: def('upgradeDuplicates'),
  }),
  rule({
    key: 'weaponSlots',
    label: 'Weapon line "or"',
    cites: withGap(SECTION.carTypes, 7),
    description:
      'As printed: a Racer or Standard takes its fixed weapons OR its turret weapon, a Truck both. Both groups: every type takes both groups, as the Truck does.',
    options: { 'as-printed': 'As printed', 'both-groups': 'Both groups' },
    schema: field('weaponSlots'),
    default: def('weaponSlots'),
  }),
  rule({
    key: 'initiativeTies',
    label: 'Initiative ties',
    cites: withGap(SECTION.rules, 11),
    description: 'Stat, then roll-off: the driver with the higher initiative stat goes first, then a d6 roll-off. Roll-off: a d6 roll-off at once.',
    options: { 'stat-then-roll-off': 'Stat, then roll-off', 'roll-off': 'Roll-off' },
    schema: field('initiativeTies'),
    default: def('initiativeTies'),
  }),
  rule({
    key: 'triggerHappyPenalty',
    label: 'Trigger happy −1 aim',
    cites: withGap(SECTION.traits, 21),
    description: 'Extra shot only: the −1 aim applies to the additional shooting only. Every shot: to every shot of a trigger-happy driver.',
    options: { 'extra-shot': 'Extra shot only', 'all-shots': 'Every shot' },
    schema: field('triggerHappyPenalty'),
    default: def('triggerHappyPenalty'),
  }),
  rule({
    key: 'pipeBombAim',
    label: 'Pipe bombs and aim',
    cites: withGap(SECTION.upgrades, 23),
    description: "Driver's aim: pipe bomb attacks add the driver's aim, like a shooting attack. No modifier: a plain d6.",
    options: { 'driver-aim': "Driver's aim", 'no-modifier': 'No modifier' },
    schema: field('pipeBombAim'),
    default: def('pipeBombAim'),
  }),
  rule({
    key: 'shockInitiativeLoss',
    label: 'Shock initiative loss lasts',
    cites: withGap(SECTION.shock, 27),
    description: 'Rest of the game: the lost initiative is gone until the game ends. Next round only: it applies to the next initiative roll only.',
    options: { 'rest-of-game': 'Rest of the game', 'next-round': 'Next round only' },
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
      'A ram carries both cars "1/3 of the remaining movement"; a harpoon halves it; backwards inches count as two. Exact: measure the fraction (1⅔"). Round down, to nearest, up: round each result to a whole inch that way.',
    options: { exact: 'Exact', down: 'Round down', nearest: 'Round to nearest', up: 'Round up' },
    schema: field('movementFractions'),
    default: def('movementFractions'),
  }),
  rule({
    key: 'backwardsCarry',
    label: 'A ram made backwards',
    cites: withGap(SECTION.ramming, 38),
    description:
      'Counts double: the third of the remaining movement is spent backwards, so the cars move half of it in inches ("every inch of movement in this direction counts as two"). Plain inches: they move the whole third.',
    options: { 'counts-double': 'Counts double', 'plain-inches': 'Plain inches' },
    schema: field('backwardsCarry'),
    default: def('backwardsCarry'),
  }),
  rule({
    key: 'destroyedDriveSpeed',
    label: 'Destroyed car drives on by',
    cites: withGap(SECTION.destruction, 39),
    description:
      'The destruction table\'s 6: "moves straight forward by its speed". Current speed: the speed on its card as it stands (damage taken off). Starting speed: the speed it started the game with.',
    options: { current: 'Current speed', undamaged: 'Starting speed' },
    schema: field('destroyedDriveSpeed'),
    default: def('destroyedDriveSpeed'),
  }),
];
