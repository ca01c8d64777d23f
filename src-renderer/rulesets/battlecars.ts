/**
 * Battlecars' entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens.
 * Until its own screens land the core draws its League and Season screens (its declaration lists no other).
 */
import { battlecarsShared } from '../../src-shared/rulesets/battlecars';
import type { RendererRulesetEntry } from '.';

export const battlecarsRenderer: RendererRulesetEntry = {
  ...battlecarsShared,
  screens: { components: {} },
};
