/**
 * Dirty Wheels' entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens,
 * read when the screens registry first asks, as Dethmetal's (./dethmetal.ts).
 */
import { dirtyWheelsShared } from '../../src-shared/rulesets/dirtywheels';
import { DIRTY_WHEELS_SCREENS } from '../screens/dirtywheels';
import type { RendererRulesetEntry } from '.';

export const dirtyWheelsRenderer: RendererRulesetEntry = {
  ...dirtyWheelsShared,
  get screens() {
    return DIRTY_WHEELS_SCREENS;
  },
};
