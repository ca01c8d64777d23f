/**
 * Dethmetal's screens, the one thing the core (screens/registry.ts) imports from this folder: its navigation, the
 * Season tabs of its campaign (money, shopping, season end) and the League screen's franchise page and founding.
 */
import { IconChartLine, IconCoin, IconHistory, IconShoppingCart, IconTrophy } from '@tabler/icons-react';
import type { RulesetScreensEntry } from '../rulesetScreens';
import { CORE_SEASON_TABS } from '../season/coreTabs';
import { FoundingWizard } from './founding/FoundingWizard';
import { FranchisePage } from './franchise/FranchisePage';
import { GarageScreen } from './garage/GarageScreen';
import { MatchScreen } from './match/MatchScreen';
import { RosterScreen } from './roster/RosterScreen';
import { FinancesTab } from './season/FinancesTab';
import { PastSeasonsTab } from './season/PastSeasonsTab';
import { SeasonEndTab } from './season/SeasonEndTab';
import { ShoppingTab } from './season/ShoppingTab';
import { StandingsTab } from './season/StandingsTab';

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
