/**
 * An event's fields of a ruleset's own (issue 21): the core's schedule names an event and dates it; anything more
 * (Dethmetal's road surface, race or arena, heats) is the ruleset's, declared here as data and a zod schema and
 * checked by the core's schedule service through the registry. The core names no field of any ruleset; its schedule
 * forms draw whatever `form` declares (src-renderer/components/season/EventFields.tsx).
 */
import type { z } from 'zod';

/** The schedule forms an event's fields appear in: Add an event, Edit event, Generate fixtures. */
export type EventFormPlace = 'add' | 'edit' | 'generate';

/** How one own field is edited. */
export type EventFieldControl =
  /** One of a few values, each with its label: a drop-down (`select`) or a row of buttons (`segmented`, unlabelled on screen). */
  | { kind: 'choice'; look: 'select' | 'segmented'; options: readonly { value: string; label: string }[] }
  /** A whole number from `min` to `max`. */
  | { kind: 'whole'; min: number; max: number };

/** One own field as a form draws it. */
export interface EventFieldForm {
  /** The request's key, one of the schema's. */
  key: string;
  /** Its label (a segmented choice's accessible name). */
  label: string;
  control: EventFieldControl;
  /** The value a new event starts with. */
  default: string | number;
  /** Words under the field, by form (each form says what matters there). */
  description?: Partial<Record<EventFormPlace, string>>;
  /**
   * Where it sits: on the row of fields under the event's name, or on its own line under that row; a one-row form
   * (Generate fixtures, whose dialog is wide) puts every field on the row.
   */
  place: 'row' | 'below';
}

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
  /**
   * How the schedule forms draw the event: its name field's label and example (the core's: “Event”), then each own
   * field in the order drawn, between the name and the date.
   */
  form: { name?: { label: string; placeholder: string }; fields: readonly EventFieldForm[] };
  /** How Season › Schedule speaks of the events (absent: the core's `CORE_SCHEDULE_WORDS`). */
  schedule?: ScheduleWords;
}

/** The schedule's words that name what an event holds: a ruleset with fields of its own says them its way. */
export interface ScheduleWords {
  /** The empty schedule's hint, once the league has teams. */
  empty: string;
  /** The edit button's tooltip on a match not yet played. */
  edit: string;
  /** Add an event's chooser of the teams that take part: its label and the words under it. */
  teams: { label: string; description: string };
}

/** The core's schedule words, for a league whose ruleset declares no event fields of its own. */
export const CORE_SCHEDULE_WORDS: ScheduleWords = {
  empty: "Add the season's first event with the form (a name and a date), or generate a round robin.",
  edit: "Change the event's name or date",
  teams: { label: 'Teams taking part', description: 'Empty: every team' },
};

/** The schedule's words of a league: its ruleset's, or the core's. */
export function scheduleWords(def: EventFieldsDef | null | undefined): ScheduleWords {
  return def?.schedule ?? CORE_SCHEDULE_WORDS;
}

/** The fields every event has, whatever its ruleset: its name (a track) and its date. */
export const CORE_EVENT_FIELDS = ['track', 'date'] as const;

/** The core's name field, for a league whose ruleset does not name its events otherwise. */
export const CORE_EVENT_NAME = { label: 'Event', placeholder: 'e.g. Backyard Brawl' } as const;

/** The values a new event's own fields start with (each field's declared default); none without own fields. */
export function eventFieldDefaults(def: EventFieldsDef | null | undefined): Record<string, string | number> {
  return Object.fromEntries((def?.form.fields ?? []).map((f) => [f.key, f.default]));
}
