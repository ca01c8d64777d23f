import { z } from 'zod';
import { channel } from '../channel';
import { id } from '../fields';
import { sponsorType, typedDice } from './dethmetal/campaignFields';
import type { SeasonEndReport, SeasonView, Standings } from './dethmetal/campaignTypes';
import type { DiceLogEntry, LeagueStandings, SeasonCloseReport } from './leagueTypes';

const seasonEndInput = z
  .object({
    /** Work out the whole season end, show it, change nothing. */
    preview: z.boolean().default(false),
    /** The sponsor each franchise declares safe this season (not the same one two seasons running), by franchise id. */
    safe: z.record(z.string(), sponsorType).default({}),
    /** Competitors protected from the draft by franchise contracts (2, or 3 for the top two), by franchise id. */
    contracts: z.record(z.string(), z.array(id).max(3, { error: 'A franchise has at most three franchise contracts' })).default({}),
    /** Franchises that let their mechanic staff go rather than pay to keep them. */
    releaseMechanics: z.array(id).default([]),
    /** Draft picks in pick order: a competitor id, or "pass". */
    draftPicks: z
      .array(z.union([id, z.literal('pass')]))
      .max(400)
      .default([]),
    /** Sponsors taken from the pool, in pick order. */
    sponsorPicks: z.array(sponsorType).max(100).default([]),
    dice: typedDice,
  })
  .strict();

const standingsInput = z
  .object({
    /** A season number; omitted: the current season. */
    season: z.number().int().min(1).optional(),
    allTime: z.boolean().default(false),
  })
  .strict();

const diceLogInput = z
  .object({
    limit: z.number().int().min(1).max(5000).default(200),
    /** Only rows older than this id (paging backwards). */
    beforeId: id.optional(),
    matchId: id.optional(),
    season: z.number().int().min(1).optional(),
  })
  .strict();

/** Close the season of a league without a campaign layer and open the next; `preview` shows it and keeps nothing. */
const seasonCloseInput = z.object({ preview: z.boolean().default(false), dice: typedDice }).strict();

const noInput = z.object({}).strict();

export type SeasonEndInput = z.output<typeof seasonEndInput>;
export type StandingsInput = z.output<typeof standingsInput>;
export type DiceLogInput = z.output<typeof diceLogInput>;
export type SeasonCloseInput = z.output<typeof seasonCloseInput>;

/** Seasons, standings and the dice log. */
export const seasonChannels = {
  'season.current': channel<typeof noInput, SeasonView>('read', noInput),
  'season.list': channel<typeof noInput, SeasonView[]>('read', noInput),
  /** End the season and open the next; `preview` shows the whole outcome and keeps nothing. */
  'season.end': channel<typeof seasonEndInput, SeasonEndReport>('write', seasonEndInput, 30_000),
  'standings.get': channel<typeof standingsInput, Standings>('read', standingsInput),
  /** A league without a campaign layer: the season's (or the all-time) table through the league core. */
  'standings.league': channel<typeof standingsInput, LeagueStandings>('read', standingsInput),
  /** A league without a campaign layer: the final table (tied teams roll off when the ruleset says so), the next season opens. */
  'season.close': channel<typeof seasonCloseInput, SeasonCloseReport>('write', seasonCloseInput),
  'dice.log': channel<typeof diceLogInput, DiceLogEntry[]>('read', diceLogInput),
};
