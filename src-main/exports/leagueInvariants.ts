/**
 * What the services keep true of every league file, checked on an imported league before it is kept. An export's
 * checksum only detects accidental damage (anyone can recompute a SHA-256), so an edited export with a fresh checksum
 * must be stopped by the same rules the services enforce when they write: otherwise a franchise whose cash no longer
 * matches its ledger can never move money again, and a competitor record that is not JSON breaks every screen that
 * shows him. Data first: the enums come from the Drizzle schema, the JSON columns from the engine's own schemas.
 */
import type Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { safeRecord } from '../../src-shared/ipc/fields';
import { type AnyRuleset, isRegisteredRuleset, knownRulesets, rulesetById } from '../../src-shared/engine/registry';
import { depthProblem } from '../../src-shared/ipc/depth';
import * as schema from '../db/schema';
import type { Violation } from '../services/rulesetHooks';
import { careerKindsOf } from '../services/league/careerKinds';
import { judgeInPlay } from '../services/legality';
import { allRulesetServices, rulesetServices } from '../services/rulesets';
import { storedSettingsSchema } from '../services/settings';

export type { Violation } from '../services/rulesetHooks';

const object = safeRecord(z.string(), z.unknown());

/**
 * Every JSON column and the schema its readers hold it to. Settings, people and designs are the league's ruleset's
 * (through the registry: services/settings.ts); the summaries the services only read back whole (TypeScript
 * interfaces, no zod schema) must at least be JSON objects; the dice faces are arrays; a ruleset's own tables' JSON
 * columns are in its import checks.
 */
function jsonColumnsOf(ruleset: AnyRuleset): readonly { table: string; column: string; schema: z.ZodType; emptyIs?: string }[] {
  return [
    { table: 'league', column: 'settings', schema: storedSettingsSchema(ruleset), emptyIs: '{}' },
    { table: 'competitors', column: 'record', schema: ruleset.person?.personSchema ?? object },
    { table: 'vehicles', column: 'design', schema: ruleset.vehicle.designSchema },
    { table: 'vehicles', column: 'derived', schema: object },
    { table: 'seasons', column: 'summary', schema: object },
    { table: 'dice_log', column: 'faces', schema: z.array(z.number().int()) },
    // Every ruleset's own JSON columns: another ruleset's tables are empty in a sound league, and a stray row is judged as well.
    ...allRulesetServices().flatMap(([, services]) => services.importChecks?.jsonColumns ?? []),
  ];
}

/** Ids the schema declares no foreign key for, but every reader joins on. */
const LOOSE_REFERENCES: readonly { table: string; column: string; parent: string }[] = [
  { table: 'career_events', column: 'match_id', parent: 'matches' },
  { table: 'dice_log', column: 'match_id', parent: 'matches' },
];

/**
 * Counts and counters of the generic tables that are never below their floor (the dice counter, prices, numbering);
 * a ruleset's own tables' floors are in its import checks.
 */
const FLOORS: readonly { table: string; column: string; min: number }[] = [
  { table: 'league', column: 'rng_counter', min: 0 },
  { table: 'seasons', column: 'number', min: 1 },
  { table: 'matches', column: 'number', min: 1 },
];

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

const TABLES = (Object.values(schema) as unknown[]).flatMap((t) => (is(t, SQLiteTable) ? [getTableConfig(t)] : []));

/** Every value has its column's type (SQLite would keep `'abc'` in an INTEGER column), enums and flags included. */
function columnValues(sqlite: Database.Database, out: Violation[]): void {
  for (const t of TABLES) {
    for (const c of t.columns) {
      const type = c.getSQLType() === 'integer' ? 'integer' : 'text';
      for (const r of sqlite
        .prepare(`SELECT rowid AS id, typeof(${q(c.name)}) AS type FROM ${q(t.name)} WHERE typeof(${q(c.name)}) NOT IN ('null', ?)`)
        .all(type) as { id: number; type: string }[]) {
        out.push({ table: t.name, rowid: r.id, field: c.name, problem: `must be ${type === 'integer' ? 'a whole number' : 'text'}, not ${r.type}` });
      }
      const allowed = c.columnType === 'SQLiteBoolean' ? [0, 1] : ((c as { enumValues?: string[] }).enumValues ?? []);
      if (allowed.length === 0) continue;
      const rows = sqlite
        .prepare(`SELECT rowid AS id, ${q(c.name)} AS v FROM ${q(t.name)} WHERE ${q(c.name)} NOT IN (${allowed.map(() => '?').join(', ')})`)
        .all(...allowed) as { id: number; v: unknown }[];
      for (const r of rows) out.push({ table: t.name, rowid: r.id, field: c.name, problem: `must be one of ${allowed.join(', ')}` });
    }
  }
}

