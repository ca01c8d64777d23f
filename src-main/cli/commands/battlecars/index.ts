/** Battlecars' CLI part, for its main entry (src-main/rulesets/battlecars.ts): its card types, its match table's words and its odds' help. */
import { cardsCommand } from './cards';

export const battlecarsCommands = [cardsCommand];
export { battlecarsOdds } from './odds';
export { battlecarsTableCli } from './table';
