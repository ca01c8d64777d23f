/** Handlers of the race-combat table channels: one meeting's live cards and calculators, through services/racecombat/table. */
import type { racecombatChannels } from '../../../../src-shared/ipc/channels/racecombat/table';
import { rcAct, rcPreview, rcRecord, rcTableState } from '../../../services/racecombat/table';
import type { HandlersFor } from '../types';

export const racecombatTableHandlers: HandlersFor<typeof racecombatChannels> = {
  'rcTable.state': ({ session }, input) => rcTableState(session.league, input.matchId),
  'rcTable.preview': ({ session }, input) => rcPreview(session.league, input),
  'rcTable.act': ({ session }, input) => rcAct(session.league, input),
  'rcTable.record': ({ session }, input) => rcRecord(session.league, input.matchId),
};
