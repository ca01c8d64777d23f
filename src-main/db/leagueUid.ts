/**
 * A league file's own id (`league.uid`, issue 19): what a window names when it writes, so a write meant for one league
 * is refused when another is open, whatever the files are called. Random, never derived from the path or the name.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export const newLeagueUid = (): string => randomBytes(16).toString('hex');

/**
 * Gives a league file a new id: a saved copy or an imported league is another league from then on. The undo log keeps
 * whole rows of `league` (undoTriggers.ts), so its statements carrying the old id are rewritten too; otherwise an undo
 * in the copy would put the original's id back. The id is 32 random hex digits, so its quoted form is found nowhere else.
 */
export function renewLeagueUid(sqlite: Database.Database): string {
  const uid = newLeagueUid();
  sqlite
    .transaction(() => {
      const old = (sqlite.prepare('SELECT uid FROM league WHERE id = 1').get() as { uid: string } | undefined)?.uid;
      sqlite.prepare('UPDATE league SET uid = ? WHERE id = 1').run(uid);
      if (old) sqlite.prepare('UPDATE undo_log SET statement = replace(statement, quote(?), quote(?)) WHERE instr(statement, ?) > 0').run(old, uid, old);
    })
    .immediate();
  return uid;
}
