/** The hex RPG's shared entry (./build.ts): its engine module and its channels (its match table, the recovery between sessions). */
import { hexrpgRuleset } from '../engine/hexrpg';
import type { AnyRuleset } from '../engine/registry';
import { hexrpgBetweenChannels } from '../ipc/channels/hexrpg/between';
import { hexrpgTableChannels } from '../ipc/channels/hexrpg/table';
import type { SharedRulesetEntry } from '.';

export const hexrpgShared = {
  ruleset: hexrpgRuleset as unknown as AnyRuleset,
  channels: { ...hexrpgBetweenChannels, ...hexrpgTableChannels },
} satisfies SharedRulesetEntry;
