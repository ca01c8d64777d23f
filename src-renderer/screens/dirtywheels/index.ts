/**
 * Dirty Wheels' screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation (the
 * team builder, its match page), the League overview's card of teams. Its Season screen is the league core's.
 */
import { lazyScreen } from '../../shell/lazyScreen';
import { matchSlot } from '../../shell/MatchSlot';
import type { RulesetScreensEntry } from '../rulesetScreens';
import { LeagueTeamsCard } from './team/LeagueTeamsCard';

// Each screen's code loads when first needed (shell/lazyScreen.ts); the League overview's card of teams is drawn at once.
const DirtyWheelsMatchScreen = lazyScreen(() => import('./match').then((m) => m.DirtyWheelsMatchScreen));
const TeamBuilderScreen = lazyScreen(() => import('./team/TeamBuilderScreen').then((m) => m.TeamBuilderScreen));

const MATCH_WORDS = {
  empty: 'Add the season’s games on the Season screen (by hand or Generate fixtures); each then appears here to play with the calculators and record.',
  action: { scheduled: 'Play it', ready: 'Play it', inPlay: 'Continue playing', recorded: 'See the result' },
};

export const DIRTY_WHEELS_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/dirtywheels/declaration.ts.
  components: { team: TeamBuilderScreen, match: matchSlot(DirtyWheelsMatchScreen, MATCH_WORDS) },
  league: { teams: LeagueTeamsCard },
};
