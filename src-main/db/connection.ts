/**
 * Opening a league file: WAL, foreign keys, the migration ledger, a backup before upgrading an existing
 * file, and the undo triggers. A file that is not a league gets a message saying so, and is not touched.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { applyMigrations, loadMigrations, MigrationError, pendingMigrations, type Migration } from './migrator';
import * as schema from './schema';
import { installUndoTriggers } from './undoTriggers';

export type Db = BetterSQLite3Database<typeof schema>;

export interface LeagueConnection {
  path: string;
  sqlite: Database.Database;
  db: Db;
  /** Where the pre-migration backup went, when this open upgraded the file. */
  backupPath?: string;
  close(): void;
}

export class LeagueFileError extends Error {
  constructor(message: string, readonly code: 'not-found' | 'not-a-league' | 'corrupt' | 'newer' | 'exists') {
    super(message);
    this.name = 'LeagueFileError';
  }
}

export interface OpenOptions {
  create?: boolean;
  migrations?: Migration[];
  /** Electron passes a better-sqlite3 binary built for its own ABI (see README, "Native module"). */
  nativeBinding?: string;
}

function backupPathFor(file: string, fromIdx: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(path.dirname(file), `${path.basename(file, '.league')}.before-v${fromIdx + 1}.${stamp}.league.bak`);
}

export function openLeagueFile(file: string, options: OpenOptions = {}): LeagueConnection {
  const absolute = path.resolve(file);
  const existed = existsSync(absolute);
  if (!existed && !options.create) throw new LeagueFileError(`No league file at ${absolute}.`, 'not-found');
  if (existed && options.create) throw new LeagueFileError(`A file already exists at ${absolute}; choose another name.`, 'exists');

  let sqlite: Database.Database;
  try {
    sqlite = new Database(absolute, { fileMustExist: !options.create, nativeBinding: options.nativeBinding });
  } catch (e) {
    throw new LeagueFileError(`Cannot open ${absolute}: ${(e as Error).message}`, 'corrupt');
  }
  try {
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new LeagueFileError(`${absolute} is damaged (SQLite says: ${String(check)}).`, 'corrupt');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');

    if (existed) {
      const tables = sqlite.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as { name: string }[];
      if (!tables.some((t) => t.name === '_migrations') || !tables.some((t) => t.name === 'league')) {
        throw new LeagueFileError(`${absolute} is an SQLite file but not a Pitwall league.`, 'not-a-league');
      }
    }
    const migrations = options.migrations ?? loadMigrations();
    let pending: Migration[];
    try {
      pending = pendingMigrations(sqlite, migrations);
    } catch (e) {
      if (e instanceof MigrationError) throw new LeagueFileError(e.message, 'newer');
      throw e;
    }
    let backupPath: string | undefined;
    if (existed && pending.length > 0) {
      backupPath = backupPathFor(absolute, pending[0]!.idx);
      sqlite.prepare('VACUUM INTO ?').run(backupPath);
    }
    applyMigrations(sqlite, pending);
    installUndoTriggers(sqlite);
    const db = drizzle(sqlite, { schema });
    return { path: absolute, sqlite, db, backupPath, close: () => sqlite.close() };
  } catch (e) {
    sqlite.close();
    if (e instanceof LeagueFileError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new LeagueFileError(`${absolute} is not a league file, or it is damaged (${(e as Error).message}).`, 'corrupt');
    }
    throw e;
  }
}
