/**
 * A ruleset's match table, declared as data and pure functions: what a stored event is (its zod schema), how the
 * events fold into the table (its reducer), how an intent is resolved on the table by the ruleset's calculators with
 * the league's dice, and the events in words. The league's one table service (src-main/services/table/matchTable.ts)
 * keeps the events in the league file, checks each by this schema on write and on read, runs every intent as one
 * operation with its dice (so one undo takes an intent back with its rolls), and keeps the dice log and the match log;
 * a ruleset writes none of that itself.
 *
 * `C` is what the ruleset's service half reads from the league file for one match before the table is folded (its
 * cars, its settings, the match's number); the engine never reads a file, so it is handed in.
 */
import type { z } from 'zod';
import type { Dice } from '../dice';

export interface TableDef<E, S, C, I = never, R = never> {
  /** The ruleset whose matches it plays. */
  readonly ruleset: string;
  /** The operations' names are `<ops>.<name>` (the journal, the dice log and the match log read them so). */
  readonly ops: string;
  /** Every event is checked by it when written and when read back: a damaged row is named, never guessed at. */
  readonly eventSchema: z.ZodType<E>;
  /** The `kind` of an event's row: what a reader sees without parsing its payload; a row whose payload disagrees is damaged. */
  kindOf(event: E): string;
  /** The events in order folded into the table (a step reducer through `stepFold`, or a fold that reads the whole log). */
  fold(events: readonly E[], context: C): S;
  /** One event folded into the table, when the table folds step by step: an operation then folds only what it appended. */
  reduce?(state: S, event: E, context: C): S;
  /** What an operation appended, in words, from the table before it: the journal's line, the match log's entry. */
  words(appended: readonly E[], before: S, context: C): string;
  /** How a damaged row is told (the row, what is wrong with it); the service's words when absent. */
  damaged?(row: { seq: number; kind: string }, problem: string, context: C): string;
  /**
   * What a caller may ask the table (its intents): the generic `table.act` channel checks an intent by it, every
   * problem at its path under `intent`, before anything is resolved. A table that resolves intents declares it.
   */
  readonly intentSchema?: z.ZodType<I>;
  /** An intent's operation name (`<ops>.<name>`). */
  intentName?(intent: I): string;
  /** Whether an intent may roll (every intent may when absent); one that may not is refused typed dice. */
  rolls?(intent: I): boolean;
  /**
   * An intent resolved on the table by the ruleset's calculators with the league's dice: the events it appends and
   * what it tells the caller beside them. A refusal throws (a `TableRefusal`, or the ruleset's own error the service
   * turns into words); nothing is written then.
   */
  resolve?(state: S, intent: I, dice: Dice, context: C, events: readonly E[]): { events: E[]; result: R };
}

/** A step reducer as a fold: the table before any event, then each event folded in turn. */
export function stepFold<E, S, C>(initial: (context: C) => S, reduce: (state: S, event: E, context: C) => S): (events: readonly E[], context: C) => S {
  return (events, context) => events.reduce((s, e) => reduce(s, e, context), initial(context));
}

/**
 * A refusal of an intent by the table's rules, citing the rule; the service answers it as a conflict, writing nothing.
 * `rule` empty: `what` already cites it (a calculator's own refusal).
 */
export class TableRefusal extends Error {
  constructor(
    readonly what: string,
    readonly rule: string,
    readonly path: (string | number)[] = [],
  ) {
    super(rule ? `${what} (${rule}).` : `${what}.`);
    this.name = 'TableRefusal';
  }
}

/** A table of any ruleset, as the registry holds it: each ruleset's own types are its own business. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds every ruleset's table; a call site keeps its own types.
export type AnyTableDef = TableDef<any, any, any, any, any>;

/** The operations' prefix of a table: a name of letters and digits, starting with a letter (`dwTable`, `assistant`). */
export const TABLE_OPS = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * A ruleset's table checked against the ruleset carrying it: it plays that ruleset, its operations' prefix is a plain
 * name, and a table that resolves intents says what an intent is (the generic channel checks it by that schema).
 * Throws naming the ruleset and what is wrong; the engine's registry calls it for each ruleset that has a table.
 */
export function checkTableDef(rulesetId: string, table: AnyTableDef): void {
  const wrong = (what: string) => new Error(`The ruleset “${rulesetId}” carries a match table ${what}.`);
  if (table.ruleset !== rulesetId) throw wrong(`that plays “${table.ruleset}”: a ruleset carries its own table`);
  if (!TABLE_OPS.test(table.ops)) throw wrong(`whose operations' prefix “${table.ops}” is not a plain name (letters and digits)`);
  if (table.resolve && !table.intentSchema) throw wrong('that resolves intents without an intent schema: the table channel could not check one');
}
