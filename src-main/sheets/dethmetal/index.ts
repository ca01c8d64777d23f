/** Dethmetal's sheets as the core sees them (sheets/rulesetDocuments.ts): its sheets and their layout. */
export { type DethmetalSheet, layOutDethmetalSheet } from './sheets';
