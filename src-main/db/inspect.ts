/**
 * What a file is, decided before anything opens it for writing: nothing here writes a byte, switches the journal
 * mode or leaves a -wal/-shm beside the file, so a file that is refused stays exactly as it was.
 */
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeagueFileErrorCode } from './connection';

export type Verdict = { kind: 'league' } | { kind: 'new' } | { kind: 'refused'; code: LeagueFileErrorCode; message: string };

const SQLITE_MAGIC = 'SQLite format 3\0';
/** Up to this size a WAL-mode file is read from an in-memory copy (see readOnlyConnection). */
const IN_MEMORY_LIMIT = 256 * 1024 * 1024;

const refused = (code: LeagueFileErrorCode, message: string): Verdict => ({ kind: 'refused', code, message });

function header(absolute: string): Buffer {
  const fd = openSync(absolute, 'r');
  try {
    const buf = Buffer.alloc(100);
    return buf.subarray(0, readSync(fd, buf, 0, 100, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * A connection that can only read, and that creates nothing beside the file. A read-only open of a WAL file would
 * create -wal/-shm (or fail where it cannot), so while no -wal exists the file alone is the whole database, and it is
 * read from an in-memory copy.
 */
export function readOnlyConnection(absolute: string, nativeBinding?: string): Database.Database {
  if (existsSync(`${absolute}-wal`)) return new Database(absolute, { readonly: true, fileMustExist: true, nativeBinding });
  const size = statSync(absolute).size;
  if (size > IN_MEMORY_LIMIT) throw new Error(`${absolute} is too large (${Math.round(size / 2 ** 20)} MB) to read without writing beside it`);
  const image = readFileSync(absolute);
  // Bytes 18-19 say "WAL"; the copy has no WAL to read, so it is read as a rollback-journal file.
  if (image[18] === 2 && image[19] === 2) {
    image[18] = 1;
    image[19] = 1;
  }
  return new Database(image, { readonly: true, nativeBinding });
}

export function inspectLeagueFile(absolute: string, options: { create: boolean; nativeBinding?: string }): Verdict {
  let size: number;
  try {
    const st = statSync(absolute);
    if (options.create) return refused('exists', `A file already exists at ${absolute}; choose another name.`);
    if (st.isDirectory()) return refused('not-a-league', `${absolute} is a folder, not a league file.`);
    if (!st.isFile()) return refused('not-a-league', `${absolute} is not a league file (it is not a regular file).`);
    size = st.size;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return refused('corrupt', `Cannot read ${absolute}: ${(e as Error).message}`);
    return options.create ? { kind: 'new' } : refused('not-found', `No league file at ${absolute}.`);
  }
  if (size === 0) return refused('not-a-league', `${absolute} is empty; it is not a Pitwall league.`);
  const head = header(absolute);
  if (head.length < 100 || head.toString('latin1', 0, 16) !== SQLITE_MAGIC) {
    return refused('not-a-league', `${absolute} is not a league file (it is not an SQLite database).`);
  }
  let db: Database.Database;
  try {
    // A file in the old rollback-journal format is read in place: reading it creates nothing beside it.
    const walMode = head[18] === 2 && head[19] === 2;
    db = walMode
      ? readOnlyConnection(absolute, options.nativeBinding)
      : new Database(absolute, { readonly: true, fileMustExist: true, nativeBinding: options.nativeBinding });
  } catch (e) {
    return refused('corrupt', `${absolute} cannot be read as a league (SQLite says: ${(e as Error).message}).`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return refused('corrupt', `${absolute} is damaged (SQLite says: ${String(check)}).`);
    const tables = new Set((db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as { name: string }[]).map((t) => t.name));
    if (!tables.has('_migrations') || !tables.has('league')) return refused('not-a-league', `${absolute} is an SQLite file but not a Pitwall league.`);
    return { kind: 'league' };
  } catch (e) {
    return refused('corrupt', `${absolute} is damaged or not a league file (SQLite says: ${(e as Error).message}).`);
  } finally {
    db.close();
  }
}

/** Whether this process may write `p` (EROFS counts for root too; plain permissions do not). */
export function writable(p: string): boolean {
  try {
    accessSync(p, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why Pitwall cannot write to this league, or null when it can. A WAL league needs its file and, while open, a
 * -wal and -shm beside it: either those exist and are writable, or the folder must let them be created.
 */
export function readOnlyReason(absolute: string, canWrite: (p: string) => boolean = writable): string | null {
  if (!canWrite(absolute)) return 'the file is read-only';
  const dir = path.dirname(absolute);
  if (canWrite(dir)) return null;
  const sidecars = [`${absolute}-wal`, `${absolute}-shm`];
  if (sidecars.every((s) => existsSync(s) && canWrite(s))) return null;
  return `its folder (${dir}) is read-only, and Pitwall keeps a journal file beside an open league`;
}
