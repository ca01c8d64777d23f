/**
 * Part IV › Loss of Control › Loss of control table, read by 1d6 + speed + points of handling below -1 − driving.
 * Effects are kept as data so the match assistant can apply them; `text` is the rulebook's.
 */
export type LossOfControlEvent = 'minor-skid' | 'fishtail' | 'major-skid' | 'spin' | 'rollover';

export interface LossOfControlRow {
  min: number;
  max: number;
  event: LossOfControlEvent;
  label: string;
  /** What the next MP spent must be. */
  nextMp: 'drift' | 'turn-and-drift' | null;
  /** Every MP spent while the event lasts must be a drift. */
  everyMpDrift: boolean;
  mpLossThisTurn: number;
  speedLossNextTurn: number;
  /** Lost each phase the event continues. */
  perPhase: { speed: number; mp: number };
  /** The vehicle turns one hex-side each phase before moving (spin). */
  turnEachPhase: boolean;
  shootingPenalty: 'normal' | 'double';
  /** Driving-check penalty for the per-phase recovery check; null if there is none. */
  recovery: { penalty: number; penaltyAboveSpeed6: number } | null;
  /** Damage as in a collision with a stationary object at full speed (gaps.md #44). */
  collisionDamage: boolean;
  text: string;
}

export const LOSS_OF_CONTROL_TABLE = [
  {
    min: -Infinity,
    max: 3,
    event: 'minor-skid',
    label: 'Minor skid',
    nextMp: 'drift',
    everyMpDrift: false,
    mpLossThisTurn: 0,
    speedLossNextTurn: 0,
    perPhase: { speed: 0, mp: 0 },
    turnEachPhase: false,
    shootingPenalty: 'normal',
    recovery: null,
    collisionDamage: false,
    text: 'The next MP this vehicle spends must be a drift.',
  },
  {
    min: 4,
    max: 5,
    event: 'fishtail',
    label: 'Fishtail',
    nextMp: 'turn-and-drift',
    everyMpDrift: false,
    mpLossThisTurn: 1,
    speedLossNextTurn: 1,
    perPhase: { speed: 0, mp: 0 },
    turnEachPhase: false,
    shootingPenalty: 'normal',
    recovery: null,
    collisionDamage: false,
    text: 'The vehicle must make a hex-side turn and a drift on its next MP spent. The vehicle also loses one speed next turn and one MP this turn. The vehicle may not make any additional maneuvers while it is in the fishtail.',
  },
  {
    min: 6,
    max: 7,
    event: 'major-skid',
    label: 'Major skid',
    nextMp: 'drift',
    everyMpDrift: true,
    mpLossThisTurn: 1,
    speedLossNextTurn: 0,
    perPhase: { speed: 1, mp: 0 },
    turnEachPhase: false,
    shootingPenalty: 'normal',
    recovery: { penalty: 0, penaltyAboveSpeed6: 0 },
    collisionDamage: false,
    text: 'Every MP this vehicle spends must be a drift and the vehicle loses one speed each phase that the skid continues and one MP this turn. The skidding vehicle may not make any other maneuvers until it recovers. Each phase the vehicle is allowed a driving ability check to attempt to recover.',
  },
  {
    min: 8,
    max: 9,
    event: 'spin',
    label: 'Spin',
    nextMp: null,
    everyMpDrift: false,
    mpLossThisTurn: 0,
    speedLossNextTurn: 0,
    perPhase: { speed: 2, mp: 2 },
    turnEachPhase: true,
    shootingPenalty: 'double',
    recovery: { penalty: -1, penaltyAboveSpeed6: -2 },
    collisionDamage: false,
    text: 'The vehicle will continue to travel in the direction it was heading originally but will turn one hex-side each phase (before moving) and will lose 2 speed and 2 MP every phase that it continues to spin. Vehicle suffers double the normal shooting penalty. Each phase the vehicle is allowed a driving ability check at a -1 penalty to attempt to recover (-2 if the vehicle is moving faster than speed 6). The phase after the successful recovery, face the vehicle in the same direction that it was traveling during the spin and move it normally from there. The vehicle will continue to spin until it makes a successful recovery or until its speed reaches zero.',
  },
  {
    min: 10,
    max: Infinity,
    event: 'rollover',
    label: 'Rollover',
    nextMp: 'drift',
    everyMpDrift: true,
    mpLossThisTurn: 0,
    speedLossNextTurn: 0,
    perPhase: { speed: 2, mp: 2 },
    turnEachPhase: false,
    shootingPenalty: 'double',
    recovery: null,
    collisionDamage: true,
    text: 'The vehicle begins rolling over, causing damage as if it had been in a collision with a stationary object at its full speed. In addition, the vehicle must use all of its MP to drift in the direction of the rollover, losing 2 points of speed and 2 MP every phase. Vehicle suffers double the normal shooting penalty. When the vehicle comes to a stop roll 1d6; on a die roll of 1, 2, or 3 the vehicle has managed to land on its wheels and may be operated normally from that point on. Otherwise the vehicle is on its side or top and counts as being destroyed (no weapons may be fired and the vehicle may not move).',
  },
] as const satisfies readonly LossOfControlRow[];

/** Rollover: "When the vehicle comes to a stop roll 1d6; on a die roll of 1, 2, or 3 the vehicle has managed to land on its wheels". */
export const ROLLOVER_LANDING = [
  { min: 1, max: 3, onWheels: true },
  { min: 4, max: 6, onWheels: false },
] as const;
