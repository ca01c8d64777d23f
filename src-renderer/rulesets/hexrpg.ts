/**
 * The hex RPG's entry for the page (./build.ts lists it): its shared entry (engine module, channels) and its screens
 * (Gangs, its session page, the vehicle table in League › Settings), read when the screens registry first asks.
 */
import { hexrpgShared } from '../../src-shared/rulesets/hexrpg';
import { HEXRPG_SCREENS } from '../screens/hexrpg';
import type { RendererRulesetEntry } from '.';

export const hexrpgRenderer: RendererRulesetEntry = {
  ...hexrpgShared,
  get screens() {
    return HEXRPG_SCREENS;
  },
};
