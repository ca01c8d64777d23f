/**
 * The hex RPG's entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { hexrpgShared } from '../../src-shared/rulesets/hexrpg';
import { hexrpgHandlers } from '../app/handlers/hexrpg';
import { hexrpgBetweenHandlers } from '../app/handlers/hexrpg/between';
import { hexrpgOdds } from '../cli/commands/hexrpg/odds';
import { hexrpgTableCli } from '../cli/commands/hexrpg/table';
import { hexrpgServices } from '../services/hexrpg';
import type { MainRulesetEntry } from '.';

export const hexrpgMain: MainRulesetEntry = {
  ...hexrpgShared,
  get services() {
    return hexrpgServices;
  },
  get handlers() {
    return { ...hexrpgBetweenHandlers, ...hexrpgHandlers };
  },
  // Its match table is played through the core's `league match table`, in its words; `league odds` for its calculators.
  get tableCli() {
    return hexrpgTableCli;
  },
  get oddsCli() {
    return hexrpgOdds;
  },
};
