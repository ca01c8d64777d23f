/** Handlers of the battlecars table channels: one match's live cards and calculators, through services/battlecars/table. */
import type { battlecarsChannels } from '../../../../src-shared/ipc/channels/battlecars/table';
import { bcAct, bcPreview, bcTableState } from '../../../services/battlecars/table';
import type { HandlersFor } from '../types';

export const battlecarsTableHandlers: HandlersFor<typeof battlecarsChannels> = {
  'bcTable.state': ({ session }, input) => bcTableState(session.league, input.matchId),
  'bcTable.preview': ({ session }, input) => bcPreview(session.league, input),
  'bcTable.act': ({ session }, input) => bcAct(session.league, input),
};
