/** Dirty Wheels' shared entry (./build.ts): its engine module and its match table's channels. */
import { dirtyWheelsRuleset } from '../engine/dirtywheels';
import type { AnyRuleset } from '../engine/registry';
import { dirtyWheelsChannels } from '../ipc/channels/dirtywheels/table';
import type { SharedRulesetEntry } from '.';

export const dirtyWheelsShared = {
  ruleset: dirtyWheelsRuleset as unknown as AnyRuleset,
  channels: dirtyWheelsChannels,
} satisfies SharedRulesetEntry;
