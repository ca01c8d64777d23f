/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules, its drivers' careers and its import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsCareers } from './careers';
import { dirtyWheelsImportChecks } from './importChecks';
import { dirtyWheelsTeamRules } from './teamRules';

export const dirtyWheelsServices: RulesetServices = {
  get teamRules() {
    return dirtyWheelsTeamRules;
  },
  get careers() {
    return dirtyWheelsCareers;
  },
  get importChecks() {
    return dirtyWheelsImportChecks;
  },
};
