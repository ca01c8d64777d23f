import { IconCalendarEvent, IconChartLine, IconFlag, IconHistory } from '@tabler/icons-react';
import type { SeasonTab } from '../rulesetScreens';
import { CloseSeasonTab } from './CloseSeasonTab';
import { CorePastSeasonsTab } from './CorePastSeasonsTab';
import { CoreStandingsTab } from './CoreStandingsTab';
import { ScheduleTab } from './ScheduleTab';

/**
 * The league core's Season tabs: a ruleset uses them as they are, or puts its own in their place (Dethmetal's
 * standings and past seasons, and its campaign's tabs where the core closes a season with season.close).
 */
export const CORE_SEASON_TABS = {
  schedule: { value: 'schedule', label: 'Schedule', icon: IconCalendarEvent, component: ScheduleTab },
  standings: { value: 'standings', label: 'Standings', icon: IconChartLine, component: CoreStandingsTab },
  close: { value: 'close', label: 'Close season', icon: IconFlag, component: CloseSeasonTab },
  past: { value: 'past', label: 'Past seasons', icon: IconHistory, component: CorePastSeasonsTab },
} as const satisfies Record<string, SeasonTab>;

export const CORE_SEASON_TAB_LIST: readonly SeasonTab[] = [
  CORE_SEASON_TABS.schedule,
  CORE_SEASON_TABS.standings,
  CORE_SEASON_TABS.close,
  CORE_SEASON_TABS.past,
];
