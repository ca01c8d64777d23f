/**
 * Dirty Wheels' entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, as Dethmetal's (./dethmetal.ts): read when a registry first asks, never while loading.
 */
import { dirtyWheelsShared } from '../../src-shared/rulesets/dirtywheels';
import { dirtyWheelsHandlers } from '../app/handlers/dirtywheels';
import { dirtyWheelsOdds, dirtyWheelsTableCli } from '../cli/commands/dirtywheels';
import { dirtyWheelsServices } from '../services/dirtywheels';
import { dirtyWheelsDocument } from '../sheets/dirtywheels';
import type { MainRulesetEntry } from '.';

export const dirtyWheelsMain: MainRulesetEntry = {
  ...dirtyWheelsShared,
  get services() {
    return dirtyWheelsServices;
  },
  get handlers() {
    return dirtyWheelsHandlers;
  },
  // No command of its own: its match table is played through the core's `league match table`, in its words.
  get tableCli() {
    return dirtyWheelsTableCli;
  },
  get oddsCli() {
    return dirtyWheelsOdds;
  },
  // Its team sheet, for a team or one car.
  get sheets() {
    return { franchise: dirtyWheelsDocument, car: dirtyWheelsDocument };
  },
};
