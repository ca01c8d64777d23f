import { z } from 'zod';
import type { HouseRuleDef } from '../../ruleset';

/**
 * Match house rules. Each default is the gaps.md resolution; the league may switch it. The schemas are declared
 * once and shared by the house-rule list and the settings object.
 */
const schemas = {
  turnCostSpeedStep: z.number().int().min(1),
  collisionHandlingDivisor: z.number().int().min(1),
  collisionGrazeDivisor: z.number().int().min(1),
  swipeCollisionSpeed: z.enum(['difference', 'moving']),
  repeatControlChecks: z.boolean(),
  controlChecksWhileRolling: z.boolean(),
  iceTurnModeMultiplier: z.number().min(1),
  roadHazardRatings: z.object({
    debris: z.number().int().min(0),
    mud: z.number().int().min(0),
    snow: z.number().int().min(0),
    ice: z.number().int().min(0),
  }),
  linkedWeaponAttacks: z.enum(['per-weapon', 'single']),
  plusRofAmmo: z.union([z.literal(1), z.literal(2)]),
  frostyOutOfControl: z.enum(['reduce-double', 'ignore-all']),
  armoredSeatOnDestroyed: z.boolean(),
  impetuousOrder: z.enum(['reverse-initiative', 'initiative', 'roll-off']),
  oneSpeedChangePerTurn: z.boolean(),
  hazardChecksOnlyInPhases: z.boolean(),
  optionChecksAt: z.enum(['movement', 'initiative']),
  rolloverDirection: z.enum(['last-maneuver', 'as-skid']),
} as const;

type Schemas = typeof schemas;
export type MatchSettings = { [K in keyof Schemas]: z.infer<Schemas[K]> };

export const MATCH_DEFAULTS: MatchSettings = {
  turnCostSpeedStep: 6,
  collisionHandlingDivisor: 4,
  collisionGrazeDivisor: 6,
  swipeCollisionSpeed: 'difference',
  repeatControlChecks: true,
  controlChecksWhileRolling: false,
  iceTurnModeMultiplier: 2,
  roadHazardRatings: { debris: 1, mud: 1, snow: 1, ice: 2 },
  linkedWeaponAttacks: 'per-weapon',
  plusRofAmmo: 1,
  frostyOutOfControl: 'reduce-double',
  armoredSeatOnDestroyed: true,
  impetuousOrder: 'reverse-initiative',
  oneSpeedChangePerTurn: true,
  hazardChecksOnlyInPhases: true,
  optionChecksAt: 'movement',
  rolloverDirection: 'last-maneuver',
};

