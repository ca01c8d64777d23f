import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  addSponsor,
  bankruptHoldingCompany,
  cupIncomeBonusApplies,
  partyRow,
  pitStopBonus,
  quirkCheckBonus,
  rollSponsorIncome,
  rollStartingSponsors,
  sponsorDpBonus,
  sponsorForD66,
  throwSponsorParty,
  canHireRating4Mechanic,
} from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

describe('Part VI › Sponsor Attracted Table', () => {
  it('reads D66 results, including the split ranges (gaps.md #4)', () => {
    expect(sponsorForD66(11)).toBe('Oil company');
    expect(sponsorForD66(46)).toBe('Engineering firm');
    expect(sponsorForD66(51)).toBe('Engineering firm');
    expect(sponsorForD66(56)).toBe('Holding company');
    expect(sponsorForD66(61)).toBe('Holding company');
    expect(sponsorForD66(66)).toBe('Munitions company');
    expect(() => sponsorForD66(47)).toThrow();
  });
});

describe('Part VI › Attract sponsors › three starting sponsors (gaps.md #56, #57)', () => {
  it('rolls three times on the D66 table and re-rolls a duplicate type', () => {
    // 12 Oil, 13 Oil again → re-roll, 64 Munitions, 35 Mechanic shop
    const dice = new FixedDice([12, 13, 64, 35]);
    expect(rollStartingSponsors(dice, settings())).toEqual(['Oil company', 'Munitions company', 'Mechanic shop']);
    expect(dice.log[2]!.rerollOf).toBe(1);
  });
  it('keeps a duplicate when the league allows two sponsors of one type', () => {
    const dice = new FixedDice([12, 13, 64]);
    expect(rollStartingSponsors(dice, settings({ duplicateSponsorTypes: true }))).toEqual(['Oil company', 'Oil company', 'Munitions company']);
  });
});

describe('Part VI › Sponsor party table', () => {
  it('80k party, die 6 → +2 sponsors, each rolled on the D66 table', () => {
    const dice = new FixedDice([6, 14, 41]);
    const party = throwSponsorParty(dice, 80, ['Oil company'], settings());
    expect(party.count).toBe(2);
    expect(party.attracted).toEqual(['Car manufacturer', 'Insurance company']);
    expect(party.line.amount).toBe(-80);
    expect(party.problems).toEqual([]);
  });
  it('10k party, die 5 → nobody; the 10k is still spent', () => {
    const party = throwSponsorParty(new FixedDice([5]), 10, [], settings());
    expect(party).toMatchObject({ count: 0, attracted: [], line: { amount: -10 } });
  });
  it('a second sponsor of a type already held is re-rolled (gaps.md #57)', () => {
    // 300k, die 1 → +1; D66 21 Medical services is held → re-roll 31 Gun manufacturer
    const party = throwSponsorParty(new FixedDice([1, 21, 31]), 300, ['Medical services'], settings());
    expect(party.attracted).toEqual(['Gun manufacturer']);
  });
  it('gaps.md #58: 60k is not a listed amount; with the house rule it reads the 40k row', () => {
    expect(throwSponsorParty(new FixedDice([]), 60, [], settings()).problems[0]!.code).toBe('partyAmount');
    expect(partyRow(60, settings({ partyAmounts: 'highestTierNotAbove' }))).toBe(40);
    expect(partyRow(5, settings({ partyAmounts: 'highestTierNotAbove' }))).toBeUndefined();
    // 60k on the 40k row, die 4 → +1, D66 33 Gun manufacturer; the whole 60k is spent
    const party = throwSponsorParty(new FixedDice([4, 33]), 60, [], settings({ partyAmounts: 'highestTierNotAbove' }));
    expect(party).toMatchObject({ count: 1, attracted: ['Gun manufacturer'], line: { amount: -60 } });
  });
});

