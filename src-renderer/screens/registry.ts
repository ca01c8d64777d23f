/**
 * Each ruleset's screens, for the shell: which screens its navigation lists, under which names, and the component
 * each one shows. The shell reaches a ruleset's screens only through here; a ruleset the app has no entry for (or
 * whose `screens` flag is false) runs from the `league` command line, and the shell says so.
 */
import { type ComponentType, createElement } from 'react';
import type { RulesetCapabilities } from '../../src-shared/engine/ruleset';
import { matchSlot } from '../shell/MatchSlot';
import type { ScreenId } from '../shell/routes';
import { DirtyWheelsMatchScreen } from './dirtywheels/match';
import { LeagueTeamsCard } from './dirtywheels/team/LeagueTeamsCard';
import { TeamBuilderScreen } from './dirtywheels/team/TeamBuilderScreen';
import { GarageScreen } from './dethmetal/garage/GarageScreen';
import { LeagueScreen } from './LeagueScreen';
import { MatchScreen } from './dethmetal/match/MatchScreen';
import { RosterScreen } from './dethmetal/roster/RosterScreen';
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
  /**
   * What the screens call a team (the `franchises` rows every ruleset keeps): Dethmetal's rules run franchises with
   * money; Dirty Wheels' rules say "team".
   */
  team: { one: string; many: string };
}

const DETHMETAL: RulesetScreens = {
  team: { one: 'franchise', many: 'franchises' },
  nav: [
    { id: 'league', label: 'League', hint: 'Franchises, settings and activity', component: LeagueScreen },
    { id: 'garage', label: 'Garage', hint: 'Design, buy and refit cars', component: GarageScreen },
    { id: 'roster', label: 'Roster', hint: 'Competitors, hiring and advancement', component: RosterScreen },
    { id: 'match', label: 'Match', hint: 'Set up, run and record matches', component: MatchScreen },
    { id: 'season', label: 'Season', hint: 'Schedule, standings and season end', component: SeasonScreen },
  ],
};

/** The League screen, its overview listing teams with the given card instead of Dethmetal's founded franchises. */
const leagueWith = (teams: ComponentType): ComponentType =>
  function League() {
    return createElement(LeagueScreen, { teams });
  };

const DIRTY_WHEELS_MATCH_WORDS = {
  empty: 'Add the season’s games on the Season screen (by hand or Generate fixtures); each then appears here to play with the calculators and record.',
  action: { scheduled: 'Play it', ready: 'Play it', recorded: 'See the result' },
};

const DIRTY_WHEELS: RulesetScreens = {
  team: { one: 'team', many: 'teams' },
  nav: [
    { id: 'league', label: 'League', hint: 'Teams, settings and activity', component: leagueWith(LeagueTeamsCard) },
    { id: 'team', label: 'Teams', hint: 'Build cars and drivers', component: TeamBuilderScreen },
    { id: 'match', label: 'Match', hint: 'Play and record a game', component: matchSlot(DirtyWheelsMatchScreen, DIRTY_WHEELS_MATCH_WORDS) },
    { id: 'season', label: 'Season', hint: 'Schedule and standings', component: SeasonScreen },
  ],
};

export const RULESET_SCREENS: Readonly<Record<string, RulesetScreens>> = { dethmetal: DETHMETAL, dirtywheels: DIRTY_WHEELS };

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
