/**
 * Battlecars' screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation (the
 * players with their vehicles, its match page) and League › Settings' vehicle card types. Its League overview and
 * Season screen are the core's.
 */
import { IconUsers } from '@tabler/icons-react';
import { lazyScreen } from '../../shell/lazyScreen';
import { matchSlot } from '../../shell/MatchSlot';
import type { RulesetScreensEntry } from '../rulesetScreens';

// Each screen's code loads when first needed (shell/lazyScreen.ts).
const PlayersScreen = lazyScreen(() => import('./team/PlayersScreen').then((m) => m.PlayersScreen));
const BattlecarsMatchScreen = lazyScreen(() => import('./match/BattlecarsMatchScreen').then((m) => m.BattlecarsMatchScreen));
const CardTypesSettings = lazyScreen(() => import('./cards/CardTypesSettings').then((m) => m.CardTypesSettings));

const MATCH_WORDS = {
  empty: 'Add the season’s games on the Season screen (by hand or Generate fixtures); each then appears here to play with the calculators and record.',
  action: { scheduled: 'Play it', ready: 'Play it', inPlay: 'Continue playing', recorded: 'See the result' },
};

export const BATTLECARS_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/battlecars/declaration.ts.
  components: { players: PlayersScreen, match: matchSlot(BattlecarsMatchScreen, MATCH_WORDS) },
  icons: { players: IconUsers },
  league: { settings: CardTypesSettings },
};
