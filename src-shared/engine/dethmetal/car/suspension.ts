import type { Dice, RollRecord } from '../../dice';

/**
 * Part II › Suspension Tweaks. Hazard changes are in rating points (the size of the driving-check penalty, gaps.md #3):
 * +1 = "increase any … hazard by one", -1 = "reduce … by one". Set at construction, never changed afterwards.
 */
export const SUSPENSION_TWEAKS = ['lowered', 'raised', 'decreased-travel', 'increased-travel'] as const;
export type SuspensionTweak = (typeof SUSPENSION_TWEAKS)[number];

export interface TweakEffect {
  label: string;
  handling: number;
  turnMode: number;
  obstacleHazard: number;
  roadHazard: number;
  maneuverHazard: number;
  /** Increased travel: "ignore the penalty for maneuvering on an obstacle". */
  ignoresObstacleManeuverPenalty: boolean;
  excludes: SuspensionTweak;
}

export const TWEAK_TABLE = {
  lowered: {
    label: 'Lowered suspension',
    handling: 1,
    turnMode: 0,
    obstacleHazard: 1,
    roadHazard: 0,
    maneuverHazard: 0,
    ignoresObstacleManeuverPenalty: false,
    excludes: 'raised',
  },
  raised: {
    label: 'Raised suspension',
    handling: 0,
    turnMode: 1,
    obstacleHazard: -1,
    roadHazard: 0,
    maneuverHazard: 0,
    ignoresObstacleManeuverPenalty: false,
    excludes: 'lowered',
  },
  'decreased-travel': {
    label: 'Decreased suspension travel',
    handling: 1,
    turnMode: 0,
    obstacleHazard: 1,
    roadHazard: 1,
    maneuverHazard: 0,
    ignoresObstacleManeuverPenalty: false,
    excludes: 'increased-travel',
  },
  // The source says it cannot be combined with "Increased Suspension Travel"; evidently Decreased (gaps.md #32).
  'increased-travel': {
    label: 'Increased suspension travel',
    handling: 0,
    turnMode: 0,
    obstacleHazard: -1,
    roadHazard: 0,
    maneuverHazard: 1,
    ignoresObstacleManeuverPenalty: true,
    excludes: 'decreased-travel',
  },
} as const satisfies Record<SuspensionTweak, TweakEffect>;

/** The two suspension heights that Adjustable Suspension Height can switch to (Part II › Other components). */
export const ADJUSTABLE_HEIGHTS = ['raised', 'lowered'] as const satisfies readonly SuspensionTweak[];
export type AdjustableHeight = (typeof ADJUSTABLE_HEIGHTS)[number];

/**
 * How far the breakdown thresholds run past the two printed bands (house rule `breakdownExtension`, gaps.md #26):
 * 'every-10-percent' lowers the breaking roll by 1 for every further 10% without end; 'natural-one-holds' does the
 * same, except that a natural 1 on the die never breaks the suspension.
 */
export type BreakdownExtension = 'every-10-percent' | 'natural-one-holds';

/**
 * Part II › Handling: the suspension breaks when 1d6 + hazard rating reaches this number; `null` = never breaks
 * (weight ≤ suspension). Over by up to 10% → 6; 10% up to 20% → 5; "extend as far as you need to" (gaps.md #26).
 * Integer arithmetic so exactly 110% lands in the second band.
 */
export function breakdownThreshold(weight: number, suspension: number): number | null {
  if (weight <= suspension) return null;
  const bandsOver = Math.floor((10 * (weight - suspension)) / Math.max(suspension, 1));
  return 6 - bandsOver;
}

export function suspensionBreaks(threshold: number | null, die: number, hazardRating: number, extension: BreakdownExtension): boolean {
  if (threshold === null) return false;
  if (extension === 'natural-one-holds' && die === 1) return false;
  return die + hazardRating >= threshold;
}

/** The breakdown roll a hazard forces on an overloaded suspension; `null` (no roll) when it cannot break. */
export function rollSuspensionBreakdown(
  dice: Dice,
  threshold: number | null,
  hazardRating: number,
  extension: BreakdownExtension,
): { broken: boolean; roll: RollRecord } | null {
  if (threshold === null) return null;
  const roll = dice.roll('1d6', `suspension breakdown (breaks on ${threshold} or more, hazard ${hazardRating >= 0 ? '+' : ''}${hazardRating})`);
  const broken = suspensionBreaks(threshold, roll.value, hazardRating, extension);
  dice.decide(roll, broken ? 'suspension broken' : 'suspension holds');
  return { broken, roll };
}
