/** Dethmetal's shared entry (./build.ts): its engine module and its channels, the campaign's with what to use instead. */
import { dethmetal } from '../engine/dethmetal';
import type { AnyRuleset } from '../engine/registry';
import { assistantChannels } from '../ipc/channels/dethmetal/assistant';
import { campaignChannels } from '../ipc/channels/dethmetal/campaign';
import { designsChannels } from '../ipc/channels/dethmetal/designs';
import { franchiseChannels } from '../ipc/channels/dethmetal/franchise';
import { joinDistinct } from '../ipc/join';
import type { SharedRulesetEntry } from '.';

export const dethmetalShared = {
  ruleset: dethmetal as unknown as AnyRuleset,
  // The campaign holds its match channels and its season channels too (channels/dethmetal/campaign.ts).
  channels: joinDistinct('channel', campaignChannels, assistantChannels, franchiseChannels, designsChannels),
  elsewhere: {
    'match.record': 'A league without a post-match sequence records a result with match.recordOutcome (`league match outcome`).',
    'match.preMatch': 'A league without Dethmetal’s events has no pre-match rolls.',
    'season.end': 'A league without a campaign season end (draft, money, sponsors) closes its season with season.close (`league season close`).',
    'standings.get': 'A league without campaign standings has its table in standings.league (`league standings`).',
  },
} satisfies SharedRulesetEntry;
