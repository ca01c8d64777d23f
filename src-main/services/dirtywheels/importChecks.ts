/**
 * What the import checks of a Dirty Wheels league beyond every ruleset's rules (exports/leagueInvariants.ts runs
 * each car's and driver's validate; issue 19 #2): the pairing the team service keeps (teams.ts: one driver per car,
 * on the car's team, seated in the core's crew; the core's `soleDriverChecks`), which `league team show` and a
 * match's line-up read, and the table's events, each by the contract's schema in order (a start, then the intents),
 * so no match's table is unreadable after an import.
 */
import { checkTableEvents } from '../league/matchTable';
import { soleDriverChecks } from '../league/soleDriverChecks';
import type { ImportChecks } from '../rulesetHooks';
import { checkTableEvent } from './table';

const TEAM_BUILDING = 'Team building: every car has one driver, on its team';

export const dirtyWheelsImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    soleDriverChecks(sqlite, out, { vehicle: 'car', owner: 'team', oneSeat: 'a Dirty Wheels car has one slot, its driver', rule: TEAM_BUILDING });
    checkTableEvents(sqlite, out, checkTableEvent, 'the Dirty Wheels table');
  },
};
