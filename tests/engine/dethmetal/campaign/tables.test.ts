import { describe, expect, it } from 'vitest';
import {
  D66_RESULTS,
  d66Range,
  EXPENDABLE_ITEMS,
  MECHANIC_STAFF,
  OVERHEAD_INCOME_BANDS,
  OVERHEAD_SIZE_BANDS,
  PARTY_AMOUNTS,
  REPAIR_COSTS,
  SPONSOR_ATTRACTED_TABLE,
  SPONSOR_EFFECTS,
  SPONSOR_PARTY_TABLE,
  SPONSOR_TYPES,
  STORES_ITEMS,
  TINKERING_TABLE,
  WORLD_TRADE_TABLE,
  type RollNode,
  type WorldTradeEntry,
} from '../../../../src-shared/engine/dethmetal/campaign';

/** Every D66 set of a table, checked against its printed range and for exact cover of 11..66. */
function expectExactD66Cover(rows: readonly { printed: string; d66: readonly number[] }[]) {
  for (const row of rows) expect([...row.d66], row.printed).toEqual(d66Range(row.printed));
  const all = rows.flatMap((r) => [...r.d66]).sort((a, b) => a - b);
  expect(all).toEqual([...D66_RESULTS]);
}

/** Every level of nested 1d6 sub-rolls covers 1..6 exactly once. */
function expectD6Cover(nodes: readonly RollNode[], where: string) {
  const faces = nodes.flatMap((n) => [...n.faces]).sort((a, b) => a - b);
  expect(faces, where).toEqual([1, 2, 3, 4, 5, 6]);
  for (const n of nodes) if ('roll' in n) expectD6Cover(n.roll, `${where} › ${n.heading}`);
}

describe('gaps.md #4 › D66 ranges', () => {
  it('"46 - 51" is {46, 51} and "55 - 61" is {55, 56, 61}', () => {
    expect(d66Range('46 - 51')).toEqual([46, 51]);
    expect(d66Range('55 - 61')).toEqual([55, 56, 61]);
    expect(d66Range('11 - 13')).toEqual([11, 12, 13]);
  });
  it('refuses numbers that no D66 roll shows', () => {
    expect(() => d66Range('47 - 50')).toThrow();
    expect(() => d66Range('13 - 11')).toThrow();
  });
});

describe('Part VI › Attract sponsors › Sponsor party table (shape)', () => {
  it('has the six printed amounts and a result for every die roll 1..6', () => {
    expect(PARTY_AMOUNTS).toEqual([10, 20, 40, 80, 150, 300]);
    for (const a of PARTY_AMOUNTS) expect(SPONSOR_PARTY_TABLE[a]).toHaveLength(6);
  });
  it('never gets worse with a higher roll or a bigger party', () => {
    for (const a of PARTY_AMOUNTS) {
      const row = SPONSOR_PARTY_TABLE[a];
      for (let d = 1; d < 6; d++) expect(row[d]!).toBeGreaterThanOrEqual(row[d - 1]!);
    }
    for (let i = 1; i < PARTY_AMOUNTS.length; i++) {
      for (let d = 0; d < 6; d++) expect(SPONSOR_PARTY_TABLE[PARTY_AMOUNTS[i]!][d]!).toBeGreaterThanOrEqual(SPONSOR_PARTY_TABLE[PARTY_AMOUNTS[i - 1]!][d]!);
    }
  });
  it('matches the printed corners: 10k needs a 6; 300k gives +1 even on a 1 and +2 on 4-6', () => {
    expect(SPONSOR_PARTY_TABLE[10]).toEqual([0, 0, 0, 0, 0, 1]);
    expect(SPONSOR_PARTY_TABLE[300]).toEqual([1, 1, 1, 2, 2, 2]);
    expect(SPONSOR_PARTY_TABLE[80][5]).toBe(2);
  });
});

describe('Part VI › Attract sponsors › Sponsor Attracted Table (shape, gaps.md #4)', () => {
  it('maps every D66 result 11..66 exactly once, each set equal to its printed range', () => {
    expectExactD66Cover(SPONSOR_ATTRACTED_TABLE);
  });
  it('has the 13 sponsor types once each, and every type has a row in the Sponsor effect table', () => {
    expect(SPONSOR_ATTRACTED_TABLE.map((r) => r.sponsor)).toEqual([...SPONSOR_TYPES]);
    expect(Object.keys(SPONSOR_EFFECTS).sort()).toEqual([...SPONSOR_TYPES].sort());
  });
});

