/**
 * The race-combat variant's entry for the main process (./build.ts lists it): its shared entry (engine module,
 * channels) and each layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never
 * while loading.
 */
import { racecombatShared } from '../../src-shared/rulesets/racecombat';
import { racecombatHandlers } from '../app/handlers/racecombat';
import { racecombatOdds, racecombatTableCli } from '../cli/commands/racecombat';
import { racecombatServices } from '../services/racecombat';
import { racecombatDocument } from '../sheets/racecombat';
import type { MainRulesetEntry } from '.';

export const racecombatMain: MainRulesetEntry = {
  ...racecombatShared,
  // Team building (cars per team, nothing rolled), careers and import checks through the core's services.
  get services() {
    return racecombatServices;
  },
  get handlers() {
    return racecombatHandlers;
  },
  // Its match table is played through the core's `league match table`, in its words; `league odds` on its intents.
  get tableCli() {
    return racecombatTableCli;
  },
  get oddsCli() {
    return racecombatOdds;
  },
  // A car's sheet (its driver and gunner on it) and a team's roster followed by its car sheets.
  get sheets() {
    return { car: racecombatDocument, team: racecombatDocument };
  },
};
