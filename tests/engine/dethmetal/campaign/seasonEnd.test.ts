import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  applyForcedRetirements,
  contractAllowance,
  mechanicRetention,
  metalCup,
  orderTeams,
  standingPlaces,
  seasonEndSponsors,
  type SeasonSponsorsTeam,
} from '../../../../src-shared/engine/dethmetal/campaign';
import { settings } from './helpers';

describe('Part VI › Ending a season › standings', () => {
  it('competition ranking: 30, 30, 20, 10 → places 1, 1, 3, 4; from the bottom 3, 3, 2, 1', () => {
    const st = [
      { team: 'A', points: 30 },
      { team: 'B', points: 30 },
      { team: 'C', points: 20 },
      { team: 'D', points: 10 },
    ];
    expect([...standingPlaces(st).values()]).toEqual([1, 1, 3, 4]);
    expect([...standingPlaces(st, true).values()]).toEqual([3, 3, 2, 1]);
  });
  it('ties in a pick order are rolled off with 1d6, highest first, re-rolling a repeated tie', () => {
    // A, B, C tied: rolls 4, 4, 2 → C last; A and B roll again 1, 5 → B, A, C
    const order = orderTeams(
      new FixedDice([4, 4, 2, 1, 5]),
      [
        { team: 'A', points: 5 },
        { team: 'B', points: 5 },
        { team: 'C', points: 5 },
        { team: 'D', points: 9 },
      ],
      'mostFirst',
      'test',
    );
    expect(order).toEqual(['D', 'B', 'A', 'C']);
  });
});

describe('Part VI › Ending a season › The Metal Cup (gaps.md #77)', () => {
  const st = [
    { team: 'A', points: 30 },
    { team: 'B', points: 22 },
    { team: 'C', points: 22 },
    { team: 'D', points: 10 },
  ];
  it('the most points wins 1d6 × 5k (4 → 20k) with its next income; the top two places get a third contract', () => {
    const cup = metalCup(new FixedDice([4]), st, settings());
    expect(cup.winners).toEqual(['A']);
    expect(cup.bonusDue).toEqual({ A: 20 });
    // places 1, 2, 2, 4: B and C share second place, so both are "top two"
    expect(cup.extraContract).toEqual(['A', 'B', 'C']);
    expect(contractAllowance(st)).toEqual({ A: 3, B: 3, C: 3, D: 2 });
  });
  it('tied winners all win and each rolls a bonus; with the house rule a roll-off decides one', () => {
    const tied = [
      { team: 'A', points: 30 },
      { team: 'B', points: 30 },
      { team: 'C', points: 5 },
    ];
    expect(metalCup(new FixedDice([2, 6]), tied, settings()).bonusDue).toEqual({ A: 10, B: 30 });
    // roll-off A 3, B 5 → B wins, bonus die 1 → 5k
    const one = metalCup(new FixedDice([3, 5, 1]), tied, settings({ metalCupTies: 'rollOff' }));
    expect(one.winners).toEqual(['B']);
    expect(one.bonusDue).toEqual({ B: 5 });
  });
});

describe('Part VI › Retirements, Contracts, and the Draft › forced retirements and mechanic staff', () => {
  it('forced retirements are removed from the roster', () => {
    const r = applyForcedRetirements([{ id: 'a', forcedRetirement: true }, { id: 'b' }]);
    expect(r.retired.map((c) => c.id)).toEqual(['a']);
    expect(r.remaining.map((c) => c.id)).toEqual(['b']);
  });
  it('retention as printed: rating 2 12k, rating 3 50k, rating 4 75k; rating 1 free', () => {
    expect([1, 2, 3, 4].map((r) => mechanicRetention(r as 1 | 2 | 3 | 4, ['Tire company'], settings()).cost)).toEqual([0, 12, 50, 75]);
    expect(mechanicRetention(3, [], settings()).line).toMatchObject({ amount: -50 });
  });
  it('house rule: exact halves rounded up: 13k, 50k, 150k (gaps.md #67)', () => {
    const s = settings({ mechanicRetention: 'halfHireCostRoundedUp' });
    expect([2, 3, 4].map((r) => mechanicRetention(r as 2 | 3 | 4, ['Mechanic shop'], s).cost)).toEqual([13, 50, 150]);
  });
  it('a rating-4 staff can only be kept with a Tire company, Mechanic shop or Car dealership (gaps.md #67)', () => {
    expect(mechanicRetention(4, ['Oil company'], settings()).problems[0]!.code).toBe('rating4NeedsSponsor');
  });
});

