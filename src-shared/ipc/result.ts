/**
 * Replies are `{ ok: true, value } | { ok: false, error }` on every transport, so the renderer handles
 * a refused input the same way whether Electron or the browser host answered.
 */
import type { DiceInputNeeded, RollRecord } from '../engine/dice';

export interface FieldIssue {
  /** Path into the input, e.g. ["name"] or ["franchises", 2, "colour"]. */
  path: (string | number)[];
  message: string;
}

/** Manual dice: the next roll the organizer must type (append its value to the input's `dice` and ask again). */
export type DiceRequest = DiceInputNeeded['request'];

/**
 * A choice the rules leave to the organizer or an owner (a draft pick, a sponsor to take, Mechanic again or not):
 * put one option's `value` into the input at `path` (appended when `mode` is 'append') and ask again.
 */
export interface ChoiceRequest {
  path: (string | number)[];
  mode: 'append' | 'set';
  question: string;
  options: { value: string | number; label: string }[];
  rule?: string;
}

/** A roll as the dice log keeps it: the engine's own record, so the two cannot drift apart. */
export type RollSummary = RollRecord;

/** A league file as a window knows it: its own id (league.uid), its name and its file. */
export interface LeagueIdentity {
  id: string;
  name: string;
  path: string;
}

export type AppError =
  | { kind: 'validation'; message: string; issues: FieldIssue[] }
  /** Manual dice mode ran out of typed rolls; `rolls` are those already used. Nothing was written. */
  | { kind: 'dice-needed'; message: string; request: DiceRequest; rolls: RollSummary[] }
  /** The organizer must choose before the operation can finish. Nothing was written. */
  | { kind: 'choice-needed'; message: string; choice: ChoiceRequest; rolls: RollSummary[] }
  | { kind: 'not-found'; message: string; entity: string }
  | { kind: 'conflict'; message: string; issues: FieldIssue[] }
  | { kind: 'unavailable'; message: string }
  /**
   * The window named another league than the open one (another window or tab opened it since): a write is refused,
   * nothing was changed. `shown` is the league the window was showing, when this process still knows it.
   */
  | { kind: 'stale-league'; message: string; shown: LeagueIdentity | null; open: LeagueIdentity }
  | { kind: 'internal'; message: string };

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * What an adapter sends back to a window that named its league (`league` in the request): the reply, and the league
 * open when it was answered (null: none), so the window learns it is stale even from a read.
 */
export type Reply<T> = Result<T> & { league?: LeagueIdentity | null };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: AppError): Result<T> => ({ ok: false, error });

/** What a user reads: the message, then each field's problem. */
export function describeError(error: AppError): string {
  const issues = 'issues' in error ? error.issues : [];
  if (issues.length === 0) return error.message;
  return [error.message, ...issues.map((i) => `  ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`)].join('\n');
}
