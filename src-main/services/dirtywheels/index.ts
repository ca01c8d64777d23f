/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules and its drivers' careers. */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsCareers } from './careers';
import { dirtyWheelsTeamRules } from './teamRules';

export const dirtyWheelsServices: RulesetServices = {
  get teamRules() {
    return dirtyWheelsTeamRules;
  },
  get careers() {
    return dirtyWheelsCareers;
  },
};
