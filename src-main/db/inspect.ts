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
  return looked(absolute, options.nativeBinding).verdict;
}

/** What reading a league file's contents found: the verdict, and the ruleset id its `league` row names (null when none). */
interface Look {
  verdict: Verdict;
  ruleset: string | null;
}

/**
 * The last file read, while it is unchanged. A `league` command reads its file three times before it writes (the
 * command's ruleset, the open's ruleset check, the open's inspection), and each read of a closed league is a copy of
 * the whole file in memory (above) and a quick_check: ~40 ms of CPU each for a league of three seasons (3.6 MB), most
 * of a command's own time. Unchanged means the same inode, size, modification and change times and the same SQLite
 * header, and no -wal beside it (a league open elsewhere changes through its -wal first): every write to the file
 * moves its change time, which no program can set back.
 */
let last: { absolute: string; signature: string; look: Look } | null = null;

function signatureOf(absolute: string): string | null {
  try {
    if (existsSync(`${absolute}-wal`)) return null;
    const st = statSync(absolute, { bigint: true });
    // With the header (page count, change counter), for file systems whose times count whole seconds.
    return [st.dev, st.ino, st.size, st.mtimeNs, st.ctimeNs, header(absolute).toString('hex')].join(':');
  } catch {
    return null;
  }
}

/** Reads the league file at `absolute` (which exists and is not empty), or answers what the same file showed last time. */
function looked(absolute: string, nativeBinding: string | undefined): Look {
  const signature = signatureOf(absolute);
  if (signature !== null && last?.absolute === absolute && last.signature === signature) return last.look;
  const look = read(absolute, nativeBinding);
  // Kept only if the file did not change while it was read (the signature again, after).
  last = signature !== null && signatureOf(absolute) === signature ? { absolute, signature, look } : null;
  return look;
}

function read(absolute: string, nativeBinding: string | undefined): Look {
  const head = header(absolute);
  if (head.length < 100 || head.toString('latin1', 0, 16) !== SQLITE_MAGIC) {
    return { verdict: refused('not-a-league', `${absolute} is not a league file (it is not an SQLite database).`), ruleset: null };
  }
  let db: Database.Database;
  try {
    // A file in the old rollback-journal format is read in place: reading it creates nothing beside it.
    const walMode = head[18] === 2 && head[19] === 2;
    db = walMode ? readOnlyConnection(absolute, nativeBinding) : new Database(absolute, { readonly: true, fileMustExist: true, nativeBinding });
  } catch (e) {
    return { verdict: refused('corrupt', `${absolute} cannot be read as a league (SQLite says: ${(e as Error).message}).`), ruleset: null };
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return { verdict: refused('corrupt', `${absolute} is damaged (SQLite says: ${String(check)}).`), ruleset: null };
    const tables = new Set((db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).all() as { name: string }[]).map((t) => t.name));
    if (!tables.has('_migrations') || !tables.has('league')) {
      return { verdict: refused('not-a-league', `${absolute} is an SQLite file but not a Pitwall league.`), ruleset: null };
    }
    return { verdict: { kind: 'league' }, ruleset: rulesetIn(db) };
  } catch (e) {
    return { verdict: refused('corrupt', `${absolute} is damaged or not a league file (SQLite says: ${(e as Error).message}).`), ruleset: null };
  } finally {
    db.close();
  }
}

/** The ruleset id a league's row names; null for a file of a version before rulesets (no such column) or without the row. */
function rulesetIn(db: Database.Database): string | null {
  try {
    const row = db.prepare('SELECT ruleset FROM league WHERE id = 1').get() as { ruleset: unknown } | undefined;
    return typeof row?.ruleset === 'string' ? row.ruleset : null;
  } catch {
    return null;
  }
}

/**
 * The ruleset id the league file at `absolute` names, read without writing a byte; null when the file cannot be read
 * as a league or names none. Shares its read with the open's inspection (above).
 */
export function storedRulesetOf(absolute: string, nativeBinding?: string): string | null {
  try {
    if (!statSync(absolute).isFile()) return null;
  } catch {
    return null;
  }
  // A league open elsewhere (a -wal beside it) is read in place, and no quick_check is worth it for one value.
  if (signatureOf(absolute) === null) return rulesetInFile(absolute, nativeBinding);
  return looked(absolute, nativeBinding).ruleset;
}

function rulesetInFile(absolute: string, nativeBinding: string | undefined): string | null {
  let db: Database.Database;
  try {
    db = readOnlyConnection(absolute, nativeBinding);
  } catch {
    return null;
  }
  try {
    return rulesetIn(db);
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
