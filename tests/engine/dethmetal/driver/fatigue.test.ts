import { describe, expect, it } from 'vitest';
import { DiceInputInvalid, FixedDice, ManualDice } from '../../../../src-shared/engine/dice';
import { effectiveTraits, gainFatigue, restFatigue, type Driver } from '../../../../src-shared/engine/dethmetal/driver';
import { driver, settings, withSettings } from './helpers';

const talent = (name: Driver['talents'][number]['name']) => ({ name, count: 1 });
const combatFatigue: Driver['quirks'] = [{ name: 'Combat fatigue', occurrences: 1 }];

describe('Part VI › Driver fatigue', () => {
  it('one point after a match; 1d6 1 → -1 Initiative', () => {
    const r = gainFatigue(new FixedDice([1]), driver(), settings);
    expect(r.change).toBe(1);
    expect(r.driver.fatigue).toEqual(['initiative']);
    expect(effectiveTraits(r.driver, settings).initiative.value).toBe(2);
  });

  it("'3' or '4' Driving ability, '5' or '6' Gunnery skill", () => {
    expect(gainFatigue(new FixedDice([4]), driver(), settings).driver.fatigue).toEqual(['driving']);
    expect(gainFatigue(new FixedDice([5]), driver(), settings).driver.fatigue).toEqual(['gunnery']);
  });

  it('points add up match after match', () => {
    const once = gainFatigue(new FixedDice([2]), driver(), settings).driver;
    expect(gainFatigue(new FixedDice([3]), once, settings).driver.fatigue).toEqual(['initiative', 'driving']);
  });

  it('all fatigue is lost after one match idle', () => {
    const r = restFatigue(new FixedDice([]), driver({ fatigue: ['driving', 'gunnery', 'initiative'] }), settings);
    expect(r.change).toBe(-3);
    expect(r.driver.fatigue).toEqual([]);
  });

  it('gunners gain fatigue by default; house rule fatigueForGunners off spares them (gaps.md #70)', () => {
    expect(gainFatigue(new FixedDice([6]), driver(), settings, 'gunner').change).toBe(1);
    const dice = new FixedDice([]);
    expect(gainFatigue(dice, driver(), withSettings({ fatigueForGunners: false }), 'gunner').change).toBe(0);
    expect(dice.log).toHaveLength(0);
  });

  it('a typed fatigue roll of 7 is rejected', () => {
    expect(() => gainFatigue(new ManualDice([7]), driver(), settings)).toThrow(DiceInputInvalid);
  });
});

describe('Part I › General Talents › Iron-man', () => {
  it('toughness check passed (2 ≤ 3): no fatigue point', () => {
    const r = gainFatigue(new FixedDice([2]), driver({ talents: [talent('Iron-man')] }), settings);
    expect(r.change).toBe(0);
    expect(r.checks[0]!.success).toBe(true);
  });

  it('toughness check failed (4 > 3): one point as usual', () => {
    const r = gainFatigue(new FixedDice([4, 5]), driver({ talents: [talent('Iron-man')] }), settings);
    expect(r.driver.fatigue).toEqual(['gunnery']);
  });

  it('Poor health twice (toughness 3 - 2 = 1): a 2 fails', () => {
    const d = driver({ talents: [talent('Iron-man')], quirks: [{ name: 'Poor health', occurrences: 2 }] });
    expect(gainFatigue(new FixedDice([2, 1]), d, settings).change).toBe(1);
  });

  it('toughness 6 always succeeds: no die is rolled (gaps.md #2)', () => {
    const dice = new FixedDice([]);
    const d = driver({ talents: [talent('Iron-man')], traits: { driving: 3, gunnery: 3, initiative: 3, toughness: 6 } });
    expect(gainFatigue(dice, d, settings).change).toBe(0);
    expect(dice.log).toHaveLength(0);
  });
});

describe('Part I › Quirks › Combat fatigue', () => {
  it('toughness check after the match failed (5 > 3): two points instead of one', () => {
    const r = gainFatigue(new FixedDice([5, 1, 6]), driver({ quirks: combatFatigue }), settings);
    expect(r.driver.fatigue).toEqual(['initiative', 'gunnery']);
  });

  it('check passed (3 ≤ 3): one point', () => {
    expect(gainFatigue(new FixedDice([3, 4]), driver({ quirks: combatFatigue }), settings).change).toBe(1);
  });

  it('with Iron-man: Combat fatigue first, then Iron-man takes one point off (2 → 1) (gaps.md #70)', () => {
    const r = gainFatigue(new FixedDice([5, 1, 3]), driver({ quirks: combatFatigue, talents: [talent('Iron-man')] }), settings);
    expect(r.change).toBe(1);
    expect(r.driver.fatigue).toEqual(['driving']);
  });

  it('idle match: a failed toughness check loses only one point, the oldest', () => {
    const r = restFatigue(new FixedDice([6]), driver({ quirks: combatFatigue, fatigue: ['gunnery', 'driving', 'initiative'] }), settings);
    expect(r.change).toBe(-1);
    expect(r.driver.fatigue).toEqual(['driving', 'initiative']);
  });

  it('idle match: a passed check loses all of it', () => {
    expect(restFatigue(new FixedDice([1]), driver({ quirks: combatFatigue, fatigue: ['gunnery', 'driving'] }), settings).driver.fatigue).toEqual([]);
  });

  it('idle match with a single point: nothing to check, it is lost', () => {
    const dice = new FixedDice([]);
    expect(restFatigue(dice, driver({ quirks: combatFatigue, fatigue: ['gunnery'] }), settings).driver.fatigue).toEqual([]);
    expect(dice.log).toHaveLength(0);
  });
});

describe('Part I › Toughness and Agility Talents › Ardent (gaps.md #70)', () => {
  const ardent = driver({ talents: [talent('Ardent')] });

  it('two back-to-back matches without penalty: the first point is ignored, the second is not', () => {
    const first = gainFatigue(new FixedDice([]), ardent, settings);
    expect(first.change).toBe(0);
    expect(first.driver.fatigue).toEqual([]);
    const second = gainFatigue(new FixedDice([2]), first.driver, settings);
    expect(second.driver.fatigue).toEqual(['initiative']);
  });

  it('after a rest the next first point is ignored again', () => {
    const tired = gainFatigue(new FixedDice([2]), gainFatigue(new FixedDice([]), ardent, settings).driver, settings).driver;
    const rested = restFatigue(new FixedDice([]), tired, settings).driver;
    expect(gainFatigue(new FixedDice([]), rested, settings).change).toBe(0);
  });

  it('with a failed Combat fatigue check: 2 points, one ignored', () => {
    const r = gainFatigue(new FixedDice([6, 5]), driver({ talents: [talent('Ardent')], quirks: combatFatigue }), settings);
    expect(r.driver.fatigue).toEqual(['gunnery']);
  });
});
