/** Handlers of the franchise page channel: a read-only view over one franchise's records. */
import type { franchiseChannels } from '../../../../src-shared/ipc/channels/dethmetal/franchise';
import { franchisePage } from '../../../services/dethmetal/franchisePage';
import type { HandlersFor } from '../types';

export const franchiseHandlers: HandlersFor<typeof franchiseChannels> = {
  'franchise.page': ({ session }, input) => franchisePage(session.league, input.id),
};
