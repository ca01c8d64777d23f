/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules and its import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsImportChecks } from './importChecks';
import { dirtyWheelsTeamRules } from './teamRules';

export const dirtyWheelsServices: RulesetServices = {
  get teamRules() {
    return dirtyWheelsTeamRules;
  },
  get importChecks() {
    return dirtyWheelsImportChecks;
  },
};
