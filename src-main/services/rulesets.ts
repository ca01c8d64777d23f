/**
 * The services' ruleset registry: each ruleset's hooks (rulesetHooks.ts) by the id a league stores in
 * `league.ruleset`, read off the main process's build list (src-main/rulesets/build.ts) and any ruleset added after.
 * The only core service file that reaches a ruleset's services; the rest ask here. It reads only the entries'
 * `services`: no service calls a handler or a command.
 */
import { isRegisteredRuleset, rulesetById } from '../../src-shared/engine/registry';
import { Registry } from '../../src-shared/engine/register';
import type { LeagueConnection } from '../db/connection';
import { mainBuildRulesets } from '../rulesets/build';
import type { RulesetServices } from './rulesetHooks';
import { leagueRuleset } from './settings';

/**
 * Each ruleset's hooks, registered once: a ruleset registered twice, or one the engine does not know, is refused with
 * its id (src-shared/engine/register.ts), instead of one entry silently replacing another.
 */
export function registerRulesetServices(entries: readonly { ruleset: string; services: RulesetServices }[]): Readonly<Record<string, RulesetServices>> {
  const registry = new Registry<RulesetServices>('ruleset’s services');
  for (const e of entries) {
    if (!isRegisteredRuleset(e.ruleset)) throw new Error(`The services register hooks for the ruleset “${e.ruleset}”, which is not registered.`);
    registry.add(e.ruleset, e.ruleset, e.services);
  }
  for (const e of entries) checkTableHalves(e.ruleset, e.services);
  return registry.toRecord();
}

/** A match table is two halves: the engine's (the ruleset module's `table`) and the services' (the `table` hook); both or neither. */
function checkTableHalves(id: string, services: RulesetServices): void {
  const engine = Boolean(rulesetById(id).table);
  if (engine !== Boolean(services.table))
    throw new Error(
      engine
        ? `The ruleset “${id}” carries a match table, but its services do not say how to read a match for it (their \`table\` hook).`
        : `The services of the ruleset “${id}” give a match table's service half (\`table\`), but the ruleset module carries no table.`,
    );
}

let REGISTERED: Readonly<Record<string, RulesetServices>> | undefined;

/** Rulesets registered after load (a test's ruleset, issue 21), beside the build's list. */
const added = new Map<string, RulesetServices>();

/** Read when first asked, not when this module loads: a ruleset's services import core services that import this file. */
const registered = (): Readonly<Record<string, RulesetServices>> => {
  REGISTERED ??= registerRulesetServices(mainBuildRulesets().map((e) => ({ ruleset: e.ruleset.id, services: e.services ?? {} })));
  return added.size === 0 ? REGISTERED : { ...REGISTERED, ...Object.fromEntries(added) };
};

/**
 * Add the services of a ruleset not in the build's list (a test's ruleset, registered with the engine's `addRuleset`
 * first); refused for an id that already has services or that the engine does not know. Returns the way to take it off.
 */
export function addRulesetServices(id: string, services: RulesetServices): () => void {
  if (Object.hasOwn(registered(), id)) throw new Error(`The ruleset “${id}” already has services registered; a ruleset registers once.`);
  if (!isRegisteredRuleset(id)) throw new Error(`The services register hooks for the ruleset “${id}”, which is not registered.`);
  checkTableHalves(id, services);
  added.set(id, services);
  return () => added.delete(id);
}

/** A ruleset without services of its own has no hooks: the generic services serve it alone. */
const NONE: RulesetServices = {};

export const rulesetServices = (rulesetId: string): RulesetServices => (Object.hasOwn(registered(), rulesetId) ? registered()[rulesetId]! : NONE);

/** The hooks of the open league's ruleset. */
export const leagueServices = (conn: LeagueConnection): RulesetServices => rulesetServices(leagueRuleset(conn).id);

/** Every ruleset's hooks with its id (the import checks that no other ruleset's rows are in a league). */
export const allRulesetServices = (): readonly [string, RulesetServices][] => Object.entries(registered());
