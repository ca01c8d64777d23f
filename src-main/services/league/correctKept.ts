/**
 * A correction's preview kept for its commit (issue 27): `match.previewCorrection` replays the whole history on a
 * scratch league, and `match.correct` would replay it again; when nothing was written to the league between the two
 * and the corrected input is the same, the commit copies the preview's replay instead.
 *
 * One kept preview per open league connection (this process's), with the key it was made under: the league's state
 * (this connection's `total_changes()`, every row it wrote, and `PRAGMA data_version`, a commit by another connection:
 * the `league` command, another window's process) and the corrected entry and input. It is released (its scratch league
 * closed and its file deleted) by a new preview, a commit, any write on this connection (operation.ts onNextWrite),
 * the connection's close, or this process's exit; a commit whose key differs releases it and replays as before.
 */
import type { LeagueConnection } from '../../db/connection';
import { onNextWrite } from '../operation';

export interface Kept<T> {
  key: string;
  value: T;
  release(): void;
}

const kept = new Map<LeagueConnection, Kept<unknown>>();
const closeWrapped = new WeakSet<LeagueConnection>();
let exitHooked = false;

/** The league's state as this connection sees it: changes when anything is written to the file, by anyone. */
export function stateKey(conn: LeagueConnection): string {
  const changes = conn.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number };
  const version = conn.sqlite.pragma('data_version', { simple: true }) as number;
  return `${changes.n}.${version}`;
}

export function releaseKept(conn: LeagueConnection): void {
  const k = kept.get(conn);
  if (!k) return;
  kept.delete(conn);
  k.release();
}

/** Keep `value` for `conn` under `key` (releasing what was kept before); `release` closes and deletes its scratch league. */
export function keep<T>(conn: LeagueConnection, key: string, value: T, release: () => void): void {
  releaseKept(conn);
  const off = onNextWrite(conn, () => releaseKept(conn));
  kept.set(conn, {
    key,
    value,
    release: () => {
      off();
      release();
    },
  });
  if (!closeWrapped.has(conn)) {
    // The connection's owner (the app's session, the CLI) closes it without knowing of the kept preview.
    closeWrapped.add(conn);
    const close = conn.close;
    conn.close = () => {
      releaseKept(conn);
      close();
    };
  }
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const c of [...kept.keys()]) releaseKept(c);
    });
  }
}

/**
 * What was kept for `conn` under `key`, taken out (the caller releases it when done), or null: nothing kept, or kept
 * under another key (then released).
 */
export function take<T>(conn: LeagueConnection, key: string): Kept<T> | null {
  const k = kept.get(conn);
  if (!k) return null;
  kept.delete(conn);
  if (k.key === key) return k as Kept<T>;
  k.release();
  return null;
}
