/**
 * Which kinds of career event a league keeps (issue 21): `career_events.kind` is open text in the schema, so a ruleset
 * adds kinds without a migration; the kinds a league may hold are the core's games (win, draw, loss) and those its
 * ruleset's declaration lists (`careerEvents`, src-shared/engine/<id>/declaration.ts). Writes and the import refuse any other.
 */
import type { AnyRuleset } from '../../../src-shared/engine/registry';
import type { LeagueConnection } from '../../db/connection';
import { leagueRuleset } from '../settings';

/** The core's kinds: one event per game a person played, by his team's result (services/league/careers.ts). */
export const GAME_KINDS = ['win', 'draw', 'loss'] as const;

const declared = new WeakMap<AnyRuleset, ReadonlySet<string>>();

/** Every kind of career event a league of this ruleset may hold. */
export function careerKindsOf(ruleset: AnyRuleset): ReadonlySet<string> {
  let kinds = declared.get(ruleset);
  if (!kinds) {
    kinds = new Set([...GAME_KINDS, ...ruleset.declaration.careerEvents.map((e) => e.kind)]);
    declared.set(ruleset, kinds);
  }
  return kinds;
}

/** Throws, naming the kind and the ruleset, when a service would write a kind its league's ruleset does not declare. */
export function checkCareerKind(conn: LeagueConnection, kind: string): void {
  const ruleset = leagueRuleset(conn);
  const kinds = careerKindsOf(ruleset);
  if (kinds.has(kind)) return;
  throw new Error(`“${kind}” is not a kind of career event ${ruleset.name} declares (it has ${[...kinds].join(', ')}).`);
}
