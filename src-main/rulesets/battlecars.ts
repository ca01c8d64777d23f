/**
 * Battlecars' entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { battlecarsShared } from '../../src-shared/rulesets/battlecars';
import { battlecarsHandlers } from '../app/handlers/battlecars';
import { battlecarsCommands, battlecarsOdds, battlecarsTableCli } from '../cli/commands/battlecars';
import { battlecarsServices } from '../services/battlecars';
import { battlecarsDocument } from '../sheets/battlecars';
import type { MainRulesetEntry } from '.';

export const battlecarsMain: MainRulesetEntry = {
  ...battlecarsShared,
  get services() {
    return battlecarsServices;
  },
  get handlers() {
    return battlecarsHandlers;
  },
  // `league cards`: the league's card types.
  get commands() {
    return battlecarsCommands;
  },
  // A player's roster and a vehicle's card (its driver on it).
  get sheets() {
    return { roster: battlecarsDocument, vehicle: battlecarsDocument };
  },
  // Its match table is played through the core's `league match table`, in its words.
  get tableCli() {
    return battlecarsTableCli;
  },
  get oddsCli() {
    return battlecarsOdds;
  },
};
