/** Dethmetal's handlers, for the registry (handlers/index.ts): its campaign, seasons, matches (pre-match, assignments, post-match, report), franchise page, match assistant and design library. */
import { joinDistinct } from '../../../../src-shared/ipc/join';
import { assistantHandlers } from './assistant';
import { campaignHandlers } from './campaign';
import { designsHandlers } from './designs';
import { franchiseHandlers } from './franchise';
import { dethmetalMatchHandlers } from './matches';
import { dethmetalSeasonHandlers } from './season';

/** Joined as the registry joins (a channel served twice fails at load), not spread: a spread keeps the last silently. */
export const dethmetalHandlers = joinDistinct(
  'handler',
  campaignHandlers,
  dethmetalSeasonHandlers,
  dethmetalMatchHandlers,
  franchiseHandlers,
  assistantHandlers,
  designsHandlers,
);
