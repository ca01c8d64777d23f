/**
 * Prepared statements, built once per connection and reused: the post-match and season-end operations run the same
 * few hundred small queries every time, and building and preparing each one again costs more than running it.
 */
import type Database from 'better-sqlite3';
import type { Db, LeagueConnection } from '../../db/connection';
import { cachedStatement } from '../../db/statements';

const caches = new WeakMap<object, Map<string, unknown>>();

function cacheOf(conn: LeagueConnection): Map<string, unknown> {
  let cache = caches.get(conn.sqlite);
  if (!cache) caches.set(conn.sqlite, (cache = new Map()));
  return cache;
}

/** A Drizzle query prepared with `sql.placeholder`s, typed from the schema; `key` names it in the cache. */
export function prepared<T>(conn: LeagueConnection, key: string, build: (db: Db) => T): T {
  const cache = cacheOf(conn);
  let query = cache.get(key) as T | undefined;
  if (query === undefined) cache.set(key, (query = build(conn.db)));
  return query;
}

/** A plain SQL statement, prepared once per connection. */
export const statement = (conn: LeagueConnection, sql: string): Database.Statement => cachedStatement(conn.sqlite, sql);