describe('Part VI › Attract sponsors › never more than five sponsors', () => {
  const five = ['Oil company', 'Car manufacturer', 'Medical services', 'Tire company', 'Gun manufacturer'] as const;
  it('adds a fourth sponsor directly', () => {
    expect(addSponsor(five.slice(0, 3), 'Energy company', settings())).toEqual({ status: 'added', sponsors: [...five.slice(0, 3), 'Energy company'] });
  });
  it('at five, asks the owner which one the new sponsor replaces', () => {
    expect(addSponsor(five, 'Energy company', settings())).toEqual({ status: 'choiceNeeded', options: [...five] });
  });
  it('replaces the one the owner names', () => {
    expect(addSponsor(five, 'Energy company', settings(), 'Tire company')).toEqual({
      status: 'replaced',
      dropped: 'Tire company',
      sponsors: ['Oil company', 'Car manufacturer', 'Medical services', 'Gun manufacturer', 'Energy company'],
    });
  });
  it('refuses a duplicate type (gaps.md #57) and a drop the franchise does not have', () => {
    expect(addSponsor(['Oil company'], 'Oil company', settings()).status).toBe('refused');
    expect(addSponsor(five, 'Energy company', settings(), 'Holding company').status).toBe('refused');
  });
});

describe('Part VI › Post-match › Sponsors (income, gaps.md #60)', () => {
  it('Oil company: 2d6 x10k, dice 7 → 70k', () => {
    expect(rollSponsorIncome(new FixedDice([7]), 'Oil company', false).amount).toBe(70);
  });
  it('Tire company: 1d6 x5k, die 4 → 20k', () => {
    expect(rollSponsorIncome(new FixedDice([4]), 'Tire company', false).amount).toBe(20);
  });
  it('Metal Cup +1 is added to the dice before multiplying: Oil (7+1) x10k = 80k', () => {
    const r = rollSponsorIncome(new FixedDice([7]), 'Oil company', true);
    expect(r.amount).toBe(80);
    expect(r.rolls[0]!.notation).toBe('2d6+1 x10k');
  });
  it('Munitions company: war die 6 → 3d6 x10k (dice 11 → 110k); otherwise 1d6 x10k', () => {
    expect(rollSponsorIncome(new FixedDice([6, 11]), 'Munitions company', false).amount).toBe(110);
    expect(rollSponsorIncome(new FixedDice([5, 3]), 'Munitions company', false).amount).toBe(30);
  });
  it('the Cup bonus lasts for the first half of the season: matches 1-4 of 8 (gaps.md #59)', () => {
    const s = settings();
    expect([1, 2, 3, 4, 5, 8].map((m) => cupIncomeBonusApplies(m, s))).toEqual([true, true, true, true, false, false]);
    expect(cupIncomeBonusApplies(5, settings({ seasonLength: 10 }))).toBe(true);
  });
});

describe('Part VI › Sponsor effect table › effects', () => {
  it('Holding company: bankrupt for 2d6 x20k (dice 9 → 180k), sponsor lost, straight to the bank', () => {
    const r = bankruptHoldingCompany(new FixedDice([9]), ['Oil company', 'Holding company']);
    expect(r.sponsors).toEqual(['Oil company']);
    expect(r.line).toMatchObject({ amount: 180, stage: 'direct' });
    expect(bankruptHoldingCompany(new FixedDice([]), ['Oil company']).problems[0]!.code).toBe('noHoldingCompany');
  });
  it('Car manufacturer: +3 DP, +6 with the overhead penalty', () => {
    expect(sponsorDpBonus(['Car manufacturer'], false)).toBe(3);
    expect(sponsorDpBonus(['Car manufacturer'], true)).toBe(6);
    expect(sponsorDpBonus(['Oil company'], true)).toBe(0);
  });
  it('Medical services and Cloning services each +1 on quirk checks, stacking (gaps.md #18)', () => {
    expect(quirkCheckBonus(['Medical services', 'Cloning services', 'Oil company'])).toBe(2);
  });
  it('Tire company: +1 mechanic rating on pit-stops', () => {
    expect(pitStopBonus(['Tire company'])).toBe(1);
    expect(pitStopBonus(['Mechanic shop'])).toBe(0);
  });
  it('rating-4 mechanic only through Tire company, Mechanic shop or Car dealership (gaps.md #67)', () => {
    expect(canHireRating4Mechanic(['Car dealership'])).toBe(true);
    expect(canHireRating4Mechanic(['Oil company', 'Car manufacturer'])).toBe(false);
  });
});
