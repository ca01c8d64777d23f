/** Race combat's CLI part, for its main entry (src-main/rulesets/racecombat.ts): its match table's words and its odds' help. */
export { racecombatOdds } from './odds';
export { racecombatTableCli } from './table';
