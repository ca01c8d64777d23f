import { describe, expect, it } from 'vitest';
import { applyDiscounts, itemsLostAfterMatch, percentOff, repairReplacementCloning, type MatchVehicle } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

const car = (name: string, over: Partial<MatchVehicle> = {}): MatchVehicle => ({ name, overheadPenalty: false, destroyed: false, criticals: 0, ...over });

describe('Part VI › Price lists › Repair, replacement and cloning costs (gaps.md #65)', () => {
  it('criticals 1k each, max 4k per vehicle; 2k each, max 7k for a 75-DP vehicle', () => {
    const lines = repairReplacementCloning(
      [
        car('A', { criticals: 3 }),
        car('B', { criticals: 6 }),
        car('C', { overheadPenalty: true, criticals: 3 }),
        car('D', { overheadPenalty: true, criticals: 5 }),
      ],
      [],
      [],
      settings(),
    );
    // A 3×1 = 3; B 6×1 = 6 → max 4; C 3×2 = 6; D 5×2 = 10 → max 7
    expect(lines.map((l) => l.amount)).toEqual([-3, -4, -6, -7]);
  });
  it('a destroyed vehicle is replaced for 5k (8k at 75 DP), and its criticals are not repaired', () => {
    const lines = repairReplacementCloning(
      [car('A', { destroyed: true, criticals: 3 }), car('B', { destroyed: true, overheadPenalty: true })],
      [],
      [],
      settings(),
    );
    expect(lines.map((l) => l.amount)).toEqual([-5, -8]);
  });
  it('each dead competitor is cloned for 5k', () => {
    expect(repairReplacementCloning([], ['Reggie', 'Mikey'], [], settings()).map((l) => l.amount)).toEqual([-5, -5]);
  });
  it('a vehicle without criticals costs nothing and gets no line', () => {
    expect(repairReplacementCloning([car('A')], [], [], settings())).toEqual([]);
  });
});

describe('Part VI › Sponsor effect table › discounts (gaps.md #66)', () => {
  it('Insurance company knocks 5k off a replacement: 8k → 3k; 5k → 0', () => {
    const lines = repairReplacementCloning(
      [car('A', { destroyed: true, overheadPenalty: true }), car('B', { destroyed: true })],
      [],
      ['Insurance company'],
      settings(),
    );
    expect(lines.map((l) => l.amount)).toEqual([-3, 0]);
  });
  it('Mechanic shop: −1k off a normal repair total, −2k off a 75-DP one, per vehicle', () => {
    // A 3k − 1k = 2k; B 7k − 2k = 5k; C 1k − 1k = 0
    const lines = repairReplacementCloning(
      [car('A', { criticals: 3 }), car('B', { overheadPenalty: true, criticals: 4 }), car('C', { criticals: 1 })],
      [],
      ['Mechanic shop'],
      settings(),
    );
    expect(lines.map((l) => l.amount)).toEqual([-2, -5, 0]);
  });
  it('Mechanic shop does not affect vehicle replacement', () => {
    expect(repairReplacementCloning([car('A', { destroyed: true })], [], ['Mechanic shop'], settings())[0]!.amount).toBe(-5);
  });
  it('cloning: Cloning services −2k → 3k; with Insurance too, stacked, never below 0', () => {
    expect(repairReplacementCloning([], ['X'], ['Cloning services'], settings())[0]!.amount).toBe(-3);
    expect(repairReplacementCloning([], ['X'], ['Cloning services', 'Insurance company'], settings())[0]!.amount).toBe(0);
  });
  it('house rule largestOnly: only the biggest discount applies', () => {
    expect(
      applyDiscounts(
        10,
        [
          { source: 'Cloning services', amount: 2 },
          { source: 'Insurance company', amount: 5 },
        ],
        settings({ sponsorDiscounts: 'largestOnly' }),
      ),
    ).toEqual({
      cost: 5,
      applied: [{ source: 'Insurance company', amount: 5 }],
    });
    expect(
      applyDiscounts(
        10,
        [
          { source: 'Cloning services', amount: 2 },
          { source: 'Insurance company', amount: 5 },
        ],
        settings(),
      ).cost,
    ).toBe(3);
  });
  it('10% rounds to the nearest k: 150k → 135k, 55k → 50k (49.5), 47k → 42k (42.3)', () => {
    expect(percentOff(150, 10)).toBe(135);
    expect(percentOff(55, 10)).toBe(50);
    expect(percentOff(47, 10)).toBe(42);
  });
});

describe('Part VI › Post-match › Expendable and destroyed items (gaps.md #33, #65, #72)', () => {
  it('expendables fitted for the match are used up; tire-sets and stores weapons are kept', () => {
    const lost = itemsLostAfterMatch(
      [
        { vehicle: 'A', source: 'expendable', name: 'Rockets' },
        { vehicle: 'A', source: 'expendable', name: 'Tire-set (heavy)' },
        { vehicle: 'A', source: 'stores', name: 'Machinegun' },
        { vehicle: 'A', source: 'found', name: 'Cluster Rockets', category: 'expendable' },
      ],
      [],
    );
    expect(lost.map((l) => [l.item.name, l.reason, l.standardPrice])).toEqual([
      ['Rockets', 'used up', 4],
      ['Cluster Rockets', 'used up', null],
    ]);
  });
  it('a destroyed vehicle loses everything not bought with DP; rare items have no standard price', () => {
    const lost = itemsLostAfterMatch(
      [
        { vehicle: 'B', source: 'design', name: 'Armor' },
        { vehicle: 'B', source: 'stores', name: 'Heavy Machinegun' },
        { vehicle: 'B', source: 'expendable', name: 'Tire-set (solid)' },
        { vehicle: 'B', source: 'found', name: 'Autocannon', category: 'weapon' },
      ],
      ['B'],
    );
    expect(lost.map((l) => [l.item.name, l.reason, l.standardPrice])).toEqual([
      ['Heavy Machinegun', 'vehicle destroyed', 20],
      ['Tire-set (solid)', 'vehicle destroyed', 8],
      ['Autocannon', 'vehicle destroyed', null],
    ]);
  });
});
