/**
 * Hex RPG league settings: every house rule of docs/rulesets/hexrpg/gaps.md with its default. A league stores this
 * object as JSON; `{}` parses to the defaults.
 */
import { z } from 'zod';
import type { HouseRuleDef } from '../ruleset';
import { SECTION, type VehicleKind, withGap } from './sections';

const rule = <T>(def: HouseRuleDef<T>): HouseRuleDef => def as HouseRuleDef;
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** One kind's typical numbers: the vehicle table the text cites is missing (gaps.md #1). */
const vehicleStatsSchema = z
  .object({
    movement: int(1, 13),
    turns: int(0, 12),
    hp: int(1, 2000),
    fuel: int(1, 2000),
    damage: z.object({ minimal: int(0, 500), average: int(0, 500), maximal: int(0, 500) }).strict(),
    failurePercent: int(0, 100),
  })
  .strict()
  .refine((s) => s.damage.minimal <= s.damage.average && s.damage.average <= s.damage.maximal, {
    error: 'A vehicle’s bash damage runs minimal ≤ average ≤ maximal',
    path: ['damage'],
  });
export type VehicleStats = z.infer<typeof vehicleStatsSchema>;

/**
 * The averages the text gives (bike 4 hexes and 4 turns, car 5 and 3, warcar 7 and 2); the rest is ours (gaps.md #1):
 * hit points scaled to the daily repair caps (15/25/45 a day) and to the ram formula's "hit points × 1/100", fuel for
 * about 30 turns at the typical speed, bash damage a weapon's scale per kind, a 25% mechanical failure chance.
 */
export const DEFAULT_VEHICLE_STATS: Readonly<Record<VehicleKind, VehicleStats>> = {
  bike: { movement: 4, turns: 4, hp: 50, fuel: 60, damage: { minimal: 1, average: 3, maximal: 6 }, failurePercent: 25 },
  car: { movement: 5, turns: 3, hp: 100, fuel: 180, damage: { minimal: 2, average: 5, maximal: 10 }, failurePercent: 25 },
  warcar: { movement: 7, turns: 2, hp: 200, fuel: 400, damage: { minimal: 4, average: 8, maximal: 16 }, failurePercent: 25 },
};

/** Days a vehicle's critical takes to repair before the mechanic's level reduces it (gaps.md #14); null: never. */
export const DEFAULT_VEHICLE_CRITICAL_DAYS = {
  weapon: 2,
  speed: 2,
  stall: 0,
  brakes: 1,
  'fuel-leak': 1,
  control: 2,
  steering: 3,
  dies: 5,
  'lose-hp': null,
  explodes: null,
  'person-hit': 0,
} as const;
const criticalDaysSchema = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_VEHICLE_CRITICAL_DAYS).map((k) => [k, int(0, 365).nullable()])) as Record<
      keyof typeof DEFAULT_VEHICLE_CRITICAL_DAYS,
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .strict();

export const hexrpgSettingsSchema = z
  .object({
    vehicleStats: z
      .object({ bike: vehicleStatsSchema, car: vehicleStatsSchema, warcar: vehicleStatsSchema })
      .strict()
      .default(() => structuredClone(DEFAULT_VEHICLE_STATS) as Record<VehicleKind, VehicleStats>),
    luckDie: z.enum(['1d100', '1d20']).default('1d100'),
    controlRoll: z.enum(['seven', 'driv']).default('seven'),
    ramNeverSwerved: z.enum(['six-asked', 'term-omitted', 'full-seven']).default('six-asked'),
    ramOtherHp: z.enum(['current', 'maximum']).default('current'),
    swerve: z.enum(['avoids', 'still-rams']).default('avoids'),
    jumpOut: z.enum(['swerve-table', 'automatic']).default('swerve-table'),
    repairTools: z.enum(['times-level', 'as-printed']).default('times-level'),
    criticalDamage: z.enum(['maximal', 'none']).default('maximal'),
    fightingDamage: z.enum(['quarter', 'real']).default('quarter'),
    recoveryRoll: z.enum(['roll', 'automatic']).default('roll'),
    mechanicHoursPerDay: int(1, 16).default(8),
    vehicleCriticalDays: criticalDaysSchema.default(() => ({ ...DEFAULT_VEHICLE_CRITICAL_DAYS })),
  })
  .strict();

export type HexrpgSettings = z.infer<typeof hexrpgSettingsSchema>;

export function defaultHexrpgSettings(): HexrpgSettings {
  return hexrpgSettingsSchema.parse({});
}

const shape = hexrpgSettingsSchema.shape;
const def = <K extends keyof HexrpgSettings>(key: K) => defaultHexrpgSettings()[key];

