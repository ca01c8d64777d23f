/** The hex RPG's shared entry (./build.ts): its engine module (its channels come with its between-session step). */
import { hexrpgRuleset } from '../engine/hexrpg';
import type { AnyRuleset } from '../engine/registry';
import { hexrpgTableChannels } from '../ipc/channels/hexrpg/table';
import type { SharedRulesetEntry } from '.';

export const hexrpgShared = {
  ruleset: hexrpgRuleset as unknown as AnyRuleset,
  channels: { ...hexrpgTableChannels },
} satisfies SharedRulesetEntry;
