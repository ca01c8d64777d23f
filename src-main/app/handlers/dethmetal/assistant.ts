/** Handlers of the match assistant's channels. */
import type { assistantChannels } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import { act, assistantState, previewCalculation, startingCards } from '../../../services/dethmetal/assistant';
import type { HandlersFor } from '../types';

export const assistantHandlers: HandlersFor<typeof assistantChannels> = {
  'assistant.cars': ({ session }, input) => startingCards(session.league, input.entries),
  'assistant.state': ({ session }, input) => assistantState(session.league, input.matchId),
  'assistant.preview': ({ session }, input) => previewCalculation(session.league, input),
  'assistant.act': ({ session }, input) => act(session.league, input),
};
