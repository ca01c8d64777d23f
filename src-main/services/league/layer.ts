/**
 * Which league a file holds: one whose ruleset has a campaign layer (Dethmetal: post-match, money, season end with
 * a draft) or one that is the generic league core alone (issue 12: Dirty Wheels and the systems after it). Services
 * that serve only one of them refuse the other with the reason and where to go instead.
 */
import type { StandingsConfig } from '../../../src-shared/engine/core/standings';
import { withoutOverride } from '../../../src-shared/engine/core/standingsConfig';
import type { AnyRuleset } from '../../../src-shared/engine/registry';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { leagueRuleset, readLeagueSettings } from '../settings';

export function hasCampaign(conn: LeagueConnection): boolean {
  return leagueRuleset(conn).capabilities.campaign;
}

/** Refuse a campaign part (post-match, draft, money) in a league without a campaign layer; `instead` says what to use. */
export function requireCampaign(conn: LeagueConnection, what: string, instead: string): void {
  const ruleset = leagueRuleset(conn);
  if (!ruleset.capabilities.campaign) throw ServiceError.unavailable(`${ruleset.name} has no ${what}: its leagues run on the generic league core. ${instead}`);
}

/** Refuse a generic-core operation in a league whose ruleset runs its own campaign (Dethmetal records through match.record). */
export function requireCore(conn: LeagueConnection, what: string, instead: string): AnyRuleset {
  const ruleset = leagueRuleset(conn);
  if (ruleset.capabilities.campaign) throw ServiceError.unavailable(`A ${ruleset.name} league does not ${what} this way: ${instead}`);
  return ruleset;
}

/** The league's ranking: the ruleset's scoring and tie-breakers from the league's settings (its own standings included). */
export function standingsConfig(conn: LeagueConnection): StandingsConfig {
  return leagueRuleset(conn).standings(readLeagueSettings(conn));
}

/** The ranking the ruleset gives this league before the league's own standings override it (its house rules still apply). */
export function defaultStandingsConfig(conn: LeagueConnection): StandingsConfig {
  return leagueRuleset(conn).standings(withoutOverride(readLeagueSettings(conn)));
}
