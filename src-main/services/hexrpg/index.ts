/** The hex RPG's services as the core sees them (services/rulesets.ts): its team building, its match table with the odds of each intent, and its recovery between sessions. */
import type { RulesetServices } from '../rulesetHooks';
import { recoveryStep } from './between';
import { hxTableOdds } from './odds';
import { hxTableServices } from './table';
import { hexrpgTeamRules } from './teamRules';

export const hexrpgServices: RulesetServices = {
  get teamRules() {
    return hexrpgTeamRules;
  },
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...hxTableServices, odds: hxTableOdds };
  },
  // Run after the core records a session, through its own channel (hexrpg.recover): StepMode `after`.
  get afterResult() {
    return recoveryStep as RulesetServices['afterResult'];
  },
};
