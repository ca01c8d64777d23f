import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { awardPrizeMoney, sharePrizePot } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

describe('Part VI › Post-match › Prize money', () => {
  it('the pot is 1d6 per team x15k: 3 teams roll 11 → 165k', () => {
    const award = awardPrizeMoney(new FixedDice([11]), { A: 6, B: 3, C: 0 }, settings());
    expect(award.roll.notation).toBe('3d6 x15k');
    expect(award.pot).toBe(165);
    // A: 165 × 6/9 = 110; B: 165 × 3/9 = 55; C: 0
    expect(award.shares).toEqual({ A: 110, B: 55, C: 0 });
  });
  it('fractions are rounded up to the whole k (gaps.md #61), so the payout may exceed the pot', () => {
    // pot 90k, points 1/1/1: 90/3 = 30 each, exact
    expect(sharePrizePot(90, { A: 1, B: 1, C: 1 }, settings())).toEqual({ A: 30, B: 30, C: 30 });
    // pot 100k, points 2/1: 66.67 → 67 and 33.33 → 34; 101k paid out of 100k
    expect(sharePrizePot(100, { A: 2, B: 1 }, settings())).toEqual({ A: 67, B: 34 });
  });
  it('gaps.md #61: nobody scored → equal split rounded up, or no prize with the house rule', () => {
    // 100 / 3 = 33.33 → 34 each
    expect(sharePrizePot(100, { A: 0, B: 0, C: 0 }, settings())).toEqual({ A: 34, B: 34, C: 34 });
    expect(sharePrizePot(100, { A: 0, B: 0 }, settings({ prizeWhenNobodyScores: 'noPrize' }))).toEqual({ A: 0, B: 0 });
  });
  it('refuses negative or fractional points', () => {
    expect(() => sharePrizePot(100, { A: -1, B: 2 }, settings())).toThrow();
    expect(() => sharePrizePot(100, { A: 1.5 }, settings())).toThrow();
  });
  it('property: shares sum to at least the pot, each is the rounded-up exact share, and less than 1k above it', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((n) => fc.tuple(fc.integer({ min: n, max: 6 * n }), fc.array(fc.nat({ max: 60 }), { minLength: n, maxLength: n }))),
        ([dice, pts]) => {
          const pot = dice * 15;
          const points = Object.fromEntries(pts.map((p, i) => [`T${i}`, p]));
          const shares = sharePrizePot(pot, points, settings());
          const all = pts.reduce((a, b) => a + b, 0);
          const sum = Object.values(shares).reduce((a, b) => a + b, 0);
          expect(sum).toBeGreaterThanOrEqual(pot);
          pts.forEach((p, i) => {
            const exact = all > 0 ? (pot * p) / all : pot / pts.length;
            const share = shares[`T${i}`]!;
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(exact);
            expect(share - exact).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
