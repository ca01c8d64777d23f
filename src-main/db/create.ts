/**
 * A new league file appears whole or not at all: it is built under a hidden temporary name in the target's folder
 * (migrated, filled, checkpointed and closed, so no -wal/-shm remains), then linked to its name, which fails if
 * that name appeared meanwhile. A process killed midway leaves at most a hidden temporary file, swept next time.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync } from 'node:fs';
import path from 'node:path';
import { LeagueFileError, openLeagueFile, type LeagueConnection, type OpenOptions } from './connection';
import { writable } from './inspect';
import { removeWithSidecars, sweepAbandoned, temporaryPathFor } from './temporary';

function exists(target: string): LeagueFileError {
  return new LeagueFileError(`A file already exists at ${target}; choose another name.`, 'exists');
}

/** Give the finished file its name without ever replacing a file that took that name meanwhile. */
function publish(temporary: string, target: string): void {
  try {
    // The temporary name that stays linked to the same file is removed by the caller.
    linkSync(temporary, target);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw exists(target);
    // Some file systems (FAT on a USB stick, some network shares) have no hard links: check, then rename.
    if (existsSync(target)) throw exists(target);
    renameSync(temporary, target);
  }
  try {
    // The new name must survive a power cut too, so the folder entry is flushed (not possible on Windows).
    const dir = openSync(path.dirname(target), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // Best effort: the file itself is already durable.
  }
}

/** Build a new league at `target` with `fill` (run inside the build, before the file gets its name). */
export function buildLeagueFile(target: string, options: OpenOptions, fill: (conn: LeagueConnection) => void): void {
  const absolute = path.resolve(target);
  if (existsSync(absolute)) throw exists(absolute);
  const dir = path.dirname(absolute);
  if (!(options.canWrite ?? writable)(dir)) {
    throw new LeagueFileError(`Cannot create ${absolute}: its folder (${dir}) is read-only. Choose a folder you can write to.`, 'read-only');
  }
  sweepAbandoned(absolute);
  const temporary = temporaryPathFor(absolute);
  removeWithSidecars(temporary);
  try {
    let conn: LeagueConnection;
    try {
      conn = openLeagueFile(temporary, { ...options, create: true });
    } catch (e) {
      // The folder said yes but the file system did not (a full disk, a share that refuses new files).
      if (e instanceof LeagueFileError) throw new LeagueFileError(`Cannot create ${absolute}: ${e.message}`, e.code);
      throw e;
    }
    try {
      fill(conn);
      conn.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      // The last connection to close checkpoints and deletes the -wal and -shm: the file alone is the league.
      conn.close();
    }
    publish(temporary, absolute);
  } finally {
    removeWithSidecars(temporary);
  }
}
