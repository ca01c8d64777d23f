import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../../../src-shared/engine/dice';
import { postMatchMoney, ledgerTotal, type PostMatchInput } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

const base: PostMatchInput = {
  franchise: { competitors: 8, vehicles: 4, overheadPenaltyVehicles: 1, mechanicRating: 3 },
  sponsors: ['Oil company', 'Insurance company', 'Munitions company'],
  cash: 50,
  prizeMoney: 55,
  matchNumber: 2,
};

describe('Part VI › Post-match › postMatchMoney', () => {
  it('assembles prize, sponsors, Face, costs, overhead, Cup bonus and shopping in order', () => {
    // Rolls: Oil 2d6+1 (7) → 80; Insurance 1d6+1 (3) → 40; Munitions war die 2, 1d6+1 (4) → 50; Face 2d6 (9) → 9;
    // Tinkerer Bob 4 → nothing; World Trade 12 → Ram-guard, 15 + 2d6 (7) = 22.
    const dice = new FixedDice([7, 3, 2, 4, 9, 4, 12, 7]);
    const r = postMatchMoney(
      dice,
      {
        ...base,
        metalCupHolder: true,
        cupBonusDue: 20,
        faceCompetitors: 1,
        vehicles: [
          { name: 'A', overheadPenalty: true, destroyed: true, criticals: 0 },
          { name: 'B', overheadPenalty: false, destroyed: false, criticals: 2 },
        ],
        clones: ['Reggie'],
        tinkerers: ['Bob'],
        worldTrade: true,
        buyFound: ['worldTrade'],
        purchases: [{ kind: 'expendable', item: 'Rockets', quantity: 2 }],
      },
      settings(),
    );
    // A replacement 8 − 5 (Insurance) = 3; B 2 criticals = 2; Reggie 5 − 5 = 0
    // net = 55 + 80 + 40 + 50 + 9 − 3 − 2 − 0 = 229 → "171 - 230k"; size 8 + 4 + 1 + 1 = 14 → "12 - 14" → 100k
    expect(r.netIncome).toBe(229);
    expect(r.franchiseSize).toBe(14);
    expect(r.profit).toBe(100);
    expect(r.lines.map((l) => [l.stage, l.amount])).toEqual([
      ['income', 55],
      ['income', 80],
      ['income', 40],
      ['income', 50],
      ['income', 9],
      ['cost', -3],
      ['cost', -2],
      ['cost', 0],
      ['overhead', -129],
      ['direct', 20],
      ['spending', -22],
      ['spending', -8],
    ]);
    // 100 + 20 − 22 − 8 = 90; bank 50 → 140
    expect(r.balanceChange).toBe(90);
    expect(ledgerTotal(r.lines)).toBe(90);
    expect(r.cash).toBe(140);
    expect(r.offers.map((o) => o.key)).toEqual(['worldTrade']);
    expect(r.rolls).toHaveLength(8);
    expect(r.problems).toEqual([]);
  });

  it('after the first half of the season the Cup +1 no longer applies (match 5 of 8)', () => {
    // Oil 2d6 (7) → 70; Insurance (3) → 30; Munitions war 1, (4) → 40; net 55 + 140 = 195 → 100k at size 14
    const r = postMatchMoney(new FixedDice([7, 3, 1, 4]), { ...base, matchNumber: 5, metalCupHolder: true }, settings());
    expect(r.netIncome).toBe(195);
  });

  it('a bad night: net income below 20k still banks the "- 20k" row (gaps.md #62)', () => {
    // Oil only, dice 2 → 20k; prize 0; 3 destroyed cars 3 × 5 = 15 → net 5; size 6 + 3 = 9 → "9 - 11" → 25k
    const r = postMatchMoney(
      new FixedDice([2]),
      {
        ...base,
        franchise: { competitors: 6, vehicles: 3, overheadPenaltyVehicles: 0, mechanicRating: 1 },
        sponsors: ['Oil company'],
        prizeMoney: 0,
        vehicles: ['A', 'B', 'C'].map((name) => ({ name, overheadPenalty: false, destroyed: true, criticals: 0 })),
      },
      settings(),
    );
    expect(r.netIncome).toBe(5);
    expect(r.profit).toBe(25);
  });

  it('Face income is 2d6 × 1k, or × 10k with the house rule (gaps.md #13)', () => {
    const one = postMatchMoney(new FixedDice([9]), { ...base, sponsors: [], faceCompetitors: 1 }, settings());
    const ten = postMatchMoney(new FixedDice([9]), { ...base, sponsors: [], faceCompetitors: 1 }, settings({ faceIncomeMultiplier: 10 }));
    expect(one.lines[1]!.amount).toBe(9);
    expect(ten.lines[1]!.amount).toBe(90);
  });

  it('finds are offers; running again with the same dice and buyFound buys them', () => {
    const input: PostMatchInput = { ...base, cash: 500, tinkerers: ['Bob', 'Ann'], worldTrade: true };
    const first = postMatchMoney(new SeededDice(7), input, settings());
    const keys = first.offers.map((o) => o.key);
    expect(keys).toContain('worldTrade');
    const again = postMatchMoney(new SeededDice(7), { ...input, buyFound: keys }, settings());
    expect(again.offers).toEqual(first.offers);
    expect(again.profit).toBe(first.profit);
    expect(again.balanceChange).toBe(first.balanceChange - first.offers.reduce((s, o) => s + o.price, 0));
  });

  it('a found item not bought this match cannot be bought later', () => {
    const r = postMatchMoney(new FixedDice([7, 3, 1, 4]), { ...base, buyFound: ['worldTrade'] }, settings());
    expect(r.problems.map((p) => p.code)).toEqual(['unknownFind']);
  });

  it('a New contract at five sponsors needs the sponsor it replaces', () => {
    const five = ['Oil company', 'Insurance company', 'Tire company', 'Energy company', 'Car dealership'] as const;
    // Oil 7, Insurance 3, Tire 2, Energy 6, Dealership 4; World Trade 56 → New contract, 6d6 (20) = 90, sponsor 33 Gun manufacturer
    const rolls = [7, 3, 2, 6, 4, 56, 20, 33];
    const input: PostMatchInput = { ...base, cash: 200, sponsors: five, worldTrade: true, buyFound: ['worldTrade'] };
    expect(postMatchMoney(new FixedDice(rolls), input, settings()).problems.map((p) => p.code)).toEqual(['sponsorToReplace']);
    const r = postMatchMoney(new FixedDice(rolls), { ...input, newContractReplaces: 'Tire company' }, settings());
    expect(r.problems).toEqual([]);
    expect(r.sponsors).toEqual(['Oil company', 'Insurance company', 'Energy company', 'Car dealership', 'Gun manufacturer']);
    expect(r.lines.at(-1)!.amount).toBe(-90);
  });

  it('Holding company bankruptcy is banked directly and the sponsor is gone', () => {
    // Holding 1d6 x5k (4) → 20; prize 55 → net 75 → "51 - 80k" at size 14 → 50k; bankruptcy 2d6 x20k (10) → 200
    const r = postMatchMoney(new FixedDice([4, 10]), { ...base, sponsors: ['Holding company'], bankruptHoldingCompany: true }, settings());
    expect(r.profit).toBe(50);
    expect(r.lines.filter((l) => l.stage === 'direct').map((l) => l.amount)).toEqual([200]);
    expect(r.sponsors).toEqual([]);
    expect(r.balanceChange).toBe(250);
  });

  it('spending more than the bank holds is a problem; so is a second World Trade roll in a per-season league (gaps.md #73)', () => {
    const over = postMatchMoney(
      new FixedDice([7, 3, 1, 4]),
      { ...base, cash: 0, purchases: [{ kind: 'vehicle', name: 'New', overheadPenalty: true }] },
      settings(),
    );
    // profit 100 (net 195) − 150 = −50
    expect(over.cash).toBe(-50);
    expect(over.problems.map((p) => p.code)).toEqual(['overspent']);
    const used = postMatchMoney(
      new FixedDice([7, 3, 1, 4]),
      { ...base, worldTrade: true, worldTradeUsedThisSeason: true },
      settings({ worldTradeRolls: 'perSeason' }),
    );
    expect(used.problems.map((p) => p.code)).toEqual(['worldTradeUsed']);
    expect(used.rolls).toHaveLength(4);
  });

  it('hiring past 10 competitors is refused mid-season', () => {
    const r = postMatchMoney(
      new FixedDice([7, 3, 1, 4]),
      { ...base, cash: 500, franchise: { ...base.franchise, competitors: 10 }, purchases: [{ kind: 'hire', name: 'New' }] },
      settings(),
    );
    expect(r.problems.map((p) => p.code)).toEqual(['rosterTooLarge']);
  });
});
