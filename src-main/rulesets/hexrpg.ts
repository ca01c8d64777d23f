/**
 * The hex RPG's entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { hexrpgShared } from '../../src-shared/rulesets/hexrpg';
import { hexrpgBetweenHandlers } from '../app/handlers/hexrpg/between';
import { hexrpgCommands } from '../cli/commands/hexrpg';
import { hexrpgServices } from '../services/hexrpg';
import type { MainRulesetEntry } from '.';

export const hexrpgMain: MainRulesetEntry = {
  ...hexrpgShared,
  get services() {
    return hexrpgServices;
  },
  get handlers() {
    return { ...hexrpgBetweenHandlers };
  },
  // `league recover`: the days between sessions.
  get commands() {
    return hexrpgCommands;
  },
};
