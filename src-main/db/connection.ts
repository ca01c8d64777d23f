/**
 * Opening a league file: it is first inspected without writing a byte (a file that is not a league is refused
 * exactly as it was), then opened with WAL, synchronous=FULL, foreign keys, the migration ledger, a backup before
 * upgrading, and the undo triggers. A league Pitwall cannot write to opens read-only, with the reason kept.
 */
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { inspectLeagueFile, readOnlyConnection, readOnlyReason } from './inspect';
import { applyMigrations, loadMigrations, MigrationError, MigrationFailedError, pendingMigrations, type Migration } from './migrator';
import * as schema from './schema';
import { sweepAbandoned } from './temporary';
import { installUndoTriggers } from './undoTriggers';
import { cacheStatements } from './statements';

export type Db = BetterSQLite3Database<typeof schema>;

export interface LeagueConnection {
  path: string;
  sqlite: Database.Database;
  db: Db;
  /** Where the pre-migration backup went, when this open upgraded the file. */
  backupPath?: string;
  /** Set when the league opened read-only: why Pitwall cannot write to it (every write is refused with it). */
  readOnly?: string;
  close(): void;
}

export type LeagueFileErrorCode = 'not-found' | 'not-a-league' | 'corrupt' | 'newer' | 'exists' | 'read-only' | 'migration-failed';

export class LeagueFileError extends Error {
  constructor(
    message: string,
    readonly code: LeagueFileErrorCode,
  ) {
    super(message);
    this.name = 'LeagueFileError';
  }
}

export interface OpenOptions {
  /** Make a new, empty league at exactly this path (see create.ts for building one safely under a temporary name). */
  create?: boolean;
  migrations?: Migration[];
  /** Electron passes a better-sqlite3 binary built for its own ABI (see README, "Native module"). */
  nativeBinding?: string;
  /** Whether a path may be written (fs.accessSync W_OK by default); see inspect.ts readOnlyReason. */
  canWrite?: (p: string) => boolean;
}

/**
 * FULL, not NORMAL: in WAL mode NORMAL skips the fsync of each commit, so an operation the app already reported as
 * saved can vanish in a power cut. The cost per operation is in `npm run bench core`.
 */
export const SYNCHRONOUS = 'FULL';
/** How long a write waits for another process (the browser host, the CLI, a second window) to finish its own. */
export const BUSY_TIMEOUT_MS = 5000;

function backupPathFor(file: string, fromIdx: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(path.dirname(file), `${path.basename(file, '.league')}.before-v${fromIdx + 1}.${stamp}.league.bak`);
}

/** The copy is written under a temporary name and renamed, so a backup that exists is always a whole one. */
function takeBackup(sqlite: Database.Database, backupPath: string): void {
  const partial = `${backupPath}.tmp-${process.pid}`;
  rmSync(partial, { force: true });
  sqlite.prepare('VACUUM INTO ?').run(partial);
  renameSync(partial, backupPath);
}

function connectionSettings(sqlite: Database.Database): void {
  sqlite.pragma(`synchronous = ${SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

function pendingFor(absolute: string, sqlite: Database.Database, migrations: Migration[]): Migration[] {
  try {
    return pendingMigrations(sqlite, migrations);
  } catch (e) {
    if (e instanceof MigrationError) throw new LeagueFileError(`${absolute}: ${e.message}`, 'newer');
    throw e;
  }
}

function wrap(sqlite: Database.Database, absolute: string, extra: Partial<LeagueConnection> = {}): LeagueConnection {
  cacheStatements(sqlite);
  return { path: absolute, sqlite, db: drizzle(sqlite, { schema }), ...extra, close: () => sqlite.close() };
}

/** A league Pitwall may read but not write: opened with SQLite's read-only flag, so nothing can change it. */
function openReadOnly(absolute: string, reason: string, options: OpenOptions): LeagueConnection {
  let sqlite: Database.Database;
  try {
    sqlite = readOnlyConnection(absolute, options.nativeBinding);
  } catch (e) {
    throw new LeagueFileError(`Cannot open ${absolute}: ${reason}, and ${(e as Error).message}.`, 'read-only');
  }
  try {
    connectionSettings(sqlite);
    const pending = pendingFor(absolute, sqlite, options.migrations ?? loadMigrations());
    if (pending.length > 0) {
      throw new LeagueFileError(
        `${absolute} must be upgraded to this version of Pitwall, but ${reason}. Copy it to a folder you can write to and open the copy.`,
        'read-only',
      );
    }
    return wrap(sqlite, absolute, { readOnly: reason });
  } catch (e) {
    sqlite.close();
    throw e;
  }
}

export function openLeagueFile(file: string, options: OpenOptions = {}): LeagueConnection {
  const absolute = path.resolve(file);
  const verdict = inspectLeagueFile(absolute, { create: options.create ?? false, nativeBinding: options.nativeBinding });
  if (verdict.kind === 'refused') throw new LeagueFileError(verdict.message, verdict.code);
  if (verdict.kind === 'league') {
    const reason = readOnlyReason(absolute, options.canWrite);
    if (reason) return openReadOnly(absolute, reason, options);
  }
  const existed = verdict.kind === 'league';

  let sqlite: Database.Database;
  try {
    sqlite = new Database(absolute, { fileMustExist: existed, nativeBinding: options.nativeBinding });
  } catch (e) {
    throw new LeagueFileError(`Cannot open ${absolute}: ${(e as Error).message}`, 'corrupt');
  }
  let backupPath: string | undefined;
  try {
    sqlite.pragma('journal_mode = WAL');
    connectionSettings(sqlite);
    const pending = pendingFor(absolute, sqlite, options.migrations ?? loadMigrations());
    if (existed && pending.length > 0) {
      backupPath = backupPathFor(absolute, pending[0]!.idx);
      takeBackup(sqlite, backupPath);
    }
    applyMigrations(sqlite, pending);
    installUndoTriggers(sqlite);
    if (existed) sweepAbandoned(absolute);
    return wrap(sqlite, absolute, { backupPath });
  } catch (e) {
    sqlite.close();
    if (e instanceof MigrationFailedError) {
      // The upgrade rolled back, so the file is unchanged and its backup is a duplicate: remove it, or every retry adds one.
      if (backupPath) rmSync(backupPath, { force: true });
      throw new LeagueFileError(
        `Could not upgrade ${absolute} to this version of Pitwall: ${e.message}. The file was not changed; please report this with the file attached.`,
        'migration-failed',
      );
    }
    if (e instanceof LeagueFileError) throw e;
    const code = (e as { code?: string }).code;
    if (existed && (code?.startsWith('SQLITE_READONLY') || code?.startsWith('SQLITE_CANTOPEN'))) {
      // The permission checks said yes but SQLite could not write (a network share, a locked-down folder): read it instead.
      return openReadOnly(absolute, `Pitwall cannot write to it or beside it (SQLite says: ${(e as Error).message})`, options);
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new LeagueFileError(`${absolute} is not a league file, or it is damaged (${(e as Error).message}).`, 'corrupt');
    }
    throw e;
  }
}
