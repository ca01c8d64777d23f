/**
 * The league file's schema: the one source from which drizzle-kit generates migrations/.
 * Money is stored in whole k (thousands) as the rulebook counts it.
 * No AUTOINCREMENT: undo deletes rows, and plain rowid keys let an undone insert leave no trace.
 */
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** Exactly one row (id = 1): the league itself. */
export const league = sqliteTable('league', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  ruleset: text('ruleset').notNull().default('dethmetal'),
  /** House rules and other league settings, JSON validated by the ruleset's settings schema. */
  settings: text('settings').notNull().default('{}'),
  diceMode: text('dice_mode', { enum: ['app', 'manual'] }).notNull().default('app'),
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
  },
  (t) => [uniqueIndex('franchises_name_unique').on(sql`lower(${t.name})`)],
);

/** One row per operation an organizer performed: what the Activity list shows and what Undo reverses. */
export const journal = sqliteTable('journal', {
  id: integer('id').primaryKey(),
  op: text('op').notNull(),
  summary: text('summary').notNull(),
  input: text('input').notNull(),
  state: text('state', { enum: ['done', 'undone'] }).notNull().default('done'),
  at: createdAt(),
});

/**
 * Inverse SQL captured by temporary triggers while an operation runs (sqlite.org's undo/redo technique);
 * `direction` = 'undo' reverses a done operation, 'redo' re-applies an undone one.
 */
export const undoLog = sqliteTable('undo_log', {
  id: integer('id').primaryKey(),
  journalId: integer('journal_id')
    .notNull()
    .references(() => journal.id, { onDelete: 'cascade' }),
  direction: text('direction', { enum: ['undo', 'redo'] }).notNull(),
  statement: text('statement').notNull(),
});
