import { z } from 'zod';
import { channel } from '../channel';
import { id, typedDice } from '../fields';
import type { DiceLogEntry, LeagueStandings, SeasonCloseReport, SeasonView } from './leagueTypes';

export const standingsInput = z
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

export type StandingsInput = z.output<typeof standingsInput>;
export type DiceLogInput = z.output<typeof diceLogInput>;
export type SeasonCloseInput = z.output<typeof seasonCloseInput>;

/** Every league's seasons, its table through the league core and the dice log (Dethmetal's season end and standings: dethmetal/season.ts). */
export const seasonChannels = {
  'season.current': channel<typeof noInput, SeasonView>('read', noInput),
  'season.list': channel<typeof noInput, SeasonView[]>('read', noInput),
  /** A league without a campaign layer: the season's (or the all-time) table through the league core. */
  'standings.league': channel<typeof standingsInput, LeagueStandings>('read', standingsInput),
  /** A league without a campaign layer: the final table (tied teams roll off when the ruleset says so), the next season opens. */
  'season.close': channel<typeof seasonCloseInput, SeasonCloseReport>('write', seasonCloseInput),
  'dice.log': channel<typeof diceLogInput, DiceLogEntry[]>('read', diceLogInput),
};
