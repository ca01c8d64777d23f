/** Handlers of the Battlecars card-type channels, through services/battlecars/cardTypes. */
import type { battlecarsCardChannels } from '../../../../src-shared/ipc/channels/battlecars/cards';
import { listCardTypes, saveCardTypes } from '../../../services/battlecars/cardTypes';
import type { HandlersFor } from '../types';

export const battlecarsCardHandlers: HandlersFor<typeof battlecarsCardChannels> = {
  'bcCards.list': ({ session }) => listCardTypes(session.league),
  'bcCards.save': ({ session }, input) => saveCardTypes(session.league, input),
};
