/**
 * Dirty Wheels' screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation (the
 * team builder, its match page), the League overview's card of teams. Its Season screen is the league core's.
 */
import { matchSlot } from '../../shell/MatchSlot';
import type { RulesetScreensEntry } from '../rulesetScreens';
import { DirtyWheelsMatchScreen } from './match';
import { LeagueTeamsCard } from './team/LeagueTeamsCard';
import { TeamBuilderScreen } from './team/TeamBuilderScreen';

const MATCH_WORDS = {
  empty: 'Add the season’s games on the Season screen (by hand or Generate fixtures); each then appears here to play with the calculators and record.',
  action: { scheduled: 'Play it', ready: 'Play it', inPlay: 'Continue playing', recorded: 'See the result' },
};

export const DIRTY_WHEELS_SCREENS: RulesetScreensEntry = {
  team: { one: 'team', many: 'teams' },
  nav: [
    { id: 'league', label: 'League', hint: 'Teams, settings and activity' },
    { id: 'team', label: 'Teams', hint: 'Build cars and drivers', component: TeamBuilderScreen },
    { id: 'match', label: 'Match', hint: 'Play and record a game', component: matchSlot(DirtyWheelsMatchScreen, MATCH_WORDS) },
    { id: 'season', label: 'Season', hint: 'Schedule and standings' },
  ],
  league: { teams: LeagueTeamsCard },
};
