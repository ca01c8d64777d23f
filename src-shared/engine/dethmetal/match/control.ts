import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import { modifier, sumModifiers, type Modifier } from './modifiers';
import { RerollPool, type ScopedReroll } from './rerolls';
import { SECTION, withGap } from './sections';
import type { MatchSettings } from './settings';
import { lookupBand } from './tables/bands';
import { LOSS_OF_CONTROL_TABLE, ROLLOVER_LANDING, type LossOfControlRow } from './tables/lossOfControl';
import { RANDOM_DIRECTION } from './tables/veer';

export type Side = 'left' | 'right';

/**
 * Part IV › Loss of Control: a check is due "at the moment that the vehicle's handling drops below zero"; with the
 * house rule repeatControlChecks, again each time it falls further while below zero (gaps.md #43).
 */
export function controlCheckDue(handlingBefore: number, handlingAfter: number, settings: Pick<MatchSettings, 'repeatControlChecks'>): boolean {
  if (handlingAfter >= 0 || handlingAfter >= handlingBefore) return false;
  return handlingBefore >= 0 || settings.repeatControlChecks;
}

/** Points of handling below -1: the penalty to the control check and the addition to the loss-of-control roll. */
export function pointsBelowMinusOne(handling: number): number {
  return Math.max(0, -1 - handling);
}

export interface ControlInput {
  handling: number;
  speed: number;
  driving: number;
  rerolls: readonly ScopedReroll[];
}

export interface LossOfControl {
  roll: RollRecord;
  modified: number;
  modifiers: Modifier[];
  result: LossOfControlRow;
}

export interface ControlResult {
  check: CheckResult;
  checkModifiers: Modifier[];
  /** Present when the check failed. */
  lossOfControl: LossOfControl | null;
  rerollsUsed: string[];
}

/**
 * Part IV › Loss of Control: a driving check at -1 for every point below -1; on a failure, 1d6 + speed + points
 * below -1 − driving ability on the loss-of-control table.
 */
export function controlCheck(dice: Dice, input: ControlInput): ControlResult {
  const below = pointsBelowMinusOne(input.handling);
  const checkModifiers = [modifier('Driving ability', input.driving, SECTION.lossOfControl), modifier('Handling below -1', -below, SECTION.lossOfControl)];
  const pool = new RerollPool(input.rerolls);
  const result = check(dice, sumModifiers(checkModifiers), `control check at handling ${input.handling}`, pool.for('driving'));
  pool.spend(result.rerolledBy);
  return {
    check: result,
    checkModifiers,
    lossOfControl: result.success ? null : lossOfControlRoll(dice, input.speed, below, input.driving),
    rerollsUsed: pool.used,
  };
}

export function lossOfControlRoll(dice: Dice, speed: number, below: number, driving: number): LossOfControl {
  const added = speed + below - driving;
  const roll = dice.roll('1d6', `loss of control (${added >= 0 ? '+' : ''}${added} on the die)`);
  const modifiers = [
    modifier('Die', roll.value, SECTION.lossOfControl),
    modifier('Speed', speed, SECTION.lossOfControl),
    modifier('Handling below -1', below, SECTION.lossOfControl),
    modifier('Driving ability', -driving, SECTION.lossOfControl),
  ];
  const modified = sumModifiers(modifiers);
  const result = lookupBand(LOSS_OF_CONTROL_TABLE, modified);
  dice.decide(roll, `${modified}: ${result.label}`);
  return { roll, modified, modifiers, result };
}

const RECOVERABLE = { 'major-skid': LOSS_OF_CONTROL_TABLE[2], spin: LOSS_OF_CONTROL_TABLE[3] } as const;

export interface RecoveryInput {
  event: 'major-skid' | 'spin';
  speed: number;
  driving: number;
  wheelGuards: boolean;
  rerolls: readonly ScopedReroll[];
}

/**
 * The per-phase recovery check of a major skid (plain driving check) or a spin (-1, or -2 faster than speed 6).
 * Wheel guards: "-1 driving penalty on any … recovery checks".
 */
