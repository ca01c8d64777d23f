/**
 * Dethmetal's event (Part VI › Scheduling, gaps.md #37): a track with a road surface (which tires grip, Part II ›
 * Tires), a race or an arena match, and its heats (two unless the league agrees otherwise). The core's schedule
 * checks a request's own fields with this schema through the registry; the services' `eventFields` hook then asks
 * for the surface and the kind a new event needs.
 */
import { z } from 'zod';
import type { EventFieldsDef } from '../core/eventFields';
import { ROAD_SURFACES } from './car/tires';

export const EVENT_KINDS = ['race', 'arena'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Heats of one match (gaps.md #37): 1 to 5. */
export const MAX_HEATS = 5;

const surface = z.enum(ROAD_SURFACES, { error: `The road surface is one of ${ROAD_SURFACES.join(', ')}` });
const kind = z.enum(EVENT_KINDS, { error: 'The event is a race or an arena match' });
const heats = z
  .number({ error: 'Heats must be a number' })
  .int({ error: 'Heats must be a whole number' })
  .min(1, { error: 'A match has at least 1 heat' })
  .max(MAX_HEATS, { error: `A match has at most ${MAX_HEATS} heats` });

export const dethmetalEventSchema = z.object({ surface: surface.optional(), kind: kind.optional(), heats: heats.optional() }).strict();
export type DethmetalEventInput = z.output<typeof dethmetalEventSchema>;

export const dethmetalEventFields: EventFieldsDef = {
  schema: dethmetalEventSchema,
  order: ['track', 'surface', 'kind', 'date', 'heats'],
  words: { surface: 'road surface', kind: 'race or arena event', heats: 'heats' },
  // The schedule forms: the road surface and heats side by side, race or arena under them (beside them in Generate
  // fixtures); a new event is on asphalt, a race, of two heats (gaps.md #37).
  form: {
    name: { label: 'Track', placeholder: 'e.g. Denver Speedway' },
    fields: [
      {
        key: 'surface',
        label: 'Road surface',
        control: { kind: 'choice', look: 'select', options: ROAD_SURFACES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })) },
        default: 'asphalt',
        description: { add: 'Sets the tread match and hazards', edit: 'Tread match and hazards' },
        place: 'row',
      },
      {
        key: 'heats',
        label: 'Heats',
        control: { kind: 'whole', min: 1, max: MAX_HEATS },
        default: 2,
        description: { add: 'Two unless the league agrees otherwise', edit: 'Not below an assigned heat' },
        place: 'row',
      },
      {
        key: 'kind',
        label: 'Kind of event',
        control: {
          kind: 'choice',
          look: 'segmented',
          options: [
            { value: 'race', label: 'Race' },
            { value: 'arena', label: 'Arena' },
          ],
        },
        default: 'race',
        place: 'below',
      },
    ],
  },
  // Season › Schedule in Dethmetal's words: its events are tracks with a surface, race or arena, for founded franchises.
  schedule: {
    empty: "Add the season's first event with the form: track, road surface and whether it is a race or an arena match.",
    edit: 'Change the track, surface, kind, date or heats',
    teams: { label: 'Franchises taking part', description: 'Empty: every founded franchise' },
  },
};
