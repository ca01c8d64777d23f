/** The hex RPG's sheets as the core sees them (sheets/rulesetDocuments.ts): a gang's roster, a vehicle, a character. */
export { hexrpgDocument } from './document';
