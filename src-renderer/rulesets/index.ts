/**
 * The page's ruleset entries (issue 21): every ruleset gives ONE entry for the renderer. The build's are listed in
 * ./build.ts (./dethmetal.ts, ./dirtywheels.ts), read by the screens registry on its first use; a ruleset outside the
 * build is added with `addRendererRulesets`, which registers it in the page's registries, checked against its
 * declaration as the build's rulesets are: the engine module and channels (src-shared/rulesets/), its screens
 * (screens/registry.ts) and the routes read off the declarations (shell/routes.ts). `renderApp({ rulesets })` (renderApp.tsx) takes a list of them.
 */
import { type SharedRulesetEntry, addSharedRuleset, registerAll } from '../../src-shared/rulesets';
import { addRulesetScreens } from '../screens/registry';
import type { RulesetScreensEntry } from '../screens/rulesetScreens';
import { refreshRoutes } from '../shell/routes';

export interface RendererRulesetEntry extends SharedRulesetEntry {
  /** A component for each screen its declaration lists beyond the core's; its League parts and Season tabs. */
  screens: RulesetScreensEntry;
}

/**
 * Register rulesets in the page, each whole; a ruleset or name registered already is refused, naming both owners, and a
 * refused list leaves nothing of itself registered. Returns the way to take them off again.
 */
export function addRendererRulesets(entries: readonly RendererRulesetEntry[]): () => void {
  const off = registerAll(
    entries.map((e) => () => registerAll([() => addSharedRuleset(e), () => addRulesetScreens({ ruleset: e.ruleset.id, screens: e.screens })])),
  );
  refreshRoutes();
  return () => {
    off();
    refreshRoutes();
  };
}
