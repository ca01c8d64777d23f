/** Dirty Wheels' handlers, for the registry (handlers/index.ts): its match table. */
export { dirtyWheelsHandlers } from './table';
