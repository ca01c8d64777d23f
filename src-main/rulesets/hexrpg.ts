/**
 * The hex RPG's entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { hexrpgShared } from '../../src-shared/rulesets/hexrpg';
import { hexrpgHandlers } from '../app/handlers/hexrpg';
import { hexrpgBetweenHandlers } from '../app/handlers/hexrpg/between';
import { hexrpgCommands } from '../cli/commands/hexrpg';
import { hexrpgOdds } from '../cli/commands/hexrpg/odds';
import { hexrpgTableCli } from '../cli/commands/hexrpg/table';
import { hexrpgServices } from '../services/hexrpg';
import { hexrpgDocument } from '../sheets/hexrpg';
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
  // A character's sheet, a vehicle's (who sits where on it), and a gang's roster followed by all its sheets.
  get sheets() {
    return { character: hexrpgDocument, vehicle: hexrpgDocument, gang: hexrpgDocument };
  },
  // `league recover`: the days between sessions.
  get commands() {
    return hexrpgCommands;
  },
};
