/** The race-combat variant's services as the core sees them (services/rulesets.ts): team building, careers, import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { racecombatCareers } from './careers';
import { racecombatImportChecks } from './importChecks';
import { racecombatTeamRules } from './teamRules';

export const racecombatServices: RulesetServices = {
  get teamRules() {
    return racecombatTeamRules;
  },
  get careers() {
    return racecombatCareers;
  },
  get importChecks() {
    return racecombatImportChecks;
  },
};
