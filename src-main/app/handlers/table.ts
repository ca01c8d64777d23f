/** Handlers of the core's match table channels: the league's ruleset's table, through services/league/tableChannel. */
import type { tableChannels } from '../../../src-shared/ipc/channels/table';
import { tableOdds } from '../../services/league/odds';
import { tableAct, tableDiceLog, tableLog, tableState } from '../../services/league/tableChannel';
import type { HandlersFor } from './types';

export const tableHandlers: HandlersFor<typeof tableChannels> = {
  'table.state': ({ session }, input) => tableState(session.league, input.matchId),
  'table.act': ({ session }, input) => tableAct(session.league, input),
  'table.odds': ({ session }, input) => tableOdds(session.league, input),
  'table.log': ({ session }, input) => tableLog(session.league, input.matchId),
  'table.dice': ({ session }, input) => tableDiceLog(session.league, input.matchId),
};