function jsonColumns(sqlite: Database.Database, ruleset: AnyRuleset, out: Violation[]): void {
  for (const { table, column, schema: columnSchema, emptyIs } of jsonColumnsOf(ruleset)) {
    const rows = sqlite.prepare(`SELECT rowid AS id, ${q(column)} AS v FROM ${q(table)} WHERE ${q(column)} IS NOT NULL`).all() as { id: number; v: unknown }[];
    for (const r of rows) {
      const problem = jsonProblem(typeof r.v === 'string' && r.v === '' && emptyIs ? emptyIs : r.v, columnSchema);
      if (problem) out.push({ table, rowid: r.id, field: column, problem });
    }
  }
}

/** What is wrong with a JSON cell; never the cell's text itself (it may be anything). */
function jsonProblem(text: unknown, columnSchema: z.ZodType): string | null {
  if (typeof text !== 'string') return 'must be JSON text';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'is not valid JSON';
  }
  const tooDeep = depthProblem(value);
  if (tooDeep) return `is nested too deeply (${tooDeep})`;
  const parsed = columnSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `does not match its schema: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/**
 * Cars and people by the ruleset's own rules under the league's settings (issue 19 #2: a Racer with a heavy turret,
 * a driver bought at 12 points in an 8-point league), as the services refuse them when they are written. Only those
 * still in play: a sold car or a retired driver is history. Cells their schema refuses are reported already.
 */
function rulesetRules(sqlite: Database.Database, ruleset: AnyRuleset, out: Violation[]): void {
  const stored = sqlite.prepare('SELECT settings FROM league WHERE id = 1').get() as { settings: unknown } | undefined;
  let settings: unknown;
  try {
    const parsed = storedSettingsSchema(ruleset).safeParse(JSON.parse(typeof stored?.settings === 'string' && stored.settings ? stored.settings : '{}'));
    if (!parsed.success) return; // reported with the JSON columns
    settings = parsed.data;
  } catch {
    return;
  }
  for (const j of judgeInPlay(sqlite, ruleset, settings))
    for (const p of j.problems)
      out.push({
        table: j.kind === 'car' ? 'vehicles' : 'competitors',
        rowid: j.id,
        field: j.kind === 'car' ? 'design' : 'record',
        problem: `breaks ${p.rule}: ${p.message}`,
      });
}

/**
 * The rows a ruleset keeps beside the generic ones (issue 12): a league has one for each generic row in each of its
 * ruleset's own tables (its services read the pair joined, so a franchise without one would vanish from every screen),
 * and none in another ruleset's; nor any row of the tables only another ruleset has (issue 21: Dethmetal's stores …).
 */
function rulesetRows(sqlite: Database.Database, ruleset: AnyRuleset, out: Violation[]): void {
  for (const [owner, services] of allRulesetServices()) {
    for (const { table, generic, key } of services.importChecks?.ownRows ?? []) {
      if (owner === ruleset.id) {
        const missing = sqlite.prepare(`SELECT id FROM ${q(generic)} g WHERE NOT EXISTS (SELECT 1 FROM ${q(table)} d WHERE d.${q(key)} = g.id)`).all() as {
          id: number;
        }[];
        for (const r of missing)
          out.push({ table: generic, rowid: r.id, field: 'id', problem: `has no ${table} row; every one of a ${ruleset.name} league has one` });
      } else {
        const extra = sqlite.prepare(`SELECT rowid AS id FROM ${q(table)}`).all() as { id: number }[];
        for (const r of extra)
          out.push({ table, rowid: r.id, field: key, problem: `is a ${rulesetById(owner).name} row in a ${ruleset.name} league, which keeps none` });
      }
    }
    if (owner === ruleset.id) continue;
    for (const table of services.importChecks?.ownTables ?? []) {
      for (const r of sqlite.prepare(`SELECT rowid AS id FROM ${q(table)}`).all() as { id: number }[])
        out.push({ table, rowid: r.id, field: 'id', problem: `is a ${rulesetById(owner).name} row in a ${ruleset.name} league, which keeps none` });
    }
  }
}

/** Career events of kinds the league's ruleset declares (career_events.kind is open text, issue 21). */
function careerKinds(sqlite: Database.Database, ruleset: AnyRuleset, out: Violation[]): void {
  const kinds = careerKindsOf(ruleset);
  const rows = sqlite.prepare(`SELECT rowid AS id, kind FROM career_events`).all() as { id: number; kind: unknown }[];
  for (const r of rows)
    if (typeof r.kind === 'string' && !kinds.has(r.kind))
      out.push({ table: 'career_events', rowid: r.id, field: 'kind', problem: `must be one of ${[...kinds].join(', ')} (the kinds ${ruleset.name} declares)` });
}

/**
 * Crews (issue 21, services/league/crew.ts): every seat is in a slot the league's ruleset declares, and the standing
 * crew's person is on his vehicle's team while it is active (a sold car keeps whoever drove it).
 */
function crewSlots(sqlite: Database.Database, ruleset: AnyRuleset, out: Violation[]): void {
  const slots = new Set(ruleset.declaration.slots.map((s) => s.id));
  const known = [...slots].join(', ') || 'none';
  for (const table of ['crew', 'match_crew'])
    for (const r of sqlite.prepare(`SELECT rowid AS id, slot FROM ${q(table)}`).all() as { id: number; slot: unknown }[])
      if (typeof r.slot !== 'string' || !slots.has(r.slot))
        out.push({ table, rowid: r.id, field: 'slot', problem: `is “${String(r.slot)}”, not a slot ${ruleset.name} declares (it has ${known})` });
  const strays = sqlite
    .prepare(
      `SELECT c.rowid AS id, v.franchise_id AS team FROM crew c JOIN vehicles v ON v.id = c.vehicle_id JOIN competitors p ON p.id = c.person_id
        WHERE v.status = 'active' AND p.franchise_id IS NOT v.franchise_id`,
    )
    .all() as { id: number; team: number }[];
  for (const r of strays) out.push({ table: 'crew', rowid: r.id, field: 'person_id', problem: `seats a person who is not on team ${r.team}, the vehicle's` });
}

