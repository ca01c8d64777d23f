/**
 * The race-combat variant's entry for the page (./build.ts lists it): its shared entry (engine module, channels) and
 * its screens. The core draws its League and Season; its own screens come with src-renderer/screens/racecombat/.
 */
import { racecombatShared } from '../../src-shared/rulesets/racecombat';
import type { RendererRulesetEntry } from '.';

export const racecombatRenderer: RendererRulesetEntry = {
  ...racecombatShared,
  screens: { components: {} },
};
