/** Between sessions (3e, Recovering damage): healing, repairs and critical recovery over days, computed by hand. */
import { describe, expect, it } from 'vitest';
import {
  criticalTimeMultiplier,
  defaultHexrpgSettings,
  FixedDice,
  heal,
  hexrpgSettingsSchema,
  personCriticalLeft,
  repair,
  repairCritical,
  repairPerHour,
} from '../../../src-shared/engine/hexrpg';

const S = defaultHexrpgSettings();
const AUTO = hexrpgSettingsSchema.parse({ recoveryRoll: 'automatic' });

describe('3e. Recovering damage › Characters', () => {
  it('3/12 HP, 3 days, a level 2 medic always succeeding: 1 + 2 a day → 6, 9, 12', () => {
    const r = heal(new FixedDice([]), { hp: 3, maxHp: 12, days: 3, medicLevel: 2 }, AUTO);
    expect(r.days.map((d) => d.hp)).toEqual([6, 9, 12]);
    expect(r.gained).toBe(9);
  });
  it('never more than 4 a day: a level 5 medic from 0/20 over 2 days gives 8', () => {
    expect(heal(new FixedDice([]), { hp: 0, maxHp: 20, days: 2, medicLevel: 5 }, AUTO).hp).toBe(8);
  });
  it('with rolls (level 2: 8 or less): day 1 9, 8 → +2; day 2 2, 3 → +3; day 3 12, 12 → +1: 3 → 9', () => {
    const r = heal(new FixedDice([9, 8, 2, 3, 12, 12]), { hp: 3, maxHp: 12, days: 3, medicLevel: 2 }, S);
    expect(r.days.map((d) => d.gained)).toEqual([2, 3, 1]);
    expect(r.hp).toBe(9);
    expect(r.rolls).toHaveLength(6);
  });
  it('no medic: 1 a day; no roll once at the maximum; the dead heal nothing', () => {
    expect(heal(new FixedDice([]), { hp: 5, maxHp: 7, days: 5 }, S)).toMatchObject({ hp: 7, gained: 2 });
    expect(heal(new FixedDice([]), { hp: 0, maxHp: 7, days: 5, dead: true }, S).gained).toBe(0);
  });
  it('refuses hit points above the maximum', () => {
    expect(() => heal(new FixedDice([]), { hp: 9, maxHp: 7, days: 1 }, S)).toThrow('Hit points is a whole number from 0 to 7');
  });
});

describe('3e. Recovering damage › Vehicles', () => {
  it('12 × level with proper tools; some and excellent 6 × and 25 × level, or as printed 72 × and 300 × (gaps.md #6)', () => {
    expect(repairPerHour(2, 'proper', S)).toBe(24);
    expect([repairPerHour(2, 'some', S), repairPerHour(2, 'excellent', S)]).toEqual([12, 50]);
    const printed = hexrpgSettingsSchema.parse({ repairTools: 'as-printed' });
    expect([repairPerHour(2, 'some', printed), repairPerHour(2, 'excellent', printed)]).toEqual([144, 600]);
  });
  it('a car 40/100 that lost 60 in the field, level 1: 25 a day (cap), then 20 (75% of 60 = 45), then nothing', () => {
    const r = repair(
      new FixedDice([]),
      { kind: 'car', hp: 40, maxHp: 100, battleLoss: 60, inGarage: false, days: 3, mechanic: { level: 1, tools: 'proper' } },
      AUTO,
    );
    expect(r.days.map((d) => d.gained)).toEqual([25, 20]);
    expect([r.recovered, r.hp, r.fieldLimit]).toEqual([45, 85, 45]);
  });
  it('a warcar in a garage, level 2 (8 or less, 24 an hour): 9 fails, 5 +24, 12 fails, 3 +21 to the cap of 45', () => {
    const r = repair(
      new FixedDice([9, 5, 12, 3]),
      { kind: 'warcar', hp: 100, maxHp: 200, battleLoss: 100, inGarage: true, days: 1, mechanic: { level: 2, tools: 'proper' } },
      S,
    );
    expect([r.recovered, r.rolls.length, r.fieldLimit]).toEqual([45, 4, null]);
  });
  it('a bike: 15 a day at most, even with excellent tools', () => {
    const r = repair(
      new FixedDice([]),
      { kind: 'bike', hp: 0, maxHp: 50, battleLoss: 50, inGarage: true, days: 2, mechanic: { level: 3, tools: 'excellent' } },
      AUTO,
    );
    expect(r.days.map((d) => d.gained)).toEqual([15, 15]);
  });
  it('vehicles require a mechanic', () => {
    expect(() =>
      repair(new FixedDice([]), { kind: 'car', hp: 1, maxHp: 10, battleLoss: 9, inGarage: true, days: 1, mechanic: { level: 0, tools: 'proper' } }, S),
    ).toThrow('require a mechanic');
  });
});

describe('3e. Recovering damage › Critical hits', () => {
  it('the time multipliers 3/4, 2/3, 1/2, 1/3, 1/4 by level', () => {
    expect([1, 2, 3, 4, 5].map((l) => criticalTimeMultiplier(l))).toEqual([
      { num: 3, den: 4 },
      { num: 2, den: 3 },
      { num: 1, den: 2 },
      { num: 1, den: 3 },
      { num: 1, den: 4 },
    ]);
  });
  it('steering (3 days, gaps.md #14) by a level 2 mechanic: 2 days; rolls 10 (fails) on day 2, 6 on day 3: repaired on day 3', () => {
    const r = repairCritical(new FixedDice([10, 6]), { effect: 'steering', mechanicLevel: 2, days: 4 }, S);
    expect([r.requiredDays, r.repaired, r.onDay]).toEqual([2, true, 3]);
  });
  it('a dead car (5 days) by level 1: 3.75 → 4 days; 3 worked before, 1 more: the roll comes on day 1', () => {
    const r = repairCritical(new FixedDice([7]), { effect: 'dies', mechanicLevel: 1, days: 1, workedBefore: 3 }, S);
    expect([r.requiredDays, r.worked, r.repaired, r.onDay]).toEqual([4, 4, true, 1]);
  });
  it('not yet worked long enough: no roll; lost hit points cannot be repaired', () => {
    const r = repairCritical(new FixedDice([]), { effect: 'dies', mechanicLevel: 1, days: 2 }, S);
    expect([r.repaired, r.worked, r.rolls.length]).toEqual([false, 2, 0]);
    expect(repairCritical(new FixedDice([]), { effect: 'lose-hp', mechanicLevel: 5, days: 30 }, S).requiredDays).toBeNull();
  });
  it('a person’s critical: 7 days after 3 leaves 4; 2 weeks after 10 days 4; 30 minutes are over in a day; permanent never', () => {
    expect(personCriticalLeft({ unit: 'days', count: 7, elapsedDays: 3 }).leftDays).toBe(4);
    expect(personCriticalLeft({ unit: 'weeks', count: 2, elapsedDays: 10 }).leftDays).toBe(4);
    expect(personCriticalLeft({ unit: 'minutes', count: 30, elapsedDays: 1 }).over).toBe(true);
    expect(personCriticalLeft({ unit: 'permanent', count: null, elapsedDays: 1000 })).toMatchObject({ leftDays: null, over: false });
  });
});
