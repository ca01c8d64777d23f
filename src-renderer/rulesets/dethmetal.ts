/**
 * Dethmetal's entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens. A
 * getter, read when the screens registry first asks: its screens' modules load core screens that load the registry.
 */
import { dethmetalShared } from '../../src-shared/rulesets/dethmetal';
import { DETHMETAL_SCREENS } from '../screens/dethmetal';
import type { RendererRulesetEntry } from '.';

export const dethmetalRenderer: RendererRulesetEntry = {
  ...dethmetalShared,
  get screens() {
    return DETHMETAL_SCREENS;
  },
};
