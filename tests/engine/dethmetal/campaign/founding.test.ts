import { describe, expect, it } from 'vitest';
import { priceFoundingPlan, type FoundingPlan } from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

const rookies = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `R${i + 1}` }));
const cars = (n: number, big = 0) => Array.from({ length: n }, (_, i) => ({ name: `Car ${i + 1}`, overheadPenalty: i < big }));
const plan = (over: Partial<FoundingPlan> = {}): FoundingPlan => ({
  competitors: rookies(6),
  mechanicRating: 1,
  vehicles: cars(3),
  sponsors: ['Oil company', 'Energy company', 'Tire company'],
  ...over,
});

describe('Part VI › Starting a new franchise', () => {
  it('the cheapest legal franchise: 6 × 50k + 3 × 100k = 600k of the 1000k seed money', () => {
    const r = priceFoundingPlan(plan(), settings());
    expect(r.problems).toEqual([]);
    expect(r.spent).toBe(600);
    expect(r.remaining).toBe(400);
  });
  it('prices veterans, rating-3 staff, 75-DP vehicles, a party and stores', () => {
    // 5 rookies 250 + veteran level 3 (50 + 6 = 56) + rating 3 100 + 2 × 100 + 1 × 150 + party 40 + 2 MG 30 = 826
    const r = priceFoundingPlan(
      plan({
        competitors: [...rookies(5), { name: 'Vet', veteranLevel: 3 }],
        mechanicRating: 3,
        vehicles: cars(3, 1),
        partySpend: 40,
        purchases: [{ kind: 'stores', item: 'Machinegun', quantity: 2 }],
      }),
      settings(),
    );
    expect(r.problems).toEqual([]);
    expect(r.spent).toBe(826);
    expect(r.remaining).toBe(174);
  });
  it('sponsor discounts: Car dealership −10% on vehicles (3 × 90k), Gun manufacturer −10% on weapons', () => {
    // 6 × 50 + 3 × 90 + HMG 18 = 588
    const r = priceFoundingPlan(
      plan({ sponsors: ['Car dealership', 'Gun manufacturer', 'Oil company'], purchases: [{ kind: 'stores', item: 'Heavy Machinegun' }] }),
      settings(),
    );
    expect(r.spent).toBe(588);
  });
  it('refuses a plan over the 1000k seed money', () => {
    // 10 × 50 + 5 × 150 = 1250
    const r = priceFoundingPlan(plan({ competitors: rookies(10), vehicles: cars(5, 5) }), settings());
    expect(r.remaining).toBe(-250);
    expect(r.problems.map((p) => p.code)).toEqual(['overBudget']);
  });
  it('roster 6–10 and stables 3–5 (gaps.md #71)', () => {
    const codes = (p: FoundingPlan, s = settings()) => priceFoundingPlan(p, s).problems.map((x) => x.code);
    expect(codes(plan({ competitors: rookies(5) }))).toEqual(['rosterTooSmall']);
    expect(codes(plan({ competitors: rookies(5) }), settings({ enforceRosterMinimum: false }))).toEqual([]);
    expect(codes(plan({ competitors: rookies(11) }))).toEqual(['rosterTooLarge']);
    expect(codes(plan({ vehicles: cars(2) }))).toEqual(['stablesTooSmall']);
    expect(codes(plan({ vehicles: cars(6) }))).toEqual(['stablesTooLarge']);
  });
  it('exactly three starting sponsors of different types (gaps.md #56, #57)', () => {
    expect(priceFoundingPlan(plan({ sponsors: ['Oil company', 'Energy company'] }), settings()).problems[0]!.code).toBe('startingSponsors');
    expect(priceFoundingPlan(plan({ sponsors: ['Oil company', 'Oil company', 'Energy company'] }), settings()).problems[0]!.code).toBe('duplicateSponsor');
  });
  it('a rating-4 mechanic (300k) needs a Tire company, Mechanic shop or Car dealership (gaps.md #67)', () => {
    const ok = priceFoundingPlan(plan({ mechanicRating: 4 }), settings());
    expect(ok.problems).toEqual([]);
    expect(ok.spent).toBe(900);
    const bad = priceFoundingPlan(plan({ mechanicRating: 4, sponsors: ['Oil company', 'Energy company', 'Holding company'] }), settings());
    expect(bad.problems.map((p) => [p.code, p.path])).toEqual([['rating4NeedsSponsor', ['mechanicRating', 'rating']]]);
  });
  it('a party must be a listed amount (gaps.md #58)', () => {
    expect(priceFoundingPlan(plan({ partySpend: 60 }), settings()).problems[0]!.code).toBe('partyAmount');
  });
});
