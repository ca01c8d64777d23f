/** The hex RPG's services as the core sees them (services/rulesets.ts): its team building, its recovery between sessions, its match table and its import checks. */
import type { RulesetServices } from '../rulesetHooks';
import { recoveryStep } from './between';
import { hexrpgCareers } from './careers';
import { hexrpgImportChecks } from './importChecks';
import { hxTableOdds } from './odds';
import { hxTableServices } from './table';
import { withHxTableEvents } from './tableImport';
import { hexrpgTeamRules } from './teamRules';

export const hexrpgServices: RulesetServices = {
  get careers() {
    return hexrpgCareers;
  },
  get teamRules() {
    return hexrpgTeamRules;
  },
  // Run after the core records a session, through its own channel (hexrpg.recover): StepMode `after`.
  get afterResult() {
    return recoveryStep as RulesetServices['afterResult'];
  },
  // Its own checks (each seat of its vehicle's kind), then its table's events by their schema and in order (tableImport.ts).
  get importChecks() {
    return withHxTableEvents(hexrpgImportChecks);
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...hxTableServices, odds: hxTableOdds };
  },
};
