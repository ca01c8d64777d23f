/**
 * The hex RPG's screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation (the
 * gangs with their characters and vehicles, its session page with the calculators and the recovery between sessions)
 * and League › Settings' table of typical vehicles. Its League overview and Season screen are the core's.
 */
import { IconUsersGroup } from '@tabler/icons-react';
import { lazyScreen } from '../../shell/lazyScreen';
import { matchSlot } from '../../shell/MatchSlot';
import type { RulesetScreensEntry } from '../rulesetScreens';

// Each screen's code loads when first needed (shell/lazyScreen.ts).
const GangsScreen = lazyScreen(() => import('./gang/GangsScreen').then((m) => m.GangsScreen));
const HexrpgMatchScreen = lazyScreen(() => import('./match/HexrpgMatchScreen').then((m) => m.HexrpgMatchScreen));
const VehicleTableSettings = lazyScreen(() => import('./settings/VehicleTableSettings').then((m) => m.VehicleTableSettings));

const MATCH_WORDS = {
  empty: 'Add the season’s sessions on the Season screen (by hand or Generate fixtures); each then appears here to play with the calculators and record.',
  action: { scheduled: 'Play it', ready: 'Play it', inPlay: 'Continue playing', recorded: 'See the outcome' },
};

export const HEXRPG_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/hexrpg/declaration.ts.
  components: { gangs: GangsScreen, match: matchSlot(HexrpgMatchScreen, MATCH_WORDS) },
  icons: { gangs: IconUsersGroup },
  league: { settings: VehicleTableSettings },
};
