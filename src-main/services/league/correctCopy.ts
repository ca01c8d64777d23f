/**
 * A correction's commit: the replayed league's content copied over the open league's, inside the operation's
 * transaction, so the undo triggers capture the inverse of every row it changes and one undo restores the file table
 * by table. Only what differs is written (a changed cell, a row one side has): the rows the correction does not touch
 * keep their history in the undo log, and the operation stays small.
 */
import type Database from 'better-sqlite3';
import { trackedTables } from '../../db/undoTriggers';

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

/** Kept as they are: the wall clock of a row that did not change, and the file's own id. */
const KEEP = (table: string, column: string) => column === 'created_at' || (table === 'league' && column === 'uid');

function rows(db: Database.Database, table: string): Map<number, Record<string, unknown>> {
  const out = new Map<number, Record<string, unknown>>();
  for (const r of db.prepare(`SELECT rowid AS __key, * FROM ${q(table)}`).all() as Record<string, unknown>[]) {
    const { __key, ...row } = r;
    out.set(Number(__key), row);
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || (a instanceof Buffer && b instanceof Buffer && a.equals(b));

/**
 * Make `target`'s league tables hold `source`'s rows (same schema: both files of this build); the journal is the
 * operation's. `journalId` maps the source's journal ids to the target's (the dice log says whose roll each is).
 */
export function copyLeagueContent(source: Database.Database, target: Database.Database, journalId: (sourceId: number) => number | null): void {
  // Rows go and come in any order: the references are checked when the operation commits.
  target.pragma('defer_foreign_keys = ON');
  for (const table of trackedTables(target)) {
    const from = rows(source, table);
    if (table === 'dice_log') for (const row of from.values()) row.journal_id = typeof row.journal_id === 'number' ? journalId(row.journal_id) : row.journal_id;
    const to = rows(target, table);
    const cols = (target.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
    const del = target.prepare(`DELETE FROM ${q(table)} WHERE rowid = ?`);
    for (const key of to.keys()) if (!from.has(key)) del.run(key);
    const ins = target.prepare(`INSERT INTO ${q(table)} (rowid, ${cols.map(q).join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')})`);
    for (const [key, row] of from) {
      const old = to.get(key);
      if (!old) {
        ins.run(key, ...cols.map((c) => row[c]));
        continue;
      }
      const changed = cols.filter((c) => !KEEP(table, c) && !same(old[c], row[c]));
      if (changed.length)
        target.prepare(`UPDATE ${q(table)} SET ${changed.map((c) => `${q(c)} = ?`).join(', ')} WHERE rowid = ?`).run(...changed.map((c) => row[c]), key);
    }
  }
}
