/**
 * The odds of an intent at the hex RPG table (issue 23), the `odds` of its table hook: the intent as a page or the CLI
 * sent it (checked by the table's intent schema, each problem at its field under `calc`), on the session's table as
 * the league file folds it, through the engine's `hexrpgOdds` (the table's own resolver on every path of the dice).
 * Reads only.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { table as hx } from '../../../src-shared/engine/hexrpg';
import type { LeagueConnection } from '../../db/connection';
import { tableRefusals } from '../league/matchTable';
import { calcRefused } from '../league/odds';
import { hxFolded } from './table';

export function hxTableOdds(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport {
  const parsed = hx.hxIntentSchema.safeParse(calc);
  if (!parsed.success) throw calcRefused("The intent is not one of the hex RPG table's", parsed.error.issues);
  const folded = hxFolded(conn, matchId);
  return tableRefusals(() => hx.hexrpgOdds(folded.state, parsed.data, folded.context.settings));
}
