/** Battlecars' shared entry (./build.ts): its engine module and its channels (the league's card types). */
import { battlecarsRuleset } from '../engine/battlecars';
import type { AnyRuleset } from '../engine/registry';
import { battlecarsCardChannels } from '../ipc/channels/battlecars/cards';
import { battlecarsChannels } from '../ipc/channels/battlecars/table';
import type { SharedRulesetEntry } from '.';

export const battlecarsShared = {
  ruleset: battlecarsRuleset as unknown as AnyRuleset,
  channels: { ...battlecarsCardChannels, ...battlecarsChannels },
} satisfies SharedRulesetEntry;
