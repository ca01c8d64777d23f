/** Handlers of the season, standings and dice-log channels. */
import type { seasonChannels } from '../../../src-shared/ipc/channels/season';
import { endSeason } from '../../services/campaign/seasonEnd';
import { currentSeasonView, diceLogEntries, listSeasons, standings } from '../../services/campaign/standings';
import type { HandlersFor } from './types';

export const seasonHandlers: HandlersFor<typeof seasonChannels> = {
  'season.current': ({ session }) => currentSeasonView(session.league),
  'season.list': ({ session }) => listSeasons(session.league),
  'season.end': ({ session }, input) => endSeason(session.league, input),
  'standings.get': ({ session }, input) => standings(session.league, input),
  'dice.log': ({ session }, input) => diceLogEntries(session.league, input),
};
