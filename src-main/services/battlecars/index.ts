/** Battlecars' services as the core sees them (services/rulesets.ts): its team-building rules, its drivers' careers and its import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { battlecarsCareers } from './careers';
import { battlecarsImportChecks } from './importChecks';
import { bcTableOdds } from './odds';
import { bcTableServices } from './table';
import { withTableEvents } from './tableImport';
import { battlecarsTeamRules } from './teamRules';

export const battlecarsServices: RulesetServices = {
  get teamRules() {
    return battlecarsTeamRules;
  },
  get careers() {
    return battlecarsCareers;
  },
  get importChecks() {
    // Its own checks, and its table's events by their schema and in order (tableImport.ts).
    return withTableEvents(battlecarsImportChecks);
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...bcTableServices, odds: bcTableOdds };
  },
};
