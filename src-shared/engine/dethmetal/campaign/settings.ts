import { z } from 'zod';
import type { HouseRuleDef } from '../../ruleset';

/**
 * Campaign house rules (league settings). Every default is the resolution proposed in gaps.md section F (or the
 * Part I entry named in `cites`); the alternatives are the other readings a league might prefer.
 */
const fields = {
  startingSponsors: z.enum(['rollD66', 'organizerChoice']).default('rollD66'),
  duplicateSponsorTypes: z.boolean().default(false),
  partyAmounts: z.enum(['listedOnly', 'highestTierNotAbove']).default('listedOnly'),
  seasonLength: z.number().int().min(1).max(40).default(8),
  prizeWhenNobodyScores: z.enum(['splitEqually', 'noPrize']).default('splitEqually'),
  faceIncomeMultiplier: z.union([z.literal(1), z.literal(10)]).default(1),
  sponsorDiscounts: z.enum(['stack', 'largestOnly']).default('stack'),
  mechanicRetention: z.enum(['printed', 'halfHireCostRoundedUp']).default('printed'),
  enforceRosterMinimum: z.boolean().default(true),
  worldTradeRolls: z.enum(['perMatch', 'perSeason']).default('perMatch'),
  expendableArmorsGap: z.enum(['reroll', 'nothingFound']).default('reroll'),
  metalCupTies: z.enum(['allTiedWin', 'rollOff']).default('allTiedWin'),
  standingsTieBreakers: z.enum(['winsHeadToHeadOutOfAction', 'headToHeadWinsOutOfAction', 'winsOnly', 'pointsOnly']).default('winsHeadToHeadOutOfAction'),
  draftEnabled: z.boolean().default(true),
  draftOwnFormerCompetitors: z.boolean().default(false),
  draftPass: z.enum(['endsTeamDraft', 'forfeitsOnePick']).default('endsTeamDraft'),
};

export const campaignSettingsSchema = z.object(fields);
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export function defaultCampaignSettings(): CampaignSettings {
  return campaignSettingsSchema.parse({});
}

type Meta = Pick<HouseRuleDef, 'label' | 'cites' | 'description' | 'options'>;

