/**
 * The import's check of the battlecars table (ruleset-done.md: "The import runs the ruleset's rules and its table's
 * event schema"): every match's events readable by the contract (`bcEventSchema`, their kind agreeing), a start first
 * and intents after it, as the table replays them (table.ts). Joined to the ruleset's own import checks (index.ts).
 */
import type Database from 'better-sqlite3';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { checkBcEvent } from './table';

export function tableEvents(sqlite: Database.Database, out: Violation[]): void {
  const rows = sqlite.prepare(`SELECT id, match_id AS matchId, kind, payload FROM assistant_events ORDER BY match_id, seq`).all() as {
    id: number;
    matchId: number;
    kind: unknown;
    payload: unknown;
  }[];
  let match: number | null = null;
  for (const r of rows) {
    const first = r.matchId !== match;
    match = r.matchId;
    const checked = checkBcEvent(r);
    const problem =
      'problem' in checked
        ? checked.problem
        : first && checked.event.t !== 'start'
          ? `is the first event of match ${r.matchId}'s table but not its start`
          : !first && checked.event.t === 'start'
            ? `starts match ${r.matchId}'s table a second time`
            : null;
    if (problem) out.push({ table: 'assistant_events', rowid: r.id, field: 'payload', problem: `${problem} (the Battlecars table cannot replay it)` });
  }
}

/** The ruleset's import checks with the table's events checked too. */
export function withTableEvents(checks: ImportChecks): ImportChecks {
  return {
    ...checks,
    check(sqlite, out, schemaProblem) {
      checks.check(sqlite, out, schemaProblem);
      tableEvents(sqlite, out);
    },
  };
}
