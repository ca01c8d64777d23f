/**
 * League settings: house rules (validated by the settings schema of the league's ruleset, found in the registry by
 * `league.ruleset`), dice mode and seed. Stored as JSON in the league row; missing fields read as their gaps.md defaults.
 */
import { eq } from 'drizzle-orm';
import type { DethmetalSettings } from '../../src-shared/engine/dethmetal';
import { breakerList } from '../../src-shared/engine/breakerWords';
import type { StandingsConfig } from '../../src-shared/engine/core/standings';
import {
  allowedTieBreakers,
  configuredStandings,
  leagueStandingsSchema,
  type StandingsOverride,
  scoringWords,
  standingsConfigurable,
  standingsOverrideOf,
  withoutOverride,
} from '../../src-shared/engine/core/standingsConfig';
import { resultsOf } from '../../src-shared/engine/declaration';
import { houseRuleViews } from '../../src-shared/engine/houseRuleForm';
import { rulesetById, type AnyRuleset } from '../../src-shared/engine/registry';
import type { FieldIssue, IllegalEntry, LeagueSettingsView } from '../../src-shared/ipc';
import type { LeagueEntrantStandingsSettings, LeagueStandingsSettings } from '../../src-shared/ipc/channels/core';
import { zodIssues } from '../../src-shared/ipc';
import { z } from 'zod';
import type { LeagueConnection } from '../db/connection';
import { league } from '../db/schema';
import { statement } from './league/prepared';
import { ServiceError } from './errors';
import { madeIllegal } from './legality';
import { runOperation } from './operation';

function row(conn: LeagueConnection) {
  const r = conn.db.select().from(league).where(eq(league.id, 1)).get();
  if (!r) throw ServiceError.notFound('league', 'The league record is missing.');
  return r;
}

/** The two columns every service asks for, read again each time (another process may have changed them). */
function rulesAndSettings(conn: LeagueConnection): { ruleset: string; settings: string } {
  const r = statement(conn, 'SELECT ruleset, settings FROM league WHERE id = 1').get() as { ruleset: string; settings: string } | undefined;
  if (!r) throw ServiceError.notFound('league', 'The league record is missing.');
  return r;
}

/** The league's ruleset, from the registry by the id the file stores. */
export function leagueRuleset(conn: LeagueConnection): AnyRuleset {
  return rulesetById(rulesAndSettings(conn).ruleset);
}

/**
 * The last settings text each connection parsed, with what it parsed to: an operation reads the settings many
 * times, and parsing the same text again gives the same settings. The text is read from the file every time, so an
 * undo, a redo or another process's write is seen at the next read. Frozen, as every reader shares it.
 */
