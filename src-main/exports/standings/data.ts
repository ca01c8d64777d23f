/**
 * The standings table the exports print: the league's ruleset's own (Dethmetal's, through the services' registry),
 * or the league core's for any ruleset without one (coreTable.ts).
 */
import type { AnyStandingsTable, StandingsScope } from '../../../src-shared/exports/standings';
import type { LeagueConnection } from '../../db/connection';
import { leagueServices } from '../../services/rulesets';
import { coreStandingsTable } from './coreTable';

export function readStandings(conn: LeagueConnection, scope: StandingsScope): AnyStandingsTable {
  const own = leagueServices(conn).exportStandings;
  return own ? own(conn, scope) : coreStandingsTable(conn, scope);
}
