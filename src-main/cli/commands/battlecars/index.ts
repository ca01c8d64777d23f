/** Battlecars' CLI part, for its main entry (src-main/rulesets/battlecars.ts): its match table's words and its odds' help. */
export { battlecarsOdds } from './odds';
export { battlecarsTableCli } from './table';
