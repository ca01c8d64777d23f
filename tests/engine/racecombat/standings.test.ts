/**
 * The championships (gaps.md #24): a season of three races by hand, drivers' and teams' points by the league's
 * points-per-place table, eliminations placed after the finishers, and the racing tie-breakers.
 */
import { describe, expect, it } from 'vitest';
import { championships, classifyRace, DEFAULT_RACE_SCORING, type RaceResult } from '../../../src-shared/engine/racecombat';

const S = DEFAULT_RACE_SCORING;
const fin = (driver: string, team: string, finished: number) => ({ driver, team, finished });
const out = (driver: string, team: string, lap: number, turn: number) => ({ driver, team, eliminated: { lap, turn } });

const SEASON: RaceResult[] = [
  { cars: [fin('A1', 'Alpha', 1), fin('B1', 'Bravo', 2), fin('C1', 'Charlie', 3), out('A2', 'Alpha', 5, 2), out('B2', 'Bravo', 3, 1)] },
  { cars: [fin('B1', 'Bravo', 1), fin('A1', 'Alpha', 2), fin('B2', 'Bravo', 3), fin('A2', 'Alpha', 4), out('C1', 'Charlie', 1, 1)] },
  { cars: [fin('C1', 'Charlie', 1), fin('A2', 'Alpha', 2), fin('B2', 'Bravo', 3), out('A1', 'Alpha', 7, 3), out('B1', 'Bravo', 7, 3)] },
];
const table = (rows: { who: string; rank: number; points: number }[]) => rows.map((r) => [r.who, r.rank, r.points]);

describe('League: a race’s classification', () => {
  it('finishers by position, then the eliminated, the one out later first; out on the same lap and turn share the place', () => {
    expect(classifyRace(SEASON[0]!, S).map((c) => [c.driver, c.place, c.points])).toEqual([
      ['A1', 1, 10],
      ['B1', 2, 8],
      ['C1', 3, 6],
      ['A2', 4, 0],
      ['B2', 5, 0],
    ]);
    expect(classifyRace(SEASON[2]!, { ...S, eliminated: 'classified' }).map((c) => [c.driver, c.place, c.points])).toEqual([
      ['C1', 1, 10],
      ['A2', 2, 8],
      ['B2', 3, 6],
      ['A1', 4, 5],
      ['B1', 4, 5],
    ]);
  });
  it('refuses a race whose positions are not 1, 2, 3 … once each, a driver twice, or a car both finished and out', () => {
    expect(() => classifyRace({ cars: [fin('A', 'T', 1), fin('B', 'T', 3)] }, S)).toThrow('B is given 3 where 2 is next');
    expect(() => classifyRace({ cars: [fin('A', 'T', 1), fin('B', 'T', 1)] }, S)).toThrow('B is given 1 where 2 is next');
    expect(() => classifyRace({ cars: [fin('A', 'T', 1), out('A', 'T', 1, 1)] }, S)).toThrow('The race lists A more than once');
    expect(() => classifyRace({ cars: [{ driver: 'A', team: 'T', finished: 1, eliminated: { lap: 1, turn: 1 } }] }, S)).toThrow(
      'A car either finished (its position) or was eliminated (its lap and turn), not both or neither',
    );
    expect(() => championships([SEASON[0]!, { cars: [] }], S)).toThrow('Race 2: cars: A race has at least one car');
  });
});

