/**
 * The rulesets built into this version, for the page (issue 21): the ONE list a ruleset in the build is added to
 * here, its renderer entry (./<id>.ts: its screens, carrying its shared entry). The screens registry
 * (screens/registry.ts) reads it on its first use, not when its module loads: a ruleset's screens import core screens
 * that import the registry.
 */
import { checkBuildList } from '../../src-shared/rulesets';
import { battlecarsRenderer } from './battlecars';
import { dethmetalRenderer } from './dethmetal';
import { dirtyWheelsRenderer } from './dirtywheels';
import { hexrpgRenderer } from './hexrpg';
import type { RendererRulesetEntry } from '.';

let checked: readonly RendererRulesetEntry[] | undefined;

/** The build's renderer entries, checked once against the shared build list (the same rulesets, in the same order). */
export const rendererBuildRulesets = (): readonly RendererRulesetEntry[] =>
  (checked ??= checkBuildList('The page’s build list (src-renderer/rulesets/build.ts)', [
    dethmetalRenderer,
    dirtyWheelsRenderer,
    battlecarsRenderer,
    hexrpgRenderer,
  ]));
