import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import {
  rollSuspensionBreakdown,
  TREAD_TABLE,
  TWEAK_TABLE,
  type BreakdownExtension,
  type HazardKind,
  type RoadSurface,
  type SuspensionTweak,
  type Tread,
} from '../car';
import type { TalentName } from '../names';
import { MatchRuleError, modifier, sumModifiers, type Modifier } from './modifiers';
import { RerollPool, type ScopedReroll } from './rerolls';
import { SECTION, withGap } from './sections';
import type { MatchSettings } from './settings';
import { COLLISION_OBSTACLE_RATING, OIL_RATING_BY_SURFACE } from './tables/hazards';

export interface HazardDriver {
  /** Effective driving ability. */
  driving: number;
  talents: readonly TalentName[];
  /** Re-rolls still available (see talentRerolls); only 'driving' ones are used here. */
  rerolls: readonly ScopedReroll[];
}

export interface HazardVehicle {
  tread: Tread;
  /** World Trade rare tires: "full bonuses but no penalties" — the tread's doubling never applies (gaps.md #74). */
  rareTires?: boolean;
  tweaks: readonly SuspensionTweak[];
  /** Hydraulics (Tinkering): "Ignore obstacle penalties from the lowered suspension". */
  hydraulics?: boolean;
  wheelGuards: boolean;
  /** The car's suspension breakdown threshold (car `breakdownThreshold`, null = never breaks) and the car house rule. */
  breakdown: { threshold: number | null; extension: BreakdownExtension };
}

export type HazardSource = 'maneuver' | 'debris' | 'mud' | 'snow' | 'ice' | 'oil' | 'obstacle' | 'oil-entry' | 'collision' | 'damaged';

export interface HazardResult {
  hazard: HazardSource;
  /** The rating as modified by the vehicle: the size of the driving-check penalty, added to the breakdown die. */
  rating: number;
  ratingModifiers: Modifier[];
  /** A hazard the tires ignore: no check, no breakdown roll. */
  ignored: boolean;
  check: CheckResult | null;
  checkModifiers: Modifier[];
  handlingLoss: number;
  breakdown: { broken: boolean; roll: RollRecord } | null;
  rerollsUsed: string[];
}

/** Part II › Handling: a broken suspension "immediately goes to handling -5 and is out of control … and is immobilized". */
export const BROKEN_SUSPENSION_HANDLING = -5;

/** Apply the tread's effects for one kind of hazard (Part II › Tire tread, as tabled by the car module). */
function treadRating(vehicle: HazardVehicle, kind: HazardKind, printed: number): { rating: number; ignored: boolean; mods: Modifier[] } {
  let rating = printed;
  let ignored = false;
  const label = TREAD_TABLE[vehicle.tread].label;
  for (const effect of TREAD_TABLE[vehicle.tread].effects) {
    if (!(effect.hazards as readonly HazardKind[]).includes(kind)) continue;
    if (effect.op === 'reduce') {
      rating = Math.max(effect.min, rating - effect.by);
      if ((effect.ignoreZero === 'printed' && printed === 0) || (effect.ignoreZero === 'reduced' && rating <= 0)) ignored = true;
    } else if (!vehicle.rareTires) {
      rating = Math.max(effect.min, rating * 2);
    }
  }
  const mods = rating !== printed ? [modifier(`${label} tires`, rating - printed, SECTION.tread)] : [];
  return { rating, ignored, mods };
}

function tweakLabel(t: SuspensionTweak): string {
  return TWEAK_TABLE[t].label;
}

interface Resolve {
  hazard: HazardSource;
  ratingModifiers: Modifier[];
  extraCheckModifiers?: Modifier[];
  lossOnFailure: number;
  lossOnSuccess: number;
  /** Frosty and oil on dirt: the hazard is suffered but there is no check. */
  noCheck?: boolean;
  /** A road-hazard part of an obstacle is the same hazard: the breakdown is rolled once, for the obstacle. */
  noBreakdown?: boolean;
  /** Collision hazard levels may be a bonus (swipe +1): the rating is not floored at 0 for the check. */
  signed?: boolean;
}

