/**
 * The league file's schema: the one source from which drizzle-kit generates migrations/.
 * Money is stored in whole k (thousands) as the rulebook counts it.
 * No AUTOINCREMENT: undo deletes rows, and plain rowid keys let an undone insert leave no trace.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** Exactly one row (id = 1): the league itself. */
export const league = sqliteTable('league', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * The league file's own identity: a random id set when the file is made (or by migration 0023 for an older file), so a
   * window can say which league a write was meant for by its id rather than its path. A saved copy and an import get a
   * new one (they are other leagues from then on); a file copied by hand outside Pitwall keeps it.
   */
  uid: text('uid').notNull().default(''),
  ruleset: text('ruleset').notNull().default('dethmetal'),
  /** House rules and other league settings, JSON validated by the ruleset's settings schema. */
  settings: text('settings').notNull().default('{}'),
  diceMode: text('dice_mode', { enum: ['app', 'manual'] })
    .notNull()
    .default('app'),
  rngSeed: integer('rng_seed').notNull(),
  rngCounter: integer('rng_counter').notNull().default(0),
  createdAt: createdAt(),
});

export const franchises = sqliteTable(
  'franchises',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    owner: text('owner').notNull().default(''),
    createdAt: createdAt(),
    // Dethmetal's money, mechanics, founding, cup and party: dethmetal_franchises (dethmetalSchema.ts).
  },
  (t) => [uniqueIndex('franchises_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * One row per operation an organizer performed: what the Activity list shows and what Undo reverses. It grows with the
 * league's whole history; every operation first drops the entries undone (none, mostly), found by the index of them
 * alone rather than by a scan of the history.
 */
export const journal = sqliteTable(
  'journal',
  {
    id: integer('id').primaryKey(),
    op: text('op').notNull(),
    summary: text('summary').notNull(),
    input: text('input').notNull(),
    state: text('state', { enum: ['done', 'undone'] })
      .notNull()
      .default('done'),
    at: createdAt(),
  },
  (t) => [index('journal_undone').on(t.id).where(sql`${t.state} = 'undone'`)],
);

/**
 * Inverse SQL captured by temporary triggers while an operation runs (sqlite.org's undo/redo technique);
 * `direction` = 'undo' reverses a done operation, 'redo' re-applies an undone one.
 */
export const undoLog = sqliteTable(
  'undo_log',
  {
    id: integer('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journal.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['undo', 'redo'] }).notNull(),
    statement: text('statement').notNull(),
  },
  // By entry: undo and redo read an entry's statements, every operation trims the log past its depth, and dropping a
  // journal entry cascades here (without it each of those scanned the whole log).
  (t) => [index('undo_log_journal').on(t.journalId, t.direction)],
);

/**
 * What each journaled operation inserted, table by table in order (`{"vehicles": [7], "competitors": [12, 13]}`),
 * written once by runOperation from its undo inverses, so it outlives the undo log's depth (issue 27: a correction
 * pairs each later operation's rows with the replay's, services/league/replay/idMap.ts). `writtenBy` is the entry that
 * wrote the record: the operation itself, or a committed correction, whose replay gave the later operations' rows
 * other ids; the newest record whose writer is `done` holds (an undone correction's records are redoable, and removed
 * with its journal row).
 */
export const journalInserts = sqliteTable(
  'journal_inserts',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journal.id, { onDelete: 'cascade' }),
    writtenBy: integer('written_by')
      .notNull()
      .references(() => journal.id, { onDelete: 'cascade' }),
    inserted: text('inserted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.writtenBy] }), index('journal_inserts_written_by').on(t.writtenBy)],
);

/** One row per season; the open one is the current season. `summary` keeps the season-end outcome (JSON) for review. */
export const seasons = sqliteTable('seasons', {
  id: integer('id').primaryKey(),
  number: integer('number').notNull().unique(),
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  summary: text('summary'),
});

/**
 * Competitors: the ruleset's person record (Dethmetal: traits, XP, level, talents, quirks, wounds, fatigue, season
 * flags) as JSON, plus what the league needs to query: team and status.
 */
export const competitors = sqliteTable(
  'competitors',
  {
    id: integer('id').primaryKey(),
    /** Null for a free agent or a retired competitor. */
    franchiseId: integer('franchise_id').references(() => franchises.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'out-for-season', 'retired', 'free-agent'] })
      .notNull()
      .default('active'),
    /** The ruleset's person record (Dethmetal's driverSchema), validated on every read. */
    record: text('record').notNull(),
    // Dethmetal's franchise contract and the season's wage: dethmetal_competitors (dethmetalSchema.ts).
  },
  (t) => [index('competitors_franchise').on(t.franchiseId)],
);

/**
 * Career history: every hire, trade, draft, level, quirk, clone and retirement, in order; and, in a league on the
 * core's careers (services/league/careers.ts), each game a person played (win, draw, loss) and the ruleset's own
 * kinds (Dirty Wheels: a kill, being destroyed). The kind is TEXT in SQLite, open in the schema: a new kind needs no
 * migration, and the services check the kinds the league's ruleset declares.
 */
export const careerEvents = sqliteTable(
  'career_events',
  {
    id: integer('id').primaryKey(),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id),
    seasonNumber: integer('season_number').notNull(),
    matchId: integer('match_id'),
    /**
     * Open: the core's game kinds (win, draw, loss, services/league/careers.ts) and each ruleset's own, which its
     * services declare and check when they write (Dethmetal's hires, levels, quirks …; Dirty Wheels' kill, destroyed).
     */
    kind: text('kind').$type<string>().notNull(),
    text: text('text').notNull(),
  },
  // By person and kind: a ruleset asks whether a person has an event of a kind (the hex RPG's death), and a person's
  // events grow with every match he plays (by person alone, that meant reading them all).
  (t) => [index('career_events_competitor_kind').on(t.competitorId, t.kind)],
);

