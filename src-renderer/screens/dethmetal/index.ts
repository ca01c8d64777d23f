/**
 * Dethmetal's screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation, the
 * Season tabs of its campaign (money, shopping, season end) and the League screen's franchise page and founding.
 */
import { IconChartLine, IconCoin, IconHistory, IconShoppingCart, IconTrophy } from '@tabler/icons-react';
import { lazyScreen } from '../../shell/lazyScreen';
import type { RulesetScreensEntry } from '../rulesetScreens';
import { CORE_SEASON_TABS } from '../season/coreTabs';

// Each screen's code loads when first needed (shell/lazyScreen.ts), so the page starts with the League screen only.
const FoundingWizard = lazyScreen(() => import('./founding/FoundingWizard').then((m) => m.FoundingWizard));
const FranchisePage = lazyScreen(() => import('./franchise/FranchisePage').then((m) => m.FranchisePage));
const GarageScreen = lazyScreen(() => import('./garage/GarageScreen').then((m) => m.GarageScreen));
const MatchScreen = lazyScreen(() => import('./match/MatchScreen').then((m) => m.MatchScreen));
const RosterScreen = lazyScreen(() => import('./roster/RosterScreen').then((m) => m.RosterScreen));
const FinancesTab = lazyScreen(() => import('./season/FinancesTab').then((m) => m.FinancesTab));
const PastSeasonsTab = lazyScreen(() => import('./season/PastSeasonsTab').then((m) => m.PastSeasonsTab));
const SeasonEndTab = lazyScreen(() => import('./season/SeasonEndTab').then((m) => m.SeasonEndTab));
const ShoppingTab = lazyScreen(() => import('./season/ShoppingTab').then((m) => m.ShoppingTab));
const StandingsTab = lazyScreen(() => import('./season/StandingsTab').then((m) => m.StandingsTab));

export const DETHMETAL_SCREENS: RulesetScreensEntry = {
  // Its navigation (order, labels, hints) is its declaration's: src-shared/engine/dethmetal/declaration.ts.
  components: { garage: GarageScreen, roster: RosterScreen, match: MatchScreen },
  // The campaign's season ends in its Season end wizard, so the core's Close season tab is not among them.
  seasonTabs: [
    CORE_SEASON_TABS.schedule,
    { value: 'standings', label: 'Standings', icon: IconChartLine, component: StandingsTab },
    { value: 'finances', label: 'Finances', icon: IconCoin, component: FinancesTab },
    { value: 'shopping', label: 'Shopping', icon: IconShoppingCart, component: ShoppingTab },
    { value: 'end', label: 'Season end', icon: IconTrophy, component: SeasonEndTab },
    { value: 'past', label: 'Past seasons', icon: IconHistory, component: PastSeasonsTab },
  ],
  league: { franchisePage: FranchisePage, foundingWizard: FoundingWizard },
};