/** Every house rule, keyed as in the settings object, for the League Settings screen. */
export const hexrpgHouseRules: readonly HouseRuleDef[] = [
  rule({
    key: 'vehicleStats',
    label: 'Typical vehicles',
    cites: withGap(SECTION.missing, 1),
    description:
      'The table of typical vehicles the text cites is missing. Per kind: movement, turns a turn, hit points, fuel, bash damage (minimal/average/maximal) and mechanical failure %. Bike 4 hexes, 4 turns, 50 HP; car 5, 3, 100 HP; warcar 7, 2, 200 HP by default. A vehicle may set its own.',
    schema: shape.vehicleStats,
    default: def('vehicleStats'),
  }),
  rule({
    key: 'luckDie',
    label: 'Die rolled against LUCK',
    cites: withGap(SECTION.luckTable, 2),
    description:
      'An NPC’s hit on a player-character is rolled against LUCK, but the die is not named, and the row above LUCK is missing (maximal damage). d100 (as in Dying) by default; d20 for LUCK on a small scale.',
    options: { '1d100': 'd100', '1d20': 'd20' },
    schema: shape.luckDie,
    default: def('luckDie'),
  }),
  rule({
    key: 'controlRoll',
    label: 'Control and turning rolls',
    cites: withGap(SECTION.fuelSkill, 3),
    description:
      '“Roll 2d6 against their appropriate driving skill” is not defined. Seven: 2d6 of 7 or less (4 or less without the skill), +1 per level above the first, plus the table’s adjustment. DRIV: 2d6 of DRIV or less plus the adjustment.',
    options: { seven: '7 or less, as combat', driv: 'DRIV or less' },
    schema: shape.controlRoll,
    default: def('controlRoll'),
  }),
  rule({
    key: 'ramNeverSwerved',
    label: 'Ram damage of a car that never swerved',
    cites: withGap(SECTION.ramDamage, 4),
    description:
      '“Seven minus the number of question periods which passed before … it first swerved, if at all.” Six asked: all six questions passed (7 − 6 = 1). Term omitted: nothing is added. Full seven: 7 − 0.',
    options: { 'six-asked': 'All six questions passed (adds 1)', 'term-omitted': 'Nothing added', 'full-seven': 'Adds 7' },
    schema: shape.ramNeverSwerved,
    default: def('ramNeverSwerved'),
  }),
  rule({
    key: 'ramOtherHp',
    label: 'The other car’s hit points in a ram',
    cites: withGap(SECTION.ramDamage, 4),
    description: '“The number of hit points of the other cars times 1/100”: its current hit points (by default) or its maximum.',
    options: { current: 'Current hit points', maximum: 'Maximum hit points' },
    schema: shape.ramOtherHp,
    default: def('ramOtherHp'),
  }),
  rule({
    key: 'swerve',
    label: 'A successful swerve',
    cites: withGap(SECTION.ramming, 5),
    description:
      '“He may move his car one hex to his left”: whether the head-on ram is then avoided (by default) or the cars still meet (the swerve only counts in the damage formula).',
    options: { avoids: 'Avoids the ram', 'still-rams': 'The ram still happens' },
    schema: shape.swerve,
    default: def('swerve'),
  }),
  rule({
    key: 'jumpOut',
    label: 'Jumping out of a car',
    cites: withGap(SECTION.ramming, 10),
    description:
      '“Consult the table below to see if he gets out”: the only table below is the swerve table. Swerve table: the jump needs the swerve number of that question on 2d6 (no DRIV bonus). Automatic: he gets out.',
    options: { 'swerve-table': 'Roll on the swerve table', automatic: 'Always gets out' },
    schema: shape.jumpOut,
    default: def('jumpOut'),
  }),
  rule({
    key: 'repairTools',
    label: 'Repair with other tools',
    cites: withGap(SECTION.repair, 6),
    description:
      '“6 times that with some but not all proper tools, and 25 times that with excellent tools.” Times level: 6 × and 25 × the mechanic’s level an hour. As printed: 6 × and 25 × the 12 × level (72 ×, 300 ×).',
    options: { 'times-level': '6 × and 25 × level', 'as-printed': '72 × and 300 × level (as printed)' },
    schema: shape.repairTools,
    default: def('repairTools'),
  }),
  rule({
    key: 'criticalDamage',
    label: 'Damage of a critical d10 result',
    cites: withGap(SECTION.damageBands, 11),
    description:
      'From 3rd level on, the d10 results in the critical column are in no damage band. Maximal: the hit does maximal damage and a critical hit. None: only the critical hit.',
    options: { maximal: 'Maximal damage and a critical', none: 'The critical only' },
    schema: shape.criticalDamage,
    default: def('criticalDamage'),
  }),
  rule({
    key: 'fightingDamage',
    label: 'Fighting damage when dying',
    cites: withGap(SECTION.dying, 12),
    description:
      '“Fighting damage is only considered 1/4 real for this purpose.” Quarter: of the damage that brought a character down, fists and grappling count a quarter (rounded down) when asking whether he is at 0 and dying. Real: they count in full.',
    options: { quarter: 'Counts a quarter (as printed)', real: 'Counts in full' },
    schema: shape.fightingDamage,
    default: def('fightingDamage'),
  }),
  rule({
    key: 'recoveryRoll',
    label: 'Treatment and repair rolls',
    cites: withGap(SECTION.healing, 13),
    description:
      '“Successful treatment”, “successful hour of labour” and “a successful roll by a mechanic” name no roll. Roll: 2d6 of 7 or less, +1 per level above the first. Automatic: every hour succeeds.',
    options: { roll: '2d6 of 7 or less', automatic: 'Always succeeds' },
    schema: shape.recoveryRoll,
    default: def('recoveryRoll'),
  }),
  rule({
    key: 'mechanicHoursPerDay',
    label: 'A mechanic’s hours a day',
    cites: withGap(SECTION.repair, 13),
    description: 'Hours of labour a mechanic puts into one vehicle a day (the text names the rate per hour, not the hours); 8 by default.',
    schema: shape.mechanicHoursPerDay,
    default: def('mechanicHoursPerDay'),
  }),
  rule({
    key: 'vehicleCriticalDays',
    label: 'Repair time of a vehicle’s critical hits',
    cites: withGap(SECTION.criticalRecovery, 14),
    description:
      '“Critical hits cannot be recovered until the appropriate time”: no time is printed for a vehicle. Days per critical before the mechanic’s level reduces it; none for one that cannot be repaired (lost hit points are permanent, an explosion destroys).',
    schema: shape.vehicleCriticalDays,
    default: def('vehicleCriticalDays'),
  }),
];