function references(sqlite: Database.Database, out: Violation[]): void {
  for (const { table, column, parent } of LOOSE_REFERENCES) {
    const rows = sqlite
      .prepare(
        `SELECT rowid AS id, ${q(column)} AS v FROM ${q(table)} t WHERE ${q(column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${q(parent)} p WHERE p.id = t.${q(column)})`,
      )
      .all() as { id: number; v: unknown }[];
    for (const r of rows) out.push({ table, rowid: r.id, field: column, problem: `points to a missing ${parent} row (${String(r.v)})` });
  }
}

function counters(sqlite: Database.Database, out: Violation[]): void {
  // Every ruleset's floors: another ruleset's tables are empty in a sound league, and a stray row is judged as well.
  const floors = [...FLOORS, ...allRulesetServices().flatMap(([, services]) => services.importChecks?.floors ?? [])];
  for (const { table, column, min } of floors) {
    const rows = sqlite.prepare(`SELECT rowid AS id, ${q(column)} AS v FROM ${q(table)} WHERE ${q(column)} < ?`).all(min) as { id: number; v: number }[];
    for (const r of rows) out.push({ table, rowid: r.id, field: column, problem: `is ${r.v}; it is never below ${min}` });
  }
  const open = sqlite.prepare(`SELECT rowid AS id FROM seasons WHERE status = 'open' ORDER BY number`).all() as { id: number }[];
  for (const r of open.slice(1))
    out.push({ table: 'seasons', rowid: r.id, field: 'status', problem: 'is a second open season; only the current season is open' });
}

/**
 * Every broken rule, in a stable order (columns, JSON, the ruleset's own checks, ruleset rows, references, counters).
 * Empty for a sound league.
 */
export function leagueViolations(sqlite: Database.Database): Violation[] {
  const out: Violation[] = [];
  columnValues(sqlite, out);
  const league = sqlite.prepare('SELECT rowid AS id, ruleset FROM league WHERE id = 1').get() as { id: number; ruleset: unknown } | undefined;
  const rulesetId = typeof league?.ruleset === 'string' ? league.ruleset : '';
  if (league && !isRegisteredRuleset(rulesetId)) {
    // Nothing else can be judged without the ruleset's schemas; the file could never be opened either.
    out.push({
      table: 'league',
      rowid: league.id,
      field: 'ruleset',
      problem: `is “${rulesetId}”, a ruleset this version does not have (it knows ${knownRulesets()})`,
    });
    return out;
  }
  const ruleset = rulesetById(league ? rulesetId : 'dethmetal');
  jsonColumns(sqlite, ruleset, out);
  rulesetRules(sqlite, ruleset, out);
  rulesetServices(ruleset.id).importChecks?.check(sqlite, out, jsonProblem);
  rulesetRows(sqlite, ruleset, out);
  careerKinds(sqlite, ruleset, out);
  crewSlots(sqlite, ruleset, out);
  references(sqlite, out);
  counters(sqlite, out);
  return out;
}

export const describeViolation = (v: Violation) => `table “${v.table}”, row with id ${v.rowid}, field “${v.field}” ${v.problem}`;