/** The rating floors at 0; the driving check is penalized by it (gaps.md #3); a failure costs handling. */
function resolve(dice: Dice, r: Resolve, driver: HazardDriver, vehicle: HazardVehicle): HazardResult {
  const raw = sumModifiers(r.ratingModifiers);
  const floored = !r.signed && raw < 0;
  const rating = floored ? 0 : raw;
  const ratingModifiers = floored ? [...r.ratingModifiers, modifier('Minimum rating 0', -raw, SECTION.roadHazards)] : r.ratingModifiers;
  const checkModifiers = [
    modifier('Driving ability', driver.driving, SECTION.roadHazards),
    modifier('Hazard rating', -rating, SECTION.roadHazards),
    ...(r.extraCheckModifiers ?? []),
  ];
  const pool = new RerollPool(driver.rerolls);
  let result: CheckResult | null = null;
  if (!r.noCheck) {
    result = check(dice, sumModifiers(checkModifiers), `${r.hazard} hazard: driving check`, pool.for('driving'));
    pool.spend(result.rerolledBy);
  }
  const handlingLoss = result === null || !result.success ? (r.noCheck ? 0 : r.lossOnFailure) : r.lossOnSuccess;
  const breakdown = r.noBreakdown ? null : rollSuspensionBreakdown(dice, vehicle.breakdown.threshold, Math.max(0, rating), vehicle.breakdown.extension);
  return { hazard: r.hazard, rating, ratingModifiers, ignored: false, check: result, checkModifiers, handlingLoss, breakdown, rerollsUsed: pool.used };
}

function ignoredHazard(hazard: HazardSource, ratingModifiers: Modifier[]): HazardResult {
  return { hazard, rating: 0, ratingModifiers, ignored: true, check: null, checkModifiers: [], handlingLoss: 0, breakdown: null, rerollsUsed: [] };
}

export interface ManeuverInput {
  /** The current turn mode (car `turnMode`, then `turnModeOnSurface` on ice). */
  turnMode: number;
  /** Hexes travelled in a straight line since the last maneuver. */
  hexesStraight: number;
  /** "If the vehicle suffered any hazard in this or the previous MP spent". */
  hazardThisOrPreviousMp: boolean;
}

/**
 * Part IV › Maneuver Hazards: turning sooner than the turn mode allows. "-1 penalty for every hex short (after the
 * first one)", +1 after a recent hazard; failure costs one handling on top of the maneuver cost. Returns null when
 * the turn mode was met.
 */
export function maneuverHazard(dice: Dice, input: ManeuverInput, driver: HazardDriver, vehicle: HazardVehicle): HazardResult | null {
  const short = input.turnMode - input.hexesStraight;
  if (short <= 0) return null;
  const printed = [modifier('Hexes short of turn mode after the first', short - 1, SECTION.maneuverHazards)];
  if (input.hazardThisOrPreviousMp) printed.push(modifier('Hazard in this or the previous MP', 1, SECTION.maneuverHazards));
  const tread = treadRating(vehicle, 'maneuver', sumModifiers(printed));
  if (tread.ignored) return ignoredHazard('maneuver', [...printed, ...tread.mods]);
  const tweaks = vehicle.tweaks
    .filter((t) => TWEAK_TABLE[t].maneuverHazard !== 0)
    .map((t) => modifier(tweakLabel(t), TWEAK_TABLE[t].maneuverHazard, SECTION.suspensionTweaks));
  const guards = vehicle.wheelGuards ? [modifier('Wheel guards', -1, `${SECTION.otherComponents} › Wheel Guards`)] : [];
  return resolve(
    dice,
    { hazard: 'maneuver', ratingModifiers: [...printed, ...tread.mods, ...tweaks], extraCheckModifiers: guards, lossOnFailure: 1, lossOnSuccess: 0 },
    driver,
    vehicle,
  );
}

export type RoadHazardKind = 'debris' | 'mud' | 'snow' | 'ice' | 'oil';

