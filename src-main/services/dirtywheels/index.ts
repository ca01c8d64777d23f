/** Dirty Wheels' services as the core sees them (services/rulesets.ts): its team-building rules, its drivers' careers, its import checks and its match table's service half (with its odds). */
import type { RulesetServices } from '../rulesetHooks';
import { dirtyWheelsCareers } from './careers';
import { dirtyWheelsImportChecks } from './importChecks';
import { dwTableOdds } from './odds';
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
  // Its table with the odds of each intent that rolls (issue 23): odds.ts reads the table, so it joins it here.
  get table() {
    return { ...dwTableServices, odds: dwTableOdds };
  },
};
