/**
 * The race-combat variant's entry for the page (./build.ts lists it): its shared entry (engine module, channels) and
 * its screens (src-renderer/screens/racecombat/: Teams and its Match page), read when the screens registry first asks.
 */
import { racecombatShared } from '../../src-shared/rulesets/racecombat';
import { RACECOMBAT_SCREENS } from '../screens/racecombat';
import type { RendererRulesetEntry } from '.';

export const racecombatRenderer: RendererRulesetEntry = {
  ...racecombatShared,
  get screens() {
    return RACECOMBAT_SCREENS;
  },
};
