/** Dethmetal's sheets as the core sees them (sheets/rulesetDocuments.ts): its document, its sheets and their layout. */
export { dethmetalDocument } from './document';
export { type DethmetalSheet, layOutDethmetalSheet } from './sheets';
