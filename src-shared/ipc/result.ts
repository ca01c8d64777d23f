/**
 * Replies are `{ ok: true, value } | { ok: false, error }` on every transport, so the renderer handles
 * a refused input the same way whether Electron or the browser host answered.
 */
export interface FieldIssue {
  /** Path into the input, e.g. ["name"] or ["franchises", 2, "colour"]. */
  path: (string | number)[];
  message: string;
}

export type AppError =
  | { kind: 'validation'; message: string; issues: FieldIssue[] }
  | { kind: 'not-found'; message: string; entity: string }
  | { kind: 'conflict'; message: string; issues: FieldIssue[] }
  | { kind: 'unavailable'; message: string }
  | { kind: 'internal'; message: string };

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: AppError): Result<T> => ({ ok: false, error });

/** What a user reads: the message, then each field's problem. */
export function describeError(error: AppError): string {
  const issues = 'issues' in error ? error.issues : [];
  if (issues.length === 0) return error.message;
  return [error.message, ...issues.map((i) => `  ${i.path.length ? i.path.join('.') + ': ' : ''}${i.message}`)].join('\n');
}
