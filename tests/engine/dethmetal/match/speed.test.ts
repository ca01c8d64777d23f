import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { accelerate, decelerate, MatchRuleError, talentRerolls } from '../../../../src-shared/engine/dethmetal/match';

const base = { drivetrainDamage: 0, fuel: 3, fuelBonus: 'none' as const, secondAttemptWithFuel: false };

describe('Part IV › Speed › acceleration', () => {
  it('gearing 0 at speed 3: ACC 2 + band +1 = 3; a 3 succeeds, a 4 fails', () => {
    const ok = accelerate(new FixedDice([3]), { ...base, speed: 3, acceleration: 2, gearing: 0 });
    expect([ok.target, ok.success, ok.speedAfter]).toEqual([3, true, 4]);
    const fail = accelerate(new FixedDice([4]), { ...base, speed: 3, acceleration: 2, gearing: 0 });
    expect([fail.success, fail.speedAfter]).toEqual([false, 3]);
  });

  it('gearing +1 at speed 4 (band 0): ACC 1 + 0 + gearing 1 = 2; gearing -1 at speed 10 (band 0): ACC 3 + 0 - 1 = 2', () => {
    expect(accelerate(new FixedDice([6]), { ...base, speed: 4, acceleration: 1, gearing: 1 }).target).toBe(2);
    expect(accelerate(new FixedDice([6]), { ...base, speed: 10, acceleration: 3, gearing: -1 }).target).toBe(2);
  });

  it('drivetrain damage -1 each and the fuel +1 bonus are listed as modifiers', () => {
    // Speed 7 gearing 0: band -1. ACC 3 - 1 (band) - 1 (drivetrain) + 1 (fuel) = 2.
    const r = accelerate(new FixedDice([3]), { ...base, speed: 7, acceleration: 3, gearing: 0, drivetrainDamage: 1, fuelBonus: 'buy' });
    expect(r.target).toBe(2);
    expect(r.modifiers.map((m) => m.label)).toContain('Fuel bonus');
    expect(r.fuelSpent).toBe(1);
  });

  it('the fuel bonus lasts while attempts fail and lapses on success', () => {
    const fail = accelerate(new FixedDice([6]), { ...base, speed: 3, acceleration: 1, gearing: 0, fuelBonus: 'buy' });
    expect(fail.fuelBonusNextTurn).toBe(true);
    const carried = accelerate(new FixedDice([1]), { ...base, speed: 3, acceleration: 1, gearing: 0, fuelBonus: 'carried' });
    expect([carried.fuelSpent, carried.fuelBonusNextTurn]).toEqual([0, false]);
  });

  it('gaps.md #40: a point of fuel buys a second attempt only after a failure, at most +1 speed', () => {
    const r = accelerate(new FixedDice([5, 2]), { ...base, speed: 3, acceleration: 2, gearing: 0, secondAttemptWithFuel: true });
    expect([r.success, r.speedAfter, r.fuelSpent, r.check.rerolledBy]).toEqual([true, 4, 1, 'fuel point']);
    const first = accelerate(new FixedDice([1]), { ...base, speed: 3, acceleration: 2, gearing: 0, secondAttemptWithFuel: true });
    expect([first.speedAfter, first.fuelSpent]).toEqual([4, 0]);
  });

  it('gaps.md #34: a modified ACC of 0 or less always fails (top speed) without a die', () => {
    // Speed 9 gearing 0: band -2; ACC 2 - 2 = 0.
    const dice = new FixedDice([]);
    const r = accelerate(dice, { ...base, speed: 9, acceleration: 2, gearing: 0 });
    expect([r.success, r.check.automatic, dice.log.length]).toEqual([false, true, 0]);
  });

  it('refuses fuel the vehicle does not have and a dry engine (gaps.md #35)', () => {
    expect(() => accelerate(new FixedDice([1]), { ...base, fuel: 0, speed: 1, acceleration: 1, gearing: 0, fuelBonus: 'buy' })).toThrow(MatchRuleError);
    expect(() =>
      accelerate(new FixedDice([1]), { ...base, fuel: 1, speed: 1, acceleration: 1, gearing: 0, fuelBonus: 'buy', secondAttemptWithFuel: true }),
    ).toThrow(MatchRuleError);
    expect(() => accelerate(new FixedDice([1]), { ...base, speed: 1, acceleration: 1, gearing: 0, engineDry: true })).toThrow(MatchRuleError);
  });
});

describe('Part IV › Speed › deceleration', () => {
  it('one point free, then one driving check per further point, two checks per turn', () => {
    // Speed 8, shed 3, driving 3: free 1; check 2 succeeds, check 5 fails → shed 2, speed 6.
    const r = decelerate(new FixedDice([2, 5]), { speed: 8, shed: 3, driving: 3, talents: [], rerolls: [] });
    expect([r.free, r.shed, r.speedAfter, r.checks.length]).toEqual([1, 2, 6, 2]);
  });

  it('asking for 4 without Big foot still makes only two checks (shed at most 3)', () => {
    const r = decelerate(new FixedDice([1, 1]), { speed: 8, shed: 4, driving: 3, talents: [], rerolls: [] });
    expect([r.shed, r.maxChecks]).toEqual([3, 2]);
  });

  it('Part I › Big foot: three checks, so up to 4 points', () => {
    const r = decelerate(new FixedDice([1, 1, 1]), { speed: 8, shed: 4, driving: 3, talents: ['Big foot'], rerolls: [] });
    expect([r.shed, r.speedAfter]).toEqual([4, 4]);
  });

  it('the free point needs no die; speed never goes below 0', () => {
    const dice = new FixedDice([]);
    expect(decelerate(dice, { speed: 1, shed: 3, driving: 3, talents: [], rerolls: [] }).speedAfter).toBe(0);
    expect(dice.log).toHaveLength(0);
  });

  it('Part I › Adept re-rolls a failed driver check once per heat', () => {
    const r = decelerate(new FixedDice([5, 2, 6]), {
      speed: 8,
      shed: 3,
      driving: 3,
      talents: ['Adept'],
      rerolls: talentRerolls(['Adept'], { heat: [], turn: [] }),
    });
    // Check 1: 5 fails, Adept re-roll 2 succeeds; check 2: 6 fails, Adept already spent.
    expect([r.shed, r.rerollsUsed]).toEqual([2, ['Adept']]);
  });
});
