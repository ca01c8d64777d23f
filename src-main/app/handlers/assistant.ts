/** Handlers of the match assistant's channels. */
import type { assistantChannels } from '../../../src-shared/ipc/channels/assistant';
import { assistantRefs, previewCalculation, resolveCalculation, startingCards } from '../../services/assistant';
import type { HandlersFor } from './types';

export const assistantHandlers: HandlersFor<typeof assistantChannels> = {
  'assistant.cars': ({ session }, input) => startingCards(session.league, input.entries),
  'assistant.preview': ({ session }, input) => previewCalculation(session.league, input),
  'assistant.resolve': ({ session }, input) => resolveCalculation(session.league, input),
  'assistant.refs': ({ session }, input) => assistantRefs(session.league, input.matchId),
};
