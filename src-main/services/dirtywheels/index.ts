/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsTeamRules } from './teamRules';

export const dirtyWheelsServices: RulesetServices = {
  get teamRules() {
    return dirtyWheelsTeamRules;
  },
};
