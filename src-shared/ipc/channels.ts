import type { z } from 'zod';
import { forRuleset } from './channel';
import { joinDistinct } from './join';
import { coreChannels } from './channels/core';
import { campaignChannels } from './channels/dethmetal/campaign';
import { sheetsChannels } from './channels/sheets';
import { assistantChannels } from './channels/dethmetal/assistant';
import { franchiseChannels } from './channels/dethmetal/franchise';
import { designsChannels } from './channels/dethmetal/designs';
import { matchChannels } from './channels/matches';
import { seasonChannels } from './channels/season';
import { teamsChannels } from './channels/teams';
import { dirtyWheelsChannels } from './channels/dirtywheels/table';

export type { Channel, ChannelScope } from './channel';
export * from './channels/core';
export * from './channels/dethmetal/campaign';
export type * from './channels/dethmetal/franchise';
export type * from './channels/leagueTypes';
export type { DesignTemplate } from './channels/dethmetal/designs';

/**
 * The IPC contract: every channel in ONE object, assembled from one file per area under channels/; a name defined twice
 * is refused when this module loads. Each ruleset's folder (channels/<id>/) is tagged with its id here, once: the
 * dispatcher refuses a ruleset's channel on a league of another ruleset before any handler runs.
 * Adapters (Electron preload, browser host, CLI, tests) derive their allow-lists from it.
 */
export const contract = joinDistinct(
  'channel',
  coreChannels,
  matchChannels,
  seasonChannels,
  sheetsChannels,
  teamsChannels,
  // Dethmetal's campaign holds its match channels and its season channels too (channels/dethmetal/campaign.ts).
  forRuleset('dethmetal', campaignChannels, {
    'match.record': 'A league without a post-match sequence records a result with match.recordOutcome (`league match outcome`).',
    'match.preMatch': 'A league without Dethmetal’s events has no pre-match rolls.',
    'season.end': 'A league without a campaign season end (draft, money, sponsors) closes its season with season.close (`league season close`).',
    'standings.get': 'A league without campaign standings has its table in standings.league (`league standings`).',
  }),
  forRuleset('dethmetal', assistantChannels),
  forRuleset('dethmetal', franchiseChannels),
  forRuleset('dethmetal', designsChannels),
  forRuleset('dirtywheels', dirtyWheelsChannels),
);

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export type InputOf<C extends ChannelName> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends ChannelName> = z.output<Contract[C]['input']>;
export type ResultOf<C extends ChannelName> = NonNullable<Contract[C]['result']>;

export const CHANNELS = Object.keys(contract) as ChannelName[];
export const isChannel = (name: unknown): name is ChannelName => typeof name === 'string' && Object.hasOwn(contract, name);
