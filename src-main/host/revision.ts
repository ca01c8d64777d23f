/**
 * The open league's revision, for the page's read cache (src-renderer/api/queryCache.ts): a string that changes whenever
 * anything the league's reads answer from may have changed, so a screen opened again can show what it read last time
 * without asking for it again, and asks again the moment anything changed.
 *
 * - which connection: opening, creating or importing a league is another connection (another league, or the same
 *   file afresh);
 * - `total_changes()`: every row this connection inserted, updated or deleted (a write from any window or tab of this
 *   host, an undo, a preview rolled back: a spurious change only costs a read again);
 * - `PRAGMA data_version`: a commit by another connection to the same file (the `league` command line, another app).
 */
import type { Statement } from 'better-sqlite3';
import type { AppSession } from '../app/session';
import type { LeagueConnection } from '../db/connection';

const serials = new WeakMap<LeagueConnection, { serial: number; changes: Statement<[], number>; version: Statement<[], number> }>();
let nextSerial = 0;

export function leagueRevision(session: AppSession): string {
  if (!session.isOpen) return 'none';
  const conn = session.league;
  let c = serials.get(conn);
  if (!c) {
    c = {
      serial: ++nextSerial,
      changes: conn.sqlite.prepare<[], number>('SELECT total_changes()').pluck(),
      version: conn.sqlite.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    serials.set(conn, c);
  }
  return `${c.serial}.${c.changes.get()}.${c.version.get()}`;
}
