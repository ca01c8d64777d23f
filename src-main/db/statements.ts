/**
 * Every statement of a league handle prepared once, Drizzle's and the services' alike. Drizzle prepares each query it
 * runs anew (its better-sqlite3 session's `prepareQuery`) and so did the services' plain SQL; an UPDATE or DELETE on a
 * league table compiles the undo triggers it fires into the statement. Preparing was ~15% of recording a hex RPG
 * session (bench/hexrpg.ts, 2026-11-27).
 * SQLite re-prepares a cached statement by itself after a schema change, so a migration never leaves one stale.
 */
import type Database from 'better-sqlite3';

/**
 * Most statements kept per handle. Queries are few, but a list of ids inlined as placeholders makes a new SQL text per
 * length: past the bound the oldest prepared goes (it is prepared again if it comes back).
 */
const MOST = 1_000;

interface Cache {
  /** The handle's own prepare, bound before `cacheStatements` replaces it. */
  prepare: (sql: string) => Database.Statement;
  statements: Map<string, Database.Statement>;
  /** Whether the handle's `prepare` answers from the cache (cacheStatements). */
  patched: boolean;
}

const caches = new WeakMap<Database.Database, Cache>();

function cacheOf(sqlite: Database.Database): Cache {
  let cache = caches.get(sqlite);
  if (!cache) caches.set(sqlite, (cache = { prepare: sqlite.prepare.bind(sqlite), statements: new Map(), patched: false }));
  return cache;
}

export function cachedStatement(sqlite: Database.Database, sql: string): Database.Statement {
  const { prepare, statements } = cacheOf(sqlite);
  const hit = statements.get(sql);
  if (hit && !hit.busy) {
    // A statement's modes outlive its run (Drizzle sets raw for the rows it maps itself, an export reads raw integers):
    // each use starts from better-sqlite3's defaults, as a statement just prepared does.
    if (hit.reader) hit.raw(false).pluck(false).expand(false).safeIntegers(false);
    return hit;
  }
  // One still stepping (an iterator open on it) is not handed out again: this call gets a statement of its own.
  const stmt = prepare(sql);
  if (!hit) {
    if (statements.size >= MOST) statements.delete(statements.keys().next().value!);
    statements.set(sql, stmt);
  }
  return stmt;
}

/** The handle's `prepare` answers the same SQL with the statement it prepared before (`cachedStatement`). */
export function cacheStatements(sqlite: Database.Database): void {
  // Not `caches.has`: a plain statement cached before (cachedStatement) must not leave the handle's prepare unpatched.
  const cache = cacheOf(sqlite);
  if (cache.patched) return;
  cache.patched = true;
  sqlite.prepare = ((sql: string) => cachedStatement(sqlite, sql)) as Database.Database['prepare'];
}
