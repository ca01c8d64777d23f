import { z } from 'zod';

/**
 * Field schemas the engine's own schemas share with the IPC contract (which re-exports them from ipc/fields.ts): an id,
 * a list naming each item once, a record refusing prototype keys. They live in the engine because the schemas of a
 * ruleset's match table (its events, its intents) are the engine's, and the engine imports nothing from ipc/.
 */

export const id = z
  .number({ error: (i) => (i.code === 'invalid_type' ? 'Expected a numeric id' : undefined) })
  .int({ error: 'An id is a whole number' })
  .positive({ error: 'An id is 1 or more' });

/** The lists `uniqueList` made, by schema: the contract test walks every channel for lists of ids and finds each here. */
export const UNIQUE_LISTS = new WeakMap<z.ZodType, string>();

/**
 * A list of cars, people or teams in which each appears once (issue 19 #4: one car listed twice among a drop's targets
 * took the damage twice). A duplicate is refused at its place in the list, naming it and where it first stood. `by`
 * gives an element's identity (an object's `vehicleId`); the element itself by default. `field` names the object's field
 * that identifies it, so the refusal points at that field (`entries.1.vehicleId`), as a form shows it.
 */
export function uniqueList<T extends z.ZodType>(
  item: T,
  what: string,
  options: { by?: (value: z.output<T>) => unknown; field?: string; min?: number; minError?: string; max?: number; maxError?: string } = {},
) {
  const by = options.by ?? ((v: z.output<T>) => v);
  let list = z.array(item);
  // Without words of its own, a too-long list is said by the field's name (humanIssue.ts), as every other list is.
  if (options.max !== undefined) list = list.max(options.max, options.maxError ? { error: options.maxError } : undefined);
  if (options.min !== undefined) list = list.min(options.min, options.minError ? { error: options.minError } : undefined);
  const schema = list.superRefine((values, ctx) => {
    const first = new Map<unknown, number>();
    values.forEach((v, i) => {
      const key = by(v);
      const at = first.get(key);
      if (at === undefined) first.set(key, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: options.field === undefined ? [i] : [i, options.field],
          message: `The same ${what} (${String(key)}) is listed twice, at places ${at + 1} and ${i + 1}: each ${what} counts once.`,
        });
    });
  });
  UNIQUE_LISTS.set(schema, what);
  return schema;
}

/**
 * Keys no record may have (issue 19 #6): JSON.parse makes `__proto__` an own key, and code that copies a record into
 * an object would set the object's prototype instead of a field (a settings change that changes nothing, yet journals).
 */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A record key that is not a prototype key. */
export const safeKey = <K extends z.ZodString>(key: K) =>
  key.refine((k) => !PROTOTYPE_KEYS.includes(k), { error: (i) => `“${String(i.input)}” cannot be used as a name here: it is reserved` });

/**
 * Every record of the contract and the league file's JSON: z.record with prototype keys refused. zod drops an own
 * `__proto__` key from a record without a word (a settings change of `{"__proto__": …}` became an empty change, and was
 * journaled), so the raw input is looked at first; `constructor` and `prototype` are refused by the key schema.
 */
export const safeRecord = <K extends z.ZodString, V extends z.ZodType>(key: K, value: V) => {
  const record = z.record(safeKey(key), value);
  return z.preprocess<unknown, typeof record, z.input<typeof record>>((raw, ctx) => {
    if (raw !== null && typeof raw === 'object' && Object.hasOwn(raw, '__proto__'))
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: '“__proto__” cannot be used as a name here: it is reserved', input: raw });
    return raw;
  }, record);
};

/**
 * An object whose keys beyond `shape` are open, each checked by `value` (a ruleset's own event fields, a print kind's
 * ids, issue 21): prototype keys refused as in safeRecord, which zod's catch-all would let through or drop silently.
 */
export const safeCatchall = <S extends z.ZodRawShape, V extends z.ZodType>(shape: S, value: V) => {
  const object = z.object(shape).catchall(value);
  return z.preprocess<unknown, typeof object, z.input<typeof object>>((raw, ctx) => {
    if (raw !== null && typeof raw === 'object')
      for (const key of PROTOTYPE_KEYS)
        if (Object.hasOwn(raw, key))
          ctx.addIssue({ code: 'custom', path: [key], message: `“${key}” cannot be used as a name here: it is reserved`, input: raw });
    return raw;
  }, object);
};
