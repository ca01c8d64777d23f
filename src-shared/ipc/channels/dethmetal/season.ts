/** Dethmetal's season channels: the campaign season end (draft, money, sponsors) and the campaign standings. */
import { z } from 'zod';
import { channel } from '../../channel';
import { id, safeRecord, uniqueList } from '../../fields';
import { standingsInput } from '../season';
import { sponsorType, typedDice } from './campaignFields';
import type { SeasonEndReport, Standings } from './campaignTypes';

const seasonEndInput = z
  .object({
    /** Work out the whole season end, show it, change nothing. */
    preview: z.boolean().default(false),
    /** The sponsor each franchise declares safe this season (not the same one two seasons running), by franchise id. */
    safe: safeRecord(z.string(), sponsorType).default({}),
    /** Competitors protected from the draft by franchise contracts (2, or 3 for the top two), by franchise id. */
    contracts: safeRecord(z.string(), uniqueList(id, 'competitor', { max: 3, maxError: 'A franchise has at most three franchise contracts' })).default({}),
    /** Franchises that let their mechanic staff go rather than pay to keep them. */
    releaseMechanics: uniqueList(id, 'team', { max: 32 }).default([]),
    /** Draft picks in pick order: a competitor id, or "pass". */
    draftPicks: uniqueList(z.union([id, z.literal('pass')]), 'competitor', { by: (p) => (p === 'pass' ? Symbol('pass') : p), max: 400 }).default([]),
    /** Sponsors taken from the pool, in pick order. */
    sponsorPicks: z.array(sponsorType).max(100).default([]),
    dice: typedDice,
  })
  .strict();

export type SeasonEndInput = z.output<typeof seasonEndInput>;

export const dethmetalSeasonChannels = {
  /** End the season and open the next; `preview` shows the whole outcome and keeps nothing. */
  'season.end': channel<typeof seasonEndInput, SeasonEndReport>('write', seasonEndInput, 30_000),
  'standings.get': channel<typeof standingsInput, Standings>('read', standingsInput),
};
