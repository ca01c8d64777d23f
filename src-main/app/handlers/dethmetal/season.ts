/** Handlers of Dethmetal's season channels: the campaign season end and the campaign standings. */
import type { dethmetalSeasonChannels } from '../../../../src-shared/ipc/channels/dethmetal/season';
import { requireCampaign } from '../../../services/league/layer';
import { endSeason } from '../../../services/dethmetal/seasonEnd';
import { standings } from '../../../services/dethmetal/standings';
import type { HandlersFor } from '../types';

export type DethmetalSeasonChannels = typeof dethmetalSeasonChannels;

export const dethmetalSeasonHandlers: HandlersFor<DethmetalSeasonChannels> = {
  'season.end': ({ session }, input) => {
    requireCampaign(session.league, 'campaign season end (draft, money, sponsors)', 'Close the season with season.close (`league season close`).');
    return endSeason(session.league, input);
  },
  'standings.get': ({ session }, input) => {
    requireCampaign(session.league, 'campaign standings (money, Metal Cups, careers)', 'Its table is standings.league (`league standings`).');
    return standings(session.league, input);
  },
};
