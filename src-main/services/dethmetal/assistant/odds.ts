/**
 * The odds of a match assistant calculator (issue 23), the `odds` of Dethmetal's table hook: the calculator as a page
 * or the CLI sent it (checked by the assistant's calculator schema, each problem at its field), on the cards of the
 * heat as the league file folds them, through the engine's `dethmetalOdds` (the calculator itself on every path of
 * the dice). Reads only.
 */
import type { OddsReport } from '../../../../src-shared/engine/core/odds';
import { dethmetalOdds } from '../../../../src-shared/engine/dethmetal';
import { calculatorSchema } from '../../../../src-shared/engine/dethmetal/assistant';
import type { LeagueConnection } from '../../../db/connection';
import { ServiceError } from '../../errors';
import { calcRefused } from '../../league/odds';
import { readSettings } from '../../settings';
import { guarded, tableOn } from './calculate';
import { assistantState } from './session';

export function assistantOdds(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport {
  const parsed = calculatorSchema.safeParse(calc);
  if (!parsed.success) throw calcRefused("The calculator is not one of the match assistant's", parsed.error.issues);
  const state = assistantState(conn, matchId);
  if (!state.started) throw ServiceError.conflict(`No heat of match ${matchId} has started: start the heat first (Part III › Turn Sequence).`);
  const p = state.position;
  const table = tableOn(conn, readSettings(conn), {
    cars: state.cards,
    surface: state.surface as never,
    where: { heat: p.heat, turn: p.turn, phase: p.phase },
  });
  return guarded(() => dethmetalOdds(table, parsed.data));
}
