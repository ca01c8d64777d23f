/** Dethmetal's handlers, for the registry (handlers/index.ts): its campaign, seasons, matches (pre-match, assignments, post-match, report), franchise page, match assistant and design library. */
import { assistantHandlers } from './assistant';
import { campaignHandlers } from './campaign';
import { designsHandlers } from './designs';
import { franchiseHandlers } from './franchise';
import { dethmetalMatchHandlers } from './matches';
import { dethmetalSeasonHandlers } from './season';

export const dethmetalHandlers = {
  ...campaignHandlers,
  ...dethmetalSeasonHandlers,
  ...dethmetalMatchHandlers,
  ...franchiseHandlers,
  ...assistantHandlers,
  ...designsHandlers,
};
