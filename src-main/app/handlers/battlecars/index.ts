/** Battlecars' handlers, for the registry (handlers/index.ts): its match table. */
export { battlecarsTableHandlers } from './table';
