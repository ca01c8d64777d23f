/**
 * Battlecars' entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens,
 * read when the screens registry first asks, as Dirty Wheels' (./dirtywheels.ts).
 */
import { battlecarsShared } from '../../src-shared/rulesets/battlecars';
import { BATTLECARS_SCREENS } from '../screens/battlecars';
import type { RendererRulesetEntry } from '.';

export const battlecarsRenderer: RendererRulesetEntry = {
  ...battlecarsShared,
  get screens() {
    return BATTLECARS_SCREENS;
  },
};
