/**
 * The replay's league file is scratch: it is read once (compared, described, copied) and then deleted, so it needs none
 * of what makes the real file safe, and a replay runs hundreds of operations on it (issue 27's bench: three seasons of
 * 16 teams, ~360 operations, in under 2 s). Measured on that bench (CPU per replay, bench/RESULTS.md): no durability
 * (no fsync per operation) about a third, no undo capture a fifth, statements prepared once a tenth.
 *
 * - `synchronous = OFF`, `journal_mode = MEMORY`: nothing is synced, no WAL is written; a crash loses the scratch
 *   file, which a crash deletes anyway.
 * - One outer transaction for the whole replay: each operation's own transaction (services/operation.ts) becomes a
 *   savepoint of it (better-sqlite3 nests), so an operation the corrected history refuses still rolls back alone.
 * - No undo capture: the undo triggers are dropped; only which entry last wrote each row is kept (temp triggers into a
 *   temp table, `writers`), which is what the preview's causes need (correctWords.ts).
 * - Statements prepared once: as on every league connection (db/statements.ts), `prepare` answers the same SQL with
 *   the statement it prepared before.
 */
import type Database from 'better-sqlite3';
import { dropUndoTriggers, trackedTables } from '../../../db/undoTriggers';

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;
const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * In place of the undo log: each tracked row's last writer (the journal entry `capturing` names in temp.undo_capture),
 * and the rows each entry inserted, in order (replay/idMap.ts pairs them with the file's).
 */
function trackWriters(sqlite: Database.Database): void {
  sqlite.exec(`CREATE TEMP TABLE replay_writers (tbl TEXT NOT NULL, rid INTEGER NOT NULL, journal_id INTEGER NOT NULL, PRIMARY KEY (tbl, rid)) WITHOUT ROWID`);
  sqlite.exec(`CREATE TEMP TABLE replay_inserts (seq INTEGER PRIMARY KEY, journal_id INTEGER NOT NULL, tbl TEXT NOT NULL, rid INTEGER NOT NULL)`);
  sqlite.exec(`CREATE INDEX temp.replay_inserts_entry ON replay_inserts (journal_id)`);
  for (const table of trackedTables(sqlite)) {
    const write = (row: 'new' | 'old') =>
      `INSERT OR REPLACE INTO temp.replay_writers (tbl, rid, journal_id) SELECT ${lit(table)}, ${row}.rowid, journal_id FROM temp.undo_capture;`;
    const inserted = `INSERT INTO temp.replay_inserts (journal_id, tbl, rid) SELECT journal_id, ${lit(table)}, new.rowid FROM temp.undo_capture;`;
    sqlite.exec(`
      CREATE TEMP TRIGGER ${q(`writer_${table}_insert`)} AFTER INSERT ON main.${q(table)} BEGIN ${write('new')} ${inserted} END;
      CREATE TEMP TRIGGER ${q(`writer_${table}_update`)} AFTER UPDATE ON main.${q(table)} BEGIN ${write('new')} END;
      CREATE TEMP TRIGGER ${q(`writer_${table}_delete`)} BEFORE DELETE ON main.${q(table)} BEGIN ${write('old')} END;
    `);
  }
}

/** Make a freshly opened replay connection scratch (above), and open its one transaction. */
export function scratch(sqlite: Database.Database): void {
  sqlite.pragma('journal_mode = MEMORY');
  sqlite.pragma('synchronous = OFF');
  dropUndoTriggers(sqlite);
  trackWriters(sqlite);
  sqlite.exec('BEGIN');
}

/** Row key (`table#rowid`) → the replay's journal id of the entry that last wrote it. */
export function replayWriters(sqlite: Database.Database): Map<string, number> {
  const rows = sqlite.prepare(`SELECT tbl, rid, journal_id AS j FROM temp.replay_writers`).all() as { tbl: string; rid: number; j: number }[];
  return new Map(rows.map((r) => [`${r.tbl}#${r.rid}`, r.j]));
}
