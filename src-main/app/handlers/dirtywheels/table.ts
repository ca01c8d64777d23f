/** Handlers of the Dirty Wheels table channels: one match's live cards and calculators, through services/dirtywheels/table. */
import type { dirtyWheelsChannels } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { dwAct, dwPreview, dwTableState } from '../../../services/dirtywheels/table';
import type { HandlersFor } from '../types';

export const dirtyWheelsHandlers: HandlersFor<typeof dirtyWheelsChannels> = {
  'dwTable.state': ({ session }, input) => dwTableState(session.league, input.matchId),
  'dwTable.preview': ({ session }, input) => dwPreview(session.league, input),
  'dwTable.act': ({ session }, input) => dwAct(session.league, input),
};
