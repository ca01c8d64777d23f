/** The hex RPG's services as the core sees them (services/rulesets.ts): its team building, its recovery between sessions, its match table and its import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { recoveryStep } from './between';
import { hxTableOdds } from './odds';
import { hxTableServices } from './table';
import { withHxTableEvents } from './tableImport';
import { hexrpgTeamRules } from './teamRules';

export const hexrpgServices: RulesetServices = {
  get teamRules() {
    return hexrpgTeamRules;
  },
  // Run after the core records a session, through its own channel (hexrpg.recover): StepMode `after`.
  get afterResult() {
    return recoveryStep as RulesetServices['afterResult'];
  },
  // No tables of its own yet; the import checks its table's events by their schema and in order (tableImport.ts).
  get importChecks() {
    return withHxTableEvents({ ownRows: [], floors: [], check() {} });
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...hxTableServices, odds: hxTableOdds };
  },
};