describe('League: drivers’ and teams’ championships (10-8-6-5-4-3-2-1)', () => {
  it('eliminated cars score nothing by default; a team scores what all its cars scored', () => {
    const c = championships(SEASON, S);
    // A1 10+8+0, B1 8+10+0, C1 6+0+10, A2 0+5+8, B2 0+6+6; level A1 and B1 are level on countback too (a win, a second each).
    expect(table(c.drivers)).toEqual([
      ['A1', 1, 18],
      ['B1', 1, 18],
      ['C1', 3, 16],
      ['A2', 4, 13],
      ['B2', 5, 12],
    ]);
    expect(c.drivers[0]!.places).toEqual([1, 1]);
    expect(c.drivers.map((r) => r.eliminations)).toEqual([1, 1, 1, 1, 1]);
    // Alpha 10+13+8, Bravo 8+16+6, Charlie 16.
    expect(table(c.teams)).toEqual([
      ['Alpha', 1, 31],
      ['Bravo', 2, 30],
      ['Charlie', 3, 16],
    ]);
  });
  it('classified: the eliminated score their place', () => {
    const c = championships(SEASON, { ...S, eliminated: 'classified' });
    expect(table(c.drivers)).toEqual([
      ['A1', 1, 23],
      ['B1', 1, 23],
      ['C1', 3, 20],
      ['A2', 4, 18],
      ['B2', 5, 16],
    ]);
    expect(table(c.teams)).toEqual([
      ['Alpha', 1, 41],
      ['Bravo', 2, 39],
      ['Charlie', 3, 20],
    ]);
  });
  it('the latest race both ran with different places breaks what countback left level', () => {
    const c = championships(SEASON, { ...S, tieBreakers: ['countback', 'latest-race'] });
    // Race 3: both 4th (out together); race 2: B1 1st, A1 2nd.
    expect(c.drivers.slice(0, 2).map((r) => [r.who, r.rank, r.decidedBy])).toEqual([
      ['B1', 1, null],
      ['A1', 2, 'latest-race'],
    ]);
  });
  it('countback: most wins, then most second places', () => {
    const two: RaceResult[] = [
      { cars: [fin('X', 'T1', 1), fin('Y', 'T2', 2), fin('Z', 'T3', 3)] },
      { cars: [fin('Y', 'T2', 1), fin('Z', 'T3', 2), fin('X', 'T1', 3)] },
      { cars: [fin('Z', 'T3', 1), fin('Y', 'T2', 2), fin('X', 'T1', 4), fin('W', 'T4', 3)] },
    ];
    // X 10+6+5 = 21; Y 8+10+8 = 26; Z 6+8+10 = 24; W 6.
    expect(table(championships(two, S).drivers)).toEqual([
      ['Y', 1, 26],
      ['Z', 2, 24],
      ['X', 3, 21],
      ['W', 4, 6],
    ]);
    const level: RaceResult[] = [{ cars: [fin('X', 'T1', 1), fin('Y', 'T2', 2)] }, { cars: [fin('Y', 'T2', 2), fin('X', 'T1', 3), fin('Q', 'T3', 1)] }];
    // X 10+6 = 16, Y 8+8 = 16: X has a win.
    const c = championships(level, S);
    expect(c.drivers.filter((r) => r.who !== 'Q').map((r) => [r.who, r.rank, r.points, r.decidedBy])).toEqual([
      ['X', 1, 16, null],
      ['Y', 2, 16, 'countback'],
    ]);
    const seconds: RaceResult[] = [
      { cars: [fin('P', 'T1', 1), fin('Q', 'T3', 2), fin('R', 'T2', 3)] },
      { cars: [fin('R', 'T2', 1), fin('P', 'T1', 2), fin('Q', 'T3', 3)] },
      { cars: [fin('Q', 'T3', 1), fin('S', 'T4', 2), fin('R', 'T2', 3), fin('T', 'T5', 4), fin('P', 'T1', 5)] },
    ];
    // With 10-8-6-5-4: Q 8+6+10 = 24; P 10+8+4 = 22 and R 6+10+6 = 22, a win each: P has a second place, R none.
    const c2 = championships(seconds, { ...S, pointsPerPlace: [10, 8, 6, 5, 4] });
    expect(c2.drivers.map((r) => [r.who, r.rank, r.points, r.decidedBy])).toEqual([
      ['Q', 1, 24, null],
      ['P', 2, 22, null],
      ['R', 3, 22, 'countback'],
      ['S', 4, 8, null],
      ['T', 5, 5, null],
    ]);
    expect([c2.drivers[1]!.places, c2.drivers[2]!.places]).toEqual([
      [1, 1, 0, 0, 1],
      [1, 0, 2],
    ]);
  });
  it('fewer eliminations, and the league’s own points table', () => {
    const races: RaceResult[] = [{ cars: [fin('Q', 'T1', 1), fin('R', 'T2', 2)] }, { cars: [fin('R', 'T2', 1), out('Q', 'T1', 2, 1)] }];
    const c = championships(races, { ...S, pointsPerPlace: [3, 3], tieBreakers: ['fewer-eliminations'] });
    expect(c.drivers.map((r) => [r.who, r.rank, r.points, r.decidedBy])).toEqual([
      ['R', 1, 6, null],
      ['Q', 2, 3, null],
    ]);
    const level = championships(races, { ...S, pointsPerPlace: [5, 5], tieBreakers: ['fewer-eliminations'] });
    expect(level.drivers.map((r) => [r.who, r.rank, r.points, r.decidedBy])).toEqual([
      ['R', 1, 10, null],
      ['Q', 2, 5, null],
    ]);
  });
});
