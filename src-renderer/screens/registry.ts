/**
 * Each ruleset's screens, for the shell: which screens its navigation lists, under which names, and the component
 * each one shows. The shell reaches a ruleset's screens only through here; a ruleset the app has no entry for (or
 * whose `screens` flag is false) runs from the `league` command line, and the shell says so. This is the one core
 * file that imports a ruleset's screens folder, and only its index (`./<id>`).
 */
import { type ComponentType, createElement } from 'react';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';
import type { ScreenId } from '../shell/routes';
import { DETHMETAL_SCREENS } from './dethmetal';
import { DIRTY_WHEELS_SCREENS } from './dirtywheels';
import { LeagueScreen } from './LeagueScreen';
import type { RulesetNavEntry, RulesetScreensEntry } from './rulesetScreens';
import { CORE_SEASON_TAB_LIST } from './season/coreTabs';
import { SeasonScreen } from './season/SeasonScreen';

export interface NavEntry {
  id: ScreenId;
  label: string;
  hint: string;
  component: ComponentType;
}

export interface RulesetScreens {
  /** The navigation in its order: every screen the ruleset has, its name and what it shows. */
  nav: readonly NavEntry[];
  team: RulesetScreensEntry['team'];
}

/**
 * A ruleset's screens for the shell: its own screens as its entry gives them, and the core's League and Season
 * screens holding its parts (its Season tabs, or the league core's; its team card, franchise page and founding).
 */
function screensOf(entry: RulesetScreensEntry): RulesetScreens {
  const parts = entry.league ?? {};
  const tabs = entry.seasonTabs ?? CORE_SEASON_TAB_LIST;
  const core: Partial<Record<ScreenId, ComponentType>> = {
    league: function League() {
      return createElement(LeagueScreen, { parts });
    },
    season: function Season() {
      return createElement(SeasonScreen, { tabs });
    },
  };
  const withComponent = (s: RulesetNavEntry): NavEntry => {
    const component = s.component ?? core[s.id];
    if (!component) throw new Error(`The ${s.id} screen needs a component: only League and Season are the core's.`);
    return { ...s, component };
  };
  return { team: entry.team, nav: entry.nav.map(withComponent) };
}

const DETHMETAL = screensOf(DETHMETAL_SCREENS);

export const RULESET_SCREENS: Readonly<Record<string, RulesetScreens>> = { dethmetal: DETHMETAL, dirtywheels: screensOf(DIRTY_WHEELS_SCREENS) };

/** What the shell knows of the open league: the `league.get` fields that choose its screens. */
export interface LeagueScreensInfo {
  ruleset: string;
  screens: boolean;
  capabilities: RulesetCapabilities;
}

/**
 * The open league's screens, or 'command-line' for a ruleset whose screens this build lacks. Until the league is
 * known, Dethmetal's (the default ruleset, which has every screen): a Dethmetal league never flickers.
 */
export function screensFor(info: LeagueScreensInfo | undefined): RulesetScreens | 'command-line' {
  if (!info) return DETHMETAL;
  const entry = RULESET_SCREENS[info.ruleset];
  return info.screens && entry ? entry : 'command-line';
}
