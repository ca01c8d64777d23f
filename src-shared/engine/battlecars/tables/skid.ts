import { SECTION } from '../sections';
import { type D8Roll, d8 } from './dice';

export type SkidCause = 'cornering' | 'oil' | 'smoke' | 'spikes' | 'driverKilled';

export interface SpeedDifferenceRow {
  cause: SkidCause;
  /** The sheet's words. */
  text: string;
  /** The least SD of the cause ("5 or Speed if greater"); null: the cause's SD is its own number (cornering's excess, the speed). */
  atLeast: number | null;
}

/** Skidding › Speed Difference (SD): "If two or more of these occur at the same point, use the greatest SD". */
export const SPEED_DIFFERENCE: readonly SpeedDifferenceRow[] = [
  { cause: 'cornering', text: 'excess over Safe Speed', atLeast: null },
  { cause: 'oil', text: '5 or Speed if greater', atLeast: 5 },
  { cause: 'smoke', text: '3 or Speed if greater', atLeast: 3 },
  { cause: 'spikes', text: '2 or Speed if greater', atLeast: 2 },
  { cause: 'driverKilled', text: 'Speed', atLeast: 0 },
];

export interface DriftRow {
  /** The SD of the row; the last row is "9+". */
  sd: number;
  distance: D8Roll | null;
  damagePerTyre: number;
}

/** Skidding › Drift table: distance drifted and damage per tyre by SD (SD 1 drifts 0, no roll). */
export const DRIFT_TABLE: readonly DriftRow[] = [
  { sd: 1, distance: null, damagePerTyre: 0 },
  { sd: 2, distance: d8(1, -7), damagePerTyre: 0 },
  { sd: 3, distance: d8(1, -6), damagePerTyre: 0 },
  { sd: 4, distance: d8(1, -5), damagePerTyre: 0 },
  { sd: 5, distance: d8(1, -4), damagePerTyre: 1 },
  { sd: 6, distance: d8(1, -3), damagePerTyre: 1 },
  { sd: 7, distance: d8(1, -2), damagePerTyre: 2 },
  { sd: 8, distance: d8(1, -1), damagePerTyre: 2 },
  { sd: 9, distance: d8(1), damagePerTyre: 3 },
];

export function driftRow(sd: number): DriftRow {
  if (!Number.isInteger(sd) || sd < 1) throw new RangeError(`The drift table is read by an SD of 1 or more, not ${sd} (${SECTION.drift}).`);
  return DRIFT_TABLE[Math.min(sd, 9) - 1]!;
}

export interface FacingModifierRow {
  from: number;
  to: number;
  modifier: number;
}

/** Skidding › Final facing: the speed modifier added to the d8 (speeds 1-3: +0, gaps.md #5). */
export const FINAL_FACING_MODIFIER: readonly FacingModifierRow[] = [
  { from: 0, to: 3, modifier: 0 },
  { from: 4, to: 4, modifier: 1 },
  { from: 5, to: 6, modifier: 2 },
  { from: 7, to: 10, modifier: 3 },
];

export function facingModifier(speed: number): number {
  const row = FINAL_FACING_MODIFIER.find((r) => speed >= r.from && speed <= r.to);
  if (!row) throw new RangeError(`The final facing modifier is printed for speeds 0 to 10, not ${speed} (${SECTION.finalFacing}).`);
  return row.modifier;
}

export interface FinalFacingRow {
  from: number;
  to: number;
  /** "Continue move." (1-4) or "Reduce speed to 0, turn ends." (5+). */
  stops: boolean;
  text: string;
}

/** Skidding › Final facing: what the result does (the diagrams are missing: the new facing is gaps.md #1). */
export const FINAL_FACING_RESULT: readonly FinalFacingRow[] = [
  { from: 1, to: 4, stops: false, text: 'Continue move.' },
  { from: 5, to: 11, stops: true, text: 'Reduce speed to 0, turn ends. A bike in trees crashes into a tree.' },
];

/** Final facing: "Bike takes damage in relevant side and has slid over and cannot fire until next turn" (from 7: gaps.md #8). */
export const BIKE_SLIDES_OVER_FROM = 7;
