/**
 * The odds of an intent of Dirty Wheels' table (issue 23), the `odds` of its table hook: the intent as a page or the
 * CLI sent it (checked by the table's intent schema, each problem at its field), on the match's table as the league
 * file folds it, through the engine's `dwOdds` (the table's own resolver on every path of the dice). Reads only.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { DirtyWheelsRuleError, dwIntentSchema, dwOdds } from '../../../src-shared/engine/dirtywheels';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { calcRefused } from '../league/odds';
import { foldedTable } from '../league/matchTable';
import { dwTable } from './table';

export function dwTableOdds(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport {
  const parsed = dwIntentSchema.safeParse(calc);
  if (!parsed.success) throw calcRefused("The intent is not one of the table's", parsed.error.issues);
  const folded = foldedTable(conn, dwTable, matchId);
  try {
    return dwOdds(folded.state, parsed.data, folded.context.settings);
  } catch (e) {
    // A rule that forbids these inputs (a weapon the car lacks, a destroyed shooter): the rule's words, nothing read further.
    if (e instanceof DirtyWheelsRuleError) throw ServiceError.conflict(e.message, [{ path: ['calc'], message: e.message }]);
    throw e;
  }
}