export interface RoadHazardInput {
  kind: RoadHazardKind;
  /** The track's rating for this hex; omitted = the league default (oil: by surface). */
  rating?: number;
  surface: RoadSurface;
}

/**
 * Part IV › Road Hazards: only when the vehicle turns, drifts or is out of control on the hex (the caller decides).
 * One handling point unless a driving check penalized by the rating "as modified by the vehicle" succeeds.
 */
export function roadHazard(
  dice: Dice,
  input: RoadHazardInput,
  driver: HazardDriver,
  vehicle: HazardVehicle,
  settings: Pick<MatchSettings, 'roadHazardRatings'>,
): HazardResult {
  const printedRating = input.rating ?? (input.kind === 'oil' ? OIL_RATING_BY_SURFACE[input.surface] : settings.roadHazardRatings[input.kind]);
  const printed = [modifier(`${input.kind} rating`, printedRating, input.rating === undefined ? withGap(SECTION.roadHazards, 39) : SECTION.roadHazards)];
  // "Oil isn't nearly as dangerous on dirt tracks, counting as only a rating 0 hazard and does not force a driving check."
  const oilOnDirt = input.kind === 'oil' && input.surface === 'dirt' && input.rating === undefined;
  const tread = treadRating(vehicle, input.kind, printedRating);
  if (tread.ignored) return ignoredHazard(input.kind, [...printed, ...tread.mods]);
  const tweaks = vehicle.tweaks
    .filter((t) => TWEAK_TABLE[t].roadHazard !== 0)
    .map((t) => modifier(tweakLabel(t), TWEAK_TABLE[t].roadHazard, SECTION.suspensionTweaks));
  const dogSledder =
    input.kind === 'snow' && driver.talents.includes('Dog-sledder') ? [modifier('Dog-sledder', -1, `${SECTION.drivingTalents} › Dog-sledder`)] : [];
  return resolve(
    dice,
    { hazard: input.kind, ratingModifiers: [...printed, ...tread.mods, ...tweaks, ...dogSledder], lossOnFailure: 1, lossOnSuccess: 0, noCheck: oilOnDirt },
    driver,
    vehicle,
  );
}

export interface ObstacleInput {
  /** The obstacle's rating, 1-4 (5+ is too high to drive over: a collision). */
  rating: number;
  /** Turning, drifting or out of control on the hex: the obstacle also counts as a road hazard. */
  maneuvering: boolean;
}

export interface ObstacleResult extends HazardResult {
  /** The road-hazard check for maneuvering on the obstacle ("Obstacles also count as road hazards"). */
  maneuverCheck: HazardResult | null;
}

function obstacleRatingModifiers(printed: number, driver: HazardDriver, vehicle: HazardVehicle, onlyPenalties: boolean): Modifier[] {
  const mods = [modifier('Obstacle rating', printed, SECTION.obstacleHazards)];
  for (const t of vehicle.tweaks) {
    const change: number = TWEAK_TABLE[t].obstacleHazard;
    if (change === 0 || (onlyPenalties && change < 0)) continue;
    if (t === 'lowered' && vehicle.hydraulics) continue;
    mods.push(modifier(tweakLabel(t), change, SECTION.suspensionTweaks));
  }
  if (driver.talents.includes('Texas Steer')) mods.push(modifier('Texas Steer', -1, `${SECTION.drivingTalents} › Texas Steer`));
  return mods;
}

