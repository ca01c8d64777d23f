/**
 * The rulesets built into this version, for the main process and the CLI (issue 21): the ONE list a ruleset in the
 * build is added to here, its main entry (./<id>.ts: services, handlers, commands, sheets, carrying its shared entry).
 * Each registry of the process (services/rulesets.ts, app/handlers/index.ts, cli/commands/rulesets.ts,
 * sheets/rulesetDocuments.ts) reads it on its first use, not when its module loads: a ruleset's folders import core
 * services that import the registries, and tests import services and the dispatcher with no entry point at all.
 */
import { checkBuildList } from '../../src-shared/rulesets';
import { battlecarsMain } from './battlecars';
import { dethmetalMain } from './dethmetal';
import { dirtyWheelsMain } from './dirtywheels';
import { hexrpgMain } from './hexrpg';
import type { MainRulesetEntry } from '.';

let checked: readonly MainRulesetEntry[] | undefined;

/** The build's main entries, checked once against the shared build list (the same rulesets, in the same order). */
export const mainBuildRulesets = (): readonly MainRulesetEntry[] =>
  (checked ??= checkBuildList('The main process’s build list (src-main/rulesets/build.ts)', [dethmetalMain, dirtyWheelsMain, battlecarsMain, hexrpgMain]));
