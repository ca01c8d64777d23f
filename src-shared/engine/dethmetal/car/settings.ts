import { z } from 'zod';
import type { HouseRuleDef } from '../../ruleset';

/**
 * League settings for cars: only where gaps.md leaves a matter of taste. Each default is the gaps.md resolution.
 * `key` is the field name in carSettingsSchema.
 */
const speedBandsBeyondTable = z.enum(['keep-falling', 'hold-last']);
const breakdownExtension = z.enum(['every-10-percent', 'natural-one-holds']);
const specialMountDp = z.object({ fixed: z.number().int().min(0), swivel: z.number().int().min(0), turret: z.number().int().min(0) });

export const carSettingsSchema = z.object({
  speedBandsBeyondTable: speedBandsBeyondTable.default('keep-falling'),
  breakdownExtension: breakdownExtension.default('every-10-percent'),
  specialMountDp: specialMountDp.default({ fixed: 3, swivel: 6, turret: 12 }),
  minimumPurchases: z.boolean().default(true),
  armorOnEveryQuadrant: z.boolean().default(true),
  freeStartingTires: z.boolean().default(true),
});

export type CarSettings = z.infer<typeof carSettingsSchema>;

export function defaultCarSettings(): CarSettings {
  return carSettingsSchema.parse({});
}

const DEFAULTS = defaultCarSettings();

function rule<T>(def: HouseRuleDef<T>): HouseRuleDef {
  return def as HouseRuleDef;
}

export const carHouseRules: HouseRuleDef[] = [
  rule({
    key: 'speedBandsBeyondTable',
    label: 'Acceleration modifier above the speed-band table',
    cites: 'Part IV › Acceleration Speed Bands (ends at speed 8 / 14 / 28); gaps.md #34',
    description:
      'Keeps falling: past the last band the modifier drops by 1 for every further band as wide as the last one (gearing +1: −5 at speed 9, −6 at 10; gearing 0: −5 at 15-16). Holds at −4: it stays at −4.',
    options: { 'keep-falling': 'Keeps falling', 'hold-last': 'Holds at −4' },
    schema: speedBandsBeyondTable,
    default: DEFAULTS.speedBandsBeyondTable,
  }),
  rule({
    key: 'breakdownExtension',
    label: 'Suspension breakdown past 120% load',
    cites: 'Part II › Handling ("Extend as far as you need to"); gaps.md #26',
    description:
      'Every 10%: each further 10% over the suspension lowers the breaking roll (1d6 + hazard) by 1, without end. A natural 1 holds: the same, but a natural 1 never breaks the suspension.',
    options: { 'every-10-percent': 'Every 10%', 'natural-one-holds': 'A natural 1 holds' },
    schema: breakdownExtension,
    default: DEFAULTS.breakdownExtension,
  }),
  rule({
    key: 'specialMountDp',
    label: 'DP cost of a special-weapon mount',
    cites: 'Part II › Weapon mounts (no Special row); gaps.md #27',
    description: 'Fixed / swivel / turret cost of the mount for an oil jet, caltrop dispenser or smoke launcher. Default: as a rocket mount (3 / 6 / 12).',
    schema: specialMountDp,
    default: DEFAULTS.specialMountDp,
  }),
  rule({
    key: 'minimumPurchases',
    label: 'A car needs engine, suspension, fuel and Toughness 1+',
    cites: 'Part II › Design Points; gaps.md #24',
    description: 'On: a legal car buys at least 1 DP each of engine power, suspension and fuel capacity, and Toughness 1 to 4. Off: any of them may be 0.',
    schema: z.boolean(),
    default: DEFAULTS.minimumPurchases,
  }),
  rule({
    key: 'armorOnEveryQuadrant',
    label: 'Every armor quadrant gets at least 1 point',
    cites: 'Part II › Armor Arcs ("must be divided up between its four armor quadrants"); gaps.md #81 (proposes off)',
    description:
      'On: front, back, left and right each carry at least 1 armor point. Off: a quadrant may be bare (the half-per-side and left = right rules still apply).',
    schema: z.boolean(),
    default: DEFAULTS.armorOnEveryQuadrant,
  }),
  rule({
    key: 'freeStartingTires',
    label: 'New cars come with light-duty tires',
    cites: 'Part II › Tire Types; gaps.md #33',
    description:
      'On: a new car comes with one free set of light-duty tires (tread of the buyer’s choice); only a better carcass is paid for. Off: the fitted set is always paid for.',
    schema: z.boolean(),
    default: DEFAULTS.freeStartingTires,
  }),
];
