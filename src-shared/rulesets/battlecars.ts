/** Battlecars' shared entry (./build.ts): its engine module and its channels. */
import { battlecarsRuleset } from '../engine/battlecars';
import type { AnyRuleset } from '../engine/registry';
import type { SharedRulesetEntry } from '.';

export const battlecarsShared = {
  ruleset: battlecarsRuleset as unknown as AnyRuleset,
  channels: {},
} satisfies SharedRulesetEntry;
