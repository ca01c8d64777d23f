/**
 * Prints under way, under the token their caller chose: how many sheets each has laid out, for the print dialog to
 * show while a match night is written (the print hands the event loop back often enough to answer).
 */
import type { PrintProgress } from '../../src-shared/ipc/channels/sheets';
import type { Progress } from './documents';

const running = new Map<string, { done: number; total: number }>();

/** Runs `print` with a progress callback recorded under `job` (when given) until it settles. */
export async function tracked<T>(job: string | undefined, total: number, print: (progress: Progress | undefined) => Promise<T>): Promise<T> {
  if (job === undefined) return print(undefined);
  running.set(job, { done: 0, total });
  try {
    return await print((done, of) => running.set(job, { done, total: of }));
  } finally {
    running.delete(job);
  }
}

/** How far the print under `job` has got. */
export function progressOf(job: string): PrintProgress {
  const p = running.get(job);
  return p ? { running: true, ...p } : { running: false };
}