describe('Part VI › Sponsor effect table (data)', () => {
  it('has the printed incomes', () => {
    const printed = Object.fromEntries(SPONSOR_TYPES.map((s) => [s, `${SPONSOR_EFFECTS[s].income.dice} x${SPONSOR_EFFECTS[s].income.per}k`]));
    expect(printed).toEqual({
      'Oil company': '2d6 x10k',
      'Car manufacturer': '1d6 x10k',
      'Medical services': '1d6 x10k',
      'Tire company': '1d6 x5k',
      'Gun manufacturer': '1d6 x10k',
      'Mechanic shop': '1d6 x5k',
      'Insurance company': '1d6 x10k',
      'Car dealership': '1d6 x10k',
      'Engineering firm': '1d6 x5k',
      'Energy company': '2d6 x10k',
      'Holding company': '1d6 x5k',
      'Cloning services': '1d6 x10k',
      'Munitions company': '1d6 x10k',
    });
  });
  it('has the printed special effects as numbers', () => {
    expect(SPONSOR_EFFECTS['Car manufacturer'].newVehicleDp).toEqual({ normal: 3, overheadPenalty: 6 });
    expect(SPONSOR_EFFECTS['Insurance company']).toMatchObject({ replacementDiscount: 5, cloningDiscount: 5 });
    expect(SPONSOR_EFFECTS['Cloning services']).toMatchObject({ cloningDiscount: 2, quirkCheckBonus: 1 });
    expect(SPONSOR_EFFECTS['Mechanic shop'].criticalRepairDiscount).toEqual({ normal: 1, overheadPenalty: 2 });
    expect(SPONSOR_EFFECTS['Gun manufacturer']).toMatchObject({ weaponDiscountPercent: 10, tinkerer: { successFrom: 5 } });
    expect(SPONSOR_EFFECTS['Engineering firm'].tinkerer).toEqual({ successFrom: 5 });
    expect(SPONSOR_EFFECTS['Car dealership'].newVehicleDiscountPercent).toBe(10);
    expect(SPONSOR_EFFECTS['Holding company'].bankruptcy).toEqual({ dice: '2d6', per: 20 });
    expect(SPONSOR_EFFECTS['Munitions company'].warBoom).toEqual({ onDie: 6, income: { dice: '3d6', per: 10 } });
    const rating4 = SPONSOR_TYPES.filter((s) => SPONSOR_EFFECTS[s].hiresRating4Mechanic);
    expect(rating4).toEqual(['Tire company', 'Mechanic shop', 'Car dealership']);
  });
});

describe('Part VI › Overhead costs › Franchise Overhead Table (shape)', () => {
  it('size bands cover every size from 0 up, without gaps or overlaps', () => {
    expect(OVERHEAD_SIZE_BANDS[0]!.min).toBe(0);
    for (let i = 1; i < OVERHEAD_SIZE_BANDS.length; i++) expect(OVERHEAD_SIZE_BANDS[i]!.min).toBe(OVERHEAD_SIZE_BANDS[i - 1]!.max + 1);
    expect(OVERHEAD_SIZE_BANDS.at(-1)!.max).toBe(Infinity);
  });
  it('income bands cover every whole k, negatives included, without gaps or overlaps (gaps.md #62)', () => {
    expect(OVERHEAD_INCOME_BANDS[0]!.min).toBe(-Infinity);
    for (let i = 1; i < OVERHEAD_INCOME_BANDS.length; i++) expect(OVERHEAD_INCOME_BANDS[i]!.min).toBe(OVERHEAD_INCOME_BANDS[i - 1]!.max + 1);
    expect(OVERHEAD_INCOME_BANDS.at(-1)!.max).toBe(Infinity);
  });
  it('has a cell for every size column in every row', () => {
    for (const row of OVERHEAD_INCOME_BANDS) expect(row.profit, row.printed).toHaveLength(OVERHEAD_SIZE_BANDS.length);
  });
  it('profit never rises with size nor falls with income (a check on the transcription)', () => {
    for (const row of OVERHEAD_INCOME_BANDS) for (let c = 1; c < row.profit.length; c++) expect(row.profit[c]!).toBeLessThanOrEqual(row.profit[c - 1]!);
    for (let r = 1; r < OVERHEAD_INCOME_BANDS.length; r++) {
      for (let c = 0; c < OVERHEAD_SIZE_BANDS.length; c++)
        expect(OVERHEAD_INCOME_BANDS[r]!.profit[c]!).toBeGreaterThanOrEqual(OVERHEAD_INCOME_BANDS[r - 1]!.profit[c]!);
    }
  });
});

