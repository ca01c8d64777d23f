import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import { movementDiceFor, treadMatchesSurface, type RoadSurface, type Tread } from '../car';
import type { TalentName } from '../names';
import { MatchRuleError, modifier, type Modifier } from './modifiers';
import { RerollPool, type ScopedReroll } from './rerolls';
import { SECTION, withGap } from './sections';
import type { MatchSettings } from './settings';
import type { Phase } from './tables/turnSequence';

export interface MovementPointsResult {
  mp: number;
  roll: RollRecord | null;
  modifiers: Modifier[];
}

/** Part IV › Movement Points: speed + 1d2 (speed 1-3), 1d3 (4-6) or 1d6 (7+); speed 0 rolls nothing and has 0 MP (gaps.md #40). */
export function movementPoints(dice: Dice, speed: number): MovementPointsResult {
  const notation = movementDiceFor(speed);
  if (notation === null) return { mp: 0, roll: null, modifiers: [modifier('Speed 0: no movement die', 0, withGap(SECTION.movementPoints, 40))] };
  const roll = dice.roll(notation, `movement points at speed ${speed}`);
  dice.decide(roll, `${speed + roll.value} MP`);
  return {
    mp: speed + roll.value,
    roll,
    modifiers: [modifier('Speed', speed, SECTION.movementPoints), modifier(`Movement die (${notation})`, roll.value, SECTION.movementPoints)],
  };
}

export interface PhaseAllowance {
  phase: Phase;
  /** One third of the turn's MP, rounded down. */
  base: number;
  /** Remainder MP left for this and later phases. */
  remainderLeft: number;
  /** May spend one remainder MP this phase. */
  remainderAvailable: 0 | 1;
  /** Must spend one remainder MP this phase, or the turn cannot spend all its MP. */
  remainderRequired: 0 | 1;
  /** Generated MP this phase must account for, and may at most. */
  min: number;
  max: number;
  /** Option point: one extra MP this phase, or one MP cancelled (counted in min/max as spent without moving). */
  optionExtra: 0 | 1;
  optionCancel: 0 | 1;
}

/**
 * Part IV › Phases and Movement points: each phase spends exactly one third of the MP, rounded down, plus at most
 * one remainder MP, and every MP must be spent by the end of phase 3 (gaps.md #40: "up to" in Part III is read as
 * exactly). `usedBefore` counts generated MP spent or cancelled in earlier phases. If MP were lost mid-turn
 * (fishtail, skid, collision) so that fewer than the base remain, the shortfall falls on the last phases.
 */
export function phaseAllowance(mp: number, phase: Phase, usedBefore: number, optionPointsLeft = 0): PhaseAllowance {
  const base = Math.floor(mp / 3);
  const phasesLeft = 4 - phase;
  const remaining = mp - usedBefore;
  if (remaining < 0 || usedBefore > (base + 1) * (phase - 1)) {
    throw new MatchRuleError(`${usedBefore} MP spent before phase ${phase} is more than ${mp} MP allows`, SECTION.phases);
  }
  const remainderLeft = Math.max(0, remaining - base * phasesLeft);
  const remainderAvailable = remainderLeft > 0 ? 1 : 0;
  const remainderRequired = remainderLeft >= phasesLeft ? 1 : 0;
  const min = Math.min(base, remaining) + remainderRequired;
  const max = Math.min(base, remaining) + remainderAvailable;
  // A vehicle at speed 0 has 0 MP, and option points cannot move it (gaps.md #40).
  const option = optionPointsLeft > 0 && mp > 0;
  return { phase, base, remainderLeft, remainderAvailable, remainderRequired, min, max, optionExtra: option ? 1 : 0, optionCancel: option && max > 0 ? 1 : 0 };
}

export interface DriverOptionsInput {
  driving: number;
  tread: Tread;
  surface: RoadSurface;
  talents: readonly TalentName[];
  rerolls: readonly ScopedReroll[];
}

export interface DriverOptionsResult {
  points: number;
  checks: CheckResult[];
  /** Why each check was allowed. */
  allowance: Modifier[];
  rerollsUsed: string[];
}

/** The option checks a driver makes this turn, one modifier each saying why it is allowed (Part IV › Driver's Option Points). */
export function optionCheckAllowance(input: Pick<DriverOptionsInput, 'tread' | 'surface' | 'talents'>): Modifier[] {
  const allowance = [modifier("Driver's option check", 1, SECTION.optionPoints)];
  if (treadMatchesSurface(input.tread, input.surface)) allowance.push(modifier(`Tires match the ${input.surface} surface`, 1, SECTION.optionPoints));
  if (input.talents.includes('Autobahn')) allowance.push(modifier('Autobahn', 1, `${SECTION.drivingTalents} › Autobahn`));
  return allowance;
}

/**
 * Part IV › Driver's Option Points: one driving check at the start of the turn, a second when the tread matches the
 * road surface, one more with Autobahn; each success is an option point for this turn. Smooth Driver re-rolls
 * failed option checks.
 */
export function driverOptionChecks(dice: Dice, input: DriverOptionsInput): DriverOptionsResult {
  const allowance = optionCheckAllowance(input);
  const pool = new RerollPool(input.rerolls);
  const checks = allowance.map((_, i) => {
    const result = check(dice, input.driving, `driver's option check ${i + 1} of ${allowance.length}`, pool.for('driver-option'));
    pool.spend(result.rerolledBy);
    return result;
  });
  return { points: checks.filter((c) => c.success).length, checks, allowance, rerollsUsed: pool.used };
}

/**
 * Part IV › Maneuvers and Handling: a drift always costs 1 handling; a hex-side turn costs "one or more handling
 * points depending on its speed" — 1 per `turnCostSpeedStep` speed, rounded up (gaps.md #41).
 */
export function maneuverCost(kind: 'turn' | 'drift', speed: number, settings: Pick<MatchSettings, 'turnCostSpeedStep'>): Modifier {
  if (kind === 'drift') return modifier('Drift', 1, SECTION.maneuvers);
  return modifier(`Hex-side turn at speed ${speed}`, Math.max(1, Math.ceil(speed / settings.turnCostSpeedStep)), withGap(SECTION.maneuvers, 41));
}

/** On ice the turn mode is multiplied (gaps.md #32, #39), by 1.5 with Dog-sledder, rounded up. */
export function turnModeOnSurface(
  turnMode: number,
  surface: RoadSurface,
  talents: readonly TalentName[],
  settings: Pick<MatchSettings, 'iceTurnModeMultiplier'>,
): { turnMode: number; modifiers: Modifier[] } {
  const modifiers = [modifier('Turn mode', turnMode, SECTION.turnMode)];
  if (surface !== 'ice') return { turnMode, modifiers };
  const factor = talents.includes('Dog-sledder') ? 1.5 : settings.iceTurnModeMultiplier;
  const result = Math.ceil(turnMode * factor);
  modifiers.push(
    modifier(
      talents.includes('Dog-sledder') ? 'Ice, Dog-sledder (x1.5)' : `Ice (x${factor})`,
      result - turnMode,
      withGap(`${SECTION.drivingTalents} › Dog-sledder`, 39),
    ),
  );
  return { turnMode: result, modifiers };
}
