/**
 * The match table of every ruleset: one match's events in the league file (`assistant_events`, one row each,
 * `kind` + JSON `payload`, numbered by `seq` within the match), checked by the ruleset's event schema when written
 * and when read, folded by its reducer into the table (`TableDef`, src-shared/engine/core/table.ts). Every intent is
 * one operation: its events, its rolls in the dice log (tied to the match) and its journal line (the match log, in
 * words) land in one transaction, so one undo takes an intent back with its dice. A ruleset declares its table and
 * reads its context from the league file; it writes no event, dice or log row itself (Dethmetal's assistant,
 * services/dethmetal/assistant/; Dirty Wheels' table, services/dirtywheels/table.ts).
 */
import type { Dice } from '../../../src-shared/engine/dice';
import { type TableDef, TableRefusal } from '../../../src-shared/engine/core/table';
import type { DiceLogEntry } from '../../../src-shared/ipc/channels/leagueTypes';
import type Database from 'better-sqlite3';
import type { LeagueConnection } from '../../db/connection';
import type { Violation } from '../rulesetHooks';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import { statement } from './prepared';
import { rollingOperation } from './rolling';

// biome-ignore lint/suspicious/noExplicitAny: a table of any ruleset; each call site keeps its own types.
type AnyDef = TableDef<any, any, any, any, any>;

/** A ruleset's table and how its service half reads one match's context from the league file. */
export interface MatchTable<E, S, C, I = never, R = never> {
  def: TableDef<E, S, C, I, R>;
  /**
   * The match's context (its cars, settings, number); `write` when an intent is about to change the table, so a
   * closed table (a recorded match) is refused before anything is resolved.
   */
  context(conn: LeagueConnection, matchId: number, purpose: 'read' | 'write'): C;
  /** The ruleset's checks of the log as a whole (a start first, never twice), before it is folded; a throw names the damage. */
  checkLog?(events: readonly StoredEvent<E>[], context: C): void;
}

export interface StoredEvent<E> {
  seq: number;
  kind: string;
  event: E;
}

/**
 * The import's check of a ruleset's match table (ruleset-done.md: "The import runs … its table's event schema"): every
 * match's stored events readable by `check` (the table's schema, through checkEvent), a start first and intents after
 * it, as the table replays them. Each fault is a violation naming the event's row and `table` ("the Dirty Wheels table").
 */
export function checkTableEvents(
  sqlite: Database.Database,
  out: Violation[],
  check: (row: { kind: unknown; payload: unknown }) => { event: { t: string } } | { problem: string },
  table: string,
): void {
  const rows = sqlite.prepare(`SELECT id, match_id AS matchId, kind, payload FROM assistant_events ORDER BY match_id, seq`).all() as {
    id: number;
    matchId: number;
    kind: unknown;
    payload: unknown;
  }[];
  let match: number | null = null;
  for (const r of rows) {
    const first = r.matchId !== match;
    match = r.matchId;
    const checked = check(r);
    const problem =
      'problem' in checked
        ? checked.problem
        : first && checked.event.t !== 'start'
          ? `is the first event of match ${r.matchId}'s table but not its start`
          : !first && checked.event.t === 'start'
            ? `starts match ${r.matchId}'s table a second time`
            : null;
    if (problem) out.push({ table: 'assistant_events', rowid: r.id, field: 'payload', problem: `${problem} (${table} cannot replay it)` });
  }
}

