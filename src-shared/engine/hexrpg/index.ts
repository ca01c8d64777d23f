/**
 * The hex RPG's vehicle combat engine (shared/rules/hex-rpg-vehicle-combat.md); gaps in docs/rulesets/hexrpg/gaps.md.
 * Not registered in any build list yet. Every number the rules compute is reachable from here with the dice given
 * explicitly: pass `new FixedDice([…])`, one value per roll in the order listed below (a 2d6 as its total, 2 to 12), or
 * `SeededDice` to roll. Each function returns its number(s) with `parts` (every modifier and its section) and the
 * `RollRecord`s it used. `settings` is `defaultHexrpgSettings()` or a league's (`hexrpgSettingsSchema.parse(...)`).
 * A roll-under's `target` is the printed number plus every modifier; it succeeds on 2d6 ≤ target.
 *
 * The calculators, their inputs and the order of their rolls:
 * - `turnOrder([{id, agi, luck}])`: groups in order (AGI, then LUCK; a full tie is simultaneous). No dice.
 * - `actionsPerTurn({on: 'foot', pace: walk|run|sprint} | {on: 'vehicle', movement, gotIn?})`, `fatigueLimit(musc,
 *   pace)`, `excessTurns(turnsMade, allowed)`, `nextFatiguePenalty(penalty, turn)`: no dice.
 * - `fatigueRoll(dice, {penalty?})`: 2d6 (collapse on 2 or less after the penalty), then on a collapse 1d4 turns.
 * - `fuelAndControl(dice, {kind: bike|car|warcar, speed 0-13, driver: {level, driv}}, settings)`: fuel spent; one
 *   2d6 only at a speed the Skill and Fuel Table gives an adjustment.
 * - `excessTurnRoll(dice, {excess 1-8, driver}, settings)`: one 2d6. `keepControl(dice, {driver, why: bashed|critical},
 *   settings)`: one 2d6 (after a bash, or each turn after the critical 84-90).
 * - `loseControl(dice, {failurePercent})`: 1d100 (failure on the percentage or less, else skid), 1d4, then for a
 *   failure 1d100 for its nature (vehicle critical table; an explosion is a stall).
 * - `weaponCombatModifiers(input)` (no dice); `weaponCombat(dice, {level, accu, targetAgi, targetHexes?,
 *   attackerHexes?, alongside?, mountedOn?, hold?})`: one 2d6, 7 or less with skill (level ≥ 1), 4 or less without.
 * - `weaponlessCombat(dice, {level, accu, targetAgi, grappling?: {agi}, hold?: {strength, as: holder|victim}})`: one 2d6.
 * - `bashModifiers`, `nullifyModifiers` (no dice); `bash(dice, {basher: {kind, level, driv}, victim: {…}})`: the
 *   basher's 2d6, then if bashed and the victim has the skill his nullify 2d6.
 * - `vehicleWeaponModifiers` (no dice); `vehicleWeapon(dice, {firingLevel, targetDriverLevel?, targetAgi, from:
 *   higher|same|lower, target: warcar|car|bike|person})`: one 2d6.
 * - `chicken(dice, {drivers: [{id, agi, luck, driv, hp, plan: (hold|jump|swerve)[]}, …]}, settings)`: question 1 to
 *   6, drivers in turn order: each attempt's 2d6 (swerve: 2d6 + DRIV bonus ≥ the table; jump: 2d6 ≥ the table, no
 *   bonus, unless the league makes it automatic), a successful jump's 1d20 damage.
 * - `jumpOutDamage(dice, {hp})`: one 1d20, never below 1 HP.
 * - `ramDamage(self, other, settings)` with each `{straightHexes, firstSwerve: 1-6|null, driverAboard, hp, maxHp}`:
 *   the formula for `self` (call it twice, once per vehicle). No dice; its automatic critical is `vehicleCritical`.
 * - `damageBand(dice, {level}, settings)`: 1d10, then (levels 0-2, a 10) a second 1d10 for the critical.
 *   `luckBand(dice, {luck}, settings)`: one roll on the league's LUCK die (d100). Then `bandDamage(ratings, band)`
 *   with `weaponRatings(weapon)`, `fistRatings(musc)`, a vehicle's `deriveVehicle(...).damage` (bashing), or
 *   `grappleCell({attacker, defender, band})` (damage and hold); `breaksHold(hold, scored)`.
 * - `personCritical(dice)`: 1d100; deaf/blind 1d4; unconscious 1d100 turns; deaf/arm/leg/blind/0 HP the longevity
 *   1d100 then (not permanent) 1d100 of its unit. `criticalDuration(dice)`: the longevity alone.
 * - `vehicleCritical(dice, {kind, driverLuck?, hp?}, settings)`: 1d100; speed 1d4; stall 1d20; leak 1d10; lose HP 1d20;
 *   explodes (with a driver's LUCK) one roll on the LUCK die. `explosionRings(carHp)`: no dice. `hitsThePerson(dice)`:
 *   one 1d100 (10 or less) for each hit after the critical 1-10.
 * - `dyingTime(dice, {luck, treatedBy?: 0|1|2})`: one 1d100. `downed({hp, weaponDamage, fightingDamage, npc}, settings)`.
 * - Between sessions: `heal(dice, {hp, maxHp, days, dead?, medicLevel?}, settings)`: day by day, each cure's 2d6;
 *   `repair(dice, {kind, hp, maxHp, battleLoss, inGarage, days, mechanic: {level, tools: proper|some|excellent}},
 *   settings)`: day by day, each hour's 2d6; `repairCritical(dice, {effect, mechanicLevel, days, workedBefore?},
 *   settings)`: a 2d6 each day from the day the time is worked; `personCriticalLeft({unit, count, elapsedDays})`.
 *   No roll is asked once the day (or the vehicle) can gain nothing more; with `recoveryRoll: 'automatic'` none.
 * - `deriveCharacter`, `validateCharacter`, `deriveVehicle`, `validateVehicle`, `upgradeVehicle`: no dice.
 * - Odds of each (`weaponCombatOdds`, `weaponlessOdds`, `vehicleWeaponOdds`, `bashOdds`, `fuelControlOdds`,
 *   `excessTurnOdds`, `keepControlOdds`, `hitsThePersonOdds`, `fatigueOdds`, `loseControlOdds`, `damageOdds`, `luckBandOdds`, `jumpOutOdds`, `chickenOdds`,
 *   `personCriticalOdds`, `vehicleCriticalOdds`, `dyingOdds`, `healOdds`, `repairOdds`, `repairCriticalOdds`): exact,
 *   through the same functions.
 */
export { type Dice, FixedDice, ManualDice, type RollRecord, SeededDice } from '../dice';
export * from './between';
export { hexrpgDeclaration } from './declaration';
export * from './design';
export * from './duel';
export * from './match';
export * from './odds';
export * from './sections';
export * from './settings';
export * from './tables';
export { characterSheetFields, hexrpgPerson, hexrpgRuleset, vehicleSheetFields } from './ruleset';
export * as table from './table';
