/**
 * The race-combat match table at the terminal, in its words, for the core's `league match table` (matchTable.ts): the
 * teams' car cards, each roll's resolution, the meeting's log by race, intents as `KIND --field value` (a car by id or
 * name) and a calculator's preview through `rcTable.preview`.
 */
import type { RcResolution, RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { campaignCall } from '../commandKit';
import type { RulesetTableCli } from '../matchTable';
import { INTENT_SPECS, intentFromFlags, intentsHelp } from './intents';
import { resolutionText, tableText } from './tableText';

export const racecombatTableCli: RulesetTableCli = {
  intents: {
    specs: INTENT_SPECS,
    help: intentsHelp,
    fromFlags: (kind, flags, state) => intentFromFlags(kind, flags, state as RcTableState),
  },
  stateText: (state) => tableText(state as RcTableState),
  resolutionText: (r) => resolutionText(r as RcResolution),
  logText(state) {
    const s = state as RcTableState;
    if (!s.log.length) return null;
    return s.log.flatMap((e, i) => [
      ...(i && s.log[i - 1]!.race !== e.race ? ['', `Race ${e.race}`] : i ? [''] : [`Race ${e.race}`]),
      ...resolutionText(e.resolution).map((l, n) => (n === 0 ? `#${e.seq} ${l}` : l)),
    ]);
  },
  emptyLog: (state, matchId) =>
    `Match ${(state as RcTableState).number}'s table has no moves yet: start with \`league match table FILE --match ${matchId} act gear --car NAME --gear 1\`.`,
  preview: (session, matchId, intent, io) => campaignCall(session, 'rcTable.preview', { matchId, intent: intent as never }, io),
};
