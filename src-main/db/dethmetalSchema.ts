/**
 * Dethmetal's own tables. Two sorts:
 * - what only a Dethmetal league keeps about a generic row (issue 12), one row per generic row, keyed by that row's id
 *   (which is also this row's rowid, so the undo log's `WHERE rowid = N` names the same id in both tables): a Dethmetal
 *   league has one for each of its franchises, cars, competitors, matches and match teams;
 * - tables only Dethmetal has (issue 21: its stores, sponsors, design library, and what its post-match made of each
 *   competitor and car), moved out of the core schema whole, each row keeping its id.
 * A league of another ruleset has no rows in any of them. Exported through schema.ts, the one schema drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
  /**
   * A race or an arena match (issue 21: Dethmetal's words, out of the core's `matches`). Every row is written with its
   * kind (the schedule's eventAdded); the default only lets SQLite add the column to a table that has rows.
   */
  kind: text('kind', { enum: ['race', 'arena'] })
    .notNull()
    .default('race'),
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

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/**
 * The stores: one row per physical item (a tire-set, a gear-set, a weapon, an expendable, a rare or tinkered find).
 * `vehicleId` is set while it is fitted to a car; `status` keeps used-up, lost and sold items for the history.
 */
export const dethmetalStores = sqliteTable(
  'dethmetal_stores',
  {
    id: integer('id').primaryKey(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    category: text('category', { enum: ['tires', 'gear-set', 'weapon', 'expendable', 'rare'] }).notNull(),
    /** Price-list name ("Machinegun", "Tire-set (heavy)", "Gear-set") or the found item's name. */
    item: text('item').notNull(),
    /** JSON: tread for tires, gearing for gear-sets, the rolled characteristics of a find. */
    detail: text('detail').notNull().default('{}'),
    price: integer('price').notNull(),
    /** 'free': came with a new car (light tires, the construction gear-set, gaps.md #33, #34). */
    origin: text('origin', { enum: ['bought', 'free', 'found'] }).notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    status: text('status', { enum: ['held', 'used', 'lost', 'sold'] })
      .notNull()
      .default('held'),
    acquiredSeason: integer('acquired_season').notNull(),
  },
  (t) => [index('dethmetal_stores_franchise').on(t.franchiseId), index('dethmetal_stores_vehicle').on(t.vehicleId)],
);

/** Sponsors held and once held: type, how and when it came and left, and the seasons it was declared safe. */
export const dethmetalSponsors = sqliteTable(
  'dethmetal_sponsors',
  {
    id: integer('id').primaryKey(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    type: text('type').notNull(),
    status: text('status', { enum: ['held', 'left', 'dropped', 'bankrupt'] })
      .notNull()
      .default('held'),
    came: text('came', { enum: ['founding', 'party', 'pool', 'contract'] }).notNull(),
    fromSeason: integer('from_season').notNull(),
    toSeason: integer('to_season'),
    /** JSON array of season numbers in which it was declared safe. */
    safeSeasons: text('safe_seasons').notNull().default('[]'),
  },
  (t) => [index('dethmetal_sponsors_franchise').on(t.franchiseId)],
);

/**
 * The league's design library: car designs saved as templates to start new cars from (the designer's "Save as
 * template" and "Start from…"). Not cars: no franchise, no money. `design` is Dethmetal's design JSON.
 */
export const dethmetalDesignTemplates = sqliteTable(
  'dethmetal_design_templates',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    design: text('design').notNull(),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('dethmetal_design_templates_name').on(t.name)],
);

/** Each competitor's match: what he did and what post-match processing made of it (points, XP, level, quirk). */
export const dethmetalCompetitorResults = sqliteTable(
  'dethmetal_competitor_results',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    tookPart: integer('took_part', { mode: 'boolean' }).notNull(),
    points: integer('points').notNull().default(0),
    criticals: integer('criticals').notNull().default(0),
    outOfAction: integer('out_of_action', { mode: 'boolean' }).notNull().default(false),
    xp: integer('xp').notNull().default(0),
    levelAfter: integer('level_after').notNull(),
    quirk: text('quirk'),
  },
  (t) => [index('dethmetal_competitor_results_competitor').on(t.competitorId), index('dethmetal_competitor_results_match').on(t.matchId)],
);

/** Each car's match: criticals taken, destroyed, damage. */
export const dethmetalVehicleResults = sqliteTable(
  'dethmetal_vehicle_results',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    raced: integer('raced', { mode: 'boolean' }).notNull(),
    criticals: integer('criticals').notNull().default(0),
    destroyed: integer('destroyed', { mode: 'boolean' }).notNull().default(false),
    damage: integer('damage').notNull().default(0),
  },
  (t) => [index('dethmetal_vehicle_results_vehicle').on(t.vehicleId), index('dethmetal_vehicle_results_match').on(t.matchId)],
);
