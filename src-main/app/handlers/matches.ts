/** Handlers of the schedule and match channels. */
import type { matchChannels } from '../../../src-shared/ipc/channels/matches';
import { matchReport, recordMatchKeepingReport } from '../../services/campaign/matchReport';
import {
  addEvent,
  assignTeam,
  generateFixtures,
  listSchedule,
  matchRow,
  matchView,
  preMatch,
  previewFixtures,
  removeEvent,
} from '../../services/campaign/schedule';
import { editEvent, moveEvent } from '../../services/campaign/scheduleChanges';
import type { HandlersFor } from './types';

export const matchHandlers: HandlersFor<typeof matchChannels> = {
  'schedule.list': ({ session }, input) => listSchedule(session.league, input.season),
  'schedule.add': ({ session }, input) => addEvent(session.league, input),
  'schedule.generatePreview': ({ session }, input) => previewFixtures(session.league, input),
  'schedule.generate': ({ session }, input) => generateFixtures(session.league, input),
  'schedule.remove': ({ session }, input) => removeEvent(session.league, input),
  'schedule.move': ({ session }, input) => moveEvent(session.league, input),
  'schedule.edit': ({ session }, input) => editEvent(session.league, input),
  'match.get': ({ session }, input) => matchView(session.league, matchRow(session.league, input.matchId)),
  'match.report': ({ session }, input) => matchReport(session.league, input.matchId),
  'match.preMatch': ({ session }, input) => preMatch(session.league, input),
  'match.assign': ({ session }, input) => assignTeam(session.league, input),
  'match.record': ({ session }, input) => recordMatchKeepingReport(session.league, input),
};
