/**
 * An event's fields of a ruleset's own (issue 21): the core's schedule names an event and dates it; anything more
 * (Dethmetal's road surface, race or arena, heats) is the ruleset's, declared here as data and a zod schema and
 * checked by the core's schedule service through the registry. The core names no field of any ruleset.
 */
import type { z } from 'zod';

export interface EventFieldsDef {
  /**
   * Its own fields of an event, each optional (an edit gives only those that change): the core parses what a
   * schedule request carries beyond the core's fields with it, so refusals carry the field's path and its words.
   */
  schema: z.ZodObject;
  /** Every field of an event, the core's `track` and `date` among them, in the order forms and messages name them. */
  order: readonly string[];
  /** Each own field in words, as a league of a ruleset without it is refused it ("road surface", "heats"). */
  words: Readonly<Record<string, string>>;
}

/** The fields every event has, whatever its ruleset: its name (a track) and its date. */
export const CORE_EVENT_FIELDS = ['track', 'date'] as const;
