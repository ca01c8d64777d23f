/**
 * `match.recording`, `match.previewCorrection` and `match.correct` (issue 27): the league's history replayed with a match's result
 * corrected, through a replay session of its own on this process's dispatcher (verify.ts replayHost), then shown or
 * committed (services/league/correct.ts).
 */
import type { correctChannels } from '../../../src-shared/ipc/channels/correct';
import { commitCorrection, previewCorrection } from '../../services/league/correct';
import { matchRecording } from '../../services/league/recording';
import type { HandlersFor } from './types';
import { replayHost } from './verify';

export const correctHandlers: HandlersFor<typeof correctChannels> = {
  'match.recording': ({ session }, input) => matchRecording(session.league, input.matchId),
  'match.previewCorrection': ({ session, hooks }, input) => previewCorrection(session.league, replayHost(hooks, session.options.nativeBinding), input),
  'match.correct': ({ session, hooks }, input) => commitCorrection(session.league, replayHost(hooks, session.options.nativeBinding), input),
};
