/**
 * The core's racing extensions (race-combat gaps.md #28), tested on plain placings tables as any ruleset scores them:
 * the countback over every place, the better placing in the latest round the level ones all entered, entrants out of a
 * round (eliminated) scoring their place or nothing, and a team's countback read from its entrants' places.
 */
import { describe, expect, it } from 'vitest';
import { type MeetingResult, leagueTables, teamRounds } from '../../../src-shared/engine/core/results';
import { breakerId, type MatchResultInput, type StandingsConfig, standings } from '../../../src-shared/engine/core/standings';
import { allowedTieBreakers, configuredStandings, standingsIssues } from '../../../src-shared/engine/core/standingsConfig';

const placings = (points: number[], tieBreakers: StandingsConfig['tieBreakers'], out?: 'no-points' | 'classified'): StandingsConfig => ({
  scoring: { kind: 'placings', points, ...(out ? { out } : {}) },
  tieBreakers,
});
/** One round, `order` best first; ids listed in `out` were eliminated (placed where `order` puts them). */
const race = (matchId: number, order: number[], out: number[] = []): MatchResultInput => ({
  matchId,
  teams: order.map((teamId, i) => ({ teamId, placing: i + 1, ...(out.includes(teamId) ? { out: true } : {}) })),
});
const brief = (rows: ReturnType<typeof standings>) => rows.map((r) => `${r.rank} ${r.teamId} ${r.points} ${r.decidedBy ? breakerId(r.decidedBy) : '-'}`);

describe('countback', () => {
  it('level on points and wins, the more second places go first; level there, the more thirds', () => {
    // Points 5-3-1-0. 1: 1st, 4th, 3rd = 6; 2: 2nd, 2nd, 4th = 6; 3: 4th, 1st, 4th... worked below.
    const results = [race(1, [1, 2, 3, 4]), race(2, [4, 2, 1, 3]), race(3, [3, 4, 1, 2])];
    // 1: 5 + 1 + 1 = 7 (1st, 3rd, 3rd); 2: 3 + 3 + 0 = 6 (2nd, 2nd, 4th); 3: 1 + 0 + 5 = 6 (3rd, 4th, 1st); 4: 0 + 5 + 3 = 8 (4th, 1st, 2nd).
    const rows = standings([1, 2, 3, 4], results, placings([5, 3, 1, 0], ['countback']));
    // 3 has a first place, 2 none: 3 ahead of 2 on countback.
    expect(brief(rows)).toEqual(['1 4 8 -', '2 1 7 -', '3 3 6 countback', '4 2 6 countback']);
  });
  it('reads every place: level on firsts and seconds, the thirds decide; wins alone leaves them level', () => {
    // Every place scores 1, so all six are level on 2 points. Places: 1 1st 4th; 2 3rd 1st; 3 2nd 6th; 4 4th 2nd; 5 5th 3rd; 6 6th 5th.
    const results = [race(1, [1, 3, 2, 4, 5, 6]), race(2, [2, 4, 5, 1, 6, 3])];
    const flat = [1, 1, 1, 1, 1, 1];
    // Wins part 1 and 2 from the rest; the countback then: 2 has a third, 1 none; 4 has a fourth, 3 none; 5 a third.
    expect(brief(standings([1, 2, 3, 4, 5, 6], results, placings(flat, ['wins', 'countback'])))).toEqual([
      '1 2 2 countback',
      '2 1 2 countback',
      '3 4 2 countback',
      '4 3 2 countback',
      '5 5 2 countback',
      '6 6 2 countback',
    ]);
    // Wins alone: 1 and 2 have one each and share the rank.
    expect(brief(standings([1, 2, 3, 4, 5, 6], results, placings(flat, ['wins']))).slice(0, 2)).toEqual(['1 1 2 -', '1 2 2 -']);
  });
});

describe('latest round', () => {
  it('the better placing in the latest round all the level ones entered decides; a round one of them missed is skipped', () => {
    // Points 3-2-1. Round 1: 1, 2, 3. Round 2: 2, 1, 3. Round 3 (without 2): 3, 1.
    const results = [race(1, [1, 2, 3]), race(2, [2, 1, 3]), race(3, [3, 1])];
    // 1: 3 + 2 + 2 = 7; 2: 2 + 3 = 5; 3: 1 + 1 + 3 = 5. 2 and 3 both entered rounds 1 and 2; in round 2, 2 was 1st.
    expect(brief(standings([1, 2, 3], results, placings([3, 2, 1], ['latest-round'])))).toEqual(['1 1 7 -', '2 2 5 latest-round', '3 3 5 latest-round']);
  });
});

