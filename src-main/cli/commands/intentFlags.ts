/**
 * A match table's intents as `KIND --field value …` at the terminal, for any ruleset that gives them as data: a table
 * of its intents (each with a summary, an example and its flags) and readers for the kinds of flag that are its own
 * (a car named by id or name on the table, a list of them, a plan). The core reads the rest (true/false, whole numbers,
 * numbers, a choice among options, text), lists them for the help and refuses a flag that is unknown, missing or
 * unreadable in words naming it. The values go on to the ruleset, which shapes the intent; the channel's schema
 * checks it in the service.
 */
import { CliError } from '../kit';

export type CoreFlagKind = 'boolean' | 'integer' | 'number' | 'enum' | 'text';

export interface FlagSpec<K extends string = string> {
  name: string;
  kind: K | CoreFlagKind;
  required: boolean;
  /** What it means, in the help and in a refusal. */
  words: string;
  /** An enum's options; a number among them is given as the number. */
  options?: readonly (string | number)[];
  /** The type as the help prints it where the kind's word says less (`number 0-200`, `cars …, at most 3`). */
  type?: string;
  default?: unknown;
}

export interface IntentFlags<I extends string = string, K extends string = string> {
  kind: I;
  summary: string;
  /** A command line after `act` that runs it. */
  example: string;
  fields: readonly FlagSpec<K>[];
}

/** A ruleset's own kind of flag: its type in the help, and how its value is read on the table as it stands. */
export interface OwnFlag<S> {
  type: string;
  read(raw: string, state: S, flag: string): unknown;
}

/** A ruleset's intents at the terminal: every intent with its flags, and a reader for each kind of flag of its own. */
export interface IntentFlagTable<I extends string, K extends string, S> {
  intents: readonly IntentFlags<I, K>[];
  own: Readonly<Record<K, OwnFlag<S>>>;
}

/**
 * A flag of an intent, as a table lists it: `flag('range', 'integer', 'points to the target', true)`. A function
 * declaration: the rulesets' tables call it as their modules load, which a cycle through `kit.ts` may reach first.
 */
export function flag<K extends string>(
  name: string,
  kind: K | CoreFlagKind,
  words: string,
  required = false,
  options?: readonly (string | number)[],
): FlagSpec<K> {
  return { name, kind, required, words, ...(options ? { options } : {}) };
}

const CORE_TYPES: Record<Exclude<CoreFlagKind, 'enum'>, string> = {
  boolean: 'true|false (the flag alone is true)',
  integer: 'whole number',
  number: 'number',
  text: 'text',
};

const isCore = (kind: string): kind is CoreFlagKind => kind === 'enum' || kind in CORE_TYPES;

/** The flag's type as the help and the refusals say it. */
export function flagType<K extends string>(s: FlagSpec<K>, own: Readonly<Record<K, OwnFlag<never>>>): string {
  if (s.type) return s.type;
  if (s.kind === 'enum') return `one of ${s.options!.map((o) => (String(o).includes(' ') ? `"${o}"` : String(o))).join('|')}`;
  return isCore(s.kind) ? CORE_TYPES[s.kind as Exclude<CoreFlagKind, 'enum'>] : own[s.kind as K].type;
}

/** The help's list of intents: each with its summary, its flags (type, required or default, meaning) and an example. */
export function intentsHelp<K extends string>(table: IntentFlagTable<string, K, never>, prefix: string): string {
  // The flags' column: one wider than the table's longest flag name, so the types line up under each other.
  const width = Math.max(0, ...table.intents.flatMap((i) => i.fields.map((f) => f.name.length))) + 1;
  return table.intents
    .map((i) => {
      const fields = i.fields.map((f) => {
        const need = f.required ? ', required' : f.default !== undefined ? `, default ${JSON.stringify(f.default)}` : ', optional';
        return `      --${f.name.padEnd(width)} ${flagType(f, table.own)}${need}: ${f.words}`;
      });
      return [`    ${i.kind}: ${i.summary}`, ...fields, `      e.g. ${prefix} ${i.example}`].join('\n');
    })
    .join('\n');
}

