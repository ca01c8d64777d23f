/** The hex RPG's services as the core sees them (services/rulesets.ts): its match table with the odds of each intent. */
import type { RulesetServices } from '../rulesetHooks';
import { hxTableOdds } from './odds';
import { hxTableServices } from './table';

export const hexrpgServices: RulesetServices = {
  // Its match table's service half with the odds of each intent (table*.ts, odds.ts).
  get table() {
    return { ...hxTableServices, odds: hxTableOdds };
  },
};
