/** Handlers of the schedule and match channels. */
import type { matchChannels } from '../../../src-shared/ipc/channels/matches';
import { matchReport, recordMatchKeepingReport } from '../../services/dethmetal/matchReport';
import { addEvent, generateFixtures, listSchedule, matchRow, matchView, previewFixtures, removeEvent } from '../../services/league/schedule';
import { assignTeam, preMatch } from '../../services/dethmetal/preMatch';
import { editEvent, moveEvent } from '../../services/league/scheduleChanges';
import { requireCampaign } from '../../services/league/layer';
import { previewOutcome, recordOutcome } from '../../services/league/results';
import type { HandlersFor } from './types';

const RECORD_INSTEAD = 'Record each team’s win, draw or loss and its stats with match.recordOutcome (`league match outcome`).';

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
  'match.preMatch': ({ session }, input) => {
    requireCampaign(session.league, 'pre-match rolls', RECORD_INSTEAD);
    return preMatch(session.league, input);
  },
  'match.assign': ({ session }, input) => {
    requireCampaign(session.league, 'heat assignments', RECORD_INSTEAD);
    return assignTeam(session.league, input);
  },
  'match.record': ({ session }, input) => {
    requireCampaign(session.league, 'post-match sequence', RECORD_INSTEAD);
    return recordMatchKeepingReport(session.league, input);
  },
  'match.previewOutcome': ({ session }, input) => previewOutcome(session.league, input),
  'match.recordOutcome': ({ session }, input) => recordOutcome(session.league, input),
};
