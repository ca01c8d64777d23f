/**
 * What the hex RPG adds to the generic team builder (services/teams.ts): a gang's vehicles, each added with its rider
 * or driver (the first slot of its kind), its other characters on foot (team.addPerson) and seated through
 * crew.assign. The chapter rolls nothing while building (a character's attributes come from the rest of the RPG), and
 * names no limit of vehicles per gang: Pitwall's is 12 (gaps.md #21).
 */
import { SECTION, withGap } from '../../../src-shared/engine/hexrpg';
import type { TeamRollKind } from '../../../src-shared/ipc/channels/teams';
import { ServiceError } from '../errors';
import type { TeamRules } from '../teams';

export const HEXRPG_MAX_VEHICLES = 12;
const RULE = withGap(SECTION.league, 21);

const NOTHING: Record<TeamRollKind, string> = {
  driver: `The vehicle combat chapter rolls no character: give his MUSC, AGI, ACCU, DRIV, LUCK and skills from the character sheet (${RULE}).`,
  traits: `The vehicle combat chapter has no traits: a character has skills with levels (${SECTION.weaponCombat}).`,
  upgrades: `The vehicle combat chapter has no upgrades: a vehicle is its kind's numbers (the league's typical vehicles) or its own (${withGap(SECTION.missing, 1)}).`,
};

export const hexrpgTeamRules: TeamRules = {
  maxCars: () => HEXRPG_MAX_VEHICLES,
  maxCarsRule: RULE,
  rollDriver() {
    throw ServiceError.conflict(`${NOTHING.driver} Nothing was changed.`, [{ path: ['rollDriver'], message: NOTHING.driver }]);
  },
  nothingToRoll: (kind) => NOTHING[kind],
  roll(kind) {
    throw ServiceError.conflict(`${NOTHING[kind]} Nothing was changed.`, [{ path: ['kind'], message: NOTHING[kind] }]);
  },
};
