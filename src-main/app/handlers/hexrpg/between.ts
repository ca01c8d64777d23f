/** Handlers of the hex RPG's recovery between sessions, through services/hexrpg/between. */
import type { hexrpgBetweenChannels } from '../../../../src-shared/ipc/channels/hexrpg/between';
import { recover } from '../../../services/hexrpg/between';
import type { HandlersFor } from '../types';

export const hexrpgBetweenHandlers: HandlersFor<typeof hexrpgBetweenChannels> = {
  'hexrpg.recover': ({ session }, input) => recover(session.league, input),
};
