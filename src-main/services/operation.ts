/**
 * Every write is one operation: one transaction, one journal row, and the inverse SQL of everything it
 * changed (captured by the undo triggers). Undo and redo replay those inverses, also in one transaction.
 * Every write transaction is BEGIN IMMEDIATE: it takes the write lock first, so while another process (the host,
 * the CLI) writes it waits (busy_timeout) instead of failing with "database is locked" after its first read.
 */
import type { JournalEntry } from '../../src-shared/ipc';
import { BUSY_TIMEOUT_MS, type LeagueConnection } from '../db/connection';
import { cachedStatement } from '../db/statements';
import { capturing } from '../db/undoTriggers';
import { ServiceError } from './errors';
import { recordOwnInserts, undoLogMark } from './journalInserts';

/** How many operations stay undoable; older ones keep their journal row (the activity list) only. */
export const UNDO_DEPTH = 200;

export type { JournalEntry };

/** What a user can do about a write SQLite refused; anything else is passed on as it is. */
function writeRefusal(conn: LeagueConnection, e: unknown): unknown {
  const code = (e as { code?: string }).code ?? '';
  if (code.startsWith('SQLITE_BUSY')) {
    return ServiceError.unavailable(
      `${conn.path} is busy: another Pitwall window or the league command kept it locked for ${BUSY_TIMEOUT_MS / 1000} s. Nothing was changed; try again.`,
    );
  }
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN') return readOnlyRefusal(conn, (e as Error).message);
  return e;
}

function readOnlyRefusal(conn: LeagueConnection, reason: string): ServiceError {
  return ServiceError.unavailable(
    `Pitwall cannot save changes to ${conn.path}: ${reason}. Nothing was changed. Use Save a Copy… to put it in a folder you can write to, and work on the copy.`,
  );
}

/** What to do the next time the league is written (this process's writes; another's are seen by `PRAGMA data_version`). */
const beforeWrite = new WeakMap<LeagueConnection, Set<() => void>>();

/**
 * Call `fn` once, before the next write transaction on `conn` starts (a correction's kept preview is released: it no
 * longer replays this file's history). The answer takes it back.
 */
export function onNextWrite(conn: LeagueConnection, fn: () => void): () => void {
  let fns = beforeWrite.get(conn);
  if (!fns) beforeWrite.set(conn, (fns = new Set()));
  fns.add(fn);
  return () => fns.delete(fn);
}

/** One write transaction on the league: BEGIN IMMEDIATE, refused up front on a league opened read-only. */
export function writeTransaction<T>(conn: LeagueConnection, fn: () => T): T {
  if (conn.readOnly) throw readOnlyRefusal(conn, conn.readOnly);
  const waiting = beforeWrite.get(conn);
  if (waiting?.size) {
    beforeWrite.delete(conn);
    for (const f of waiting) f();
  }
  try {
    return conn.sqlite.transaction(fn).immediate();
  } catch (e) {
    throw writeRefusal(conn, e);
  }
}

export function runOperation<T>(conn: LeagueConnection, op: string, input: unknown, fn: () => { value: T; summary: string }): T {
  const { sqlite } = conn;
  return writeTransaction(conn, () => {
    // Anything undone is no longer redoable once something new happens.
    cachedStatement(sqlite, `DELETE FROM journal WHERE state = 'undone'`).run();
    const journalId = Number(
      cachedStatement(sqlite, `INSERT INTO journal (op, summary, input) VALUES (?, '', ?)`).run(op, JSON.stringify(input ?? {})).lastInsertRowid,
    );
    const mark = undoLogMark(sqlite);
    const { value, summary } = capturing(sqlite, journalId, 'undo', fn);
    cachedStatement(sqlite, `UPDATE journal SET summary = ? WHERE id = ?`).run(summary, journalId);
    // Kept beyond the undo log's depth: a later correction pairs these rows with its replay's (journalInserts.ts).
    recordOwnInserts(sqlite, journalId, mark);
    // The log of every entry older than the newest UNDO_DEPTH goes (every entry is done here: the undone went first).
    // Through the log's index from the oldest entry kept, not a list of the league's whole history.
    cachedStatement(sqlite, `DELETE FROM undo_log WHERE journal_id < (SELECT id FROM journal WHERE state = 'done' ORDER BY id DESC LIMIT 1 OFFSET ?)`).run(
      UNDO_DEPTH - 1,
    );
    return value;
  });
}

/** Inside runOperation: the journal entry being written (its row is the newest: undone ones were deleted first). */
export function currentJournalId(conn: LeagueConnection): number {
  return (cachedStatement(conn.sqlite, `SELECT max(id) AS id FROM journal`).get() as { id: number }).id;
}

function replay(conn: LeagueConnection, entry: JournalEntry, from: 'undo' | 'redo', to: 'undo' | 'redo', state: 'done' | 'undone') {
  const { sqlite } = conn;
  const statements = cachedStatement(sqlite, `SELECT id, statement FROM undo_log WHERE journal_id = ? AND direction = ? ORDER BY id DESC`).all(
    entry.id,
    from,
  ) as {
    id: number;
    statement: string;
  }[];
  cachedStatement(sqlite, `DELETE FROM undo_log WHERE journal_id = ? AND direction = ?`).run(entry.id, from);
  capturing(sqlite, entry.id, to, () => {
    try {
      for (const s of statements) sqlite.exec(s.statement);
    } catch (e) {
      // Another process (the host, the CLI) changed the same rows since: replaying would overwrite its work.
      if (!(e as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw e;
      throw ServiceError.conflict(
        `Cannot ${from} “${entry.summary}”: the league was changed since by another window or the league command (${(e as Error).message}). Nothing was changed.`,
      );
    }
  });
  cachedStatement(sqlite, `UPDATE journal SET state = ? WHERE id = ?`).run(state, entry.id);
}

export function undoLast(conn: LeagueConnection): JournalEntry {
  return writeTransaction(conn, () => {
    const entry = conn.sqlite
      .prepare(
        `SELECT j.id, j.op, j.summary, j.state, j.created_at AS at FROM journal j WHERE j.state = 'done'
         AND EXISTS (SELECT 1 FROM undo_log u WHERE u.journal_id = j.id AND u.direction = 'undo') ORDER BY j.id DESC LIMIT 1`,
      )
      .get() as JournalEntry | undefined;
    if (!entry) throw ServiceError.conflict('There is nothing to undo.');
    replay(conn, entry, 'undo', 'redo', 'undone');
    return { ...entry, state: 'undone' as const };
  });
}

export function redoNext(conn: LeagueConnection): JournalEntry {
  return writeTransaction(conn, () => {
    const entry = conn.sqlite.prepare(`SELECT id, op, summary, state, created_at AS at FROM journal WHERE state = 'undone' ORDER BY id ASC LIMIT 1`).get() as
      | JournalEntry
      | undefined;
    if (!entry) throw ServiceError.conflict('There is nothing to redo.');
    replay(conn, entry, 'redo', 'undo', 'done');
    return { ...entry, state: 'done' as const };
  });
}

export function recentJournal(conn: LeagueConnection, limit: number): JournalEntry[] {
  return conn.sqlite.prepare(`SELECT id, op, summary, state, created_at AS at FROM journal ORDER BY id DESC LIMIT ?`).all(limit) as JournalEntry[];
}
