/** The hex RPG's CLI part, for its main entry (src-main/rulesets/hexrpg.ts): its recovery between sessions. */
import { recoverCommand } from './recover';

export const hexrpgCommands = [recoverCommand];
