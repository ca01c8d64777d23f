/** The race-combat variant's services as the core sees them (services/rulesets.ts): its team-building rules. */
import type { RulesetServices } from '../rulesetHooks';
import { rcTableOdds } from './odds';
import { rcTableServices } from './table';
import { withTableEvents } from './tableImport';
import { racecombatTeamRules } from './teamRules';

export const racecombatServices: RulesetServices = {
  get teamRules() {
    return racecombatTeamRules;
  },
  // Race combat keeps no tables of its own; the import runs its table's events by their schema and in order (tableImport.ts).
  get importChecks() {
    return withTableEvents({ ownRows: [], floors: [], check() {} });
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...rcTableServices, odds: rcTableOdds };
  },
};
