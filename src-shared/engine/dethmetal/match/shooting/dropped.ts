import type { Dice, RollRecord } from '../../../dice';
import { FACINGS, type Facing } from '../../car';
import { SECTION, withGap } from '../sections';

/** Part V › Oil and Caltrops: "to a maximum of 3 markers". */
export const MAX_DROPPED_MARKERS = 3;

/**
 * Oil and caltrops: one marker in the phase they are triggered, then one per MP spent in the following phase,
 * to a maximum of 3 (gaps.md #55: one trigger = 1 ammo; each marker goes in the hex just left).
 */
export function markersDropped(mpSpentInFollowingPhase: number): { triggerPhase: number; followingPhase: number; rule: string } {
  return {
    triggerPhase: 1,
    followingPhase: Math.min(MAX_DROPPED_MARKERS - 1, Math.max(0, mpSpentInFollowingPhase)),
    rule: withGap(SECTION.oilAndCaltrops, 55),
  };
}

/** Oil markers are removed "at the end of the turn"; caltrops "once they are hit"; smoke at the end of the following turn (gaps.md #54). */
export const MARKER_LIFETIME = {
  oil: { until: 'end of this turn', rule: SECTION.oilAndCaltrops },
  caltrops: { until: 'hit', rule: SECTION.oilAndCaltrops },
  smoke: { until: 'end of the following turn', rule: withGap(SECTION.smoke, 54) },
} as const;

/**
 * Smoke launcher: the three smoked hexes "each … scatter one hex in a random direction" (1d6 for the hex-side,
 * counted clockwise from the launcher's front, gaps.md #54).
 */
export function smokeScatter(dice: Dice): { direction: Facing; roll: RollRecord }[] {
  return [1, 2, 3].map((n) => {
    const roll = dice.roll('1d6', `smoke hex ${n}: scatter direction`);
    const direction = FACINGS[roll.value - 1]!;
    dice.decide(roll, direction);
    return { direction, roll };
  });
}