/** The stables: each car's design (the ruleset's JSON with its version) and the derived numbers cached. */
export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    name: text('name').notNull(),
    design: text('design').notNull(),
    derived: text('derived').notNull(),
    status: text('status', { enum: ['active', 'sold'] })
      .notNull()
      .default('active'),
    // Dethmetal's DP budget and bonus, criticals and damage carried, price paid: dethmetal_vehicles (dethmetalSchema.ts).
    /** The season the car joined its team, and the one it left (sold, removed). */
    boughtSeason: integer('bought_season').notNull(),
    soldSeason: integer('sold_season'),
  },
  (t) => [index('vehicles_franchise').on(t.franchiseId)],
);

/** An event on the schedule is one match (gaps.md #5): track, kind, date, and, once played, its result. */
export const matches = sqliteTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    /** 1-based number within the season. */
    number: integer('number').notNull(),
    track: text('track').notNull(),
    // Dethmetal's road surface, race or arena, heats, pre-match rolls and recorded report: dethmetal_matches
    // (dethmetalSchema.ts).
    date: text('date').notNull().default(''),
    status: text('status', { enum: ['scheduled', 'ready', 'recorded'] })
      .notNull()
      .default('scheduled'),
  },
  (t) => [index('matches_season').on(t.seasonId), uniqueIndex('matches_season_number').on(t.seasonId, t.number)],
);

/** The franchises taking part in a match and, once recorded, their result. */
export const matchTeams = sqliteTable(
  'match_teams',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    // Dethmetal's race points, prize money and World Trade spin: dethmetal_match_teams (dethmetalSchema.ts).
    won: integer('won', { mode: 'boolean' }).notNull().default(false),
    /**
     * A league without a campaign layer (the generic core, issue 12): the team's win, draw or loss, or its placing,
     * and the ruleset's stats (JSON, e.g. {"kills":2}). Points are not stored: the standings score these with the
     * league's scoring as configured when they are read. Null for Dethmetal, whose race points are dethmetal_match_teams'.
     */
    outcome: text('outcome', { enum: ['win', 'draw', 'loss'] }),
    placing: integer('placing'),
    stats: text('stats'),
  },
  (t) => [index('match_teams_match').on(t.matchId), index('match_teams_franchise').on(t.franchiseId)],
);

/**
 * Standing crew (issue 21): who sits in which slot of which vehicle of his team between meetings, as the ruleset's
 * declaration lays the slots out (`slots`: a kind of person, `min`-`max` in a vehicle of a kind; Dirty Wheels' driver
 * of each car). One seat per person. Checked on write by services/league/crew.ts; a sold car keeps the row of whoever
 * drove it, so a person's history still names his car.
 */
export const crew = sqliteTable(
  'crew',
  {
    id: integer('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** A slot id of the ruleset's declaration (`driver`, `gunner`). */
    slot: text('slot').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => competitors.id),
  },
  (t) => [index('crew_vehicle').on(t.vehicleId), uniqueIndex('crew_person').on(t.personId)],
);

