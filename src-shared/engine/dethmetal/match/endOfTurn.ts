import { modifier, type Modifier } from './modifiers';
import { SECTION, withGap } from './sections';

/**
 * Part IV › Maneuvers and Handling: a vehicle recovers its maximum handling in points each turn (minimum 1,
 * gaps.md #42), never above the maximum; at speed 0 it recovers fully.
 */
export function recoverHandling(current: number, maxHandling: number, speed: number): { handling: number; modifiers: Modifier[] } {
  if (speed === 0) return { handling: maxHandling, modifiers: [modifier('Stopped: full recovery', maxHandling - current, SECTION.maneuvers)] };
  const recovery = Math.max(1, maxHandling);
  const handling = Math.min(maxHandling, current + recovery);
  return {
    handling,
    modifiers: [
      modifier('Current handling', current, SECTION.maneuvers),
      modifier('Recovery (maximum handling, at least 1)', handling - current, withGap(SECTION.maneuvers, 42)),
    ],
  };
}

/** Part II › Fuel Points: "used up at a rate of 1 every 3 turns" — at the end of turns 3, 6, 9, … (gaps.md #35). */
export const FUEL_USE_EVERY_TURNS = 3;

/**
 * The end-of-turn fuel deduction. A deduction due with an empty tank leaves the engine dry: it cannot accelerate
 * and loses 1 speed per turn (gaps.md #35).
 */
export function fuelAtEndOfTurn(turn: number, fuel: number): { fuel: number; used: number; engineDry: boolean; rule: string } {
  const rule = withGap(SECTION.fuelPoints, 35);
  if (turn % FUEL_USE_EVERY_TURNS !== 0) return { fuel, used: 0, engineDry: false, rule };
  if (fuel <= 0) return { fuel: 0, used: 0, engineDry: true, rule };
  return { fuel: fuel - 1, used: 1, engineDry: false, rule };
}
