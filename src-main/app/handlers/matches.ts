/** Handlers of the league core's schedule and match channels (Dethmetal's are in dethmetal/matches.ts). */
import type { matchChannels } from '../../../src-shared/ipc/channels/matches';
import { addEvent, generateFixtures, listSchedule, matchRow, matchView, previewFixtures, removalPreview, removeEvent } from '../../services/league/schedule';
import { editEvent, moveEvent } from '../../services/league/scheduleChanges';
import { meetingRounds } from '../../services/league/meetingRounds';
import { previewOutcome, recordOutcome } from '../../services/league/results';
import type { HandlersFor } from './types';

export const matchHandlers: HandlersFor<typeof matchChannels> = {
  'schedule.list': ({ session }, input) => listSchedule(session.league, input.season),
  'schedule.add': ({ session }, input) => addEvent(session.league, input),
  'schedule.generatePreview': ({ session }, input) => previewFixtures(session.league, input),
  'schedule.generate': ({ session }, input) => generateFixtures(session.league, input),
  'schedule.removePreview': ({ session }, input) => removalPreview(session.league, input),
  'schedule.remove': ({ session }, input) => removeEvent(session.league, input),
  'schedule.move': ({ session }, input) => moveEvent(session.league, input),
  'schedule.edit': ({ session }, input) => editEvent(session.league, input),
  'match.get': ({ session }, input) => matchView(session.league, matchRow(session.league, input.matchId)),
  'match.rounds': ({ session }, input) => meetingRounds(session.league, input.matchId),
  'match.previewOutcome': ({ session }, input) => previewOutcome(session.league, input),
  'match.recordOutcome': ({ session }, input) => recordOutcome(session.league, input),
};
