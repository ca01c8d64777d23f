/**
 * Which kinds of career event a league keeps (issue 21): `career_events.kind` is open text in the schema, so a ruleset
 * adds kinds without a migration; the kinds a league may hold are the core's games (win, draw, loss) and what its
 * ruleset declares (`careers.stats`, `careerKinds`). Writes and the import refuse any other.
 */
import type { LeagueConnection } from '../../db/connection';
import type { RulesetServices } from '../rulesetHooks';
import { leagueServices } from '../rulesets';
import { leagueRuleset } from '../settings';

/** The core's kinds: one event per game a person played, by his team's result (services/league/careers.ts). */
export const GAME_KINDS = ['win', 'draw', 'loss'] as const;

const declared = new WeakMap<RulesetServices, ReadonlySet<string>>();

/** Every kind of career event a league of this ruleset may hold. */
export function careerKindsOf(services: RulesetServices): ReadonlySet<string> {
  let kinds = declared.get(services);
  if (!kinds) {
    kinds = new Set([...GAME_KINDS, ...(services.careers?.stats.map((s) => s.kind) ?? []), ...(services.careerKinds ?? [])]);
    declared.set(services, kinds);
  }
  return kinds;
}

/** Throws, naming the kind and the ruleset, when a service would write a kind its league's ruleset does not declare. */
export function checkCareerKind(conn: LeagueConnection, kind: string): void {
  if (careerKindsOf(leagueServices(conn)).has(kind)) return;
  throw new Error(
    `“${kind}” is not a kind of career event ${leagueRuleset(conn).name} declares (it has ${[...careerKindsOf(leagueServices(conn))].join(', ')}).`,
  );
}
