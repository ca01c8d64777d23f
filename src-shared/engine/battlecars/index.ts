/**
 * The battlecars-style ruleset's engine (shared/rules/battlecars-style.md); gaps in docs/rulesets/battlecars/gaps.md.
 * Every number the rules compute is reachable from here with the dice given explicitly (a `FixedDice` of the faces).
 */
export * from './sections';
export * from './tables';
/** The one dice interface, so every calculator can be given its dice explicitly from this index alone. */
export { type Dice, FixedDice, ManualDice, type RollRecord, SeededDice } from '../dice';
export * from './cards';
export * from './design';
export * from './validate';
export * from './settings';
export * from './match';
export { collisionOdds, damageOdds, decidedState, detonationOdds, explosionOdds, fireOdds, minesOdds, shotOdds, skidOdds, spikesOdds } from './odds';
export { BATTLECARS_PLAYERS, battlecarsDeclaration } from './declaration';
