/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules, its drivers' careers, its import checks and its match table's service half. */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsCareers } from './careers';
import { dirtyWheelsImportChecks } from './importChecks';
import { dwTableServices } from './table';
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
  get table() {
    return dwTableServices;
  },
};
