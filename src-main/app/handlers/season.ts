/** Handlers of the league core's season, standings and dice-log channels (Dethmetal's are in dethmetal/season.ts). */
import type { seasonChannels } from '../../../src-shared/ipc/channels/season';
import { careerTable, personCareer } from '../../services/league/careers';
import { diceLogEntries } from '../../services/league/diceLog';
import { closeSeason } from '../../services/league/season';
import { currentSeasonView, listSeasons } from '../../services/league/seasonView';
import { leagueMeetingPoints, leagueStandings } from '../../services/league/standings';
import type { HandlersFor } from './types';

export const seasonHandlers: HandlersFor<typeof seasonChannels> = {
  'season.current': ({ session }) => currentSeasonView(session.league),
  'season.list': ({ session }) => listSeasons(session.league),
  'season.close': ({ session }, input) => closeSeason(session.league, input),
  'standings.league': ({ session }, input) => leagueStandings(session.league, input),
  'standings.points': ({ session }, input) => leagueMeetingPoints(session.league, input),
  'dice.log': ({ session }, input) => diceLogEntries(session.league, input),
  'careers.table': ({ session }, input) => careerTable(session.league, input),
  'careers.person': ({ session }, input) => personCareer(session.league, input.competitorId),
};
