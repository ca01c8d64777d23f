/** Battlecars' services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { bcTableOdds } from './odds';
import { bcTableServices } from './table';
import { battlecarsTeamRules } from './teamRules';

export const battlecarsServices: RulesetServices = {
  get teamRules() {
    return battlecarsTeamRules;
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...bcTableServices, odds: bcTableOdds };
  },
};
