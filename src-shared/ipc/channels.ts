import type { z } from 'zod';
import { checkAgainstDeclaration, declarationOf, isRegisteredRuleset, registeredDeclarations } from '../engine/registry';
import { mergeDistinct, Registry } from '../engine/register';
import { type Channel, forRuleset } from './channel';
import { joinDistinct } from './join';
import { coreChannels } from './channels/core';
import { campaignChannels } from './channels/dethmetal/campaign';
import { sheetsChannels } from './channels/sheets';
import { assistantChannels } from './channels/dethmetal/assistant';
import { franchiseChannels } from './channels/dethmetal/franchise';
import { designsChannels } from './channels/dethmetal/designs';
import { matchChannels } from './channels/matches';
import { seasonChannels } from './channels/season';
import { tableChannels } from './channels/table';
import { teamsChannels } from './channels/teams';
import { dirtyWheelsChannels } from './channels/dirtywheels/table';

export type { Channel, ChannelScope } from './channel';
export * from './channels/core';
export * from './channels/dethmetal/campaign';
export type * from './channels/dethmetal/franchise';
export type * from './channels/leagueTypes';
export type * from './channels/table';
export type { DesignTemplate } from './channels/dethmetal/designs';

const dethmetalCampaign = forRuleset('dethmetal', campaignChannels, {
  'match.record': 'A league without a post-match sequence records a result with match.recordOutcome (`league match outcome`).',
  'match.preMatch': 'A league without Dethmetal’s events has no pre-match rolls.',
  'season.end': 'A league without a campaign season end (draft, money, sponsors) closes its season with season.close (`league season close`).',
  'standings.get': 'A league without campaign standings has its table in standings.league (`league standings`).',
});
const dethmetalAssistant = forRuleset('dethmetal', assistantChannels);
const dethmetalFranchise = forRuleset('dethmetal', franchiseChannels);
const dethmetalDesigns = forRuleset('dethmetal', designsChannels);
const dirtyWheelsTable = forRuleset('dirtywheels', dirtyWheelsChannels);

/**
 * Every channel map by its owner: the core's areas, each ruleset folder's tagged with its id. A name two owners both
 * define is refused when this module loads, naming both (src-shared/engine/register.ts).
 */
const OWNED: readonly { owner: string; entries: Readonly<Record<string, Channel<z.ZodType, unknown>>> }[] = [
  { owner: 'core', entries: coreChannels },
  { owner: 'core', entries: matchChannels },
  { owner: 'core', entries: seasonChannels },
  { owner: 'core', entries: sheetsChannels },
  { owner: 'core', entries: teamsChannels },
  { owner: 'core', entries: tableChannels },
  // Dethmetal's campaign holds its match channels and its season channels too (channels/dethmetal/campaign.ts).
  { owner: 'dethmetal', entries: dethmetalCampaign },
  { owner: 'dethmetal', entries: dethmetalAssistant },
  { owner: 'dethmetal', entries: dethmetalFranchise },
  { owner: 'dethmetal', entries: dethmetalDesigns },
  { owner: 'dirtywheels', entries: dirtyWheelsTable },
];

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

checkRulesetChannels(mergeDistinct('channel', OWNED));

/**
 * The IPC contract: every channel in ONE object, assembled from one file per area under channels/; a name defined twice
 * is refused when this module loads (above, naming both owners). Each ruleset's folder (channels/<id>/) is tagged with
 * its id here, once, and its names are the ones its declaration lists: the dispatcher refuses a ruleset's channel on a
 * league of another ruleset before any handler runs. Adapters (Electron preload, browser host, CLI, tests) derive their
 * allow-lists from it.
 */
export const contract = joinDistinct(
  'channel',
  coreChannels,
  matchChannels,
  seasonChannels,
  sheetsChannels,
  teamsChannels,
  tableChannels,
  dethmetalCampaign,
  dethmetalAssistant,
  dethmetalFranchise,
  dethmetalDesigns,
  dirtyWheelsTable,
);

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export type InputOf<C extends ChannelName> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends ChannelName> = z.output<Contract[C]['input']>;
export type ResultOf<C extends ChannelName> = NonNullable<Contract[C]['result']>;

export const CHANNELS = Object.keys(contract) as ChannelName[];

/** Who owns each channel name: the core, or the ruleset whose channel it is (for refusing a second definition by name). */
const ownerOf = (name: string): string => (contract as Readonly<Record<string, { ruleset?: string }>>)[name]?.ruleset ?? 'core';

/**
 * The channels of a ruleset registered after load (issue 21: a process's extra ruleset, added through its entry
 * point's `rulesets`, src-main/rulesets.ts and src-renderer/rulesets.ts), tagged with its id as the build's are, and
 * checked the same way: exactly the channels its declaration lists, none already the core's or another ruleset's (the
 * error names both). They join the contract, so the dispatcher, the validation and the page's transport find them by
 * name; their names are not in `ChannelName` (the build's type), so a caller reaches them as strings. Returns the way
 * to take them off again (a registration refused further on keeps nothing).
 */
export function addRulesetChannels(ruleset: string, channels: Readonly<Record<string, Channel<z.ZodType, unknown>>>): () => void {
  if (!isRegisteredRuleset(ruleset)) throw new Error(`The channels are registered for the ruleset “${ruleset}”, which is not registered.`);
  checkAgainstDeclaration(ruleset, 'Its channels', 'channels', declarationOf(ruleset).channels, Object.keys(channels));
  const names = new Registry<true>('channel');
  for (const name of CHANNELS) names.add(ownerOf(name), name, true);
  names.addAll(ruleset, Object.fromEntries(Object.keys(channels).map((n) => [n, true])));
  const tagged = forRuleset(ruleset, channels);
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
