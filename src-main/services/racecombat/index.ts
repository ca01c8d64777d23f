/** The race-combat variant's services as the core sees them (services/rulesets.ts): team building, careers, import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { rcTableOdds } from './odds';
import { rcTableServices } from './table';
import { withTableEvents } from './tableImport';
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
  // Its own checks (one driver per car, gunners, cars per team), then its table's events by their schema and in order.
  get importChecks() {
    return withTableEvents(racecombatImportChecks);
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...rcTableServices, odds: rcTableOdds };
  },
};