describe('entrants out of a round (eliminated)', () => {
  it('no-points: an eliminated entrant scores nothing and its place does not count back; classified: its place’s points', () => {
    // Round 1: 1, 2 finish; 3 then 4 eliminated (3 went out later). Round 2: 4, 3 finish; 1, 2 eliminated. Points 4-3-2-1.
    const results = [race(1, [1, 2, 3, 4], [3, 4]), race(2, [4, 3, 1, 2], [1, 2])];
    // No points: 1 4 (1st), 2 3 (2nd), 3 3 (2nd), 4 4 (1st). Counted, 1's third place would put it ahead of 4: level.
    expect(brief(standings([1, 2, 3, 4], results, placings([4, 3, 2, 1], ['countback'], 'no-points')))).toEqual(['1 1 4 -', '1 4 4 -', '3 2 3 -', '3 3 3 -']);
    // Classified: 1 4 + 2 = 6; 2 3 + 1 = 4; 3 2 + 3 = 5 (3rd, 2nd); 4 1 + 4 = 5 (4th, 1st): 4 ahead of 3 on its first place.
    expect(brief(standings([1, 2, 3, 4], results, placings([4, 3, 2, 1], ['countback'], 'classified')))).toEqual([
      '1 1 6 -',
      '2 4 5 countback',
      '3 3 5 countback',
      '4 2 4 -',
    ]);
  });
  it('a team scored from its entrants counts back over its entrants’ places; an eliminated car’s only when it scores', () => {
    // Team 10 runs entrants 1, 2; team 20 runs 3, 4. Race: 3 first, 1 second, 2 third, 4 eliminated (4th).
    const meeting: MeetingResult = {
      matchId: 1,
      rounds: [
        {
          teams: [],
          entrants: [
            { entrantId: 3, teamId: 20, placing: 1 },
            { entrantId: 1, teamId: 10, placing: 2 },
            { entrantId: 2, teamId: 10, placing: 3 },
            { entrantId: 4, teamId: 20, placing: 4, out: true },
          ],
        },
      ],
    };
    const scoring = { kind: 'placings' as const, points: [5, 3, 2, 2], out: 'no-points' as const };
    expect(teamRounds([meeting], 'entrants', scoring)[0]!.teams.map((t) => [t.teamId, t.points, t.placings])).toEqual([
      [20, 5, [1]],
      [10, 5, [2, 3]],
    ]);
    const tables = leagueTables([10, 20], [], [meeting], { teams: { scoring, tieBreakers: ['countback'], from: 'entrants' }, entrants: null });
    // Level on 5: team 20 has a first place.
    expect(tables.teams!.map((r) => [r.teamId, r.rank, r.points, r.decidedBy])).toEqual([
      [20, 1, 5, 'countback'],
      [10, 2, 5, 'countback'],
    ]);
  });
});

describe('the league’s own standings over the defaults', () => {
  const defaults = placings([10, 8, 6], ['countback'], 'no-points');
  it('a placings table may choose the countback and the latest round; a win/draw/loss table may not', () => {
    expect(allowedTieBreakers(defaults)).toEqual(expect.arrayContaining(['countback', 'latest-round']));
    expect(allowedTieBreakers({ scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: [] })).not.toContain('countback');
  });
  it('points given without `out` keep the defaults’ word on eliminated entrants; `out` where nobody is eliminated is refused', () => {
    expect(configuredStandings(defaults, { scoring: { kind: 'placings', points: [9, 6, 3] } }).scoring).toEqual({
      kind: 'placings',
      points: [9, 6, 3],
      out: 'no-points',
    });
    expect(configuredStandings(defaults, { scoring: { kind: 'placings', points: [9], out: 'classified' } }).scoring).toMatchObject({ out: 'classified' });
    expect(standingsIssues(placings([3, 2, 1], []), { scoring: { kind: 'placings', points: [3], out: 'classified' } })).toEqual([
      { path: ['scoring', 'out'], message: 'This league records nobody as eliminated from a round, so there is nothing to score for it.' },
    ]);
  });
});
