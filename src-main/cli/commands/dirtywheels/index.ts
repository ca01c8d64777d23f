/** Dirty Wheels' CLI part, for its main entry (src-main/rulesets/dirtywheels.ts): its match table's words. */
export { dirtyWheelsTableCli } from './table';
export { dirtyWheelsOdds } from './odds';
