/** Handlers of the hex RPG table channels: one session's live cards and calculators, through services/hexrpg/table. */
import type { hexrpgTableChannels } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { hxAct, hxPreview, hxTableState } from '../../../services/hexrpg/table';
import type { HandlersFor } from '../types';

export const hexrpgTableHandlers: HandlersFor<typeof hexrpgTableChannels> = {
  'hxTable.state': ({ session }, input) => hxTableState(session.league, input.matchId),
  'hxTable.preview': ({ session }, input) => hxPreview(session.league, input),
  'hxTable.act': ({ session }, input) => hxAct(session.league, input),
};
