/**
 * The services' ruleset registry: each ruleset's hooks (rulesetHooks.ts) by the id a league stores in
 * `league.ruleset`. The only core service file that imports a ruleset's services; the rest ask here.
 */
import type { LeagueConnection } from '../db/connection';
import { dethmetalServices } from './dethmetal';
import { dirtyWheelsServices } from './dirtywheels';
import type { RulesetServices } from './rulesetHooks';
import { leagueRuleset } from './settings';

/** Rulesets registered after load (a test's ruleset, issue 21), beside the app's list below. */
const added = new Map<string, RulesetServices>();

/** Read when asked, not when this module loads: a ruleset's services import core services that import this file. */
const registered = (): Readonly<Record<string, RulesetServices>> => ({
  dethmetal: dethmetalServices,
  dirtywheels: dirtyWheelsServices,
  ...Object.fromEntries(added),
});

/**
 * Register the services of a ruleset not in the app's list (a test's ruleset); refused for an id that already has
 * services. Returns the way to take it off again.
 */
export function registerRulesetServices(id: string, services: RulesetServices): () => void {
  if (Object.hasOwn(registered(), id)) throw new Error(`The ruleset “${id}” already has services registered; a ruleset registers once.`);
  added.set(id, services);
  return () => added.delete(id);
}

/** A ruleset without services of its own has no hooks: the generic services serve it alone. */
const NONE: RulesetServices = {};

export const rulesetServices = (rulesetId: string): RulesetServices => registered()[rulesetId] ?? NONE;

/** The hooks of the open league's ruleset. */
export const leagueServices = (conn: LeagueConnection): RulesetServices => rulesetServices(leagueRuleset(conn).id);

/** Every ruleset's hooks with its id (the import checks that no other ruleset's rows are in a league). */
export const allRulesetServices = (): readonly [string, RulesetServices][] => Object.entries(registered());