function flagValue<K extends string, S>(s: FlagSpec<K>, raw: string | true, table: IntentFlagTable<string, K, S>, state: S): unknown {
  const type = flagType(s, table.own);
  if (s.kind === 'boolean') {
    if (raw === true || raw === 'true') return true;
    if (raw === 'false') return false;
    throw new CliError(`--${s.name} is true or false, not “${raw}”.`, 2);
  }
  if (raw === true) throw new CliError(`--${s.name} needs a value: ${type}.`, 2);
  switch (s.kind) {
    case 'integer':
      if (!/^-?\d+$/.test(raw.trim())) throw new CliError(`--${s.name} is a ${type}, not “${raw}”.`, 2);
      return Number(raw);
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) throw new CliError(`--${s.name} is a ${type}, not “${raw}”.`, 2);
      return Number(raw);
    case 'enum': {
      const hit = s.options!.find((o) => String(o).toLowerCase() === raw.trim().toLowerCase());
      if (hit === undefined) throw new CliError(`--${s.name} is ${type}, not “${raw}”.`, 2);
      return hit;
    }
    case 'text':
      return raw;
    default:
      return table.own[s.kind as K].read(raw, state, s.name);
  }
}

/**
 * The intent `KIND` and the values of its `--field value` flags, each read by its kind; refused, in words naming it,
 * for an intent or a flag the table does not have, a value that does not read, or a required flag left out.
 */
export function readIntentFlags<I extends string, K extends string, S>(
  table: IntentFlagTable<I, K, S>,
  kind: string,
  flags: Readonly<Record<string, string | true>>,
  state: S,
): { spec: IntentFlags<I, K>; values: Record<string, unknown> } {
  const spec = table.intents.find((i) => i.kind.toLowerCase() === kind.toLowerCase());
  if (!spec) throw new CliError(`There is no intent “${kind}” at the table; one of: ${table.intents.map((i) => i.kind).join(', ')}.`, 2);
  const values: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(flags)) {
    const s = spec.fields.find((x) => x.name === name);
    if (!s)
      throw new CliError(
        `${spec.kind} has no field --${name}; ${spec.fields.length ? `its fields: ${spec.fields.map((x) => `--${x.name}`).join(', ')}` : 'it takes none'}.`,
        2,
      );
    values[name] = flagValue(s, raw, table, state);
  }
  const missing = spec.fields.filter((s) => s.required && values[s.name] === undefined);
  if (missing.length)
    throw new CliError(
      `${spec.kind} needs ${missing.map((s) => `--${s.name} (${flagType(s, table.own)}: ${s.words})`).join(', ')}.\n  e.g. league match table FILE --match MATCH_ID act ${spec.example}`,
      2,
    );
  return { spec, values };
}

/**
 * One of the table's `what`s (a car, a vehicle, a character) by its id or its name, any case; a name two of them share
 * is refused, naming each with its id.
 */
export function nameOrId<T extends { name: string }>(text: string, all: readonly T[], idOf: (x: T) => number, flag: string, what: string): number {
  const t = text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const hits = all.filter((x) => x.name.toLowerCase() === t.toLowerCase());
  if (hits.length === 1) return idOf(hits[0]!);
  const list = all.map((x) => `${x.name} (${idOf(x)})`).join(', ');
  if (hits.length > 1) throw new CliError(`--${flag}: ${hits.length} ${what}s are called “${t}”: name one by its id (${list}).`, 2);
  throw new CliError(`--${flag}: there is no ${what} “${t}” at this table (${what}s: ${list}).`, 2);
}

/** A comma-separated list, each read by `one` (empty items left out). */
export const listOf = <T>(raw: string, one: (item: string) => T): T[] =>
  raw
    .split(',')
    .filter((x) => x.trim())
    .map(one);
