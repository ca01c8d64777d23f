import { describe, expect, it } from 'vitest';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import {
  carDesignSchema,
  defaultCarSettings,
  deriveCar,
  designPointBudget,
  STOCK_DESIGNS,
  TOUGHNESS_DP,
  TOUGHNESS_NAMES,
  validateCar,
} from '../../../../src-shared/engine/dethmetal/car';

const settings = defaultCarSettings();

describe('Stock designs (design library templates)', () => {
  it.each(STOCK_DESIGNS.map((s) => [s.design.name, s] as const))('%s matches the design schema and breaks no rule', (_name, stock) => {
    expect(carDesignSchema.safeParse(stock.design).success).toBe(true);
    expect(validateCar(stock.design, settings)).toEqual([]);
  });
  it('come in both budgets and with different spends, names and ids all distinct', () => {
    expect(new Set(STOCK_DESIGNS.map((s) => s.design.budget))).toEqual(new Set([60, 75]));
    expect(new Set(STOCK_DESIGNS.map((s) => s.id)).size).toBe(STOCK_DESIGNS.length);
    expect(new Set(STOCK_DESIGNS.map((s) => s.design.name)).size).toBe(STOCK_DESIGNS.length);
    expect(new Set(STOCK_DESIGNS.map((s) => deriveCar(s.design, settings).designPoints.spent)).size).toBeGreaterThan(1);
  });
});

describe('Part II › Design Points › one DP figure (designPointBudget)', () => {
  it('is the budget plus the Car manufacturer bonus (Sponsor effect table: +3, +6 with the overhead penalty)', () => {
    expect(designPointBudget(60, campaign.sponsorDpBonus(['Car manufacturer'], false))).toBe(63);
    expect(designPointBudget(75, campaign.sponsorDpBonus(['Car manufacturer'], true))).toBe(81);
    expect(designPointBudget(60)).toBe(60);
  });
  it('is what validateCar measures the spend against: 63 DP is legal on 60 + 3 and over budget on 60', () => {
    const base = STOCK_DESIGNS[0]!.design;
    const spent = deriveCar(base, settings).designPoints.spent;
    // Keep the armor arcs legal: add the extra points to the sides in pairs and the front.
    const extra = 63 - spent;
    const design = {
      ...base,
      armor: {
        front: base.armor.front + (extra % 2),
        back: base.armor.back,
        left: base.armor.left + Math.floor(extra / 2),
        right: base.armor.right + Math.floor(extra / 2),
      },
    };
    expect(deriveCar(design, settings).designPoints.spent).toBe(63);
    expect(validateCar(design, settings, { sponsorBonusDp: 3 })).toEqual([]);
    expect(validateCar(design, settings).map((p) => p.code)).toContain('over-budget');
  });
});

describe('Part II › Design Points › Toughness names', () => {
  it('names every level the DP table prices, by its rulebook name', () => {
    expect(TOUGHNESS_NAMES).toHaveLength(TOUGHNESS_DP.length);
    TOUGHNESS_NAMES.slice(1).forEach((name, i) => expect(name).toMatch(new RegExp(`^Toughness ${i + 1}:`)));
  });
});
