/** Dethmetal's handlers, for the registry (handlers/index.ts): its campaign, seasons, franchise page, match assistant and design library. */
import { assistantHandlers } from './assistant';
import { campaignHandlers } from './campaign';
import { designsHandlers } from './designs';
import { franchiseHandlers } from './franchise';
import { dethmetalSeasonHandlers } from './season';

export const dethmetalHandlers = { ...campaignHandlers, ...dethmetalSeasonHandlers, ...franchiseHandlers, ...assistantHandlers, ...designsHandlers };
