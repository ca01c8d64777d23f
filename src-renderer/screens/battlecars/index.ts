/**
 * Battlecars' screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation (the
 * players with their vehicles, its match page) and League › Settings' vehicle card types. Its League overview and
 * Season screen are the core's.
 */
import { lazyScreen } from '../../shell/lazyScreen';
import type { RulesetScreensEntry } from '../rulesetScreens';

// Each screen's code loads when first needed (shell/lazyScreen.ts).
const PlayersScreen = lazyScreen(() => import('./team/PlayersScreen').then((m) => m.PlayersScreen));
const CardTypesSettings = lazyScreen(() => import('./cards/CardTypesSettings').then((m) => m.CardTypesSettings));

export const BATTLECARS_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/battlecars/declaration.ts.
  components: { players: PlayersScreen },
  league: { settings: CardTypesSettings },
};
