/**
 * A Dethmetal franchise is a generic `franchises` row and its `dethmetal_franchises` row (money, mechanics, founding,
 * Metal Cup, party: issue 12). The SQL that joins, creates and changes the pair is here, so the services read one
 * row as before and write each column where it lives.
 */
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db, LeagueConnection } from '../../db/connection';
import { dethmetalFranchises, franchises } from '../../db/schema';

const { franchiseId: _key, ...dethmetalColumns } = getTableColumns(dethmetalFranchises);

/** Both rows' columns, named as the services use them (`cash`, `foundedSeason`, …). */
export const franchiseColumns = { ...getTableColumns(franchises), ...dethmetalColumns };

export type DethmetalFranchiseValues = Omit<typeof dethmetalFranchises.$inferInsert, 'franchiseId'>;

/** Every franchise with its Dethmetal row (a Dethmetal league has one for each; see addDethmetalFranchise). */
export const selectFranchises = (db: Db) =>
  db.select(franchiseColumns).from(franchises).innerJoin(dethmetalFranchises, eq(dethmetalFranchises.franchiseId, franchises.id));

/** `franchises.id` of a franchise founded in the campaign (the founded ones take part in schedules, standings, season end). */
export const isFounded: SQL = sql`${franchises.id} IN (SELECT ${dethmetalFranchises.franchiseId} FROM ${dethmetalFranchises} WHERE ${dethmetalFranchises.foundedSeason} IS NOT NULL)`;

/** The Dethmetal row made with the franchise, in the same operation (a franchise added by name only is not founded yet). */
export function addDethmetalFranchise(conn: LeagueConnection, franchiseId: number, values: DethmetalFranchiseValues = {}): void {
  conn.db
    .insert(dethmetalFranchises)
    .values({ ...values, franchiseId })
    .run();
}

/** Changes Dethmetal columns of one franchise, or of every franchise `where` selects (a condition on dethmetal_franchises). */
export function updateDethmetalFranchise(conn: LeagueConnection, which: number | SQL, set: DethmetalFranchiseValues): void {
  conn.db
    .update(dethmetalFranchises)
    .set(set)
    .where(typeof which === 'number' ? eq(dethmetalFranchises.franchiseId, which) : which)
    .run();
}

/** For raw SQL: `f` is the franchise, `d` its Dethmetal row. */
export const FRANCHISE_JOIN = 'franchises f JOIN dethmetal_franchises d ON d.franchise_id = f.id';

/** Moves a franchise's cash by `amount` k (the ledger's rows say why; ledger.ts). */
export const MOVE_CASH = `UPDATE dethmetal_franchises SET cash = cash + ? WHERE franchise_id = ?`;

/** One franchise's name and cash. */
export const NAME_AND_CASH = `SELECT f.name AS name, d.cash AS cash FROM franchises f JOIN dethmetal_franchises d ON d.franchise_id = f.id WHERE f.id = ?`;

/** A franchise's cash and its ledger's sum, to prove they agree (ledger.ts checkCash, the import's invariants). */
export const CASH_AND_LEDGER = `SELECT f.id AS id, f.name AS name, d.cash AS cash, coalesce((SELECT sum(amount) FROM ledger l WHERE l.franchise_id = f.id), 0) AS total
  FROM franchises f JOIN dethmetal_franchises d ON d.franchise_id = f.id`;
