/**
 * Dethmetal's entry for the main process (./build.ts lists it): its shared entry (engine module, channels) and each
 * layer's part. Getters, read when a registry first asks: the layers' modules load core services that load the
 * registries, which read this entry, so nothing here is read while those modules are still loading.
 */
import { dethmetalShared } from '../../src-shared/rulesets/dethmetal';
import { dethmetalHandlers } from '../app/handlers/dethmetal';
import { dethmetalCommands, dethmetalGroupSubs, dethmetalOddsCli, dethmetalSharedCommands } from '../cli/commands/dethmetal';
import { dethmetalServices } from '../services/dethmetal';
import { dethmetalDocument } from '../sheets/dethmetal';
import type { MainRulesetEntry } from '.';

export const dethmetalMain: MainRulesetEntry = {
  ...dethmetalShared,
  get services() {
    return dethmetalServices;
  },
  get handlers() {
    return dethmetalHandlers;
  },
  get commands() {
    return dethmetalCommands;
  },
  get groupSubs() {
    return dethmetalGroupSubs;
  },
  get oddsCli() {
    return dethmetalOddsCli;
  },
  get untaggedCommands() {
    return dethmetalSharedCommands;
  },
  // One document answers its four print kinds (sheets/dethmetal/document.ts reads the kind).
  get sheets() {
    return { car: dethmetalDocument, driver: dethmetalDocument, franchise: dethmetalDocument, match: dethmetalDocument };
  },
};
