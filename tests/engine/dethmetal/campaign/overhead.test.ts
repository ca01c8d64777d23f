import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { franchiseSize, overheadProfit } from '../../../../src-shared/engine/dethmetal/campaign';

describe('Part VI › Overhead costs › size of franchise (gaps.md #63)', () => {
  it('competitors + vehicles + 1 per 75-DP vehicle; +1 for rating-3 staff, +3 for rating 4', () => {
    // 8 competitors + 4 vehicles + 1 (one 75-DP) + 1 (rating 3) = 14
    expect(franchiseSize({ competitors: 8, vehicles: 4, overheadPenaltyVehicles: 1, mechanicRating: 3 })).toBe(14);
    // 6 + 3 + 0 + 3 (rating 4) = 12
    expect(franchiseSize({ competitors: 6, vehicles: 3, overheadPenaltyVehicles: 0, mechanicRating: 4 })).toBe(12);
    // ratings 1 and 2 add nothing
    expect(franchiseSize({ competitors: 6, vehicles: 3, overheadPenaltyVehicles: 0, mechanicRating: 2 })).toBe(9);
  });
});

describe('Part VI › Overhead costs › Franchise Overhead Table (gaps.md #62)', () => {
  it('reads the printed cells', () => {
    // net 87k is in "81 - 120k"; size 14 in "12 - 14" → 70k
    expect(overheadProfit(87, 14)).toEqual({ profit: 70, incomeBand: '81 - 120k', sizeBand: '12 - 14' });
    // "571k+" × "23+" → 100k
    expect(overheadProfit(900, 30).profit).toBe(100);
    // "121 - 170k" × "19 - 20" → 50k
    expect(overheadProfit(150, 19).profit).toBe(50);
  });
  it('band edges: 20k is the first row, 21k the second; 8 is "- 8", 9 is "9 - 11"', () => {
    expect(overheadProfit(20, 8).profit).toBe(30);
    expect(overheadProfit(21, 8).profit).toBe(50);
    expect(overheadProfit(21, 9).profit).toBe(40);
    expect(overheadProfit(570, 22).profit).toBe(100);
    expect(overheadProfit(571, 22).profit).toBe(110);
  });
  it('negative net income uses the "- 20k" row (the text: "this is allowed to be a negative number")', () => {
    expect(overheadProfit(-45, 10).profit).toBe(25);
    expect(overheadProfit(-45, 23).profit).toBe(0);
  });
  it('fractions of a k are rounded down for banding: 20.5k is still the first row', () => {
    expect(overheadProfit(20.5, 8).profit).toBe(30);
  });
  it('property: defined for every size and every income', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.nat({ max: 200 }), (income, size) => {
        const r = overheadProfit(income, size);
        expect(r.profit).toBeGreaterThanOrEqual(0);
        expect(r.profit).toBeLessThanOrEqual(190);
      }),
    );
  });
});