const TEXT: { [K in keyof MatchSettings]: Pick<HouseRuleDef, 'label' | 'cites' | 'description' | 'options'> } = {
  turnCostSpeedStep: {
    label: 'Hex-side turn cost: speed per handling point',
    cites: 'Part IV › Maneuvers and Handling; gaps.md #41',
    description:
      'A hex-side turn costs 1 handling per this many points of speed, rounded up (default 6: 1 at speed 1-6, 2 at 7-12, ...). A drift always costs 1.',
  },
  collisionHandlingDivisor: {
    label: 'Collision handling loss: speed per handling point',
    cites: 'Part IV › Collisions › Hazard level, Handling loss, and Damage; gaps.md #45',
    description: 'Handling lost in a collision = collision speed divided by this, rounded up; a successful driving check reduces it by 1.',
  },
  collisionGrazeDivisor: {
    label: 'Collision damage when armor is not penetrated: speed per damage point',
    cites: 'Part IV › Collisions › Hazard level, Handling loss, and Damage; gaps.md #45',
    description:
      'The missing "(s)" column: a collision that does not penetrate causes collision speed divided by this, rounded down (default 6, half the penetrating damage).',
  },
  swipeCollisionSpeed: {
    label: 'Swipe collision speed',
    cites: 'Part IV › Collisions › Swipe; gaps.md #45',
    description:
      "The rules give no speed for a swipe. The difference: the difference of the two speeds (minimum 1). The moving car's: the moving vehicle's speed.",
    options: { difference: 'The difference', moving: "The moving car's" },
  },
  repeatControlChecks: {
    label: 'New control check for every further handling loss below zero',
    cites: 'Part IV › Loss of Control; gaps.md #43',
    description: 'If on, every time handling falls further while already below zero the driver checks again; if off, only when it first drops below zero.',
  },
  controlChecksWhileRolling: {
    label: 'Control checks for a car already rolling over',
    cites: "Part IV › Loss of Control; gaps.md #43, #44; Pitwall's gaps P7",
    description:
      'If off, a car in a rollover makes no further control check until it has stopped: the rollover is the worst loss of control and lasts until the car stops. If on, handling lost while rolling (the crash damaging its tires) checks again, and a failed check replaces the rollover with its new result.',
  },
  iceTurnModeMultiplier: {
    label: 'Turn mode multiplier on ice',
    cites: 'Part I › Dog-sledder; gaps.md #32, #39',
    description: 'Turn mode on ice is multiplied by this, rounded up (Dog-sledder: 1.5 instead).',
  },
  roadHazardRatings: {
    label: 'Default road-hazard ratings',
    cites: 'Part IV › Road Hazards; gaps.md #39',
    description:
      'Ratings of debris, mud, snow and ice hexes when the track does not set its own. Oil is 2 on asphalt or concrete and 0 on dirt (Part V › Oil and Caltrops).',
  },
  linkedWeaponAttacks: {
    label: 'Linked weapons: attack rolls',
    cites: 'Part III › Turn Sequence; gaps.md #29',
    description:
      'One per weapon: a linked set makes one attack roll per weapon (each spends its own ammo and ROF). One for the set: one roll for the whole set.',
    options: { 'per-weapon': 'One per weapon', single: 'One for the set' },
  },
  plusRofAmmo: {
    label: "Ammunition used by a '+' ROF burst",
    cites: 'Part V › Rate of fire; gaps.md #30',
    description: "A '+' ROF weapon makes two attack rolls for one point of ROF; this is the ammunition that burst uses (default 1).",
    options: { 1: '1 shot of ammunition', 2: '2 shots of ammunition' },
  },
  frostyOutOfControl: {
    label: 'Frosty and out-of-control shooting penalties',
    cites: 'Part I › Gunnery Talents › Frosty; gaps.md #16',
    description: 'Halves the worst: Frosty ignores the ordinary −1 and suffers −1 instead of −2 in a spin or rollover. Ignores all: he never suffers any.',
    options: { 'reduce-double': 'Halves the worst', 'ignore-all': 'Ignores all' },
  },
  armoredSeatOnDestroyed: {
    label: 'Armored crew seat also protects on "Vehicle destroyed"',
    cites: 'Part II › Other components › Armored crew seat; gaps.md #51',
    description: 'If on, the seat roll (4-6 ignores the injury) is also made before each crew toughness check of a destroyed vehicle.',
  },
  impetuousOrder: {
    label: 'Order between two Impetuous drivers',
    cites: 'Part I › Toughness and Agility Talents › Impetuous; gaps.md #82',
    description:
      '"Use normal initiative order". Lower first: the lower initiative moves first, as in normal movement. Higher first: the higher moves first. Roll-off: each rolls 1d6, highest first, ties roll again.',
    options: { 'reverse-initiative': 'Lower first', initiative: 'Higher first', 'roll-off': 'Roll-off' },
  },
  oneSpeedChangePerTurn: {
    label: 'One speed change per turn',
    cites: "Part III › Turn Sequence; Part IV › Speed; Pitwall's gaps P1",
    description:
      'If on, a car either tries to speed up (with its fuel re-roll) or slows down in the speed step, not both; if off, it may make one acceleration attempt and one slow-down in the same turn.',
  },
  hazardChecksOnlyInPhases: {
    label: 'Hazard checks only during the combat phases',
    cites: "Part III › Turn Sequence; Pitwall's gaps P2",
    description:
      'If on, the assistant rolls a hazard check only during phases 1-3, when cars move; if off, at any step of the turn (a check the table forgot, rolled after the phase has moved on).',
  },
  optionChecksAt: {
    label: "Step of the driver's option checks",
    cites: "Part IV › Driver's Option Points; gaps.md #36; Pitwall's gaps P3",
    description:
      'With movement: with the movement-point roll, after the speed changes. At initiative: at the initiative step, the very beginning of the turn, before any speed change.',
    options: { movement: 'With movement', initiative: 'At initiative' },
  },
  rolloverDirection: {
    label: 'Direction of a rollover',
    cites: 'Part IV › Maneuvers and Handling; Loss of Control; gaps.md #94',
    description:
      "Most recent maneuver: the same direction as the car's most recent maneuver (turn or drift), the one sentence that names rollovers. As a skid: the same way as the last drift, opposite the last turn. Either way away from a collision, or random, when there was no maneuver.",
    options: { 'last-maneuver': 'Most recent maneuver', 'as-skid': 'As a skid' },
  },
};