const parsedSettings = new WeakMap<object, { ruleset: AnyRuleset; stored: string; settings: unknown }>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Where the league keeps its own entrants' table (points per place, tie-breakers) in its settings. The core owns it,
 * not the ruleset's settings schema: the entrants' table is declared data (`results.entrants`), so every ruleset that
 * keeps one gets the override without a line of its own. (The teams' override sits in the ruleset's settings, because
 * a ruleset's teams' standings may come from its house rules: Dethmetal's.)
 */
const ENTRANTS_KEY = 'entrantStandings';

/** The stored settings parted: the ruleset's own, and the league's entrants' override (undefined: none). */
function splitStored(raw: unknown): { own: unknown; entrants: unknown } {
  if (typeof raw !== 'object' || raw === null || !(ENTRANTS_KEY in raw)) return { own: raw, entrants: undefined };
  const { [ENTRANTS_KEY]: entrants, ...own } = raw as Record<string, unknown>;
  return { own, entrants };
}

/** The schema of the entrants' override for this ruleset, or null where it keeps no entrants' table. */
function entrantsOverrideSchema(ruleset: AnyRuleset) {
  const table = resultsOf(ruleset.declaration).entrants;
  return table && standingsConfigurable(table) ? leagueStandingsSchema(table, ruleset.declaration.stats) : null;
}

/**
 * The stored settings' schema: the ruleset's settings, and the league's entrants' override judged against the
 * ruleset's entrants' table. It answers the ruleset's settings alone, as every ruleset reads them.
 */
export function storedSettingsSchema(ruleset: AnyRuleset): z.ZodType<unknown> {
  return z.unknown().transform((raw, ctx) => {
    const { own, entrants } = splitStored(raw);
    const parsed = ruleset.settingsSchema.safeParse(own);
    if (!parsed.success) for (const i of parsed.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    if (entrants !== undefined) {
      const schema = entrantsOverrideSchema(ruleset);
      if (!schema) ctx.addIssue({ code: 'custom', path: [ENTRANTS_KEY], message: `${ruleset.name} keeps no entrants' table.` });
      else {
        const e = schema.safeParse(entrants);
        if (!e.success) for (const i of e.error.issues) ctx.addIssue({ code: 'custom', path: [ENTRANTS_KEY, ...i.path], message: i.message });
      }
    }
    return parsed.success ? parsed.data : z.NEVER;
  });
}

function parseSettings(conn: LeagueConnection, ruleset: AnyRuleset, stored: string): unknown {
  const last = parsedSettings.get(conn.sqlite);
  if (last && last.ruleset === ruleset && last.stored === stored) return last.settings;
  const parsed = storedSettingsSchema(ruleset).safeParse(JSON.parse(stored || '{}'));
  if (!parsed.success) throw ServiceError.validation('The league settings stored in this file are not valid.', zodIssues(parsed.error));
  parsedSettings.set(conn.sqlite, { ruleset, stored, settings: deepFreeze(parsed.data) });
  return parsed.data;
}

/** The league's own entrants' table over the ruleset's (checked with the settings when they were read). */
function storedEntrantsOverride(conn: LeagueConnection): StandingsOverride | undefined {
  const r = rulesAndSettings(conn);
  parseSettings(conn, rulesetById(r.ruleset), r.settings);
  return splitStored(JSON.parse(r.settings || '{}')).entrants as StandingsOverride | undefined;
}

/** The entrants' table the league ranks by: its own over the ruleset's declared one, or null where it keeps none. */
export function entrantsStandings(conn: LeagueConnection): StandingsConfig | null {
  const table = resultsOf(leagueRuleset(conn).declaration).entrants;
  return table && configuredStandings(table, storedEntrantsOverride(conn));
}

/** The league's settings with every default filled in, typed by nobody: each ruleset's own code knows the shape. */
export function readLeagueSettings(conn: LeagueConnection): unknown {
  const r = rulesAndSettings(conn);
  return parseSettings(conn, rulesetById(r.ruleset), r.settings);
}

/**
 * Dethmetal's services read the league's settings as Dethmetal's. They are asked only of a Dethmetal league; any
 * other is refused rather than read with Dethmetal's defaults (until those services move behind the registry).
 */
export function readSettings(conn: LeagueConnection): DethmetalSettings {
  const r = rulesAndSettings(conn);
  const ruleset = rulesetById(r.ruleset);
  if (ruleset.id !== 'dethmetal') throw ServiceError.unavailable(`This is a ${ruleset.name} league; that part of Pitwall is Dethmetal's.`);
  return parseSettings(conn, ruleset, r.settings) as DethmetalSettings;
}

/** The league's own standings over the ruleset's defaults, or null where the ruleset ranks by its own points (Dethmetal). */
function standingsSettings(ruleset: AnyRuleset, settings: unknown): LeagueStandingsSettings | null {
  const defaults = ruleset.standings(withoutOverride(settings));
  const current = ruleset.standings(settings);
  if (!defaults || !current || !standingsConfigurable(defaults)) return null;
  return { defaults, current, allowed: allowedTieBreakers(defaults), own: standingsOverrideOf(settings) !== undefined };
}

/** The league's own entrants' table over the ruleset's, with the entrants' words; null where the ruleset keeps none. */
function entrantsSettings(ruleset: AnyRuleset, override: StandingsOverride | undefined): LeagueEntrantStandingsSettings | null {
  const results = resultsOf(ruleset.declaration);
  const defaults = results.entrants;
  if (!defaults || !standingsConfigurable(defaults) || results.entrant.kind === 'team') return null;
  const of = results.entrant.of;
  const kind = (results.entrant.kind === 'vehicle' ? ruleset.declaration.vehicles : ruleset.declaration.people).find((k) => k.kind === of);
  return {
    defaults,
    current: configuredStandings(defaults, override),
    allowed: allowedTieBreakers(defaults),
    own: override !== undefined,
    words: { one: kind?.one ?? of, many: kind?.many ?? of },
  };
}

export function settingsView(conn: LeagueConnection): LeagueSettingsView {
  const r = row(conn);
  const ruleset = rulesetById(r.ruleset);
  const settings = parseSettings(conn, ruleset, r.settings);
  const entrants = entrantsSettings(ruleset, splitStored(JSON.parse(r.settings || '{}')).entrants as StandingsOverride | undefined);
  return {
    ruleset: r.ruleset,
    diceMode: r.diceMode,
    seed: r.rngSeed,
    counter: r.rngCounter,
    houseRules: houseRuleViews(ruleset.houseRules, settings),
    standings: standingsSettings(ruleset, settings),
    ...(entrants ? { entrantStandings: entrants } : {}),
  };
}

/**
 * Put the league's own standings into `next` (null: back to the ruleset's defaults); the ruleset's settings schema
 * judges them with the rest. A ruleset ranking by its own points has none: its house rules say how it ranks.
 */
function setStandings(ruleset: AnyRuleset, next: Record<string, unknown>, value: StandingsOverride | null, issues: FieldIssue[], changes: string[]) {
  if (!ruleset.standings(withoutOverride(next))) {
    issues.push({ path: ['standings'], message: `${ruleset.name} keeps no standings.` });
    return;
  }
  if (!standingsSettings(ruleset, next)) {
    const rule = ruleset.houseRules.find((h) => /tie-?breakers/i.test(h.label));
    issues.push({
      path: ['standings'],
      message: `${ruleset.name} ranks by its own points${rule ? `; its tie-breakers are the house rule “${rule.label}” (${rule.cites})` : ''}.`,
    });
    return;
  }
  if (value === null) {
    delete next.standings;
    const defaults = ruleset.standings(next)!;
    changes.push(`Standings: back to ${ruleset.name}'s default (${scoringWords(defaults.scoring)}; tie-breakers ${breakerList(defaults.tieBreakers)})`);
    return;
  }
  next.standings = value;
  const parts = [value.scoring && scoringWords(value.scoring), value.tieBreakers && `tie-breakers ${breakerList(value.tieBreakers)}`];
  changes.push(`Standings: ${parts.filter(Boolean).join('; ')}`);
}

/**
 * A house rule's key is its path in the settings: Dethmetal's are `area.field` ("car.iceTurnModeMultiplier"), a
 * ruleset with flat settings (Dirty Wheels) has `field` alone.
 */
function setAtKey(settings: Record<string, unknown>, key: string, value: unknown): void {
  const path = key.split('.');
  let at = settings;
  for (const part of path.slice(0, -1)) {
    const inner = at[part];
    at = at[part] = typeof inner === 'object' && inner !== null ? { ...(inner as Record<string, unknown>) } : {};
  }
  at[path.at(-1)!] = value;
}

/**
 * The league's own entrants' table after `value` (null: back to the ruleset's; undefined: as stored), each problem at
 * its path below `entrantStandings`, and the change in words.
 */
function nextEntrants(
  ruleset: AnyRuleset,
  stored: StandingsOverride | undefined,
  value: StandingsOverride | null | undefined,
  issues: FieldIssue[],
  changes: string[],
): StandingsOverride | undefined {
  if (value === undefined) return stored;
  const view = entrantsSettings(ruleset, stored);
  const schema = entrantsOverrideSchema(ruleset);
  if (!view || !schema) {
    issues.push({ path: [ENTRANTS_KEY], message: `${ruleset.name} keeps no entrants' table.` });
    return stored;
  }
  const table = `The ${view.words.many}' table`;
  if (value === null) {
    changes.push(
      `${table}: back to ${ruleset.name}'s default (${scoringWords(view.defaults.scoring)}; tie-breakers ${breakerList(view.defaults.tieBreakers)})`,
    );
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    for (const i of zodIssues(parsed.error)) issues.push({ path: [ENTRANTS_KEY, ...i.path], message: i.message });
    return stored;
  }
  const parts = [value.scoring && scoringWords(value.scoring), value.tieBreakers && `tie-breakers ${breakerList(value.tieBreakers)}`];
  changes.push(`${table}: ${parts.filter(Boolean).join('; ')}`);
  return parsed.data;
}

type SettingsInput = {
  houseRules?: Record<string, unknown>;
  diceMode?: 'app' | 'manual';
  seed?: number;
  standings?: StandingsOverride | null;
  entrantStandings?: StandingsOverride | null;
};

/** The settings the input would give, checked (a validation error naming each bad field), and the changes in words. */
function nextSettings(
  conn: LeagueConnection,
  input: SettingsInput,
): { ruleset: AnyRuleset; settings: unknown; entrants: StandingsOverride | undefined; changes: string[] } {
  const ruleset = leagueRuleset(conn);
  const next = structuredClone(readLeagueSettings(conn)) as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const changes: string[] = [];
  for (const [key, value] of Object.entries(input.houseRules ?? {})) {
    const rule = ruleset.houseRules.find((r) => r.key === key);
    if (!rule) {
      issues.push({ path: ['houseRules', key], message: `There is no house rule “${key}”.` });
      continue;
    }
    setAtKey(next, key, value);
    changes.push(`${rule.label}: ${JSON.stringify(value)}`);
  }
  if (input.standings !== undefined) setStandings(ruleset, next, input.standings, issues, changes);
  const entrants = nextEntrants(ruleset, storedEntrantsOverride(conn), input.entrantStandings, issues, changes);
  const parsed = ruleset.settingsSchema.safeParse(next);
  if (!parsed.success)
    for (const i of zodIssues(parsed.error)) issues.push(i.path[0] === 'standings' ? i : { path: ['houseRules', i.path.join('.')], message: i.message });
  if (issues.length || !parsed.success) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : 'Some settings are not valid.', issues);
  if (input.diceMode) changes.push(`Dice: ${input.diceMode === 'app' ? 'the app rolls' : 'typed by the organizer'}`);
  if (input.seed !== undefined) changes.push(`Seed: ${input.seed}`);
  return { ruleset, settings: parsed.data, entrants, changes };
}

/** The cars and people a settings change would make illegal (or more so) by their ruleset's rules; nothing is written. */
export function previewSettings(conn: LeagueConnection, input: SettingsInput): { madeIllegal: IllegalEntry[] } {
  const { ruleset, settings } = nextSettings(conn, input);
  return { madeIllegal: madeIllegal(conn.sqlite, ruleset, readLeagueSettings(conn), settings) };
}

/**
 * Save the settings. A change that makes cars or people illegal is saved all the same (the organizer decides), and
 * the result lists them with the rules they break (issue 19 #11); they stay editable toward legality (teams.ts).
 */
export function updateSettings(conn: LeagueConnection, input: SettingsInput): LeagueSettingsView & { madeIllegal: IllegalEntry[] } {
  const { ruleset, settings, entrants, changes } = nextSettings(conn, input);
  return runOperation(conn, 'league.updateSettings', input, () => {
    const illegal = madeIllegal(conn.sqlite, ruleset, readLeagueSettings(conn), settings);
    conn.db
      .update(league)
      .set({
        settings: JSON.stringify(entrants ? { ...(settings as object), [ENTRANTS_KEY]: entrants } : settings),
        ...(input.diceMode ? { diceMode: input.diceMode } : {}),
        ...(input.seed !== undefined ? { rngSeed: input.seed, rngCounter: 0 } : {}),
      })
      .where(eq(league.id, 1))
      .run();
    const warned = illegal.length ? ` (now illegal: ${illegal.map((e) => e.name).join(', ')})` : '';
    return {
      value: { ...settingsView(conn), madeIllegal: illegal },
      summary: changes.length ? `Changed settings — ${changes.join('; ')}${warned}` : 'Settings saved (no change)',
    };
  });
}
