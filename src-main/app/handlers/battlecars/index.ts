/** Battlecars' handlers, for the registry (handlers/index.ts): its card types. */
import { battlecarsCardHandlers } from './cards';

export const battlecarsHandlers = { ...battlecarsCardHandlers };
