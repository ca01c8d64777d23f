/**
 * What a league's ruleset ranks by, and the refusal of a ruleset's own channels in a league without them. Whether a
 * league runs a path is asked of its ruleset's hooks (services/league/betweenMatch.ts: a step with or without an
 * input of its own), never which ruleset it is (issue 21).
 */
import type { ResultsTables } from '../../../src-shared/engine/core/results';
import type { StandingsConfig } from '../../../src-shared/engine/core/standings';
import { type ResultsDeclaration, resultsOf } from '../../../src-shared/engine/declaration';
import { withoutOverride } from '../../../src-shared/engine/core/standingsConfig';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { leagueServices } from '../rulesets';
import { entrantsStandings, leagueRuleset, readLeagueSettings } from '../settings';

/**
 * Refuse a part of a ruleset's own between-match channels (post-match, pre-match rolls, its season end) in a league
 * whose ruleset records its results through the core (no after-result step of its own); `instead` says what to use.
 */
export function requireCampaign(conn: LeagueConnection, what: string, instead: string): void {
  if (leagueServices(conn).afterResult?.own?.instead) return;
  throw ServiceError.unavailable(`${leagueRuleset(conn).name} has no ${what}: its leagues run on the generic league core. ${instead}`);
}

/** The league's ranking: the ruleset's scoring and tie-breakers from the league's settings (its own standings included). */
export function standingsConfig(conn: LeagueConnection): StandingsConfig | null {
  return leagueRuleset(conn).standings(readLeagueSettings(conn));
}

/** The league's ruleset's meetings: rounds, who enters them, the entrants' table (issue 21). */
export function resultsDeclaration(conn: LeagueConnection): ResultsDeclaration {
  return resultsOf(leagueRuleset(conn).declaration);
}

/** The tables the league keeps: its teams' and its entrants', each the league's own laid over the ruleset's. */
export function resultsTables(conn: LeagueConnection): ResultsTables {
  const teams = standingsConfig(conn);
  const results = resultsDeclaration(conn);
  return { teams: teams && { ...teams, from: results.teamsFrom }, entrants: results.entrant.kind === 'team' ? null : entrantsStandings(conn) };
}

/** The ranking the ruleset gives this league before the league's own standings override it (its house rules still apply). */
export function defaultStandingsConfig(conn: LeagueConnection): StandingsConfig | null {
  return leagueRuleset(conn).standings(withoutOverride(readLeagueSettings(conn)));
}
