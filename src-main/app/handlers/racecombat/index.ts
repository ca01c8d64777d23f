/** Race-combat's handlers, for the registry (handlers/index.ts): its match table. */
import { racecombatTableHandlers } from './table';

export const racecombatHandlers = { ...racecombatTableHandlers };
