import type Database from 'better-sqlite3';
import { trackedTables } from '../../src-main/db/undoTriggers';

/** A canonical dump of the league's logical state: every tracked table, every row, ordered by rowid. */
export function canonicalDump(sqlite: Database.Database): string {
  const out: Record<string, unknown[]> = {};
  for (const t of trackedTables(sqlite).sort()) out[t] = sqlite.prepare(`SELECT rowid AS _rowid, * FROM "${t}" ORDER BY rowid`).all();
  return JSON.stringify(out);
}
