/**
 * The odds of an intent at the race-combat table (issue 25), the `odds` of its table hook: the intent as a page or the
 * CLI sent it (checked by the table's intent schema, each problem at its field under `calc`), on the meeting's table
 * as the league file folds it, through the engine's `rcOdds` (the table's own resolver on every path of the dice;
 * sampled and labelled past the exact walk's budget, gaps.md #29). Reads only.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { table as rc } from '../../../src-shared/engine/racecombat';
import type { LeagueConnection } from '../../db/connection';
import { tableRefusals } from '../league/matchTable';
import { calcRefused } from '../league/odds';
import { rcFolded } from './table';

export function rcTableOdds(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport {
  const parsed = rc.rcIntentSchema.safeParse(calc);
  if (!parsed.success) throw calcRefused("The intent is not one of the race-combat table's", parsed.error.issues);
  const folded = rcFolded(conn, matchId);
  return tableRefusals(() => rc.rcOdds(folded.state, parsed.data, folded.context.settings));
}
