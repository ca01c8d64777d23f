/**
 * Plain SQL statements prepared once per database handle. Every operation runs the same journal, undo-log and dice
 * statements; preparing them again each time (and compiling the undo triggers they fire) cost ~3% of a recording.
 * SQLite re-prepares a cached statement by itself after a schema change, so a migration never leaves one stale.
 */
import type Database from 'better-sqlite3';

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function cachedStatement(sqlite: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(sqlite);
  if (!cache) caches.set(sqlite, (cache = new Map()));
  let stmt = cache.get(sql);
  if (stmt === undefined) cache.set(sql, (stmt = sqlite.prepare(sql)));
  return stmt;
}