export function recoveryCheck(dice: Dice, input: RecoveryInput): { check: CheckResult; modifiers: Modifier[]; rerollsUsed: string[] } {
  const row = RECOVERABLE[input.event];
  const modifiers = [modifier('Driving ability', input.driving, SECTION.lossOfControl)];
  const penalty = input.speed > 6 ? row.recovery.penaltyAboveSpeed6 : row.recovery.penalty;
  if (penalty !== 0) modifiers.push(modifier(input.speed > 6 ? `${row.label}, faster than speed 6` : row.label, penalty, SECTION.lossOfControl));
  if (input.wheelGuards) modifiers.push(modifier('Wheel guards', -1, `${SECTION.otherComponents} › Wheel Guards`));
  const pool = new RerollPool(input.rerolls);
  const result = check(dice, sumModifiers(modifiers), `${row.label}: recovery check`, pool.for('driving'));
  pool.spend(result.rerolledBy);
  return { check: result, modifiers, rerollsUsed: pool.used };
}

/** What the vehicle last did, for the direction of a skid, fishtail, spin or rollover. */
export interface DirectionCause {
  /** The most recent maneuver this phase. */
  lastManeuver?: { kind: 'turn' | 'drift'; side: Side };
  /** The side the vehicle was hit on, when a collision caused the loss of control. */
  collisionFrom?: Side;
}

export interface DirectionResult {
  side: Side;
  reason: string;
  roll: RollRecord | null;
}

const opposite = (s: Side): Side => (s === 'left' ? 'right' : 'left');

function randomSide(dice: Dice, what: string): DirectionResult {
  const roll = dice.roll('1d6', `${what} direction (odd right, even left)`);
  const side = lookupBand(RANDOM_DIRECTION, roll.value).side;
  dice.decide(roll, side);
  return { side, roll, reason: 'random' };
}

/**
 * Skid (and the drift of a fishtail or rollover): the same direction as the last drift, opposite the last turn, or
 * away from the collision; otherwise random. A collision, being the cause, takes precedence.
 */
export function skidDirection(dice: Dice, cause: DirectionCause): DirectionResult {
  if (cause.collisionFrom) return { side: opposite(cause.collisionFrom), reason: 'away from the collision', roll: null };
  const m = cause.lastManeuver;
  if (m?.kind === 'drift') return { side: m.side, reason: 'same as the last drift', roll: null };
  if (m?.kind === 'turn') return { side: opposite(m.side), reason: 'opposite the last turn', roll: null };
  return randomSide(dice, 'skid');
}

/**
 * Rollover (gaps.md #94). `last-maneuver` (default): "the direction of the skid, spin, or rollover will be in the same
 * direction as its most recent maneuver" (Part IV › Maneuvers and Handling, the only sentence that names rollovers);
 * with no maneuver to follow, away from a collision, else random, as for a skid. `as-skid`: the skid section's rule
 * (same as the last drift, opposite the last turn).
 */
export function rolloverDirection(dice: Dice, cause: DirectionCause, reading: MatchSettings['rolloverDirection']): DirectionResult {
  if (reading === 'as-skid') return skidDirection(dice, cause);
  const m = cause.lastManeuver;
  if (m) return { side: m.side, reason: `same as the most recent maneuver (${m.kind} ${m.side})`, roll: null };
  return skidDirection(dice, cause);
}

/** Fishtail: drift as for a skid; "The hex-side turn is always made in the opposite direction to the drift". */
export function fishtailDirections(dice: Dice, cause: DirectionCause): { drift: DirectionResult; turn: Side } {
  const drift = skidDirection(dice, cause);
  return { drift, turn: opposite(drift.side) };
}

/** Spin: the direction of the last hex-side turn this phase, or toward the collision; otherwise random. */
export function spinDirection(dice: Dice, cause: DirectionCause): DirectionResult {
  if (cause.collisionFrom) return { side: cause.collisionFrom, reason: 'toward the collision', roll: null };
  if (cause.lastManeuver?.kind === 'turn') return { side: cause.lastManeuver.side, reason: 'same as the last turn', roll: null };
  return randomSide(dice, 'spin');
}

/** Rollover: after stopping, 1d6 1-3 lands on its wheels; otherwise out of the heat, not "destroyed" (gaps.md #44). */
export function rolloverLanding(dice: Dice): { onWheels: boolean; roll: RollRecord; rule: string } {
  const roll = dice.roll('1d6', 'rollover: lands on its wheels on 1-3');
  const onWheels = lookupBand(ROLLOVER_LANDING, roll.value).onWheels;
  dice.decide(roll, onWheels ? 'on its wheels' : 'on its side or roof');
  return { onWheels, roll, rule: withGap(SECTION.lossOfControl, 44) };
}
