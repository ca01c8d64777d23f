/**
 * The odds of an intent at the battlecars table (issue 23), the `odds` of its table hook: the intent as a page or the
 * CLI sent it (checked by the table's intent schema, each problem at its field under `calc`), on the match's table as
 * the league file folds it, through the engine's `bcOdds` (the table's own resolver on every path of the d8s). Reads only.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { table as bc } from '../../../src-shared/engine/battlecars';
import type { LeagueConnection } from '../../db/connection';
import { calcRefused } from '../league/odds';
import { tableRefusals } from '../league/matchTable';
import { bcFolded } from './table';

export function bcTableOdds(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport {
  const parsed = bc.bcIntentSchema.safeParse(calc);
  if (!parsed.success) throw calcRefused("The intent is not one of the Battlecars table's", parsed.error.issues);
  const folded = bcFolded(conn, matchId);
  // A rule that forbids these inputs (an empty pod, a target fired at twice): the rule's words at `intent`'s field, nothing read further.
  return tableRefusals(() => bc.bcOdds(folded.state, parsed.data, folded.context.settings));
}