describe('Part VI › Shopping › World Trade Table (shape)', () => {
  it('maps every D66 result exactly once, each set equal to its printed range (gaps.md #4)', () => {
    expectExactD66Cover(WORLD_TRADE_TABLE);
  });
  it('every sub-roll covers 1..6 exactly once; only Expendable armors 3-4 is empty (gaps.md #73)', () => {
    const gaps: string[] = [];
    for (const e of WORLD_TRADE_TABLE) {
      if (!('roll' in e)) continue;
      expectD6Cover(e.roll, e.heading);
      for (const n of e.roll) if ('gap' in n) gaps.push(`${e.heading} ${n.faces.join('-')}`);
    }
    expect(gaps).toEqual(['Expendable armors 3-4']);
  });
  it('rare tires roll carcass and tread on 1-2 / 3-4 / 5-6', () => {
    const entries: readonly WorldTradeEntry[] = WORLD_TRADE_TABLE;
    const tires = entries.find((e) => 'item' in e && e.item.name === 'Rare tires');
    expect(tires && 'item' in tires && tires.item.characteristics?.map((c) => ('table' in c ? c.table.map((r) => r.value) : []))).toEqual([
      ['Heavy-Duty', 'Puncture Resistant', 'Solid'],
      ['Street Performance', 'Traction', 'Snow'],
    ]);
  });
});

describe('Part VI › Shopping › Tinkering and Experimental Tables (shape)', () => {
  it('every level of sub-rolls covers 1..6 exactly once', () => {
    expectD6Cover(TINKERING_TABLE, 'Tinkering');
  });
  it('first-roll groups: weapon 1-2, engine 3, suspension 4, armor 5, electronics 6 (gaps.md #76)', () => {
    expect(TINKERING_TABLE.map((n) => [n.faces.join(','), n.group])).toEqual([
      ['1,2', 'weapon'],
      ['3', 'engine'],
      ['4', 'suspension'],
      ['5', 'armor'],
      ['6', 'electronics'],
    ]);
  });
});

describe('Part VI › Price lists (data)', () => {
  it('Repair, replacement and cloning costs', () => {
    expect(REPAIR_COSTS).toEqual({
      cloning: 5,
      replacement: { normal: 5, overheadPenalty: 8 },
      perCritical: { normal: 1, overheadPenalty: 2 },
      criticalsMax: { normal: 4, overheadPenalty: 7 },
    });
  });
  it('Stores items and Expendable items', () => {
    expect(Object.fromEntries(Object.entries(STORES_ITEMS).map(([k, v]) => [k, v.cost]))).toEqual({
      'Gear-set': 2,
      Machinegun: 15,
      'Heavy Machinegun': 20,
      'Recoilless Rifle': 30,
      'Heavy Recoilless Rifle': 50,
      'Anti-tank Rifle': 30,
      'Heavy Anti-tank Rifle': 55,
    });
    expect(Object.fromEntries(Object.entries(EXPENDABLE_ITEMS).map(([k, v]) => [k, v.cost]))).toEqual({
      'Light rockets': 3,
      Rockets: 4,
      'Heavy rockets': 6,
      'Oil-jet': 2,
      Caltrops: 4,
      'Smoke launchers': 2,
      'Tire-set (light)': 1,
      'Tire-set (heavy)': 2,
      'Tire-set (puncture-resistant)': 4,
      'Tire-set (solid)': 8,
    });
  });
  it('Mechanic staff: hire 0/25/100/300k, retention 12/50/75k as printed, size +1 at rating 3 and +3 at rating 4', () => {
    expect(MECHANIC_STAFF).toEqual({
      1: { seasonHire: 0, singleMatchHire: null, printedRetention: 0, sizeAddOn: 0 },
      2: { seasonHire: 25, singleMatchHire: null, printedRetention: 12, sizeAddOn: 0 },
      3: { seasonHire: 100, singleMatchHire: null, printedRetention: 50, sizeAddOn: 1 },
      4: { seasonHire: 300, singleMatchHire: 50, printedRetention: 75, sizeAddOn: 3 },
    });
  });
});
