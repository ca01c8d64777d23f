/**
 * The cars and people in play judged by their ruleset's own rules (vehicle and person `validate`) under some settings:
 * what the import refuses (exports/leagueInvariants.ts) and what a settings change is warned of (settings.ts, issue
 * 19 #11). Generic: the ruleset comes from the registry, what its validate needs beyond a design (Dethmetal's DP bonus)
 * from its services hook. A sold car or a retired driver is history and not judged; a cell its schema refuses is
 * skipped here (the import reports it with the JSON columns).
 */
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { AnyRuleset } from '../../src-shared/engine/registry';
import { type Problem, worsened } from '../../src-shared/engine/ruleset';
import type { IllegalEntry } from '../../src-shared/ipc';
import { rulesetServices } from './rulesets';

export interface Judged {
  kind: IllegalEntry['kind'];
  id: number;
  name: string;
  team: string;
  problems: Problem[];
}

function parsed<T>(text: unknown, schema: z.ZodType<T>): T | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every car and person in play with the problems its ruleset finds under `settings` (none for a legal one). */
export function judgeInPlay(sqlite: Database.Database, ruleset: AnyRuleset, settings: unknown): Judged[] {
  const out: Judged[] = [];
  const context = rulesetServices(ruleset.id).importChecks?.vehicleContext?.(sqlite) ?? new Map();
  const cars = sqlite
    .prepare(
      `SELECT v.id, v.name, v.design, coalesce(f.name, '') AS team FROM vehicles v LEFT JOIN franchises f ON f.id = v.franchise_id WHERE v.status = 'active' ORDER BY v.id`,
    )
    .all() as { id: number; name: string; design: unknown; team: string }[];
  for (const c of cars) {
    const design = parsed(c.design, ruleset.vehicle.designSchema);
    if (design !== undefined)
      out.push({ kind: 'car', id: c.id, name: c.name, team: c.team, problems: ruleset.vehicle.validate(design, settings, context.get(c.id)) });
  }
  const person = ruleset.person;
  if (!person) return out;
  const people = sqlite
    .prepare(
      `SELECT c.id, c.name, c.record, coalesce(f.name, '') AS team FROM competitors c LEFT JOIN franchises f ON f.id = c.franchise_id WHERE c.status IN ('active', 'out-for-season') ORDER BY c.id`,
    )
    .all() as { id: number; name: string; record: unknown; team: string }[];
  for (const p of people) {
    const record = parsed(p.record, person.personSchema);
    if (record !== undefined) out.push({ kind: 'person', id: p.id, name: p.name, team: p.team, problems: person.validate(record, settings) });
  }
  return out;
}

const words = (p: Problem) => `${p.message} (${p.rule})`;

/** What moving from `current` to `next` settings makes illegal, or more illegal: each car and person, with those problems. */
export function madeIllegal(sqlite: Database.Database, ruleset: AnyRuleset, current: unknown, next: unknown): IllegalEntry[] {
  const before = new Map(judgeInPlay(sqlite, ruleset, current).map((j) => [`${j.kind}:${j.id}`, j.problems]));
  return judgeInPlay(sqlite, ruleset, next).flatMap((j) => {
    const worse = worsened(before.get(`${j.kind}:${j.id}`) ?? [], j.problems);
    return worse.length ? [{ kind: j.kind, id: j.id, name: j.name, team: j.team, problems: worse.map(words) }] : [];
  });
}

/** A warning in words for the CLI and the journal: each entry on a line. */
export function illegalLines(entries: readonly IllegalEntry[]): string[] {
  return entries.map((e) => `${e.kind === 'car' ? 'Car' : 'Driver'} ${e.name}${e.team ? ` (${e.team})` : ''}: ${e.problems.join('; ')}`);
}
