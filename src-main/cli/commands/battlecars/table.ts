/**
 * The battlecars match table at the terminal, in its words, for the core's `league match table` (matchTable.ts): the
 * players' vehicle cards and drivers, each roll's resolution, the match log, intents as `KIND --field value` (a
 * vehicle by id or name, a driver by name) and a calculator's preview through `bcTable.preview`.
 */
import type { BcResolution, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { campaignCall } from '../commandKit';
import type { RulesetTableCli } from '../matchTable';
import { logLines } from '../tableLines';
import { INTENT_SPECS, intentFromFlags, intentsHelp } from './intents';
import { resolutionText, tableText } from './tableText';

export const battlecarsTableCli: RulesetTableCli = {
  intents: {
    specs: INTENT_SPECS,
    help: intentsHelp,
    fromFlags: (kind, flags, state) => intentFromFlags(kind, flags, state as BcTableState),
  },
  stateText: (state) => tableText(state as BcTableState),
  resolutionText: (r) => resolutionText(r as BcResolution),
  logText: (state) => logLines((state as BcTableState).log, (e) => resolutionText(e.resolution)),
  emptyLog: (state, matchId) =>
    `Match ${(state as BcTableState).number}'s table has no moves yet: start with \`league match table FILE --match ${matchId} act speeds --speeds "NAME=2,…"\`.`,
  preview: (session, matchId, intent, io) => campaignCall(session, 'bcTable.preview', { matchId, intent: intent as never }, io),
};
