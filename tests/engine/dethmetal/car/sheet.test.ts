import { describe, expect, it } from 'vitest';
import { carSheetFields, defaultCarSettings, deriveCar } from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

describe('carSheetFields', () => {
  it('prints the derived numbers with the rule that explains each', () => {
    const design = plainCar();
    const fields = carSheetFields(design, deriveCar(design, defaultCarSettings()));
    const byLabel = Object.fromEntries(fields.map((f) => [f.label, f]));
    expect(byLabel.Weight).toMatchObject({ value: '24 = armor 20 + toughness 4', rule: 'gaps.md #22' });
    expect(byLabel.Acceleration!.value).toBe('1 (power ÷ weight 1, gearing 0)');
    expect(byLabel.Handling!.value).toBe('2 (base 2)');
    expect(byLabel['Design points']!.value).toBe('52 of 60 DP');
    expect(byLabel['Mount 1']!.value).toBe('light (fixed, front): Machinegun');
    expect(byLabel.Money!.value).toBe('115k');
  });
  it('shouts when the car is overloaded', () => {
    const design = plainCar({ suspension: 18 });
    const fields = carSheetFields(design, deriveCar(design, defaultCarSettings()));
    expect(fields.find((f) => f.label === 'Handling')!.value).toContain('OVERLOADED');
    expect(fields.find((f) => f.label === 'Suspension breakdown')!.value).toBe('on 1d6 + hazard ≥ 3 (load 133.3%)');
  });
});
