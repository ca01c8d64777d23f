import { describe, expect, it } from 'vitest';
import { defaultDriverSettings, driverHouseRules, driverSettingsSchema } from '../../../../src-shared/engine/dethmetal/driver';

describe('driver house rules', () => {
  it('every house rule is a settings field whose default is the house rule default', () => {
    const defaults = defaultDriverSettings();
    expect(driverHouseRules.map((r) => r.key).sort()).toEqual(Object.keys(driverSettingsSchema.shape).sort());
    for (const rule of driverHouseRules) {
      expect(defaults[rule.key as keyof typeof defaults], rule.key).toEqual(rule.default);
      expect(rule.schema.safeParse(rule.default).success, rule.key).toBe(true);
      expect(rule.cites).toMatch(/gaps\.md #\d+/);
    }
  });

  it('defaults are the gaps.md resolutions (#7, #9, #10, #18, #19, #20, #70)', () => {
    expect(defaultDriverSettings()).toEqual({
      traitCap: 6, // #9
      permanentTraitFloor: 1, // #9
      levelsPastNine: 'continue-pattern', // #10
      mechanicSkillMax: 6, // #7
      quirkBonusesStack: true, // #18
      secondQuirkPenalty: 'total', // #19
      thirdQuirkOccurrence: 'bench-and-retire', // #19
      stupidUnhingedRetire: true, // #20
      fatigueForGunners: true, // #70
    });
  });

  it('rejects a setting out of range', () => {
    expect(driverSettingsSchema.safeParse({ traitCap: 0 }).success).toBe(false);
    expect(driverSettingsSchema.safeParse({ levelsPastNine: 'forever' }).success).toBe(false);
  });
});