function obstacle(
  dice: Dice,
  hazard: 'obstacle' | 'oil-entry',
  ratingModifiers: Modifier[],
  maneuvering: boolean,
  driver: HazardDriver,
  vehicle: HazardVehicle,
): ObstacleResult {
  const rating = Math.max(0, sumModifiers(ratingModifiers));
  // "one handling point for every two points of hazard rating (round fractions up with a minimum of one)"; a success saves one.
  const loss = Math.max(1, Math.ceil(rating / 2));
  const main = resolve(dice, { hazard, ratingModifiers, lossOnFailure: loss, lossOnSuccess: loss - 1 }, driver, vehicle);
  if (!maneuvering) return { ...main, maneuverCheck: null };
  const ignoresPenalty = vehicle.tweaks.some((t) => TWEAK_TABLE[t].ignoresObstacleManeuverPenalty);
  const roadMods = ignoresPenalty
    ? [...ratingModifiers, modifier('Increased suspension travel: no penalty for maneuvering on an obstacle', -rating, SECTION.suspensionTweaks)]
    : ratingModifiers;
  const roadDriver = { ...driver, rerolls: driver.rerolls.filter((r) => r.per === 'unlimited' || !main.rerollsUsed.includes(r.source)) };
  const maneuverCheck = resolve(dice, { hazard, ratingModifiers: roadMods, lossOnFailure: 1, lossOnSuccess: 0, noBreakdown: true }, roadDriver, vehicle);
  return { ...main, maneuverCheck, rerollsUsed: [...main.rerollsUsed, ...maneuverCheck.rerollsUsed] };
}

/**
 * Part IV › Obstacle Hazards. The rating is modified by suspension tweaks and Texas Steer (minimum 0); the check is
 * penalized by it, as for road hazards.
 */
export function obstacleHazard(dice: Dice, input: ObstacleInput, driver: HazardDriver, vehicle: HazardVehicle): ObstacleResult {
  if (input.rating >= COLLISION_OBSTACLE_RATING) {
    throw new MatchRuleError(`An obstacle rated ${input.rating} is too high to drive over: resolve a collision`, withGap(SECTION.obstacleHazards, 39));
  }
  return obstacle(dice, 'obstacle', obstacleRatingModifiers(input.rating, driver, vehicle, false), input.maneuvering, driver, vehicle);
}

/**
 * Part V › Oil and Caltrops: entering an oil hex on asphalt or concrete "requires a driving check as if it were an
 * obstacle (at rating 0); suspension modifications do not assist" — tweaks that lower the rating are left out.
 * On dirt there is no check. Turning or drifting in it is a separate road hazard (roadHazard, kind 'oil').
 */
export function oilEntry(dice: Dice, surface: RoadSurface, driver: HazardDriver, vehicle: HazardVehicle): ObstacleResult | null {
  if (OIL_RATING_BY_SURFACE[surface] === 0) return null;
  return obstacle(dice, 'oil-entry', obstacleRatingModifiers(0, driver, vehicle, true), false, driver, vehicle);
}

/**
 * Part V › Hazard from being damaged: a grazing hit or worse in a phase forces one driving check per phase or the
 * vehicle loses 1 handling. Frosty "never tests" (the hazard is still suffered, so an overloaded suspension rolls).
 * Returns null if the vehicle already took this check this phase.
 */
export function damagedHazard(dice: Dice, alreadyThisPhase: boolean, driver: HazardDriver, vehicle: HazardVehicle): HazardResult | null {
  if (alreadyThisPhase) return null;
  const frosty = driver.talents.includes('Frosty');
  return resolve(
    dice,
    { hazard: 'damaged', ratingModifiers: [modifier('Damaged by weapon-fire', 0, SECTION.damagedHazard)], lossOnFailure: 1, lossOnSuccess: 0, noCheck: frosty },
    driver,
    vehicle,
  );
}

/**
 * A collision's hazard level is added to the check as written (gaps.md #3): head-on -1, T-bone -2/-1, rear-end 0,
 * swipe +1. Its rating for the breakdown die is the size of the penalty (a bonus adds nothing).
 */
export function collisionHazard(dice: Dice, level: number, handlingLoss: number, driver: HazardDriver, vehicle: HazardVehicle): HazardResult {
  return resolve(
    dice,
    {
      hazard: 'collision',
      ratingModifiers: [modifier('Collision hazard level', -level, withGap(SECTION.collisionDamage, 3))],
      lossOnFailure: handlingLoss,
      lossOnSuccess: Math.max(0, handlingLoss - 1),
      signed: true,
    },
    driver,
    vehicle,
  );
}
