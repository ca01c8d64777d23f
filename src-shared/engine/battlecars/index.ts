/**
 * The battlecars-style ruleset's engine (shared/rules/battlecars-style.md); gaps in docs/rulesets/battlecars/gaps.md.
 * Registered in the build (src-shared/rulesets/battlecars.ts) as `battlecarsRuleset` (ruleset.ts). Every number the rules compute is reachable from here with the dice given
 * explicitly: pass `new FixedDice([faces…])`, one value per roll in the order the rule rolls (a 2d8 roll is one value,
 * its sum, 2 to 16), or `SeededDice` to roll. Each function returns its number(s) with `parts` (every modifier and its
 * section) and the `RollRecord`s it used.
 *
 * The calculators, their inputs and the order of their rolls:
 * - `toHit(dice, {firearm, range, target, gunneryComputer?, sameCover?, throughSmoke?})`: the range dice (none for
 *   Flame's flat 3) + modifiers ≥ range. `damageRoll(dice, firearm, range)`: damage dice + printed modifier − range,
 *   at least 0. `fire` = toHit then, on a hit, damageRoll.
 * - `applyDamage(dice, {card, state, block, amount}, settings)`: the armour block first, then one d8 per hit location
 *   of the block's section (re-rolled on destroyed components). `applyInternalDamage` skips the armour (mines).
 * - `shootVehicle(dice, {firearm, range, card, state, block, …}, settings)`: fire, applyDamage, the fuel tank d8 if due
 *   (`fuelTankCheck`, `fuelTankExplosion`), then a d8 per missile counter hit by a shell or rocket (`ammoDetonation`,
 *   a turret's round a second d8 for direction).
 * - `mines(dice, {card, state}, settings)`: a d8 per tyre (card order), the d8 damage, the d8 section, hit locations.
 *   `spikes(dice, {card, state, speed})`: a d8 per tyre; returns the skid SD. `bikeHazard`, `smokeClears`: one d8.
 * - `speedDifference(causes, settings)` (no dice); `drift(dice, sd)`: one d8 (none at SD 1); `finalFacing(dice,
 *   {speed, bike?, inTrees?}, settings)`: one d8, then a side d8 when a bike slides over; `skid` = the three in order.
 *   `applyTyreDamage(card, state, perTyre)`: the drift's damage per tyre.
 * - `relativeVelocity(collision, rammerSpeed, targetSpeed)` (no dice); `crashDamage(dice, rv)`: the row's d8s;
 *   `collide(dice, {collision, rammer, target?, targetSide?}, settings)`: the damage roll (a second for the rammer
 *   with `ramDamage: 'each-vehicle'`), then a side ram's side d8.
 * - `driverDamage`, `canBailOut`, `canCommandeer`, `checkSpeed`, `coverDamage`, `terrainCapacity`: no dice.
 * - Odds of each (`fireOdds`, `shotOdds`, `damageOdds`, `skidOdds`, `collisionOdds`, `explosionOdds`,
 *   `detonationOdds`, `minesOdds`, `spikesOdds`): exact, through the same functions.
 */
export { type Dice, FixedDice, ManualDice, type RollRecord, SeededDice } from '../dice';
export * from './cards';
export { BATTLECARS_PLAYERS, battlecarsDeclaration } from './declaration';
export * from './design';
export * from './duel';
export * from './match';
export {
  collisionOdds,
  damageOdds,
  decidedClasses,
  decidedState,
  detonationOdds,
  explosionOdds,
  fireOdds,
  minesOdds,
  shotOdds,
  skidOdds,
  spikesOdds,
} from './odds';
export * from './ruleset';
export * from './sections';
export * from './settings';
export * from './tables';
export * from './validate';
export * as table from './table';
