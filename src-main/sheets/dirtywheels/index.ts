/** Dirty Wheels' sheets as the core sees them (sheets/rulesetDocuments.ts): its team sheet document. */
export { dirtyWheelsDocument } from './teamDocument';
