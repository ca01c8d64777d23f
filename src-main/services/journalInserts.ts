/**
 * What each journaled operation inserted (table `journal_inserts`, migration 0032): the rows its undo inverses delete
 * (`DELETE FROM "t" WHERE rowid = N`), kept once at write time, so a correction can still pair an operation's rows with
 * its replay's after the undo log has pruned it (it keeps the last UNDO_DEPTH operations: services/league/replay/idMap.ts).
 *
 * A record is `{ table: [rowid, …] }` in insertion order. Each operation writes its own (`written_by` = itself, `{}`
 * when it inserted nothing, so a record's absence means the entry is older than the table). A committed correction
 * writes new records for the later operations whose rows its replay numbered otherwise (`written_by` = the
 * correction): the newest record by a `done` writer holds, so undoing the correction brings the old ones back, and a
 * correction discarded (undone, then something new done) takes its records with it (foreign key, on delete cascade).
 */
import type Database from 'better-sqlite3';
import { cachedStatement } from '../db/statements';

/** Rows by table, in the order they were inserted. */
export type Inserts = Map<string, number[]>;

const DELETE_ROW = /^DELETE FROM "((?:[^"]|"")+)" WHERE rowid = (\d+)$/;

/** The rows an undo inverse deletes (an insert's inverse), or null for any other inverse. */
export function insertedRow(statement: string): { table: string; rowid: number } | null {
  const m = DELETE_ROW.exec(statement);
  return m ? { table: m[1]!.replaceAll('""', '"'), rowid: Number(m[2]) } : null;
}

export function addRow(inserts: Inserts, table: string, rowid: number): void {
  const ids = inserts.get(table);
  if (ids) ids.push(rowid);
  else inserts.set(table, [rowid]);
}

const toJson = (inserts: Inserts) => JSON.stringify(Object.fromEntries(inserts));
const fromJson = (json: string) => new Map(Object.entries(JSON.parse(json) as Record<string, number[]>));

/** The last undo_log row's id: an operation's inverses are the rows after it (undo_log has no index on journal_id). */
export function undoLogMark(sqlite: Database.Database): number {
  return (cachedStatement(sqlite, `SELECT coalesce(max(id), 0) AS id FROM undo_log`).get() as { id: number }).id;
}

/** Inside runOperation, after its work: record what entry `journalId` inserted, from its undo inverses after `mark`. */
export function recordOwnInserts(sqlite: Database.Database, journalId: number, mark: number): void {
  const rows = cachedStatement(
    sqlite,
    `SELECT statement FROM undo_log WHERE id > ? AND journal_id = ? AND direction = 'undo' AND substr(statement, 1, 12) = 'DELETE FROM ' ORDER BY id`,
  ).all(mark, journalId) as { statement: string }[];
  const inserts: Inserts = new Map();
  for (const { statement } of rows) {
    const row = insertedRow(statement);
    if (row) addRow(inserts, row.table, row.rowid);
  }
  writeRecord(sqlite, journalId, journalId, inserts);
}

export function writeRecord(sqlite: Database.Database, journalId: number, writtenBy: number, inserts: Inserts): void {
  cachedStatement(sqlite, `INSERT INTO journal_inserts (journal_id, written_by, inserted) VALUES (?, ?, ?)`).run(journalId, writtenBy, toJson(inserts));
}

/** For each entry from `fromId` on that has one, the record that holds: the newest by a writer that is `done`. */
export function recordedInserts(sqlite: Database.Database, fromId: number): Map<number, Inserts> {
  const rows = sqlite
    .prepare(
      `SELECT i.journal_id AS j, i.inserted AS inserted FROM journal_inserts i JOIN journal w ON w.id = i.written_by AND w.state = 'done'
        WHERE i.journal_id >= ? ORDER BY i.journal_id, i.written_by`,
    )
    .all(fromId) as { j: number; inserted: string }[];
  const out = new Map<number, Inserts>();
  for (const r of rows) out.set(r.j, fromJson(r.inserted));
  return out;
}

/** Whether two records name the same rows in the same order (a correction writes a new one only where they differ). */
export function sameInserts(a: Inserts, b: Inserts): boolean {
  const nonEmpty = (m: Inserts) => [...m].filter(([, ids]) => ids.length > 0);
  const x = nonEmpty(a);
  const y = nonEmpty(b);
  return x.length === y.length && x.every(([t, ids]) => JSON.stringify(ids) === JSON.stringify(b.get(t)));
}
