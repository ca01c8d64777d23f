/**
 * Which journal entry rolled each batch of the dice log. A correction replays a history that differs from the one that
 * wrote the log (an operation may roll more or less, or not at all), so batch numbers no longer line up with the
 * operations that follow: each entry must get back the rolls it made, wherever they sit in the log.
 *
 * The dice log keeps no journal id (docs/replay.md, "what the journal lacks"), so it is worked out:
 * 1. exactly, from the undo log, where it still has the entry (the last UNDO_DEPTH operations): an entry that inserted
 *    a dice row has `DELETE FROM "dice_log" WHERE rowid = N` among its inverses. Rows a committed correction wrote are
 *    not its rolls (it copied them from its replay): they are left to step 2.
 * 2. otherwise in order: batches are numbered in the order the operations that rolled ran, so a batch goes to the
 *    first entry after the previous batch's whose op is the batch's op.
 */
import type { LeagueConnection } from '../../../db/connection';
import type { LoggedRoll } from './loggedDice';
import { CORRECTION_OP, storedBatches } from './replay';

const DELETE_DICE = 'DELETE FROM "dice_log" WHERE rowid = ';

export function rollsByEntry(conn: LeagueConnection): Map<number, LoggedRoll[]> {
  const { sqlite } = conn;
  const batches = storedBatches(conn);
  const entries = sqlite.prepare(`SELECT id, op FROM journal WHERE state = 'done' ORDER BY id`).all() as { id: number; op: string }[];
  const exact = sqlite
    .prepare(
      `SELECT d.batch AS batch, u.journal_id AS journalId FROM undo_log u
         JOIN journal j ON j.id = u.journal_id AND j.state = 'done' AND j.op <> ?
         JOIN dice_log d ON d.id = CAST(substr(u.statement, ${DELETE_DICE.length + 1}) AS INTEGER)
        WHERE u.direction = 'undo' AND substr(u.statement, 1, ${DELETE_DICE.length}) = ?
        GROUP BY d.batch`,
    )
    .all(CORRECTION_OP, DELETE_DICE) as { batch: number; journalId: number }[];
  const owner = new Map(exact.map((r) => [r.batch, r.journalId]));
  const taken = new Set(owner.values());
  const out = new Map<number, LoggedRoll[]>();
  let after = 0;
  for (const [batch, b] of [...batches].sort(([x], [y]) => x - y)) {
    let id = owner.get(batch);
    if (id === undefined) id = entries.find((e) => e.id > after && e.op === b.op && !taken.has(e.id))?.id;
    if (id === undefined) continue;
    taken.add(id);
    after = id;
    out.set(id, [...(out.get(id) ?? []), ...b.rolls]);
  }
  return out;
}
