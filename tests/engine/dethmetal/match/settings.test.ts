import { describe, expect, it } from 'vitest';
import { MATCH_DEFAULTS, matchHouseRules, matchSettingsSchema, talentRerolls, RerollPool } from '../../../../src-shared/engine/dethmetal/match';

describe('match house rules', () => {
  it('an empty settings object parses to the gaps.md defaults', () => {
    expect(matchSettingsSchema.parse({})).toEqual(MATCH_DEFAULTS);
  });

  it('every house rule has a unique key of the settings object and a default its own schema accepts', () => {
    const keys = matchHouseRules.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(matchSettingsSchema.shape).sort());
    for (const rule of matchHouseRules) {
      expect(rule.schema.safeParse(rule.default).success).toBe(true);
      expect(rule.cites).toMatch(/Part|gaps/);
    }
  });

  it('gaps.md #41, #45: defaults are a turn step of 6, handling divisor 4 and graze divisor 6', () => {
    expect([MATCH_DEFAULTS.turnCostSpeedStep, MATCH_DEFAULTS.collisionHandlingDivisor, MATCH_DEFAULTS.collisionGrazeDivisor]).toEqual([6, 4, 6]);
  });

  it('rejects a value outside a rule (a divisor of 0)', () => {
    expect(matchSettingsSchema.safeParse({ collisionHandlingDivisor: 0 }).success).toBe(false);
  });
});

describe('Part I › re-roll talents', () => {
  it('orders re-rolls cheapest first: unlimited, once per turn, once per heat', () => {
    expect(talentRerolls(['Pro', 'Crack shot', 'Smooth Driver'], { heat: [], turn: [] }).map((r) => r.source)).toEqual(['Smooth Driver', 'Crack shot', 'Pro']);
  });

  it('leaves out a once-per-heat talent already used this heat and a once-per-turn talent used this turn', () => {
    expect(talentRerolls(['Pro', 'Crack shot', 'Marksman'], { heat: ['Pro'], turn: ['Crack shot'] }).map((r) => r.source)).toEqual(['Marksman']);
  });

  it('a pool drops a spent once-per-heat source but keeps Smooth Driver', () => {
    const pool = new RerollPool(talentRerolls(['Smooth Driver', 'Adept'], { heat: [], turn: [] }));
    pool.spend('Adept');
    pool.spend('Smooth Driver');
    expect(pool.for('driver-option').map((r) => r.source)).toEqual(['Smooth Driver']);
    expect(pool.used).toEqual(['Adept', 'Smooth Driver']);
  });
});
