/** The standings table the exports print: the league's ruleset's, through the services' registry. */
import type { StandingsScope, StandingsTable } from '../../../src-shared/exports/standings';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { leagueServices } from '../../services/rulesets';
import { leagueRuleset } from '../../services/settings';

export function readStandings(conn: LeagueConnection, scope: StandingsScope): StandingsTable {
  const table = leagueServices(conn).exportStandings;
  if (!table) throw ServiceError.unavailable(`A ${leagueRuleset(conn).name} league has no standings export yet: \`league standings\` shows its table.`);
  return table(conn, scope);
}
