/** Battlecars' handlers, for the registry (handlers/index.ts): its card types and its match table. */
import { battlecarsCardHandlers } from './cards';
import { battlecarsTableHandlers } from './table';

export const battlecarsHandlers = { ...battlecarsCardHandlers, ...battlecarsTableHandlers };
