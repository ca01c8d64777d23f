/**
 * The import's check of the hex RPG table (ruleset-done.md: "The import runs the ruleset's rules and its table's event
 * schema"): every session's events readable by the contract (`hxEventSchema`, their kind agreeing), a start first and
 * intents after it, as the table replays them (table.ts). For the ruleset's own import checks to join (index.ts).
 */
import type Database from 'better-sqlite3';
import { checkTableEvents } from '../league/matchTable';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { checkHxEvent } from './table';

export function hxTableEvents(sqlite: Database.Database, out: Violation[]): void {
  checkTableEvents(sqlite, out, checkHxEvent, 'the hex RPG table');
}

/** The ruleset's import checks with the table's events checked too. */
export function withHxTableEvents(checks: ImportChecks): ImportChecks {
  return {
    ...checks,
    check(sqlite, out, schemaProblem) {
      checks.check(sqlite, out, schemaProblem);
      hxTableEvents(sqlite, out);
    },
  };
}
