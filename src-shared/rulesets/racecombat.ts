/** The race-combat variant's shared entry (./build.ts): its engine module and its channels. */
import { racecombatRuleset } from '../engine/racecombat';
import type { AnyRuleset } from '../engine/registry';
import type { SharedRulesetEntry } from '.';

export const racecombatShared = {
  ruleset: racecombatRuleset as unknown as AnyRuleset,
  channels: {},
} satisfies SharedRulesetEntry;
