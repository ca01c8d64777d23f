/**
 * Battlecars' entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { battlecarsShared } from '../../src-shared/rulesets/battlecars';
import { battlecarsHandlers } from '../app/handlers/battlecars';
import { battlecarsOdds, battlecarsTableCli } from '../cli/commands/battlecars';
import { battlecarsServices } from '../services/battlecars';
import type { MainRulesetEntry } from '.';

export const battlecarsMain: MainRulesetEntry = {
  ...battlecarsShared,
  get services() {
    return battlecarsServices;
  },
  get handlers() {
    return battlecarsHandlers;
  },
  // Its match table is played through the core's `league match table`, in its words.
  get tableCli() {
    return battlecarsTableCli;
  },
  get oddsCli() {
    return battlecarsOdds;
  },
};
