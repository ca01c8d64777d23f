/**
 * Which journal entry rolled each batch of the dice log. A correction replays a history that differs from the one that
 * wrote the log (an operation may roll more or less, or not at all), so batch numbers no longer line up with the
 * operations that follow: each entry must get back the rolls it made, wherever they sit in the log.
 *
 * 1. `dice_log.journal_id`, kept since migration 0031 (a committed correction writes the ids of the file's entries).
 * 2. For older rows, the undo log, where it still has the entry (the last UNDO_DEPTH operations): an entry that
 *    inserted a dice row has `DELETE FROM "dice_log" WHERE rowid = N` among its inverses.
 * 3. Otherwise the batch is `unattributed`: the check (which replays the history that wrote the log) hands it out by
 *    batch number; a correction in order, to the first entry after the previous batch's with the batch's op.
 */
import type { LeagueConnection } from '../../../db/connection';
import type { LoggedRoll } from './loggedDice';
import { CORRECTION_OP, storedBatches } from './replay';

const DELETE_DICE = 'DELETE FROM "dice_log" WHERE rowid = ';

export interface RollOwners {
  /** Rolls by the entry that made them, where that is known. */
  exact: Map<number, LoggedRoll[]>;
  /** Batches whose entry is not known, by batch number. */
  unattributed: Map<number, { op: string; rolls: LoggedRoll[] }>;
}

export function rollOwners(conn: LeagueConnection): RollOwners {
  const { sqlite } = conn;
  const batches = storedBatches(conn);
  const kept = sqlite.prepare(`SELECT batch, max(journal_id) AS journalId FROM dice_log WHERE journal_id IS NOT NULL GROUP BY batch`).all() as {
    batch: number;
    journalId: number;
  }[];
  const undone = sqlite
    .prepare(
      `SELECT d.batch AS batch, u.journal_id AS journalId FROM undo_log u
         JOIN journal j ON j.id = u.journal_id AND j.state = 'done' AND j.op <> ?
         JOIN dice_log d ON d.id = CAST(substr(u.statement, ${DELETE_DICE.length + 1}) AS INTEGER) AND d.journal_id IS NULL
        WHERE u.direction = 'undo' AND substr(u.statement, 1, ${DELETE_DICE.length}) = ?
        GROUP BY d.batch`,
    )
    .all(CORRECTION_OP, DELETE_DICE) as { batch: number; journalId: number }[];
  const owner = new Map([...undone, ...kept].map((r) => [r.batch, r.journalId]));
  const exact = new Map<number, LoggedRoll[]>();
  const unattributed = new Map<number, { op: string; rolls: LoggedRoll[] }>();
  for (const [batch, b] of batches) {
    const id = owner.get(batch);
    if (id === undefined) unattributed.set(batch, b);
    else exact.set(id, [...(exact.get(id) ?? []), ...b.rolls]);
  }
  return { exact, unattributed };
}

/** Rolls by entry for a correction: the known owners, and the rest in order by op (see the file's comment, 3). */
export function rollsByEntry(conn: LeagueConnection): Map<number, LoggedRoll[]> {
  const { exact, unattributed } = rollOwners(conn);
  const out = new Map(exact);
  const entries = conn.sqlite.prepare(`SELECT id, op FROM journal WHERE state = 'done' ORDER BY id`).all() as { id: number; op: string }[];
  let after = 0;
  for (const [, b] of [...unattributed].sort(([x], [y]) => x - y)) {
    const id = entries.find((e) => e.id > after && e.op === b.op && !out.has(e.id))?.id;
    if (id === undefined) continue;
    after = id;
    out.set(id, b.rolls);
  }
  return out;
}
