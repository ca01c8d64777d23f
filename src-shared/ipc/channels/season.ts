import { z } from 'zod';
import { channel } from '../channel';
import { id, typedDice } from '../fields';
import type { DiceLogEntry, LeagueStandings, MeetingPoints, SeasonCloseReport, SeasonView } from './leagueTypes';

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

/** A person's career in a league on the core's careers: one season's (or all time) or one person's, by the ruleset's kinds. */
export const careersInput = z
  .object({
    /** A season number; omitted: the current season. */
    season: z.number().int().min(1).optional(),
    allTime: z.boolean().default(false),
  })
  .strict();
export const personCareerInput = z.object({ competitorId: id }).strict();

/** A column of a career table: the core's games, wins, draws, losses, then the ruleset's stats (kills, destroyed). */
export interface CareerColumn {
  key: string;
  label: string;
}

export interface CareerRow {
  competitorId: number;
  name: string;
  /** The team he plays for now; null once he left the league (his car removed). */
  team: string | null;
  /** His vehicle where the ruleset seats one person per vehicle (Dirty Wheels' car). */
  vehicle: { id: number; name: string } | null;
  status: string;
  /** By wins, then the ruleset's stats; those still level share a place. */
  place: number;
  counts: Record<string, number>;
}

export interface CareerTable {
  seasonNumber: number | null;
  /** What the ruleset calls a person ("driver"). */
  person: { one: string; many: string };
  columns: CareerColumn[];
  rows: CareerRow[];
}

export interface PersonCareer extends Omit<CareerRow, 'place' | 'counts'> {
  person: { one: string; many: string };
  columns: CareerColumn[];
  /** One line per season he played in, oldest first, then the total. */
  seasons: { seasonNumber: number; counts: Record<string, number> }[];
  total: Record<string, number>;
  /** Every career event in order. */
  events: { id: number; seasonNumber: number; matchId: number | null; kind: string; text: string }[];
}

export const careerChannels = {
  /** A league on the core's careers: every person's games, wins and the ruleset's stats over a season or all time. */
  'careers.table': channel<typeof careersInput, CareerTable>('read', careersInput),
  /** One person's career: per season, in total, and each event. */
  'careers.person': channel<typeof personCareerInput, PersonCareer>('read', personCareerInput),
};

/** Every league's seasons, its table through the league core and the dice log (Dethmetal's season end and standings: dethmetal/season.ts). */
export const seasonChannels = {
  'season.current': channel<typeof noInput, SeasonView>('read', noInput),
  'season.list': channel<typeof noInput, SeasonView[]>('read', noInput),
  /** A league without a campaign layer: the season's (or the all-time) table through the league core. */
  'standings.league': channel<typeof standingsInput, LeagueStandings>('read', standingsInput),
  /**
   * The points each team scored in each recorded meeting of the scope, in order, as its teams' table scores them
   * (rounds included: a race meeting's cars' points): the points-after-each-match chart.
   */
  'standings.points': channel<typeof standingsInput, MeetingPoints[]>('read', standingsInput),
  /** A league without a campaign layer: the final table (tied teams roll off when the ruleset says so), the next season opens. */
  'season.close': channel<typeof seasonCloseInput, SeasonCloseReport>('write', seasonCloseInput),
  'dice.log': channel<typeof diceLogInput, DiceLogEntry[]>('read', diceLogInput),
  ...careerChannels,
};
