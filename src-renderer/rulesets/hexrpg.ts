/**
 * The hex RPG's entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens.
 * The core draws its League and Season; its own screens join here.
 */
import { hexrpgShared } from '../../src-shared/rulesets/hexrpg';
import type { RendererRulesetEntry } from '.';

export const hexrpgRenderer: RendererRulesetEntry = {
  ...hexrpgShared,
  get screens() {
    return { components: {} };
  },
};
