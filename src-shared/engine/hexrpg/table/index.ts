/** The hex RPG match table (issue 26): its schemas, the table between events and the session's outcome, the calculators on it, its TableDef and odds. */
export { type HxContext, type HxStart, hexrpgTableDef } from './def';
export {
  freshTable,
  type GangOutcome,
  type HxTableNow,
  OUTCOME_RULE,
  type PersonOutcome,
  reduceTable,
  type SessionOutcome,
  sessionConditions,
  sessionOutcome,
} from './now';
export { HX_NO_ODDS, hexrpgOdds } from './odds';
export { type HxFacts, type HxResolved, HxResolver, PASSENGERS } from './resolve';
export * from './schema';
