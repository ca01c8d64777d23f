import { check, type CheckResult, type Dice } from '../../dice';
import { accelerationModifier, GEARING_ACCELERATION, type BeyondTable, type Gearing } from '../car';
import type { TalentName } from '../names';
import { MatchRuleError, modifier, sumModifiers, type Modifier } from './modifiers';
import { RerollPool, type ScopedReroll } from './rerolls';
import { SECTION, withGap } from './sections';

/**
 * The fuel +1: "This bonus lasts until the vehicle's speed is increased, until no attempt is made at increasing the
 * vehicle's speed, or until the vehicle slows down". 'carried' = bought in an earlier turn and still running.
 */
export type FuelBonus = 'none' | 'carried' | 'buy';

export interface AccelerationInput {
  speed: number;
  /** The car's acceleration rating before gearing (design ACC and permanent items). */
  acceleration: number;
  gearing: Gearing;
  /** Drivetrain-damaged criticals taken (-1 ACC each). */
  drivetrainDamage: number;
  fuel: number;
  fuelBonus: FuelBonus;
  /** Spend a point of fuel on a second attempt if the first fails (gaps.md #40: only after a failure). */
  secondAttemptWithFuel: boolean;
  /** Fuel ran out when a deduction was due: the engine cannot accelerate (gaps.md #35). */
  engineDry?: boolean;
  /** Car house rule speedBandsBeyondTable. */
  beyondTable?: BeyondTable;
}

export interface AccelerationResult {
  success: boolean;
  speedAfter: number;
  target: number;
  modifiers: Modifier[];
  check: CheckResult;
  fuelSpent: number;
  /** Whether the fuel +1 is still running next turn (it lapses on success). */
  fuelBonusNextTurn: boolean;
}

export function accelerationModifiers(
  input: Pick<AccelerationInput, 'speed' | 'acceleration' | 'gearing' | 'drivetrainDamage' | 'fuelBonus' | 'beyondTable'>,
): Modifier[] {
  const mods = [
    modifier('Acceleration rating', input.acceleration, SECTION.speed),
    modifier(
      `Speed ${input.speed}, gearing ${input.gearing >= 0 ? '+' : ''}${input.gearing}`,
      accelerationModifier(input.speed, input.gearing, input.beyondTable),
      SECTION.speedBands,
    ),
    modifier('Gearing', GEARING_ACCELERATION[`${input.gearing}`], 'Part II › Transmission Modifications'),
  ];
  if (input.drivetrainDamage > 0) mods.push(modifier('Drivetrain damaged', -input.drivetrainDamage, SECTION.damageTable));
  if (input.fuelBonus !== 'none') mods.push(modifier('Fuel bonus', 1, SECTION.turnSequence));
  return mods;
}

/**
 * Part III › Turn Sequence and Part IV › Speed: one roll of 1d6 ≤ the modified acceleration raises speed by 1;
 * a point of fuel buys a +1 bonus or a second attempt. At most +1 per turn (gaps.md #40); a modified ACC of 0 or
 * less can never succeed, which is the top speed (gaps.md #34).
 */
export function accelerate(dice: Dice, input: AccelerationInput): AccelerationResult {
  if (input.engineDry) throw new MatchRuleError('The engine is dry and cannot accelerate', withGap(SECTION.fuelPoints, 35));
  if (input.fuelBonus === 'buy' && input.fuel < 1) throw new MatchRuleError('No fuel to buy the +1 acceleration bonus', SECTION.turnSequence);
  const fuelAfterBonus = input.fuel - (input.fuelBonus === 'buy' ? 1 : 0);
  if (input.secondAttemptWithFuel && fuelAfterBonus < 1) throw new MatchRuleError('No fuel left for a second acceleration attempt', SECTION.turnSequence);
  const modifiers = accelerationModifiers(input);
  const target = sumModifiers(modifiers);
  const secondAttempt = input.secondAttemptWithFuel ? [{ source: 'fuel point' }] : [];
  const result = check(dice, target, 'acceleration', secondAttempt);
  const fuelSpent = (input.fuelBonus === 'buy' ? 1 : 0) + (result.rerolledBy ? 1 : 0);
  return {
    success: result.success,
    speedAfter: input.speed + (result.success ? 1 : 0),
    target,
    modifiers,
    check: result,
    fuelSpent,
    fuelBonusNextTurn: input.fuelBonus !== 'none' && !result.success,
  };
}

export interface DecelerationInput {
  speed: number;
  /** Points of speed the driver wants to shed this turn. */
  shed: number;
  driving: number;
  talents: readonly TalentName[];
  rerolls: readonly ScopedReroll[];
}

export interface DecelerationResult {
  speedAfter: number;
  shed: number;
  /** The one point shed without a check. */
  free: number;
  checks: CheckResult[];
  maxChecks: number;
  rerollsUsed: string[];
}

/** "A vehicle is normally allowed to make two of these checks every turn"; Big foot: three. */
export const DECELERATION_CHECKS = { normal: 2, bigFoot: 3 } as const;

/**
 * Part IV › Speed: one point of speed may be shed automatically; each further point needs a successful driving
 * check, two per turn (three with Big foot). A failed check sheds nothing and has no other effect (gaps.md #40);
 * the driver may still declare the next one.
 */
export function decelerate(dice: Dice, input: DecelerationInput): DecelerationResult {
  const maxChecks = input.talents.includes('Big foot') ? DECELERATION_CHECKS.bigFoot : DECELERATION_CHECKS.normal;
  const wanted = Math.min(input.shed, input.speed, 1 + maxChecks);
  const free = Math.min(1, wanted);
  const pool = new RerollPool(input.rerolls);
  const checks: CheckResult[] = [];
  let shed = free;
  while (checks.length < wanted - free) {
    const result = check(dice, input.driving, `deceleration check ${checks.length + 1} of ${maxChecks}`, pool.for('driving'));
    pool.spend(result.rerolledBy);
    checks.push(result);
    if (result.success) shed++;
  }
  return { speedAfter: input.speed - shed, shed, free, checks, maxChecks, rerollsUsed: pool.used };
}
