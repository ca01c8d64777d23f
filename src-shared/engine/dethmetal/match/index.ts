/** Dethmetal match calculators: Parts III (Playing the match), IV (Movement) and V (Shooting). */
export { matchHouseRules, matchSettingsSchema, MATCH_DEFAULTS } from './settings';
export type { MatchSettings } from './settings';
export { SECTION } from './sections';
export { modifier, sumModifiers, MatchRuleError } from './modifiers';
export type { Modifier } from './modifiers';
export { TALENT_REROLLS, talentRerolls, rerollsFor, RerollPool } from './rerolls';
export type { RerollContext, RerollScope, ScopedReroll } from './rerolls';

export { rollInitiative, movementOrder, impetuousRollOff } from './initiative';
export type { InitiativeEntrant, InitiativeEntry, MoveStep, MoveStepKind } from './initiative';
export { accelerate, accelerationModifiers, decelerate, DECELERATION_CHECKS } from './speed';
export type { AccelerationInput, AccelerationResult, DecelerationInput, DecelerationResult, FuelBonus } from './speed';
export { movementPoints, phaseAllowance, driverOptionChecks, optionCheckAllowance, maneuverCost, turnModeOnSurface } from './movement';
export type { MovementPointsResult, PhaseAllowance, DriverOptionsInput, DriverOptionsResult } from './movement';
export { maneuverHazard, roadHazard, obstacleHazard, oilEntry, damagedHazard, collisionHazard, BROKEN_SUSPENSION_HANDLING } from './hazards';
export type {
  HazardDriver,
  HazardVehicle,
  HazardResult,
  HazardSource,
  ManeuverInput,
  RoadHazardInput,
  RoadHazardKind,
  ObstacleInput,
  ObstacleResult,
} from './hazards';
export {
  controlCheckDue,
  controlCheck,
  lossOfControlRoll,
  pointsBelowMinusOne,
  recoveryCheck,
  skidDirection,
  rolloverDirection,
  fishtailDirections,
  spinDirection,
  rolloverLanding,
} from './control';
export type { Side, ControlInput, ControlResult, LossOfControl, RecoveryInput, DirectionCause, DirectionResult } from './control';
export { recoverHandling, fuelAtEndOfTurn, FUEL_USE_EVERY_TURNS } from './endOfTurn';
export {
  COLLISION_PARTY,
  collisionImpact,
  collisionSpeed,
  collisionPen,
  collisionHandlingLoss,
  partyDice,
  resolveCollision,
  postCollisionPositioning,
} from './collision';
export type { ImpactVehicle, ImpactResult, CollisionParty, PartyResult, CollisionInput, CollisionResult, Positioning } from './collision';
export { penetrationOutcome, penetrationRoll } from './penetration';
export type { Penetration, PenetrationOutcome } from './penetration';
export { crewHit, destroyedVehicleCrewCheck, criticalsDue, rollCritical, fuelTankLoss, applyDamage } from './damage';
export type { ArmorSide, CrewMember, InjuryResult, InjuryOutcome, CriticalContext, CriticalEffect, CriticalResult, DamageState, DamageResult } from './damage';
export { tireDamageModifiers, rollTireDamage, accumulateTireDamage } from './tires';
export type { TireDamageSource, TireDamageInput, TireDamageResult } from './tires';
export { uncontrolledTurn, uncontrolledVeer } from './uncontrolled';
export { CARS_PER_HEAT } from './format';
export { raceFinishPoints, RACE_FINISH_POINTS, RACE_OTHER_FINISHER_POINTS, KILL_POINTS, FLAG_POINTS, SCORING_RULE } from './scoring';

export { arcsToward, hexDistance } from './shooting/hexArcs';
export type { HexPosition } from './shooting/hexArcs';
export { rangeBand, EAGLE_EYES } from './shooting/range';
export type { WeaponRanges, RangeResult } from './shooting/range';
export { hitModifiers } from './shooting/hitModifiers';
export type { ShotSituation, ShooterRole, ControlState } from './shooting/hitModifiers';
export { ARMOR_QUADRANT, armorSideHit, mountCanFire, inFrontArc } from './shooting/arcs';
export { fireBlockers, weaponChoice, CONSECUTIVE_PHASE_LIMIT_ROF } from './shooting/fire';
export type { WeaponFireState, Blocker, WeaponChoice } from './shooting/fire';
export { resolveAttack, attackRollCount, asAttackWeapon, startAttack, attackRoll, endAttack, attackRollsLeft } from './shooting/attack';
export type { AttackWeapon, AttackTarget, AttackInput, AttackRoll, AttackResult, AttackCarry, Firepower } from './shooting/attack';
export { markersDropped, smokeScatter, MARKER_LIFETIME, MAX_DROPPED_MARKERS } from './shooting/dropped';

export { LOSS_OF_CONTROL_TABLE, ROLLOVER_LANDING } from './tables/lossOfControl';
export type { LossOfControlRow, LossOfControlEvent } from './tables/lossOfControl';
export { DAMAGE_TABLE, ENGINE_DAMAGE_TABLE, ARMORED_SEAT_IGNORES_FROM, SELF_SEALING_IGNORES_FROM } from './tables/damage';
export type { CriticalKind } from './tables/damage';
export { TIRE_DAMAGE_TABLE, TIRE_DAMAGE_MODIFIERS, CALTROPS_TIRE_MODIFIER, COLLISION_TIRE_BONUS } from './tables/tireDamage';
export { RANGE_BANDS, RANGE_MODIFIERS, SITUATIONAL_MODIFIERS, FAST_TARGET_SPEED } from './tables/gunnery';
export type { RangeBandName } from './tables/gunnery';
export { OIL_RATING_BY_SURFACE, COLLISION_OBSTACLE_RATING } from './tables/hazards';
export { COLLISION_TYPES, COLLISION_TABLE, AMBIGUOUS_COLLISION_SIDE, COLLISION_TARGET_SIDES } from './tables/collisions';
export type { CollisionType, CollisionTypeRow } from './tables/collisions';
export { VEER_TABLE, RANDOM_DIRECTION } from './tables/veer';
export { TURN_SEQUENCE, PHASES } from './tables/turnSequence';
export type { Phase } from './tables/turnSequence';
