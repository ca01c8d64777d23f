/**
 * The league row as it was when the file was made: name, ruleset, seed, settings, dice mode. Operations change it (a
 * rename, new settings, a new seed; every app roll moves its counter), and the journal keeps their inputs, not the row
 * before them; the undo log does: the first operation that changed the row wrote the whole row as it was before it
 * (undoTriggers.ts: `UPDATE "league" SET <every column> WHERE rowid = 1`). Nothing changed it: it is as it was made.
 */
import type { LeagueConnection } from '../../../db/connection';

export interface CreationRow {
  /** The undo statement that puts a league row back as it was made, or null: the row as it stands (`row`) is the made one. */
  statement: string | null;
  row: Record<string, unknown>;
  /** Where the row was read, in words. */
  from: string;
}

export function creationRow(conn: LeagueConnection): CreationRow {
  const { sqlite } = conn;
  const first = sqlite
    .prepare(
      `SELECT u.statement, j.id AS journalId, j.op FROM undo_log u JOIN journal j ON j.id = u.journal_id
        WHERE j.state = 'done' AND u.direction = 'undo' AND u.statement LIKE 'UPDATE "league" SET %'
        ORDER BY j.id, u.id LIMIT 1`,
    )
    .get() as { statement: string; journalId: number; op: string } | undefined;
  // The undo log keeps the last operations only (UNDO_DEPTH): before the oldest kept one the row may have changed unseen.
  const oldestKept = (
    sqlite.prepare(`SELECT min(journal_id) AS id FROM undo_log u JOIN journal j ON j.id = u.journal_id WHERE j.state = 'done'`).get() as {
      id: number | null;
    }
  ).id;
  const firstEntry = (sqlite.prepare(`SELECT min(id) AS id FROM journal WHERE state = 'done'`).get() as { id: number | null }).id;
  const pruned = firstEntry !== null && oldestKept !== firstEntry;
  const caveat = pruned
    ? ` (the undo log keeps only operations from #${oldestKept ?? '?'} on: a change to the league row before it cannot be seen, and would show as differences)`
    : '';
  const row = sqlite.prepare(`SELECT * FROM league WHERE id = 1`).get() as Record<string, unknown>;
  if (first) return { statement: first.statement, row, from: `the league row before operation #${first.journalId} (${first.op}) changed it${caveat}` };
  return { statement: null, row, from: `the league row as it stands: no operation changed it${caveat}` };
}
