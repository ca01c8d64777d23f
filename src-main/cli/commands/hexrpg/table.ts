/**
 * The hex RPG table at the terminal, in its words, for the core's `league match table` (matchTable.ts): the gangs'
 * character and vehicle cards, each roll's resolution, the session's log, intents as `KIND --field value` (a
 * character or a vehicle by name or id) and a calculator's preview through `hxTable.preview`.
 */
import type { HxResolution, HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { campaignCall } from '../commandKit';
import type { RulesetTableCli } from '../matchTable';
import { logLines } from '../tableLines';
import { INTENT_SPECS, intentFromFlags, intentsHelp } from './intents';
import { resolutionText, tableText } from './tableText';

export const hexrpgTableCli: RulesetTableCli = {
  intents: {
    specs: INTENT_SPECS,
    help: intentsHelp,
    fromFlags: (kind, flags, state) => intentFromFlags(kind, flags, state as HxTableState),
  },
  stateText: (state) => tableText(state as HxTableState),
  resolutionText: (r) => resolutionText(r as HxResolution),
  logText: (state) => logLines((state as HxTableState).log, (e) => resolutionText(e.resolution)),
  emptyLog: (state, matchId) =>
    `Session ${(state as HxTableState).number}'s table has no moves yet: start with \`league match table FILE --match ${matchId} act order\`.`,
  preview: (session, matchId, intent, io) => campaignCall(session, 'hxTable.preview', { matchId, intent: intent as never }, io),
};
