/**
 * League settings: house rules (validated by the ruleset's settings schema), dice mode and seed.
 * Stored as JSON in the league row; missing fields read as their gaps.md defaults.
 */
import { eq } from 'drizzle-orm';
import { dethmetal, type DethmetalSettings } from '../../src-shared/engine/dethmetal';
import { houseRuleViews } from '../../src-shared/engine/houseRuleForm';
import type { FieldIssue, LeagueSettingsView } from '../../src-shared/ipc';
import { zodIssues } from '../../src-shared/ipc';
import type { LeagueConnection } from '../db/connection';
import { league } from '../db/schema';
import { ServiceError } from './errors';
import { runOperation } from './operation';

function row(conn: LeagueConnection) {
  const r = conn.db.select().from(league).where(eq(league.id, 1)).get();
  if (!r) throw ServiceError.notFound('league', 'The league record is missing.');
  return r;
}

/** The league's settings with every default filled in; a damaged settings column is reported, not guessed. */
export function readSettings(conn: LeagueConnection): DethmetalSettings {
  const parsed = dethmetal.settingsSchema.safeParse(JSON.parse(row(conn).settings || '{}'));
  if (!parsed.success) throw ServiceError.validation('The league settings stored in this file are not valid.', zodIssues(parsed.error));
  return parsed.data;
}

export function settingsView(conn: LeagueConnection): LeagueSettingsView {
  const r = row(conn);
  return {
    ruleset: r.ruleset,
    diceMode: r.diceMode,
    seed: r.rngSeed,
    counter: r.rngCounter,
    houseRules: houseRuleViews(dethmetal.houseRules, readSettings(conn)),
  };
}

export function updateSettings(
  conn: LeagueConnection,
  input: { houseRules?: Record<string, unknown>; diceMode?: 'app' | 'manual'; seed?: number },
): LeagueSettingsView {
  const current = readSettings(conn) as unknown as Record<string, Record<string, unknown>>;
  const next: Record<string, Record<string, unknown>> = JSON.parse(JSON.stringify(current));
  const issues: FieldIssue[] = [];
  const changes: string[] = [];
  for (const [key, value] of Object.entries(input.houseRules ?? {})) {
    const rule = dethmetal.houseRules.find((r) => r.key === key);
    if (!rule) {
      issues.push({ path: ['houseRules', key], message: `There is no house rule “${key}”.` });
      continue;
    }
    const [area, field] = key.split('.') as [string, string];
    next[area] = { ...next[area], [field]: value };
    changes.push(`${rule.label}: ${JSON.stringify(value)}`);
  }
  const parsed = dethmetal.settingsSchema.safeParse(next);
  if (!parsed.success) for (const i of zodIssues(parsed.error)) issues.push({ path: ['houseRules', i.path.join('.')], message: i.message });
  if (issues.length) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : 'Some house rules are not valid.', issues);
  if (input.diceMode) changes.push(`Dice: ${input.diceMode === 'app' ? 'the app rolls' : 'typed by the organizer'}`);
  if (input.seed !== undefined) changes.push(`Seed: ${input.seed}`);
  return runOperation(conn, 'league.updateSettings', input, () => {
    conn.db
      .update(league)
      .set({
        settings: JSON.stringify(parsed.data),
        ...(input.diceMode ? { diceMode: input.diceMode } : {}),
        ...(input.seed !== undefined ? { rngSeed: input.seed, rngCounter: 0 } : {}),
      })
      .where(eq(league.id, 1))
      .run();
    return { value: settingsView(conn), summary: changes.length ? `Changed settings — ${changes.join('; ')}` : 'Settings saved (no change)' };
  });
}
