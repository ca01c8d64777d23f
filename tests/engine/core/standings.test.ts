/**
 * Issue 12, the league core's standings: scoring per placing, per win/draw/loss and the ruleset's own points, and
 * each tie-breaker with worked numbers; properties over random leagues.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakerId, type MatchResultInput, type StandingsConfig, standings, type TieBreaker } from '../../../src-shared/engine/core/standings';

/** Tie-breakers on a declared stat (issue 21): kills, more first; people out of action, fewer first. */
const KILLS: TieBreaker = { stat: 'kills' };
const FEWEST_OUT: TieBreaker = { stat: 'outOfAction', better: 'less' };

const wdl = (...tieBreakers: TieBreaker[]): StandingsConfig => ({ scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers });
/** A two-team match: `a` beat `b` (or drew when the scores are level), with scores and optional kills. */
function game(matchId: number, a: number, sa: number, b: number, sb: number, kills: [number, number] = [0, 0]): MatchResultInput {
  const outcome = (x: number, y: number) => (x > y ? 'win' : x < y ? 'loss' : 'draw');
  return {
    matchId,
    teams: [
      { teamId: a, outcome: outcome(sa, sb), score: sa, stats: { kills: kills[0] } },
      { teamId: b, outcome: outcome(sb, sa), score: sb, stats: { kills: kills[1] } },
    ],
  };
}
const brief = (rows: ReturnType<typeof standings>) => rows.map((r) => `${r.rank} ${r.teamId} ${r.points} ${r.decidedBy ? breakerId(r.decidedBy) : '-'}`);

describe('scoring', () => {
  it('per placing: 1st 5, 2nd 3, 3rd 1, 4th 0; first place counts as a win', () => {
    const config: StandingsConfig = { scoring: { kind: 'placings', points: [5, 3, 1] }, tieBreakers: [] };
    const race = (matchId: number, order: number[]): MatchResultInput => ({ matchId, teams: order.map((teamId, i) => ({ teamId, placing: i + 1 })) });
    const rows = standings([1, 2, 3, 4], [race(1, [1, 2, 3, 4]), race(2, [4, 3, 2, 1])], config);
    // 1: 5 + 0, 2: 3 + 1, 3: 1 + 3, 4: 0 + 5.
    expect(brief(rows)).toEqual(['1 1 5 -', '1 4 5 -', '3 2 4 -', '3 3 4 -']);
    expect(rows.map((r) => [r.played, r.wins])).toEqual([
      [2, 1],
      [2, 1],
      [2, 0],
      [2, 0],
    ]);
  });

  it('per win/draw/loss: 3, 1, 0, with score for and against', () => {
    const rows = standings([1, 2, 3], [game(1, 1, 4, 2, 1), game(2, 2, 2, 3, 2), game(3, 3, 0, 1, 3)], wdl());
    expect(brief(rows)).toEqual(['1 1 6 -', '2 2 1 -', '2 3 1 -']);
    expect(rows[0]).toMatchObject({ wins: 2, draws: 0, losses: 0, scoreFor: 7, scoreAgainst: 1 });
    expect(rows[1]).toMatchObject({ teamId: 2, wins: 0, draws: 1, losses: 1, scoreFor: 3, scoreAgainst: 6 });
  });

  it("the ruleset's points, summed as given", () => {
    const rows = standings(
      [7, 8],
      [
        {
          matchId: 1,
          teams: [
            { teamId: 7, points: 9 },
            { teamId: 8, points: 12 },
          ],
        },
      ],
      { scoring: { kind: 'ruleset' }, tieBreakers: [] },
    );
    expect(brief(rows)).toEqual(['1 8 12 -', '2 7 9 -']);
  });

  it('refuses a result the scoring cannot read, naming match and team', () => {
    expect(() => standings([1, 2], [{ matchId: 4, teams: [{ teamId: 1, outcome: 'win' }, { teamId: 2 }] }], wdl())).toThrow(
      'match 4, team 2: a win, draw or loss is needed to score by win/draw/loss.',
    );
    expect(() => standings([1], [game(5, 1, 1, 9, 0)], wdl())).toThrow('Match 5 names team 9, which is not in the standings.');
    expect(() => standings([1, 2], [{ matchId: 6, teams: [{ teamId: 1 }] }], { scoring: { kind: 'placings', points: [1] }, tieBreakers: [] })).toThrow(
      'match 6, team 1: a placing (1 or more) is needed to score by placings.',
    );
  });
});

