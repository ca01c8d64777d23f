/** The current season: the one open season row. Season 1 opens with the league's first campaign operation. */
import { desc, eq } from 'drizzle-orm';
import type { LeagueConnection } from '../../db/connection';
import { seasons } from '../../db/schema';
import { ServiceError } from '../errors';
import { prepared } from './prepared';

export type SeasonRow = typeof seasons.$inferSelect;

/** The open season, or undefined before the first campaign operation. */
export function currentSeason(conn: LeagueConnection): SeasonRow | undefined {
  return prepared(conn, 'currentSeason', (db) => db.select().from(seasons).where(eq(seasons.status, 'open')).orderBy(desc(seasons.number)).prepare()).get();
}

/** The open season, opening season 1 if the league has none yet (only inside an operation). */
export function ensureSeason(conn: LeagueConnection): SeasonRow {
  const open = currentSeason(conn);
  if (open) return open;
  const last = conn.db.select().from(seasons).orderBy(desc(seasons.number)).get();
  if (last) throw ServiceError.conflict(`Season ${last.number} is closed and no season is open; the file may be damaged.`);
  return conn.db.insert(seasons).values({ number: 1 }).returning().get();
}

export function seasonByNumber(conn: LeagueConnection, number: number): SeasonRow {
  const row = conn.db.select().from(seasons).where(eq(seasons.number, number)).get();
  if (!row) throw ServiceError.notFound('season', `There is no season ${number}.`);
  return row;
}
