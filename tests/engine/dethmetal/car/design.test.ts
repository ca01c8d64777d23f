import { describe, expect, it } from 'vitest';
import { carDesignSchema, CURRENT_CAR_DESIGN_VERSION, upgradeDesign } from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

describe('Design format › upgradeDesign', () => {
  it('accepts a current design and returns it unchanged', () => {
    const result = upgradeDesign(JSON.parse(JSON.stringify(plainCar())));
    expect(result).toEqual({ ok: true, design: plainCar() });
  });
  it('refuses a design from a future version with a clear problem', () => {
    const result = upgradeDesign({ ...plainCar(), version: CURRENT_CAR_DESIGN_VERSION + 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ code: 'future-version', path: ['version'] });
    expect(result.problems[0]!.message).toContain('newer version of Pitwall');
  });
  it('refuses non-objects and reports schema errors with their path', () => {
    expect(upgradeDesign('car')).toMatchObject({ ok: false, problems: [{ code: 'not-a-design' }] });
    const bad = upgradeDesign({ ...plainCar(), toughness: 5, armor: { ...plainCar().armor, left: -1 } });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.map((p) => p.path)).toEqual([['toughness'], ['armor', 'left']]);
  });
  it('refuses a design without a version', () => {
    const { version: _v, ...rest } = plainCar();
    expect(upgradeDesign(rest)).toMatchObject({ ok: false, problems: [{ path: ['version'] }] });
  });
  it('only allows the 60 and 75 DP budgets and gearing +1/0/-1', () => {
    expect(carDesignSchema.safeParse({ ...plainCar(), budget: 70 }).success).toBe(false);
    expect(carDesignSchema.safeParse({ ...plainCar(), gearing: 2 }).success).toBe(false);
  });
});