describe('tie-breakers', () => {
  it('wins: 2 wins and a loss (6) beat 6 draws (6); two teams on 6 draws share', () => {
    const results = [game(1, 1, 1, 9, 0), game(2, 1, 1, 9, 0), game(3, 1, 0, 9, 1)];
    for (let i = 0; i < 6; i++) results.push(game(10 + i, 2, 0, 8, 0));
    const rows = standings([1, 2, 8, 9], results, wdl('wins'));
    expect(brief(rows)).toEqual(['1 1 6 wins', '2 2 6 -', '2 8 6 -', '4 9 3 -']);
  });

  it('head-to-head: points in the matches among the tied teams only', () => {
    // 1 and 2 both on 3 points: 1 beat 2; 2 beat 3, 3 beat 1. 3 is on 3 too, so head-to-head is among all three: level.
    const three = standings([1, 2, 3], [game(1, 1, 1, 2, 0), game(2, 2, 1, 3, 0), game(3, 3, 1, 1, 0)], wdl('head-to-head'));
    expect(brief(three)).toEqual(['1 1 3 -', '1 2 3 -', '1 3 3 -']);
    // 1 and 2 on 3; 1 beat 2, 2 beat 4 (on 0): 1 has 3 against 2, 2 has 0 against 1.
    const two = standings([1, 2, 4], [game(1, 1, 1, 2, 0), game(2, 2, 1, 4, 0)], wdl('head-to-head'));
    expect(brief(two)).toEqual(['1 1 3 head-to-head', '2 2 3 head-to-head', '3 4 0 -']);
  });

  it('score difference: +5 beats +1 on equal points', () => {
    const rows = standings([1, 2, 3, 4], [game(1, 1, 6, 3, 1), game(2, 2, 2, 4, 1)], wdl('score-difference'));
    expect(brief(rows).slice(0, 2)).toEqual(['1 1 3 score-difference', '2 2 3 score-difference']);
    expect(rows.slice(0, 2).map((r) => r.scoreFor - r.scoreAgainst)).toEqual([5, 1]);
  });

  it('kills: 4 kills beat 2, summed over the season', () => {
    const rows = standings(
      [1, 2, 3, 4],
      [game(1, 1, 1, 3, 0, [1, 0]), game(2, 2, 1, 4, 0, [2, 1]), game(3, 1, 0, 4, 0, [3, 0]), game(4, 2, 0, 3, 0)],
      wdl(KILLS),
    );
    expect(brief(rows).slice(0, 2)).toEqual(['1 1 4 stat:kills', '2 2 4 stat:kills']);
    expect(rows[0]!.stats.kills).toBe(4);
    expect(rows[1]!.stats.kills).toBe(2);
  });

  it("strength of schedule: the opponents' points, once per meeting", () => {
    // 1 beat 3, who beat 5; 2 beat 4: 1, 2 and 3 on 3. Schedules: 1 met 3 (3), 3 met 1 and 5 (3 + 0), 2 met 4 (0).
    const rows = standings([1, 2, 3, 4, 5], [game(1, 1, 1, 3, 0), game(2, 2, 1, 4, 0), game(3, 3, 1, 5, 0)], wdl('strength-of-schedule'));
    expect(brief(rows).slice(0, 3)).toEqual(['1 1 3 -', '1 3 3 -', '3 2 3 strength-of-schedule']);
  });

  it('fewest out of action: 1 beats 3', () => {
    const race = (a: number, b: number): MatchResultInput => ({
      matchId: 1,
      teams: [
        { teamId: 1, points: 5, stats: { outOfAction: a } },
        { teamId: 2, points: 5, stats: { outOfAction: b } },
      ],
    });
    expect(brief(standings([1, 2], [race(3, 1)], { scoring: { kind: 'ruleset' }, tieBreakers: [FEWEST_OUT] }))).toEqual([
      '1 2 5 stat:outOfAction',
      '2 1 5 stat:outOfAction',
    ]);
  });

  it('a roll-off orders only what the breakers before it leave level, from the recorded order; without it they share', () => {
    const results = [game(1, 1, 1, 4, 0), game(2, 2, 1, 4, 0), game(3, 3, 2, 4, 0)];
    const config = wdl('score-difference', 'roll-off');
    expect(brief(standings([1, 2, 3, 4], results, config))).toEqual(['1 3 3 score-difference', '2 1 3 -', '2 2 3 -', '4 4 0 -']);
    expect(brief(standings([1, 2, 3, 4], results, config, [4, 2, 3, 1]))).toEqual(['1 3 3 score-difference', '2 2 3 roll-off', '3 1 3 roll-off', '4 4 0 -']);
    const asked: number[][] = [];
    const rows = standings([1, 2, 3, 4], results, config, (tied) => {
      asked.push([...tied]);
      return [...tied].reverse();
    });
    expect(asked).toEqual([[1, 2]]);
    expect(rows.map((r) => r.teamId)).toEqual([3, 2, 1, 4]);
    expect(() => standings([1, 2, 3, 4], results, config, () => [1])).toThrow('The roll-off must order exactly the tied teams 1, 2; it gave 1.');
  });

  it('breakers apply in the configured order, each within the group still level', () => {
    // 1 and 2 level on 3 points; 1 has the better score difference, 2 the more kills.
    const results = [game(1, 1, 5, 3, 0, [0, 0]), game(2, 2, 1, 4, 0, [4, 0])];
    expect(brief(standings([1, 2, 3, 4], results, wdl(KILLS, 'score-difference'))).slice(0, 2)).toEqual(['1 2 3 stat:kills', '2 1 3 stat:kills']);
    expect(brief(standings([1, 2, 3, 4], results, wdl('score-difference', KILLS))).slice(0, 2)).toEqual(['1 1 3 score-difference', '2 2 3 score-difference']);
  });
});

