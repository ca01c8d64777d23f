/** The hex RPG's handlers, for the registry (handlers/index.ts): its match table. */
import { hexrpgTableHandlers } from './table';

export const hexrpgHandlers = { ...hexrpgTableHandlers };
