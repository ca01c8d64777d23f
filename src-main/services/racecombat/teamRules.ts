/**
 * What the race-combat variant adds to the generic team builder (services/teams.ts): the cars a team runs (house rule
 * `carsPerTeam`, gaps.md #30) and no rolls while building. The source builds no cars and rolls nothing for a driver or
 * a gunner (gaps.md #23, #10): a car is its design, shared out and equipped by the organizer under the league's wear
 * points and budget (the engine's validate), a driver or gunner a name.
 */
import { type RacecombatSettings, SECTION, withGap } from '../../../src-shared/engine/racecombat';
import type { TeamRollKind } from '../../../src-shared/ipc/channels/teams';
import { ServiceError } from '../errors';
import type { TeamRules } from '../teams';

const RULE = withGap(SECTION.league, 30);
const BUILD = withGap(SECTION.league, 23);

/** Why nothing is rolled, in the rule's words: the same answer for every kind of roll. */
const NOTHING: Record<TeamRollKind, string> = {
  driver: `The race-combat rules roll nothing for a driver or a gunner: each is a name (${withGap(SECTION.crew, 10)}).`,
  traits: `The race-combat rules give drivers and gunners no traits (${withGap(SECTION.crew, 10)}).`,
  upgrades: `The race-combat rules roll no upgrades: a car’s equipment is chosen within the league’s budget (${BUILD}).`,
};

export const racecombatTeamRules: TeamRules = {
  maxCars: (settings) => (settings as RacecombatSettings).carsPerTeam,
  maxCarsRule: RULE,
  rollDriver() {
    throw ServiceError.conflict(`${NOTHING.driver} Give the driver’s name instead. Nothing was changed.`, [{ path: ['rollDriver'], message: NOTHING.driver }]);
  },
  nothingToRoll: (kind) => NOTHING[kind],
  roll(kind) {
    throw ServiceError.conflict(`${NOTHING[kind]} Nothing was changed.`, [{ path: ['kind'], message: NOTHING[kind] }]);
  },
};
