/**
 * The import's check of the race-combat table (ruleset-done.md: "The import runs the ruleset's rules and its table's
 * event schema"): every meeting's events readable by the contract (`rcEventSchema`, their kind agreeing), a start
 * first and intents after it, as the table replays them (table.ts). Joined to the ruleset's own import checks.
 */
import type Database from 'better-sqlite3';
import { checkTableEvents } from '../league/matchTable';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { checkRcEvent } from './table';

export function tableEvents(sqlite: Database.Database, out: Violation[]): void {
  checkTableEvents(sqlite, out, checkRcEvent, 'the race-combat table');
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
