/**
 * Issue 21, "the core contract carries Dethmetal's words": the core's channel schemas (league, schedule and results,
 * season, teams, sheets) name no ruleset's words. Every enum value, literal and object key inside them, however
 * wrapped, is walked and checked against what only a ruleset says: Dethmetal's road surfaces, its race or arena, its
 * heats, pre-match and gunners, and the print kinds of any registered ruleset. A ruleset's own fields go through the
 * core's open parts (an event's own fields, a print kind and its ids) and are checked by the ruleset's schema.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { car, EVENT_KINDS } from '../../src-shared/engine/dethmetal';
import { registeredDeclarations, registeredRulesets } from '../../src-shared/engine/registry';
import { coreChannels } from '../../src-shared/ipc/channels/core';
import { matchChannels } from '../../src-shared/ipc/channels/matches';
import { seasonChannels } from '../../src-shared/ipc/channels/season';
import { sheetsChannels } from '../../src-shared/ipc/channels/sheets';
import { teamsChannels } from '../../src-shared/ipc/channels/teams';

/** Every enum value and literal (`values`) and object key (`keys`) inside a schema, however wrapped. */
function wordsIn(schema: z.ZodType, out = { keys: [] as string[], values: [] as string[] }, seen = new Set<unknown>()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'enum') out.values.push(...Object.values(def.entries as Record<string, string>).map(String));
  if (def.type === 'literal') out.values.push(...(def.values as unknown[]).map(String));
  const shape = (def.shape as Record<string, unknown>) ?? {};
  out.keys.push(...Object.keys(shape));
  const children: unknown[] = [
    def.innerType,
    def.element,
    def.keyType,
    def.valueType,
    def.catchall,
    def.in,
    def.out,
    def.left,
    def.right,
    ...((def.options as unknown[]) ?? []),
    ...Object.values(shape),
  ];
  if (def.type === 'lazy') children.push((def.getter as () => unknown)());
  for (const c of children) if (c && typeof c === 'object' && '_zod' in c) wordsIn(c as z.ZodType, out, seen);
  return out;
}

const CORE = { ...coreChannels, ...matchChannels, ...seasonChannels, ...teamsChannels, ...sheetsChannels } as Record<string, { input: z.ZodType }>;

/** Only a ruleset says these: Dethmetal's event and line-up words, and every registered ruleset's own event fields. */
const RULESET_WORDS = new Set<string>([
  ...car.ROAD_SURFACES,
  ...EVENT_KINDS,
  'surface',
  'heats',
  'preMatch',
  'gunnerId',
  'prize',
  // `kind` is the core's word too (a print kind, a match's kind of event as a word).
  ...registeredRulesets().flatMap((r) => Object.keys(r.eventFields?.schema.shape ?? {}).filter((k) => k !== 'kind')),
]);

/** Every registered ruleset's print kinds: a core schema may carry one only as an open word, never as a value it lists. */
const PRINT_KINDS = new Set(registeredDeclarations().flatMap((d) => d.print.kinds.map((k) => k.kind)));

/**
 * Still in the core, known and owned by issue 21's generic entities (team composition is Dirty Wheels' today:
 * `TEAM_ROLLS` rolls a driver's stats): listed so that any other word found fails.
 */
const KNOWN: Record<string, string[]> = { 'team.roll': ['driver'] };

describe('the core contract names no ruleset’s words (issue 21)', () => {
  it('finds the words it looks for (so finding none means something)', () => {
    const dethmetalEvent = registeredRulesets().find((r) => r.id === 'dethmetal')!.eventFields!.schema as z.ZodType;
    const found = wordsIn(dethmetalEvent);
    expect([...found.keys, ...found.values].filter((w) => RULESET_WORDS.has(w))).toEqual(expect.arrayContaining(['surface', 'asphalt', 'race', 'heats']));
  });

  it.each(Object.keys(CORE))('%s', (name) => {
    const { keys, values } = wordsIn(CORE[name]!.input);
    expect([...keys, ...values].filter((w) => RULESET_WORDS.has(w))).toEqual([]);
    expect(values.filter((w) => PRINT_KINDS.has(w))).toEqual(KNOWN[name] ?? []);
  });
});
