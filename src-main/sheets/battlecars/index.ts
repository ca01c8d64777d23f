/** Battlecars' sheets as the core sees them (sheets/rulesetDocuments.ts): a player's roster and a vehicle card. */
export { battlecarsDocument } from './document';
