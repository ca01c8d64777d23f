/** The hex RPG's services as the core sees them (services/rulesets.ts): its recovery between sessions. */
import type { RulesetServices } from '../rulesetHooks';
import { recoveryStep } from './between';

export const hexrpgServices: RulesetServices = {
  // Run after the core records a session, through its own channel (hexrpg.recover): StepMode `after`.
  get afterResult() {
    return recoveryStep as RulesetServices['afterResult'];
  },
};
