/** The Dirty Wheels ruleset engine (shared/rules/dirty-wheels.md); gaps in docs/rulesets/dirtywheels/gaps.md. */
export * as match from './match';
/** The match table: its TableDef and calculators under `table`, its schemas (intents, resolutions, events) flat. */
export * as table from './table';
export * from './table/schema';
export * from './derive';
export * from './design';
export * from './generate';
export * from './ruleset';
export * from './sections';
export * from './settings';
export * from './sheet';
export * from './tables';
export * from './validate';
/** The one dice interface, so every calculator above can be given its dice explicitly from this index alone. */
export { type Dice, FixedDice, ManualDice, type RollRecord, SeededDice } from '../dice';
export { attackPoolState, DW_ODDS, DW_ROLLING, type DwRollingKind, type DwRun, dwOdds, dwRunner } from './odds';
export { DW_DUEL_NOT_MODELLED, type DwDuelInput, type DwDuelReport, type DwDuelSide, type DwDuelWeapon, dwDuel, dwDuelSimulate } from './duel';