/** One stored event checked against the table's schema: the event, or what is wrong with it in words. */
export function checkEvent<E>(
  def: TableDef<E, unknown, unknown, unknown, unknown>,
  row: { kind: unknown; payload: unknown },
): { event: E } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(String(row.payload));
  } catch {
    return { problem: 'its payload is not JSON' };
  }
  const parsed = def.eventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'unreadable'}` };
  }
  const kind = def.kindOf(parsed.data);
  if (kind !== row.kind) return { problem: `its kind says ${String(row.kind)} but its payload is ${kind}` };
  return { event: parsed.data };
}

/**
 * Rows already checked, per table and row id: a row is parsed again only when its text changed (an undo and a new
 * intent reuse an id, a heat's start is kept live). Events are never changed in place (folds copy what they
 * change), so the parsed objects are shared.
 */
const checkedRows = new WeakMap<LeagueConnection, Map<AnyDef, Map<number, { kind: string; payload: string; event: unknown }>>>();

function cacheOf(conn: LeagueConnection, def: AnyDef): Map<number, { kind: string; payload: string; event: unknown }> {
  const perConn = checkedRows.get(conn) ?? new Map();
  checkedRows.set(conn, perConn);
  const cache = perConn.get(def) ?? new Map();
  perConn.set(def, cache);
  return cache;
}

/** The match's events in order, each checked by the table's schema; a damaged row is refused in the ruleset's words. */
export function readEvents<E, C>(conn: LeagueConnection, def: TableDef<E, unknown, C, unknown, unknown>, matchId: number, context: C): StoredEvent<E>[] {
  const rows = statement(conn, `SELECT id, seq, kind, payload FROM assistant_events WHERE match_id = ? ORDER BY seq`).all(matchId) as {
    id: number;
    seq: number;
    kind: string;
    payload: string;
  }[];
  const cache = cacheOf(conn, def);
  return rows.map((r) => {
    const known = cache.get(r.id);
    if (known && known.payload === r.payload && known.kind === r.kind) return { seq: r.seq, kind: r.kind, event: known.event as E };
    const checked = checkEvent(def, r);
    if ('problem' in checked) {
      const words = def.damaged?.(r, checked.problem, context) ?? `Event ${r.seq} (${r.kind}) of this match's table is damaged: ${checked.problem}.`;
      throw ServiceError.conflict(words, [{ path: ['matchId'], message: `Event ${r.seq} is damaged` }]);
    }
    cache.set(r.id, { kind: r.kind, payload: r.payload, event: checked.event });
    return { seq: r.seq, kind: r.kind, event: checked.event };
  });
}

/** The stored form of an event: checked by the schema (a table that would write what it cannot read back fails here). */
function stored<E>(def: TableDef<E, unknown, unknown, unknown, unknown>, event: E): { kind: string; payload: string } {
  const checked = def.eventSchema.parse(event);
  return { kind: def.kindOf(checked), payload: JSON.stringify(checked) };
}

/** Append events after the match's last one, each checked by the schema; returns them as stored. Call inside an operation. */
export function appendEvents<E>(
  conn: LeagueConnection,
  def: TableDef<E, unknown, unknown, unknown, unknown>,
  matchId: number,
  events: readonly E[],
): StoredEvent<E>[] {
  const last = (statement(conn, `SELECT coalesce(max(seq), 0) AS s FROM assistant_events WHERE match_id = ?`).get(matchId) as { s: number }).s;
  const insert = statement(conn, `INSERT INTO assistant_events (match_id, seq, kind, payload) VALUES (?, ?, ?, ?)`);
  return events.map((e, i) => {
    const row = stored(def, e);
    insert.run(matchId, last + i + 1, row.kind, row.payload);
    return { seq: last + i + 1, kind: row.kind, event: e };
  });
}

/**
 * Rewrite one stored event (Dethmetal keeps a heat's start following the crews assigned until something happens in
 * it); checked like an append. Call inside an operation, so the undo restores the row as it was.
 */
export function replaceEvent<E>(conn: LeagueConnection, def: TableDef<E, unknown, unknown, unknown, unknown>, matchId: number, seq: number, event: E): void {
  const row = stored(def, event);
  statement(conn, `UPDATE assistant_events SET kind = ?, payload = ? WHERE match_id = ? AND seq = ?`).run(row.kind, row.payload, matchId, seq);
}

export interface TableOperation {
  /** The operation's name after the table's prefix (`assistant.<name>`, `dwTable.<name>`). */
  name: string;
  matchId: number;
  /** The caller's input as the journal keeps it (its `dice`: rolls typed so far, in manual dice mode). */
  input: { dice?: number[] } & object;
  /** Whether it may roll: false refuses typed dice and gives no dice. */
  rolls: boolean;
}

/** The table's refusals as the service's: a conflict citing the rule, at the intent's field (a preview says them so too). */
export function tableRefusals<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof TableRefusal) throw ServiceError.conflict(e.message, [{ path: ['intent', ...e.path], message: e.what }]);
    throw e;
  }
}

/**
 * One operation on a match's table: `fn` reads the table, resolves with the league's dice (rolled from the seed, or
 * typed and checked per die) and appends; its rolls go to the dice log under the match, its summary to the journal.
 */
export function tableOperation<T>(conn: LeagueConnection, def: AnyDef, op: TableOperation, fn: (dice: Dice | null) => { value: T; summary: string }): T {
  const name = `${def.ops}.${op.name}`;
  if (op.rolls) return rollingOperation(conn, name, op.input, { matchId: op.matchId }, (ctx) => tableRefusals(() => fn(ctx.dice)));
  if (op.input.dice?.length) throw ServiceError.validation('This step rolls no dice.', [{ path: ['dice'], message: 'Not needed' }]);
  return runOperation(conn, name, op.input, () => tableRefusals(() => fn(null)));
}

