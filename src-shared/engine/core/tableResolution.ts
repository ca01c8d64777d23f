/**
 * What a match table's calculator resolved, as the tables of Battlecars, race combat and the hex RPG store and show
 * it: each step (to hit, damage, a hit location, a critical…) with every modifier and its rule, the dice rolled with
 * what each decided, and the step's result; then the outcome and any notes. The schema checks a stored event's
 * resolution; `tableStep` builds a step from the rolls the resolver made. Pure.
 */
import { z } from 'zod';
import type { RollRecord } from '../dice';
import type { Modifier } from './modifiers';

const modifierSchema = z.object({ label: z.string(), value: z.number(), rule: z.string() }).strict();

/** One die as the table rolled it: what for, what it showed, what it decided. */
const dieSchema = z
  .object({
    seq: z.number().int(),
    notation: z.string(),
    purpose: z.string(),
    value: z.number(),
    mode: z.enum(['app', 'manual']),
    decided: z.string().nullable(),
  })
  .strict();
export type TableDie = z.infer<typeof dieSchema>;

/** One part of a resolution: every number that went into it. */
const stepSchema = z.object({ label: z.string(), parts: z.array(modifierSchema), dice: z.array(dieSchema), result: z.string(), rule: z.string() }).strict();
export type TableStep = z.infer<typeof stepSchema>;

export const tableResolutionSchema = z
  .object({ title: z.string(), rule: z.string(), steps: z.array(stepSchema), outcome: z.string(), notes: z.array(z.string()) })
  .strict();
export type TableResolution = z.infer<typeof tableResolutionSchema>;

const tableDie = (r: RollRecord): TableDie => ({
  seq: r.seq,
  notation: r.notation,
  purpose: r.purpose,
  value: r.value,
  mode: r.mode,
  decided: r.decided ?? null,
});

/** A step from its modifiers and the rolls that went into it (a roll not made, null, is left out). */
export const tableStep = (label: string, parts: readonly Modifier[], rolls: readonly (RollRecord | null)[], result: string, rule: string): TableStep => ({
  label,
  parts: [...parts],
  dice: rolls.filter((r): r is RollRecord => r !== null).map(tableDie),
  result,
  rule,
});