export const matchSettingsSchema = z.object({
  turnCostSpeedStep: schemas.turnCostSpeedStep.default(MATCH_DEFAULTS.turnCostSpeedStep),
  collisionHandlingDivisor: schemas.collisionHandlingDivisor.default(MATCH_DEFAULTS.collisionHandlingDivisor),
  collisionGrazeDivisor: schemas.collisionGrazeDivisor.default(MATCH_DEFAULTS.collisionGrazeDivisor),
  swipeCollisionSpeed: schemas.swipeCollisionSpeed.default(MATCH_DEFAULTS.swipeCollisionSpeed),
  repeatControlChecks: schemas.repeatControlChecks.default(MATCH_DEFAULTS.repeatControlChecks),
  controlChecksWhileRolling: schemas.controlChecksWhileRolling.default(MATCH_DEFAULTS.controlChecksWhileRolling),
  iceTurnModeMultiplier: schemas.iceTurnModeMultiplier.default(MATCH_DEFAULTS.iceTurnModeMultiplier),
  roadHazardRatings: schemas.roadHazardRatings.default(MATCH_DEFAULTS.roadHazardRatings),
  linkedWeaponAttacks: schemas.linkedWeaponAttacks.default(MATCH_DEFAULTS.linkedWeaponAttacks),
  plusRofAmmo: schemas.plusRofAmmo.default(MATCH_DEFAULTS.plusRofAmmo),
  frostyOutOfControl: schemas.frostyOutOfControl.default(MATCH_DEFAULTS.frostyOutOfControl),
  armoredSeatOnDestroyed: schemas.armoredSeatOnDestroyed.default(MATCH_DEFAULTS.armoredSeatOnDestroyed),
  impetuousOrder: schemas.impetuousOrder.default(MATCH_DEFAULTS.impetuousOrder),
  oneSpeedChangePerTurn: schemas.oneSpeedChangePerTurn.default(MATCH_DEFAULTS.oneSpeedChangePerTurn),
  hazardChecksOnlyInPhases: schemas.hazardChecksOnlyInPhases.default(MATCH_DEFAULTS.hazardChecksOnlyInPhases),
  optionChecksAt: schemas.optionChecksAt.default(MATCH_DEFAULTS.optionChecksAt),
  rolloverDirection: schemas.rolloverDirection.default(MATCH_DEFAULTS.rolloverDirection),
});

export const matchHouseRules: HouseRuleDef[] = (Object.keys(MATCH_DEFAULTS) as (keyof MatchSettings)[]).map((key) => ({
  key,
  ...TEXT[key],
  schema: schemas[key] as z.ZodType<unknown>,
  default: MATCH_DEFAULTS[key],
}));
