import { z } from 'zod';

/** Reusable field schemas, so every form and channel says the same thing about the same field. */
export const NAME_MAX = 60;

export const displayName = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} cannot be empty` })
    .max(NAME_MAX, { error: `${what} can be at most ${NAME_MAX} characters` })
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error: `${what} cannot contain control characters` });

export const colour = z.string({ error: 'Colour must be text' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a hex colour like #c0392b' });

export const ownerName = z
  .string({ error: 'Owner must be text' })
  .trim()
  .max(NAME_MAX, { error: `Owner can be at most ${NAME_MAX} characters` })
  .default('');

export const id = z
  .number({ error: (i) => (i.code === 'invalid_type' ? 'Expected a numeric id' : undefined) })
  .int({ error: 'An id is a whole number' })
  .positive({ error: 'An id is 1 or more' });

export const leaguePath = z
  .string({ error: 'A league file path is required' })
  .trim()
  .min(1, { error: 'A league file path is required' })
  .max(4096, { error: 'That path is too long' })
  .refine((p) => p.toLowerCase().endsWith('.league'), { error: 'A league file ends in .league' });

/** Manual dice: the rolls typed so far, in the order the operation asks for them (`dice-needed` asks for more). */
export const typedDice = z
  .array(z.number({ error: 'A typed roll must be a number' }).int({ error: 'A typed roll must be a whole number' }), {
    error: 'dice must be a list of numbers',
  })
  .max(5000)
  .optional();

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
