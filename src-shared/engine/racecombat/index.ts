/**
 * The race-combat variant's engine (shared/rules/race-combat-variant.md); gaps in docs/rulesets/racecombat/gaps.md.
 * Registered in the build (src-shared/rulesets/racecombat.ts) as `racecombatRuleset` (ruleset.ts). Every number the rules compute is reachable from here with the dice given
 * explicitly: pass `new FixedDice([…])`, one value per roll in the order listed below, or `SeededDice` to roll. Each
 * function returns its number(s) with `parts` (every modifier and its section) and the `RollRecord`s it used.
 * `settings` is `defaultRacecombatSettings()` or a league's (`racecombatSettingsSchema.parse(...)`).
 *
 * A gear die is given as the number it shows (Formula Dé's 2nd gear die: 2, 3 or 4); a number the league's die does
 * not show is refused (gearDice.ts). A d20 is given as 1 to 20.
 *
 * The calculators, their inputs and the order of their rolls:
 * - `rollGearDie(dice, settings.gearDice, gear, purpose)`: one gear die.
 * - `toHitModifiers(input, settings)` (no dice); `toHit(dice, {weapon, targetGear, rangeInches, adjoining?,
 *   firerCorner?, firerManoeuvred?, weather?, smokeSquares?, reaction?, targetingComputer?}, settings)`: one 1d20;
 *   hits on total ≥ settings.toHitTarget (10). weapon: machineGun | laser | heavyRocket (damage 1/2/3); weather: dry |
 *   changeable | temporary-rain | rain.
 * - `applyHit(dice, {design, state, aim?: body|tyres|turret, damage}, settings)`: body: armour, then one 1d20 hit
 *   location per point left, in order; tyres and turret roll nothing. A weapon hit waits for the owner's
 *   `loseWeapon(design, state, id)`.
 * - `shoot(dice, {...toHit input, design, state, aim?}, settings)`: the to-hit 1d20, then on a hit applyHit's rolls.
 *   `firingProblems(design, state, turn)`: the limits on firing; `arcCovers(design, state, weaponId, arc)` (no dice).
 *   `spendAmmunition(design, state, id)`: one load crossed off.
 * - `avoidRoll(dice, {weapon: mines|spikes|oil, handling, oil?: corner|straightManoeuvre})`: one 1d20.
 *   `enterDropped(dice, {...avoid input, design, state}, settings)`: the avoid 1d20; failed: mines the 2nd gear die
 *   (tyres) then the 1st gear die (body) then the body's hit locations; spikes the 2nd gear die (tyres); oil failed
 *   by 7-10 one 1d20 spin-out roll. `smokeDissipates(dice)`: one 1d20.
 * - `ramModifiers(input)` (no dice); `ramRoll(dice, {rammerGear, targetGear, rammerHandling, targetHandling},
 *   settings)`: one 1d20, rams on total ≥ settings.ramTarget (10). `ramDamage(dice, {kind: rear-end|sideswipe,
 *   rammerGear, targetGear, ramplate?}, settings)`: the target's gear die then the rammer's, each only when its cell is
 *   a gear. `sideswipePush(dice, {targetHandling, atTrackEdge?})`: one 1d20, then at the track's side one 1d20.
 *   `ram(dice, {...ramRoll input, kind, ramplate?, atTrackEdge?, rammer?: {design, state}, target?: {design,
 *   state}}, settings)`: ramRoll, ramDamage, sideswipePush (sideswipe), then the target's hit locations and the
 *   rammer's. `rammerMovement(dice, {rammerGear, targetGear, movementLeft}, settings)`: the gear die of the gear
 *   difference when the target is in a lower gear.
 * - `freshState(design, settings)`, `eliminatedBy(design, state)`, `nextRaceState(design, state, settings)`: no dice.
 *   `withoutGunner(design)`: the car as it races with its gunner's seat empty (gaps.md #32); `carSlotLimits(design)`:
 *   who it seats beyond its driver (a gunner only in a car built with one).
 * - `derive(design, settings)`, `validate(design, settings)`: the car's numbers and problems (no dice).
 * - `classifyRace(race, settings)`, `championships(races, settings)`: places, points, drivers' and teams' tables.
 * - Odds of each (`toHitOdds`, `shotOdds`, `hitOdds`, `avoidOdds`, `droppedOdds`, `ramOdds`, `rammerMovementOdds`,
 *   `gearDieOdds`, `smokeOdds`): exact, through the same functions.
 */
export { type Dice, FixedDice, ManualDice, type RollRecord, SeededDice } from '../dice';
export { racecombatDeclaration } from './declaration';
export * from './design';
export * from './gearDice';
export * from './match';
export * from './ruleset';
export * from './duel';
export {
  avoidOdds,
  decidedState,
  droppedOdds,
  gearDieOdds,
  hitLocationClasses,
  hitOdds,
  rammerMovementOdds,
  ramOdds,
  shotOdds,
  smokeOdds,
  toHitOdds,
} from './odds';
export * from './sections';
export * from './settings';
export * from './standings';
export * from './tables';
export * from './validate';
export * as table from './table';