const META: Record<keyof CampaignSettings, Meta> = {
  startingSponsors: {
    label: 'Starting sponsors',
    cites: 'Part VI › Attract sponsors; gaps.md #56',
    description: 'How a new franchise gets its three starting sponsors: rolled on the Sponsor Attracted Table, or chosen by the organizer.',
    options: { rollD66: 'Rolled (D66)', organizerChoice: 'Chosen by the organizer' },
  },
  duplicateSponsorTypes: {
    label: 'Allow two sponsors of the same type',
    cites: 'Part VI › Attract sponsors; gaps.md #57',
    description: 'Off: a franchise holds each sponsor type at most once, and a duplicate roll is re-rolled.',
  },
  partyAmounts: {
    label: 'Sponsor party spending',
    cites: 'Part VI › Sponsor party table; gaps.md #58',
    description: 'A party costs one of the six listed amounts, or any amount, read on the highest listed row not above it.',
    options: { listedOnly: 'Listed amounts only', highestTierNotAbove: 'Any amount' },
  },
  seasonLength: {
    label: 'Matches per season',
    cites: 'Part VI › The Metal Cup; gaps.md #59',
    description: 'Number of matches in a season; the Metal Cup income bonus lasts for the first half (rounded down).',
  },
  prizeWhenNobodyScores: {
    label: 'Prize pot when no team scores',
    cites: 'Part VI › Prize money; gaps.md #61',
    description: 'If every team scored 0 points the pot is split equally (rounded up), or nobody is paid.',
    options: { splitEqually: 'Split equally', noPrize: 'No prize' },
  },
  faceIncomeMultiplier: {
    label: 'Face talent income multiplier',
    cites: 'Part I › General Talents › Face; gaps.md #13',
    description: '"2d6 k" read as 2d6 × 1k (2–12k), or as 2d6 × 10k like the sponsors.',
    options: { 1: '2d6 × 1k', 10: '2d6 × 10k' },
  },
  sponsorDiscounts: {
    label: 'Sponsor discounts',
    cites: 'Part VI › Sponsor effect table; gaps.md #66',
    description: 'Several discounts on the same cost all apply (never below 0), or only the largest one.',
    options: { stack: 'All apply', largestOnly: 'Largest only' },
  },
  mechanicRetention: {
    label: 'Mechanic staff retention cost',
    cites: 'Part VI › Retirements, Contracts, and the Draft; gaps.md #67',
    description: 'The printed figures (12k, 50k, 75k), or half the hire cost rounded up to the whole k (13k, 50k, 150k).',
    options: { printed: 'As printed', halfHireCostRoundedUp: 'Half the hire cost' },
  },
  enforceRosterMinimum: {
    label: 'Enforce the 6-competitor minimum',
    cites: 'Part VI › Create roster; gaps.md #71',
    description: 'The source says "should probably have a minimum of 6"; on, a roster with fewer is a problem.',
  },
  worldTradeRolls: {
    label: 'World Trade rolls',
    cites: 'Part VI › Shopping; gaps.md #73',
    description: 'One World Trade roll per franchise per match, or one per season.',
    options: { perMatch: 'Once per match', perSeason: 'Once per season' },
  },
  expendableArmorsGap: {
    label: 'World Trade Expendable armors 3–4',
    cites: 'Part VI › World Trade Table; gaps.md #73',
    description: 'The sub-roll 3–4 has no entry: re-roll it, or nothing is found.',
    options: { reroll: 'Re-roll', nothingFound: 'Nothing found' },
  },
  metalCupTies: {
    label: 'Metal Cup ties',
    cites: 'Part VI › The Metal Cup; gaps.md #77',
    description: 'Teams tied on the most points all win the Cup (each gets the bonus and the +1), or a 1d6 roll-off decides one winner.',
    options: { allTiedWin: 'All tied teams win', rollOff: 'Roll-off' },
  },
  standingsTieBreakers: {
    label: 'Standings tie-breakers',
    cites: 'Part VI › Ending a season; gaps.md #83, #84',
    description:
      'After season points: wins, then head-to-head points (scored in the matches the tied teams met), then fewer competitors out of action (the default); or head-to-head first; or wins only; or points only. Teams still level share the place during the season and roll off 1d6 at the season end, which also orders the draft and the sponsor picks.',
    options: {
      winsHeadToHeadOutOfAction: 'Wins, head-to-head, out of action',
      headToHeadWinsOutOfAction: 'Head-to-head, wins, out of action',
      winsOnly: 'Wins only',
      pointsOnly: 'Points only',
    },
  },
  draftEnabled: {
    label: 'Use the draft sketch',
    cites: 'Part VI › Retirements, Contracts, and the Draft; gaps.md #79',
    description: 'The draft rules are a preliminary sketch. Off: no draft; every competitor not force-retired may be hired back.',
  },
  draftOwnFormerCompetitors: {
    label: 'Teams may draft back their own competitors',
    cites: 'Part VI › Draft ("available to draft to other teams"); gaps.md #79',
    description: 'Off (as written): an uncontracted competitor can only be drafted by another team.',
  },
  draftPass: {
    label: 'Passing in the draft',
    cites: 'Part VI › Draft ("or all teams pass"); gaps.md #79',
    description: 'A team that passes takes no further picks, or loses only that one pick.',
    options: { endsTeamDraft: 'Ends its draft', forfeitsOnePick: 'Loses one pick' },
  },
};

const DEFAULTS = defaultCampaignSettings();

export const campaignHouseRules: HouseRuleDef[] = (Object.keys(fields) as (keyof CampaignSettings)[]).map((key) => ({
  key,
  ...META[key],
  schema: fields[key],
  default: DEFAULTS[key],
}));
