import { describe, expect, it } from 'vitest';
import { competitorWage, pricePurchase, storesPrice, vehiclePrice } from '../../../../src-shared/engine/dethmetal/campaign';

describe('Part VI › Create roster › wages', () => {
  it('50k for a competitor; a veteran 50k + 2k per level (level 4 → 58k)', () => {
    expect(competitorWage()).toBe(50);
    expect(competitorWage(4)).toBe(58);
  });
});

describe('Part VI › Assemble stables › vehicle prices', () => {
  it('100k for 60 DP, 150k for 75 DP; Car dealership −10% → 90k and 135k', () => {
    expect(vehiclePrice(false, []).price).toBe(100);
    expect(vehiclePrice(true, []).price).toBe(150);
    expect(vehiclePrice(false, ['Car dealership'])).toEqual({ price: 90, discount: 'Car dealership' });
    expect(vehiclePrice(true, ['Car dealership']).price).toBe(135);
  });
});

describe('Part VI › Price lists › Stores items and Expendable items', () => {
  it('Gun manufacturer takes 10% off weapons only: HMG 20k → 18k; gear-set stays 2k', () => {
    expect(storesPrice('Heavy Machinegun', ['Gun manufacturer'])).toBe(18);
    expect(storesPrice('Gear-set', ['Gun manufacturer'])).toBe(2);
    expect(storesPrice('Heavy Anti-tank Rifle', [])).toBe(55);
  });
  it('expendables are never discounted: 3 × Heavy rockets = 18k even with a Gun manufacturer', () => {
    expect(pricePurchase({ kind: 'expendable', item: 'Heavy rockets', quantity: 3 }, ['Gun manufacturer']).lines[0]!.amount).toBe(-18);
  });
  it('2 × Recoilless Rifle = 60k', () => {
    expect(pricePurchase({ kind: 'stores', item: 'Recoilless Rifle', quantity: 2 }, []).lines[0]!.amount).toBe(-60);
  });
});

describe('Part VI › Shopping › sales and trades (gaps.md #80)', () => {
  it('an unwanted vehicle sells for half of what was paid, rounded down: 135k → 67k', () => {
    expect(pricePurchase({ kind: 'sellVehicle', name: 'Old', paid: 135 }, []).lines[0]!.amount).toBe(67);
  });
  it('trading 2 competitors for 30k costs 30k plus 2 × 10k legal fees', () => {
    const { lines } = pricePurchase({ kind: 'trade', description: 'Terry and Mikey', competitors: 2, price: 30 }, []);
    expect(lines.map((l) => l.amount)).toEqual([-30, -20]);
  });
  it('the receiving side of a trade still pays its own legal fees', () => {
    const { lines } = pricePurchase({ kind: 'trade', description: 'Terry', competitors: 1, price: -25 }, []);
    expect(lines.map((l) => l.amount)).toEqual([25, -10]);
  });
});

describe('Part VI › Sponsor effect table › rating-4 mechanic (gaps.md #67)', () => {
  it('300k for the season or 50k for a match, only through a qualifying sponsor', () => {
    expect(pricePurchase({ kind: 'mechanic', rating: 4, term: 'season' }, ['Tire company'])).toMatchObject({ lines: [{ amount: -300 }], problems: [] });
    expect(pricePurchase({ kind: 'mechanic', rating: 4, term: 'match' }, ['Mechanic shop']).lines[0]!.amount).toBe(-50);
    expect(pricePurchase({ kind: 'mechanic', rating: 4, term: 'match' }, ['Oil company']).problems[0]!.code).toBe('rating4NeedsSponsor');
    expect(pricePurchase({ kind: 'mechanic', rating: 3, term: 'match' }, []).problems[0]!.code).toBe('noSingleMatchHire');
  });
});
