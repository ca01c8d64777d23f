import type { z } from 'zod';
import { checkAgainstDeclaration, declarationOf, isRegisteredRuleset, registeredDeclarations } from '../engine/registry';
import { Registry } from '../engine/register';
import type { SharedRulesetEntry } from '../rulesets';
import { BUILD_RULESETS } from '../rulesets/build';
import { type Channel, forRuleset } from './channel';
import { joinDistinct } from './join';
import { coreChannels } from './channels/core';
import { sheetsChannels } from './channels/sheets';
import { matchChannels } from './channels/matches';
import { seasonChannels } from './channels/season';
import { tableChannels } from './channels/table';
import { teamsChannels } from './channels/teams';
import { verifyChannels } from './channels/verify';
import { correctChannels } from './channels/correct';

export type { Channel, ChannelScope } from './channel';
export * from './channels/core';
export * from './channels/dethmetal/campaign';
export type * from './channels/dethmetal/franchise';
export type * from './channels/leagueTypes';
export type * from './channels/table';
export type { DesignTemplate } from './channels/dethmetal/designs';

/**
 * The contract's ruleset channels against the rulesets' declarations: every channel tagged with a ruleset is one its
 * declaration lists, and every channel it lists is in the contract tagged with it. Two rulesets never declare one name
 * (the engine's registry refuses it). Exported for the registration test.
 */
export function checkRulesetChannels(channels: Readonly<Record<string, { ruleset?: string }>>): void {
  const byRuleset = new Map<string, string[]>();
  for (const [name, c] of Object.entries(channels)) {
    if (c.ruleset === undefined) continue;
    if (!isRegisteredRuleset(c.ruleset)) throw new Error(`The channel “${name}” is tagged with the ruleset “${c.ruleset}”, which is not registered.`);
    byRuleset.set(c.ruleset, [...(byRuleset.get(c.ruleset) ?? []), name]);
  }
  for (const d of registeredDeclarations())
    checkAgainstDeclaration(d.id, 'The IPC contract (src-shared/ipc/channels.ts)', 'channels', d.channels, byRuleset.get(d.id) ?? []);
}

/** The core's channels, one file per area under channels/; a name defined twice is refused when this module loads. */
const coreContract = joinDistinct(
  'channel',
  coreChannels,
  matchChannels,
  seasonChannels,
  sheetsChannels,
  teamsChannels,
  tableChannels,
  verifyChannels,
  correctChannels,
);

/** One type of the intersection of a union's members: the build's channel maps, all in one object type. */
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;

/** The channels of the build's rulesets (src-shared/rulesets/build.ts), each ruleset's map by its own type. */
type BuildChannels = AllOf<(typeof BUILD_RULESETS)[number]['channels']>;

/**
 * The IPC contract: every channel in ONE object, the core's and each build ruleset's (the build list), tagged with its
 * id below, once, by the same registration an added ruleset goes through (`addRulesetChannels`): its names exactly the
 * ones its declaration lists, none the core's or another ruleset's. The dispatcher refuses a ruleset's channel on a
 * league of another ruleset before any handler runs. Adapters (Electron preload, browser host, CLI, tests) derive
 * their allow-lists from it. Its type is read off the build list, so a build ruleset's channels are typed everywhere.
 */
export const contract = { ...coreContract } as typeof coreContract & BuildChannels;

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export type InputOf<C extends ChannelName> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends ChannelName> = z.output<Contract[C]['input']>;
export type ResultOf<C extends ChannelName> = NonNullable<Contract[C]['result']>;

export const CHANNELS = Object.keys(contract) as ChannelName[];

/** Who owns each channel name: the core, or the ruleset whose channel it is (for refusing a second definition by name). */
const ownerOf = (name: string): string => (contract as Readonly<Record<string, { ruleset?: string }>>)[name]?.ruleset ?? 'core';

/**
 * A ruleset's channels, tagged with its id: the build's when this module loads (below), and a ruleset registered after
 * load (issue 21: a process's extra ruleset, added through its entry point's `rulesets`, src-main/rulesets/ and
 * src-renderer/rulesets/) the same way: exactly the channels its declaration lists, none already the core's or another
 * ruleset's (the error names both). They join the contract, so the dispatcher, the validation and the page's transport
 * find them by name; an added ruleset's names are not in `ChannelName` (the build's type), so a caller reaches them as
 * strings. Returns the way to take them off again (a registration refused further on keeps nothing).
 */
export function addRulesetChannels(
  ruleset: string,
  channels: Readonly<Record<string, Channel<z.ZodType, unknown>>>,
  elsewhere: Readonly<Record<string, string>> = {},
): () => void {
  if (!isRegisteredRuleset(ruleset)) throw new Error(`The channels are registered for the ruleset “${ruleset}”, which is not registered.`);
  checkAgainstDeclaration(ruleset, 'Its channels', 'channels', declarationOf(ruleset).channels, Object.keys(channels));
  const names = new Registry<true>('channel');
  for (const name of CHANNELS) names.add(ownerOf(name), name, true);
  names.addAll(ruleset, Object.fromEntries(Object.keys(channels).map((n) => [n, true])));
  const tagged = forRuleset(ruleset, channels, elsewhere);
  Object.assign(contract, tagged);
  CHANNELS.push(...(Object.keys(tagged) as ChannelName[]));
  return () => {
    for (const name of Object.keys(tagged)) {
      delete (contract as Record<string, unknown>)[name];
      CHANNELS.splice(CHANNELS.indexOf(name as ChannelName), 1);
    }
  };
}

export const isChannel = (name: unknown): name is ChannelName => typeof name === 'string' && Object.hasOwn(contract, name);

for (const e of BUILD_RULESETS as readonly SharedRulesetEntry[]) addRulesetChannels(e.ruleset.id, e.channels, e.elsewhere);
checkRulesetChannels(contract);
