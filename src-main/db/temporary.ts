/**
 * The hidden temporary file a new league is built under (`.NAME.league.tmp-PID` beside the target), and the
 * sweeping of those a killed process left behind.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const SIDECARS = ['', '-wal', '-shm', '-journal'];

export function temporaryPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}`);
}

export function removeWithSidecars(file: string): void {
  for (const s of SIDECARS) rmSync(file + s, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Temporary files left by a create that was killed (its process is gone); a live one may still be building. */
export function sweepAbandoned(target: string): void {
  const prefix = `.${path.basename(target)}.tmp-`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(target));
  } catch {
    return; // A folder that cannot be listed has nothing Pitwall can sweep; the league itself is unaffected.
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)/.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) rmSync(path.join(path.dirname(target), name), { force: true });
  }
}