const ALL: TieBreaker[] = ['head-to-head', 'wins', 'score-difference', KILLS, 'strength-of-schedule', FEWEST_OUT];
const league = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    games: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(4), fc.nat(4), fc.nat(3), fc.nat(3)), { maxLength: 20 }),
    breakers: fc.subarray(ALL),
  }),
);
function build(l: { n: number; games: [number, number, number, number, number, number][] }): MatchResultInput[] {
  return l.games.filter(([a, b]) => a !== b).map(([a, b, sa, sb, ka, kb], i) => game(i, a + 1, sa, b + 1, sb, [ka, kb]));
}

describe('properties', () => {
  it('ranks follow the order: every team once, ranks non-decreasing, a shared rank only between teams equal on every breaker', () => {
    fc.assert(
      fc.property(league, (l) => {
        const ids = Array.from({ length: l.n }, (_, i) => i + 1);
        const rows = standings(ids, build(l), wdl(...l.breakers));
        expect(rows.map((r) => r.teamId).sort((a, b) => a - b)).toEqual(ids);
        rows.forEach((r, i) => {
          if (i === 0) expect(r.rank).toBe(1);
          else {
            const prev = rows[i - 1]!;
            expect(r.points).toBeLessThanOrEqual(prev.points);
            expect(r.rank === prev.rank || r.rank === i + 1).toBe(true);
            if (r.rank === prev.rank) {
              expect(r.points).toBe(prev.points);
              if (l.breakers.includes('wins')) expect(r.wins).toBe(prev.wins);
              if (l.breakers.includes(KILLS)) expect(r.stats.kills ?? 0).toBe(prev.stats.kills ?? 0);
            }
          }
        });
      }),
    );
  });

  it('deterministic, and the order of the results does not matter', () => {
    fc.assert(
      fc.property(league, (l) => {
        const ids = Array.from({ length: l.n }, (_, i) => i + 1);
        const results = build(l);
        const a = standings(ids, results, wdl(...l.breakers));
        expect(standings(ids, results, wdl(...l.breakers))).toEqual(a);
        expect(standings(ids, [...results].reverse(), wdl(...l.breakers))).toEqual(a);
      }),
    );
  });

  it('with a roll-off last and an order given, every rank is distinct', () => {
    fc.assert(
      fc.property(league, (l) => {
        const ids = Array.from({ length: l.n }, (_, i) => i + 1);
        const rows = standings(ids, build(l), wdl(...l.breakers, 'roll-off'), [...ids].reverse());
        expect(rows.map((r) => r.rank)).toEqual(ids);
      }),
    );
  });
});
