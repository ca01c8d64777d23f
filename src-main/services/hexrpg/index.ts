/** The hex RPG's services as the core sees them (services/rulesets.ts): its team building and its recovery between sessions. */
import type { RulesetServices } from '../rulesetHooks';
import { recoveryStep } from './between';
import { hexrpgCareers } from './careers';
import { hexrpgImportChecks } from './importChecks';
import { hexrpgTeamRules } from './teamRules';

export const hexrpgServices: RulesetServices = {
  get careers() {
    return hexrpgCareers;
  },
  get importChecks() {
    return hexrpgImportChecks;
  },
  get teamRules() {
    return hexrpgTeamRules;
  },
  // Run after the core records a session, through its own channel (hexrpg.recover): StepMode `after`.
  get afterResult() {
    return recoveryStep as RulesetServices['afterResult'];
  },
};
