/** Battlecars' services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { battlecarsTeamRules } from './teamRules';

export const battlecarsServices: RulesetServices = {
  get teamRules() {
    return battlecarsTeamRules;
  },
};