export interface Folded<E, S, C> {
  context: C;
  events: StoredEvent<E>[];
  state: S;
}

/** The table as the league file holds it: its context, its events, folded. */
export function foldedTable<E, S, C>(
  conn: LeagueConnection,
  table: MatchTable<E, S, C, unknown, unknown>,
  matchId: number,
  purpose: 'read' | 'write' = 'read',
): Folded<E, S, C> {
  const context = table.context(conn, matchId, purpose);
  const events = readEvents(conn, table.def, matchId, context);
  table.checkLog?.(events, context);
  return {
    context,
    events,
    state: table.def.fold(
      events.map((e) => e.event),
      context,
    ),
  };
}

export interface Acted<E, S, C, R> extends Folded<E, S, C> {
  /** The table before the intent. */
  before: S;
  appended: StoredEvent<E>[];
  result: R;
}

/**
 * One intent on a table that declares `resolve`: folded in the operation's transaction, resolved with the league's
 * dice, its events appended, the table after it folded once; the journal says it in the table's words.
 */
export function actOnTable<E, S, C, I, R>(
  conn: LeagueConnection,
  table: MatchTable<E, S, C, I, R>,
  input: { matchId: number; intent: I; dice?: number[] },
): Acted<E, S, C, R> {
  const { def } = table;
  const resolve = def.resolve;
  if (!resolve) throw new Error(`The ${def.ruleset} table resolves no intents through the table service.`);
  const name = def.intentName?.(input.intent) ?? 'act';
  const rolls = def.rolls?.(input.intent) ?? true;
  return tableOperation(conn, def, { name, matchId: input.matchId, input, rolls }, (dice) => {
    const now = foldedTable(conn, table, input.matchId, 'write');
    const r = resolve(
      now.state,
      input.intent,
      dice ?? refusingDice,
      now.context,
      now.events.map((e) => e.event),
    );
    const appended = appendEvents(conn, def, input.matchId, r.events);
    const events = [...now.events, ...appended];
    const reduce = def.reduce;
    const state = reduce
      ? r.events.reduce((s, e) => reduce(s, e, now.context), now.state)
      : def.fold(
          events.map((e) => e.event),
          now.context,
        );
    return {
      value: { context: now.context, before: now.state, events, appended, state, result: r.result },
      summary: def.words(r.events, now.state, now.context),
    };
  });
}

/** The dice of an operation that declared it rolls none. */
const refusingDice: Dice = {
  log: [],
  roll() {
    throw new Error('This step rolls no dice.');
  },
  reroll() {
    throw new Error('This step rolls no dice.');
  },
  decide() {
    throw new Error('This step rolls no dice.');
  },
};

/** The LIKE pattern of a table's operations: `<ops>.` and anything after it. */
const opsPattern = (def: AnyDef) => `${def.ops.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;

export interface MatchLogEntry {
  journalId: number;
  op: string;
  words: string;
  at: string;
}

/** The match's table in words, oldest first: each operation still standing (not undone) on it, as its journal line says. */
export function matchLog(conn: LeagueConnection, def: AnyDef, matchId: number): MatchLogEntry[] {
  return statement(
    conn,
    `SELECT id AS journalId, op, summary AS words, created_at AS at FROM journal
      WHERE state = 'done' AND op LIKE ? ESCAPE '\\' AND json_extract(input, '$.matchId') = ? ORDER BY id`,
  ).all(opsPattern(def), matchId) as MatchLogEntry[];
}

/** The rolls made at the match's table (its operations', not the match's other rolls such as pre-match), newest first. */
export function tableDice(conn: LeagueConnection, def: AnyDef, matchId: number): DiceLogEntry[] {
  const rows = statement(
    conn,
    `SELECT id, batch, seq, op, season_number AS seasonNumber, match_id AS matchId, notation, purpose, faces, raw, value, decided, mode,
            reroll_of AS rerollOf, reroll_reason AS rerollReason
       FROM dice_log WHERE match_id = ? AND op LIKE ? ESCAPE '\\' ORDER BY id DESC`,
  ).all(matchId, opsPattern(def)) as (Omit<DiceLogEntry, 'faces'> & { faces: string })[];
  return rows.map((r) => ({ ...r, faces: JSON.parse(r.faces) as number[] }));
}