/**
 * Who sits in which slot of which vehicle in one round of a meeting (issue 21; Dethmetal's heats of a match): one row per
 * person seated, in the order the team's vehicles were assigned. Written and read through services/league/crew.ts.
 */
export const matchCrew = sqliteTable(
  'match_crew',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** 1-based round of the meeting (a heat, a race). */
    round: integer('round').notNull(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    slot: text('slot').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => competitors.id),
  },
  (t) => [index('match_crew_match').on(t.matchId)],
);

/**
 * Generic results (issue 21): a meeting (a `matches` row: a match, a race meeting, a session) holds one or more rounds
 * (races, heats), numbered from 1. A meeting recorded as one round of team results keeps them on `match_teams` alone and
 * has no rows here (as every league written before these tables): it reads as its one round.
 */
export const matchRounds = sqliteTable(
  'match_rounds',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    number: integer('number').notNull(),
  },
  (t) => [uniqueIndex('match_rounds_match_number').on(t.matchId, t.number)],
);

/**
 * One result in a round: a team's (no vehicle, no person) or an entrant's (a vehicle or a person of the team, as the
 * ruleset declares who enters), with its win, draw or loss or its placing, and the ruleset's declared stats (JSON).
 */
export const roundResults = sqliteTable(
  'round_results',
  {
    id: integer('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => matchRounds.id),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    personId: integer('person_id').references(() => competitors.id),
    outcome: text('outcome', { enum: ['win', 'draw', 'loss'] }),
    placing: integer('placing'),
    stats: text('stats').notNull().default('{}'),
  },
  (t) => [index('round_results_round').on(t.roundId)],
);

/** The money ledger, in k: every credit (+) and debit (−) with its reason, rule and the match or season it belongs to. */
export const ledger = sqliteTable(
  'ledger',
  {
    id: integer('id').primaryKey(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchises.id),
    seasonNumber: integer('season_number').notNull(),
    matchId: integer('match_id').references(() => matches.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    rule: text('rule').notNull(),
    /** Where the line sits in the post-match sequence (income, cost, overhead, direct, spending). */
    stage: text('stage', { enum: ['income', 'cost', 'overhead', 'direct', 'spending'] }).notNull(),
    /** The operation that wrote it (franchise.found, match.record, …). */
    op: text('op').notNull(),
  },
  (t) => [index('ledger_franchise').on(t.franchiseId), index('ledger_match').on(t.matchId)],
);

/** Every roll: notation, result, purpose, what it decided, manual or app-rolled, and the operation it belongs to. */
export const diceLog = sqliteTable(
  'dice_log',
  {
    id: integer('id').primaryKey(),
    /** One batch per operation that rolled. */
    batch: integer('batch').notNull(),
    seq: integer('seq').notNull(),
    op: text('op').notNull(),
    seasonNumber: integer('season_number'),
    matchId: integer('match_id'),
    notation: text('notation').notNull(),
    purpose: text('purpose').notNull(),
    faces: text('faces').notNull(),
    raw: integer('raw').notNull(),
    value: integer('value').notNull(),
    decided: text('decided'),
    mode: text('mode', { enum: ['app', 'manual'] }).notNull(),
    rerollOf: integer('reroll_of'),
    rerollReason: text('reroll_reason'),
    /**
     * The journal entry whose operation rolled it (issue 27): a correction replays a history in which an operation may
     * roll more or less, so batch numbers no longer say whose rolls are whose. Null in rows written before it was kept.
     */
    journalId: integer('journal_id'),
  },
  (t) => [index('dice_log_batch').on(t.batch)],
);

/**
 * The match assistant's table, one row per event (a heat started, a roll, an outcome applied, a step of the turn,
 * the end of a heat), written in the operation's own transaction so undo removes it with the journal entry. The
 * payload is JSON checked by the IPC contract's tableEventSchema when read; the services fold the rows, in `seq`
 * order, into the cards.
 */
export const assistantEvents = sqliteTable(
  'assistant_events',
  {
    id: integer('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
  },
  (t) => [uniqueIndex('assistant_events_match_seq').on(t.matchId, t.seq)],
);

// Dethmetal's own tables, keyed by the generic rows above (issue 12); re-exported so drizzle-kit and the app see one schema.
export * from './dethmetalSchema';
