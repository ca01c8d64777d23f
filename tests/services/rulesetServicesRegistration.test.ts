/**
 * Issue 21, the services' layer: each ruleset's hooks are registered once (src-main/services/rulesets.ts); a ruleset
 * registered twice or unknown to the engine is refused with its id, instead of one entry replacing another.
 */
import { describe, expect, it } from 'vitest';
import { allRulesetServices, registerRulesetServices, rulesetServices } from '../../src-main/services/rulesets';

describe('the services register each ruleset’s hooks once', () => {
  it('every registered ruleset’s hooks are reached by its id; an id without services has none', () => {
    expect(allRulesetServices().map(([id]) => id)).toEqual(['dethmetal', 'dirtywheels', 'battlecars', 'hexrpg']);
    expect(rulesetServices('dirtywheels').teamRules).toBeDefined();
    expect(rulesetServices('racecombat')).toEqual({});
    expect(rulesetServices('constructor')).toEqual({});
  });

  it('a ruleset registered twice, or one the engine does not know, is refused naming it', () => {
    expect(() =>
      registerRulesetServices([
        { ruleset: 'dirtywheels', services: {} },
        { ruleset: 'dirtywheels', services: {} },
      ]),
    ).toThrow('The ruleset’s services “dirtywheels” is registered twice by “dirtywheels”');
    expect(() => registerRulesetServices([{ ruleset: 'racecombat', services: {} }])).toThrow(
      'The services register hooks for the ruleset “racecombat”, which is not registered.',
    );
  });
});
