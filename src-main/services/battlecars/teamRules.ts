/**
 * What Battlecars adds to the generic team builder (services/teams.ts): one vehicle per player (gaps.md #23) and no
 * rolls while building. The sheet rolls nothing for a vehicle or a driver (it has no driver generation): a vehicle is
 * its card type and the counters the player loads, a driver a name; the loading rules are the engine's validate.
 */
import { SECTION, withGap } from '../../../src-shared/engine/battlecars';
import type { TeamRollKind } from '../../../src-shared/ipc/channels/teams';
import { ServiceError } from '../errors';
import type { TeamRules } from '../teams';

const RULE = withGap(SECTION.setup, 23);

/** Why nothing is rolled, in the rule's words: the same answer for every kind of roll. */
const NOTHING: Record<TeamRollKind, string> = {
  driver: `The battlecars sheet rolls nothing for a driver: a driver is a name (${RULE}).`,
  traits: `The battlecars sheet has no driver traits (${RULE}).`,
  upgrades: `The battlecars sheet has no upgrades: a vehicle is its card type and the counters loaded in its pods and turrets (${SECTION.arming}).`,
};

export const battlecarsTeamRules: TeamRules = {
  maxCars: () => 1,
  maxCarsRule: RULE,
  rollDriver() {
    throw ServiceError.conflict(`${NOTHING.driver} Give the driver’s name instead. Nothing was changed.`, [{ path: ['rollDriver'], message: NOTHING.driver }]);
  },
  nothingToRoll: (kind) => NOTHING[kind],
  roll(kind) {
    throw ServiceError.conflict(`${NOTHING[kind]} Nothing was changed.`, [{ path: ['kind'], message: NOTHING[kind] }]);
  },
};
