/** Battlecars' CLI part, for its main entry (src-main/rulesets/battlecars.ts): its card types. */
import { cardsCommand } from './cards';

export const battlecarsCommands = [cardsCommand];
