/** The race-combat variant's services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { rcTableOdds } from './odds';
import { rcTableServices } from './table';
import { racecombatTeamRules } from './teamRules';

export const racecombatServices: RulesetServices = {
  get teamRules() {
    return racecombatTeamRules;
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...rcTableServices, odds: rcTableOdds };
  },
};
