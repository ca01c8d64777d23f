/** Handlers of the season, standings and dice-log channels. */
import type { seasonChannels } from '../../../src-shared/ipc/channels/season';
import { endSeason } from '../../services/dethmetal/seasonEnd';
import { currentSeasonView, diceLogEntries, listSeasons, standings } from '../../services/dethmetal/standings';
import { requireCampaign } from '../../services/league/layer';
import { closeSeason } from '../../services/league/season';
import { leagueStandings } from '../../services/league/standings';
import type { HandlersFor } from './types';

export const seasonHandlers: HandlersFor<typeof seasonChannels> = {
  'season.current': ({ session }) => currentSeasonView(session.league),
  'season.list': ({ session }) => listSeasons(session.league),
  'season.end': ({ session }, input) => {
    requireCampaign(session.league, 'campaign season end (draft, money, sponsors)', 'Close the season with season.close (`league season close`).');
    return endSeason(session.league, input);
  },
  'season.close': ({ session }, input) => closeSeason(session.league, input),
  'standings.get': ({ session }, input) => {
    requireCampaign(session.league, 'campaign standings (money, Metal Cups, careers)', 'Its table is standings.league (`league standings`).');
    return standings(session.league, input);
  },
  'standings.league': ({ session }, input) => leagueStandings(session.league, input),
  'dice.log': ({ session }, input) => diceLogEntries(session.league, input),
};
