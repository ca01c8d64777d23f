/**
 * Dirty Wheels' match table at the terminal, in its words, for the core's `league match table` (matchTable.ts): the
 * cards as the match screen shows them, each roll's resolution, the match log, intents as `KIND --field value` (a
 * car by id or by name, read off the contract's schemas) and a calculator's preview through `dwTable.preview`.
 */
import type { DwResolution, DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { campaignCall } from '../commandKit';
import type { RulesetTableCli } from '../matchTable';
import { logLines } from '../tableLines';
import { type CarNames, INTENT_SPECS, intentFromFlags, intentsHelp } from './intents';
import { resolutionText, tableText } from './tableText';

const carsOf = (s: DwTableState): CarNames => s.teams.flatMap((t) => t.cars.map((c) => ({ vehicleId: c.vehicleId, name: c.name })));

export const dirtyWheelsTableCli: RulesetTableCli = {
  intents: {
    specs: INTENT_SPECS,
    help: intentsHelp,
    fromFlags: (kind, flags, state) => intentFromFlags(kind, flags, carsOf(state as DwTableState)),
  },
  stateText: (state) => tableText(state as DwTableState),
  resolutionText: (r) => resolutionText(r as DwResolution),
  logText: (state) => logLines((state as DwTableState).log, (e) => resolutionText(e.resolution)),
  emptyLog: (state, matchId) =>
    `Match ${(state as DwTableState).number}'s table has no moves yet: start with \`league match table FILE --match ${matchId} act initiative\`.`,
  preview: (session, matchId, intent, io) => campaignCall(session, 'dwTable.preview', { matchId, intent: intent as never }, io),
};
