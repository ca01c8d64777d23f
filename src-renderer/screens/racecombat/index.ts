/**
 * The race-combat variant's screens, the one thing the core (screens/registry.ts) imports from this folder: its Teams
 * screen (teams, their cars and crews, the car editor) and its Match page. Its League overview, Season screen and the
 * championships' tables are the core's (the drivers' table is the core's entrants' table, the teams' the teams').
 */
import { IconUsersGroup } from '@tabler/icons-react';
import { lazyScreen } from '../../shell/lazyScreen';
import { matchSlot } from '../../shell/MatchSlot';
import type { RulesetScreensEntry } from '../rulesetScreens';

// Each screen's code loads when first needed (shell/lazyScreen.ts).
const TeamsScreen = lazyScreen(() => import('./team/TeamsScreen').then((m) => m.TeamsScreen));
const RacecombatMatchScreen = lazyScreen(() => import('./match/RacecombatMatchScreen').then((m) => m.RacecombatMatchScreen));

const MATCH_WORDS = {
  empty: 'Add the season’s race meetings on the Season screen (by hand or Generate fixtures); each then appears here to run and record.',
  action: { scheduled: 'Run it', ready: 'Run it', inPlay: 'Continue', recorded: 'See the result' },
};

export const RACECOMBAT_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/racecombat/declaration.ts.
  components: { teams: TeamsScreen, match: matchSlot(RacecombatMatchScreen, MATCH_WORDS) },
  icons: { teams: IconUsersGroup },
};
