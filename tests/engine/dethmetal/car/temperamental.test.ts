import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { preMatchBreakdown } from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

describe('Tinkering and Experimental Tables › RISK "roll a die before each match" (temperamental devices)', () => {
  it('rolls nothing for a car without temperamental devices (a Supercharger has no such risk)', () => {
    const dice = new FixedDice([]);
    expect(preMatchBreakdown(dice, plainCar({ fittedItems: [{ item: 'Engine Supercharger' }] }))).toEqual({ brokenDown: false, rolls: [], explanation: [] });
  });

  it('Active Suspension: broken down on a 1, working on a 2', () => {
    const car = plainCar({ fittedItems: [{ item: 'Active Suspension' }] });
    expect(preMatchBreakdown(new FixedDice([1]), car)).toMatchObject({ brokenDown: true, rolls: [{ item: 'Active Suspension', breaksOn: [1] }] });
    expect(preMatchBreakdown(new FixedDice([2]), car)).toMatchObject({ brokenDown: false });
  });

  it('Dual Turbochargers break on 1 or 2 when another device adds ACC (an Engine Supercharger), else on 1 only', () => {
    const alone = plainCar({ fittedItems: [{ item: 'Dual Turbochargers' }] });
    const stacked = plainCar({ fittedItems: [{ item: 'Dual Turbochargers' }, { item: 'Engine Supercharger' }] });
    expect(preMatchBreakdown(new FixedDice([2]), alone).brokenDown).toBe(false);
    expect(preMatchBreakdown(new FixedDice([2]), stacked)).toMatchObject({ brokenDown: true, rolls: [{ breaksOn: [1, 2] }] });
  });

  it('one die per device: Super efficient injectors and Hydraulics each roll; either failing keeps the car out', () => {
    const car = plainCar({ suspensionTweaks: ['lowered'], fittedItems: [{ item: 'Super efficient injectors', bonusFuelPoints: 2 }, { item: 'Hydraulics' }] });
    const r = preMatchBreakdown(new FixedDice([4, 1]), car);
    expect(r.rolls.map((x) => [x.item, x.roll.value, x.brokenDown])).toEqual([
      ['Super efficient injectors', 4, false],
      ['Hydraulics', 1, true],
    ]);
    expect(r.brokenDown).toBe(true);
    expect(r.rolls[1]!.roll.decided).toBe('broken down: may not be used in this match');
  });
});
