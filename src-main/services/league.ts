import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LeagueInfo } from '../../src-shared/ipc';
import { buildLeagueFile } from '../db/create';
import { openLeagueFile, type LeagueConnection, type OpenOptions } from '../db/connection';
import { league } from '../db/schema';
import { ServiceError } from './errors';
import { runOperation } from './operation';

export function getLeague(conn: LeagueConnection): LeagueInfo {
  const row = conn.db.select().from(league).where(eq(league.id, 1)).get();
  if (!row) throw ServiceError.notFound('league', `${conn.path} has no league record; it may be damaged.`);
  return { path: conn.path, name: row.name, ruleset: row.ruleset, diceMode: row.diceMode, seed: row.rngSeed, createdAt: row.createdAt };
}

/** Creates a new league file and opens it; built under a temporary name, so a crash leaves no half league at `file`. */
export function createLeagueFile(file: string, name: string, options: OpenOptions & { seed?: number } = {}): LeagueConnection {
  const { seed, ...open } = options;
  buildLeagueFile(file, open, (conn) => {
    conn.db
      .insert(league)
      .values({ id: 1, name, rngSeed: seed ?? randomInt(0, 2 ** 31 - 1) })
      .run();
  });
  return openLeagueFile(file, open);
}

export function renameLeague(conn: LeagueConnection, input: { name: string }): LeagueInfo {
  const before = getLeague(conn);
  return runOperation(conn, 'league.rename', input, () => {
    conn.db.update(league).set({ name: input.name }).where(eq(league.id, 1)).run();
    return { value: getLeague(conn), summary: `Renamed the league from “${before.name}” to “${input.name}”` };
  });
}
