/** Battlecars' shared entry (./build.ts): its engine module and its channels. */
import { battlecarsRuleset } from '../engine/battlecars';
import type { AnyRuleset } from '../engine/registry';
import { battlecarsChannels } from '../ipc/channels/battlecars/table';
import type { SharedRulesetEntry } from '.';

export const battlecarsShared = {
  ruleset: battlecarsRuleset as unknown as AnyRuleset,
  channels: battlecarsChannels,
} satisfies SharedRulesetEntry;
