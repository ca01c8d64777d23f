/** The race-combat variant's services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { racecombatTeamRules } from './teamRules';

export const racecombatServices: RulesetServices = {
  get teamRules() {
    return racecombatTeamRules;
  },
};
