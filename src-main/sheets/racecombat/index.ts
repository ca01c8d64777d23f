/** The race-combat variant's sheets as the core sees them (sheets/rulesetDocuments.ts): a team's roster and a car sheet. */
export { racecombatDocument } from './document';
