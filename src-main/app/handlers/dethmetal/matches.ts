/** Handlers of Dethmetal's match channels: the pre-match rolls, heat assignments, post-match sequence and its report. */
import type { dethmetalMatchChannels } from '../../../../src-shared/ipc/channels/dethmetal/matches';
import { matchReport, recordMatchKeepingReport } from '../../../services/dethmetal/matchReport';
import { assignTeam, preMatch } from '../../../services/dethmetal/preMatch';
import { requireCampaign } from '../../../services/league/layer';
import type { HandlersFor } from '../types';

export type DethmetalMatchChannels = typeof dethmetalMatchChannels;

const RECORD_INSTEAD = 'Record each team’s win, draw or loss and its stats with match.recordOutcome (`league match outcome`).';

export const dethmetalMatchHandlers: HandlersFor<DethmetalMatchChannels> = {
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
};