describe('Part VI › Ending a season › Sponsors (gaps.md #78)', () => {
  const teams: SeasonSponsorsTeam[] = [
    { team: 'A', points: 30, sponsors: ['Oil company', 'Tire company', 'Energy company'], safe: 'Oil company' },
    { team: 'B', points: 20, sponsors: ['Car dealership', 'Munitions company'] },
    { team: 'C', points: 10, sponsors: ['Holding company'] },
  ];
  it('each loses one random non-safe sponsor with its farewell income; picks go most points first', () => {
    // A: candidates Tire, Energy → die 2 → Energy; farewell 2d6 x10k (8) → 80
    // B: candidates Dealership, Munitions → die 5 (too high) re-roll 1 → Dealership; farewell 1d6 x10k (3) → 30
    // C: only one sponsor, never loses its last
    // picks: A chooses from {Energy, Dealership}: 'Car dealership'; B only Energy left → automatic; C: pool empty
    const r = seasonEndSponsors(new FixedDice([2, 8, 5, 1, 3]), teams, ['Car dealership'], settings());
    expect(r.status).toBe('complete');
    expect(r.leaving.map((l) => [l.team, l.sponsor, l.line.amount, l.line.stage])).toEqual([
      ['A', 'Energy company', 80, 'direct'],
      ['B', 'Car dealership', 30, 'direct'],
    ]);
    expect(r.order).toEqual(['A', 'B', 'C']);
    expect(r.taken).toEqual([
      { team: 'A', sponsor: 'Car dealership' },
      { team: 'B', sponsor: 'Energy company' },
    ]);
    expect(r.sponsors).toEqual({
      A: ['Oil company', 'Tire company', 'Car dealership'],
      B: ['Munitions company', 'Energy company'],
      C: ['Holding company'],
    });
    expect(r.pool).toEqual([]);
  });
  it('asks for a pick when an owner has a choice, and refuses a sponsor not in the pool', () => {
    const dice = () => new FixedDice([2, 8, 5, 1, 3]);
    const ask = seasonEndSponsors(dice(), teams, [], settings());
    expect(ask).toMatchObject({ status: 'needsChoice', next: { team: 'A', options: ['Energy company', 'Car dealership'] } });
    const bad = seasonEndSponsors(dice(), teams, ['Oil company'], settings());
    expect(bad.status).toBe('needsChoice');
    expect(bad.problems.map((p) => p.code)).toEqual(['badPick']);
  });
  it('the same sponsor may not be declared safe two seasons running; a sponsor not held cannot be safe', () => {
    const r = seasonEndSponsors(
      new FixedDice([1, 7]),
      [{ team: 'A', points: 1, sponsors: ['Oil company', 'Tire company'], safe: 'Oil company', lastSeasonSafe: 'Oil company' }],
      [],
      settings(),
    );
    // safe refused, so both can leave: die 1 → Oil company, farewell 2d6 x10k (7) → 70; A takes it back automatically
    expect(r.problems.map((p) => p.code)).toEqual(['safeBackToBack']);
    expect(r.leaving[0]!.sponsor).toBe('Oil company');
    expect(r.taken).toEqual([{ team: 'A', sponsor: 'Oil company' }]);
  });
  it('a safe sponsor never leaves: with two sponsors the other one goes without a roll', () => {
    const r = seasonEndSponsors(new FixedDice([4]), [{ team: 'A', points: 1, sponsors: ['Oil company', 'Tire company'], safe: 'Oil company' }], [], settings());
    // Tire company leaves; farewell 1d6 x5k (4) → 20
    expect(r.leaving.map((l) => [l.sponsor, l.line.amount])).toEqual([['Tire company', 20]]);
  });
});
