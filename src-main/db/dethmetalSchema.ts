/**
 * Dethmetal's own tables (issue 12): what only a Dethmetal league keeps about a generic row, one row per generic row,
 * keyed by that row's id (which is also this row's rowid, so the undo log's `WHERE rowid = N` names the same id in
 * both tables). A Dethmetal league has one for each of its franchises; a league of another ruleset has none.
 * Exported through schema.ts, the one schema drizzle-kit reads.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { competitors, franchises, matches, matchTeams, vehicles } from './schema';

export const dethmetalFranchises = sqliteTable('dethmetal_franchises', {
  franchiseId: integer('franchise_id')
    .primaryKey()
    .references(() => franchises.id),
  /** The bank, in k: always the sum of this franchise's ledger rows (checked after every money operation). */
  cash: integer('cash').notNull().default(0),
  /** Mechanic staff rating hired for the season (1 = beer buddies, free). */
  mechanicRating: integer('mechanic_rating').notNull().default(1),
  /** Season number in which the franchise was founded (null: added by name only, not founded yet). */
  foundedSeason: integer('founded_season'),
  /** Joined the league at a later season start: takes no part in that season's draft (gaps.md #79). */
  expansion: integer('expansion', { mode: 'boolean' }).notNull().default(false),
  /** Last season number in which it won the Metal Cup (+1 on income rolls in the next season's first half). */
  cupWonSeason: integer('cup_won_season'),
  /** Metal Cup bonus paid with the next income collected (gaps.md #64). */
  cupBonusDue: integer('cup_bonus_due').notNull().default(0),
  /** Season number of the last sponsor party ("only once at the beginning of a season"). */
  partySeason: integer('party_season'),
});

/** A Dethmetal car's budget, what it was bought for, and what it carries out of its last match. */
export const dethmetalVehicles = sqliteTable('dethmetal_vehicles', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id),
  /** 60, or 75 with the overhead penalty. */
  budget: integer('budget').notNull(),
  /** Car manufacturer DP bonus it was built with. */
  bonusDp: integer('bonus_dp').notNull().default(0),
  /** Criticals and damage carried out of the last match (repaired in post-match, gaps.md #65). */
  criticals: integer('criticals').notNull().default(0),
  damage: integer('damage').notNull().default(0),
  /** What was actually paid, in k (sold for half, gaps.md #80). */
  purchasePrice: integer('purchase_price').notNull(),
});

/** A Dethmetal competitor's franchise contract and the wage paid for the current season. */
export const dethmetalCompetitors = sqliteTable('dethmetal_competitors', {
  competitorId: integer('competitor_id')
    .primaryKey()
    .references(() => competitors.id),
  /** Protected from the draft by one of the team's franchise contracts this season. */
  contracted: integer('contracted', { mode: 'boolean' }).notNull().default(false),
  /** Wage paid for the current season, in k, and the season number it was paid for. */
  wage: integer('wage').notNull().default(0),
  wageSeason: integer('wage_season'),
});

/** A Dethmetal event's road surface and heats, and what the pre-match rolls and the recording left of it. */
export const dethmetalMatches = sqliteTable('dethmetal_matches', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id),
  surface: text('surface').notNull(),
  heats: integer('heats').notNull().default(2),
  /** JSON: the pre-match rolls (heart condition, temperamental devices) and who or what they ruled out. */
  preMatch: text('pre_match'),
  /**
   * JSON: the post-match report (PostMatchReport) as committed, written in the recording's own operation, for
   * reading back later. Its money lines and rolls are left empty: they are the ledger's and the dice log's rows of
   * that recording (services/dethmetal/matchReport.ts). Null until recorded, and for matches recorded before 0003.
   */
  report: text('report'),
});

/** A franchise's race points and prize money out of a Dethmetal match. */
export const dethmetalMatchTeams = sqliteTable('dethmetal_match_teams', {
  matchTeamId: integer('match_team_id')
    .primaryKey()
    .references(() => matchTeams.id),
  points: integer('points'),
  prize: integer('prize'),
  /** Spun the World Trade table after this match (for leagues with one spin per season, gaps.md #73). */
  worldTrade: integer('world_trade', { mode: 'boolean' }).notNull().default(false),
});
