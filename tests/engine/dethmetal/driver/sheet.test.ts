import { describe, expect, it } from 'vitest';
import {
  QUIRK_TEXT,
  TALENT_TEXT,
  driverRulesText,
  driverSchema,
  driverSheetFields,
  gainQuirk,
  newDriver,
  validateDriver,
} from '../../../../src-shared/engine/dethmetal/driver';
import { driver, settings } from './helpers';

describe('Part I › Traits and Skills: a new competitor', () => {
  it('traits 3, XP 0, level 1, nothing else; valid against the schema', () => {
    const d = newDriver('Reginald');
    expect(d).toMatchObject({
      name: 'Reginald',
      traits: { driving: 3, gunnery: 3, initiative: 3, toughness: 3 },
      xp: 0,
      level: 1,
      talents: [],
      quirks: [],
      fatigue: [],
    });
    expect(driverSchema.safeParse(d).success).toBe(true);
    expect(validateDriver(d, settings)).toEqual([]);
  });

  it('a competitor needs a name', () => {
    expect(() => newDriver('  ')).toThrow();
  });
});

describe('validateDriver', () => {
  it('flags a trait above the league maximum, more advancements than levels, and a duplicated talent (gaps.md #7, #9)', () => {
    const d = driver({ traits: { driving: 7, gunnery: 3, initiative: 3, toughness: 3 }, level: 2, xp: 3, talents: [{ name: 'Pro', count: 2 }] });
    expect(
      validateDriver(d, settings)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['more-advancements-than-levels', 'talent-duplicated', 'trait-above-cap']);
  });

  it('flags a level the XP does not reach, a trait below 3, and Mechanic beyond repair skill 6', () => {
    const d = driver({ xp: 2, level: 9, traits: { driving: 2, gunnery: 3, initiative: 3, toughness: 3 }, talents: [{ name: 'Mechanic', count: 5 }] });
    expect(
      validateDriver(d, settings)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['level-ahead-of-xp', 'mechanic-above-max', 'trait-below-start']);
  });
});

describe('driverSheetFields and driverRulesText', () => {
  it('shows effective traits with their explanation, talents, quirks, fatigue and status', () => {
    const d = gainQuirk(driver({ xp: 4, level: 2, talents: [{ name: 'Mechanic', count: 2 }], fatigue: ['initiative'] }), 'Poor health', settings).driver;
    const fields = Object.fromEntries(driverSheetFields(d, settings).map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({
      Name: 'Reginald',
      Level: '2',
      Experience: '4 XP (2 to next level)',
      'Driving ability': '3',
      Initiative: '2 (base rank 3, Fatigue (1 point) -1)',
      Toughness: '2 (base rank 3, Poor health -1)',
      Talents: 'Mechanic (repair skill 4)',
      Quirks: 'Poor health',
      Fatigue: '1 (-1 Initiative)',
      Status: 'Available',
    });
  });

  it('says when advancement rolls are owed and when he retires', () => {
    const d = gainQuirk(gainQuirk(driver({ xp: 6 }), 'Head injury', settings).driver, 'Head injury', settings).driver;
    const fields = Object.fromEntries(driverSheetFields(d, settings).map((f) => [f.label, f.value]));
    expect(fields.Level).toBe('1 (2 advancement rolls to make)');
    expect(fields.Status).toBe('Available; Retires at the end of the season');
  });

  it('prints the full rules text of his own talents and quirks', () => {
    const d = gainQuirk(driver({ talents: [{ name: 'Face', count: 1 }] }), 'Unhinged', settings).driver;
    expect(driverRulesText(d)).toEqual([
      { kind: 'talent', name: 'Face', text: TALENT_TEXT.Face },
      { kind: 'quirk', name: 'Unhinged', text: QUIRK_TEXT.Unhinged },
    ]);
    expect(TALENT_TEXT.Face).toContain('Adds 2d6 k onto your income after every match');
  });
});
