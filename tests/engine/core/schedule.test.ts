/** Issue 12, the league core's fixture generators: worked examples and properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyoneTogether, meetings, roundRobin, swissRound } from '../../../src-shared/engine/core/schedule';

const teamsArb = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 2, maxLength: 16 });
const pairs = (n: number) => (n * (n - 1)) / 2;

describe('round robin (circle method)', () => {
  it('four teams: three rounds of two matches, every pair once', () => {
    expect(roundRobin([1, 2, 3, 4]).map((r) => r.matches)).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [3, 1],
        [4, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('three teams: a bye each round, each team sits out once', () => {
    const rounds = roundRobin([1, 2, 3]);
    expect(rounds.map((r) => [r.matches, r.byes])).toEqual([
      [[[2, 3]], [1]],
      [[[3, 1]], [2]],
      [[[1, 2]], [3]],
    ]);
  });

  it('double: the second leg is the first with home and away swapped', () => {
    const rounds = roundRobin([1, 2, 3, 4], { double: true });
    expect(rounds).toHaveLength(6);
    expect(rounds[3]).toEqual({
      round: 4,
      matches: [
        [4, 1],
        [3, 2],
      ],
      byes: [],
    });
  });

  it('refuses fewer than two teams or a team twice', () => {
    expect(() => roundRobin([1])).toThrow('At least 2 teams are needed; there is 1.');
    expect(() => roundRobin([1, 1])).toThrow('A team is listed twice.');
  });

  it('property: every pair meets exactly once, no team twice in a round, every team in every round (or its bye)', () => {
    fc.assert(
      fc.property(teamsArb, (teams) => {
        const rounds = roundRobin(teams);
        const seen = new Map<string, number>();
        for (const r of rounds) {
          const inRound = [...r.matches.flat(), ...r.byes];
          expect(new Set(inRound).size).toBe(inRound.length);
          expect([...inRound].sort((a, b) => a - b)).toEqual([...teams].sort((a, b) => a - b));
          expect(r.byes.length).toBe(teams.length % 2);
          for (const [a, b] of r.matches) {
            const k = [a!, b!].sort((x, y) => x - y).join();
            seen.set(k, (seen.get(k) ?? 0) + 1);
          }
        }
        expect(seen.size).toBe(pairs(teams.length));
        expect([...seen.values()].every((n) => n === 1)).toBe(true);
      }),
    );
  });
});

describe('everyone together', () => {
  it("one match of every team per round (Dethmetal's races)", () => {
    expect(everyoneTogether([3, 1, 2], 2)).toEqual([
      { round: 1, matches: [[3, 1, 2]], byes: [] },
      { round: 2, matches: [[3, 1, 2]], byes: [] },
    ]);
    expect(() => everyoneTogether([1, 2], 0)).toThrow('At least 1 round is needed.');
  });
});

describe('Swiss pairing', () => {
  it('round one pairs the table top-down: 1 v 2, 3 v 4', () => {
    expect(swissRound([1, 2, 3, 4], []).matches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('avoids a rematch: 1 met 2, so 1 v 3 and 2 v 4', () => {
    expect(swissRound([1, 2, 3, 4], [[1, 2]], 2).matches).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('backtracks when the greedy pairing strands two teams that met', () => {
    // 1 met 2, so 1 v 3 first; that leaves 2 v 4, who met too: back to 1 v 4, then 2 v 3.
    expect(
      swissRound(
        [1, 2, 3, 4],
        [
          [1, 2],
          [3, 4],
          [2, 4],
        ],
        3,
      ).matches,
    ).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('when every pairing is a rematch, neighbours in the table meet', () => {
    expect(swissRound([1, 2], [[1, 2]], 2).matches).toEqual([[1, 2]]);
  });

  it('an odd count: the bye goes to the lowest-placed team that has not had one', () => {
    expect(swissRound([1, 2, 3], []).byes).toEqual([3]);
    // 3 sat out round 1 (played less): the bye passes to 2.
    expect(swissRound([1, 3, 2], [[1, 2]], 2)).toEqual({ round: 2, matches: [[1, 3]], byes: [2] });
  });

  it('property: no team twice in a round; no rematch while a rematch-free pairing of the table exists for round 2', () => {
    fc.assert(
      fc.property(teamsArb, (teams) => {
        const first = swissRound(teams, []);
        const inRound = [...first.matches.flat(), ...first.byes];
        expect(new Set(inRound).size).toBe(teams.length);
        const second = swissRound(teams, first.matches, 2);
        const second2 = [...second.matches.flat(), ...second.byes];
        expect(new Set(second2).size).toBe(teams.length);
        // With four or more teams a second round never needs a rematch.
        if (teams.length >= 4) {
          const met = meetings(first.matches);
          for (const [a, b] of second.matches) expect(met.has([a!, b!].sort((x, y) => x - y).join('-'))).toBe(false);
        }
      }),
    );
  });
});
