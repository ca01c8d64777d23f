/**
 * The odds of a calculator at a match before the dice are thrown (issue 23), for any ruleset whose table gives them:
 * the league's ruleset's table hook (`TableServices.odds`, asked by the league's ruleset id) on the table as the
 * league file holds it. What `table.odds` answers and `league odds` prints. Reads only: the calculator runs on every
 * path of the dice in memory, nothing is rolled into the dice log and nothing is written.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import type { TableOddsInput } from '../../../src-shared/ipc/channels/table';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { tableRefusals } from './matchTable';
import { matchRow } from './schedule';
import { leagueTable } from './tableChannel';

export function tableOdds(conn: LeagueConnection, input: TableOddsInput): OddsReport {
  const t = leagueTable(conn);
  matchRow(conn, input.matchId);
  if (!t.odds) throw ServiceError.unavailable(`${t.ruleset.name} has no calculators: there are no odds to give.`);
  const odds = t.odds;
  return tableRefusals(() => odds(conn, input.matchId, input.calc));
}

/** Problems as the organizer reads them, one per field: "target: Expected number; distance: Too big". */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`).join('; ');
}

/**
 * A calculator the ruleset's schema refused: what it is not (`The intent is not one of the table's`), then each
 * field's problem, every one also at its path under `calc` for a screen to put beside its box. Nothing was read.
 */
export function calcRefused(what: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): ServiceError {
  return ServiceError.validation(
    `${what}: ${fieldProblems(issues)}.`,
    issues.map((i) => ({ path: ['calc', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: i.message })),
  );
}
