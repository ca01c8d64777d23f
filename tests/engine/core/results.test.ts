/**
 * Issue 21, "Generic results": a meeting of rounds with results per team and per entrant, a teams' table and an
 * entrants' championship, points per place (the 10-8-6-5-4-3-2-1), any declared stat as a tie-breaker, and a
 * ruleset without standings. Pure: the engine's tables over given results.
 */
import { describe, expect, it } from 'vitest';
import { leagueTables, type MeetingResult, type ResultsTables, teamRounds } from '../../../src-shared/engine/core/results';
import { breakerId, type StandingsConfig, standings } from '../../../src-shared/engine/core/standings';
import { declarationSchema } from '../../../src-shared/engine/declaration';
import { dirtyWheelsDeclaration } from '../../../src-shared/engine/dirtywheels/declaration';

const F1: StandingsConfig = { scoring: { kind: 'placings', points: [10, 8, 6, 5, 4, 3, 2, 1] }, tieBreakers: ['wins'] };

// Two teams of two cars: team 1 has cars 11 and 12, team 2 cars 21 and 22.
const race = (order: number[]) => ({ teams: [], entrants: order.map((car, i) => ({ entrantId: car, teamId: Math.floor(car / 10), placing: i + 1 })) });
const MEETING: MeetingResult = { matchId: 7, rounds: [race([11, 21, 22, 12]), race([21, 11, 12, 22]), race([22, 12, 11, 21])] };

describe('points per place (10-8-6-5-4-3-2-1)', () => {
  it('each entrant scores its place in each race: car 11 10+8+6, car 21 8+10+5, car 22 6+5+10, car 12 5+6+8', () => {
    const { entrants } = leagueTables([1, 2], [], [MEETING], { teams: null, entrants: F1 });
    expect(entrants!.map((r) => [r.teamId, r.points, r.wins, r.played])).toEqual([
      [11, 24, 1, 1],
      [21, 23, 1, 1],
      [22, 21, 1, 1],
      [12, 19, 0, 1],
    ]);
    // A meeting of three races is one meeting played.
    expect(entrants!.every((r) => r.played === 1)).toBe(true);
  });

  it('beyond the table a place scores nothing: 9th of nine is 0', () => {
    const nine = { matchId: 1, rounds: [race([11, 12, 13, 14, 15, 16, 17, 18, 19])] };
    const { entrants } = leagueTables([], [], [nine], { teams: null, entrants: F1 });
    expect(entrants!.find((r) => r.teamId === 19)!.points).toBe(0);
  });
});

describe('the entrants’ championship beside the teams’', () => {
  it('teams from their entrants: a team scores its cars’ points per race (team 1: 24 + 19, team 2: 23 + 21), and wins a race one of its cars won', () => {
    const tables: ResultsTables = { teams: { ...F1, from: 'entrants' }, entrants: F1 };
    const { teams, entrants } = leagueTables([1, 2], [], [MEETING], tables);
    expect(teams!.map((r) => [r.teamId, r.points, r.wins])).toEqual([
      [2, 44, 2],
      [1, 43, 1],
    ]);
    expect(entrants!.map((r) => [r.teamId, r.entrantTeamId])).toEqual([
      [11, 1],
      [21, 2],
      [22, 2],
      [12, 1],
    ]);
  });

  it('teams from their own results: each round’s team placings, whatever the entrants did', () => {
    const meeting: MeetingResult = {
      matchId: 1,
      rounds: [
        {
          teams: [
            { teamId: 1, placing: 1 },
            { teamId: 2, placing: 2 },
          ],
          entrants: [],
        },
        {
          teams: [
            { teamId: 2, placing: 1 },
            { teamId: 1, placing: 2 },
          ],
          entrants: [],
        },
      ],
    };
    const { teams, entrants } = leagueTables([1, 2], [], [meeting], { teams: { ...F1, from: 'teams' }, entrants: null });
    expect(teams!.map((r) => [r.teamId, r.points, r.played])).toEqual([
      [1, 18, 1],
      [2, 18, 1],
    ]);
    expect(entrants).toBeNull();
    expect(teamRounds([meeting], 'teams', F1.scoring).map((r) => r.round)).toEqual([1, 2]);
  });
});

describe('any declared stat as a tie-breaker', () => {
  it('{ stat: "laps" } more first, { stat: "crashes", better: "less" } fewer first; what decided a place names the stat', () => {
    const level = (a: Record<string, number>, b: Record<string, number>) => [
      {
        matchId: 1,
        teams: [
          { teamId: 1, outcome: 'draw' as const, stats: a },
          { teamId: 2, outcome: 'draw' as const, stats: b },
        ],
      },
    ];
    const wdl = (tieBreakers: StandingsConfig['tieBreakers']): StandingsConfig => ({ scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers });
    const laps = standings([1, 2], level({ laps: 3 }, { laps: 5 }), wdl([{ stat: 'laps' }]));
    expect(laps.map((r) => [r.teamId, r.decidedBy && breakerId(r.decidedBy)])).toEqual([
      [2, 'stat:laps'],
      [1, 'stat:laps'],
    ]);
    const crashes = standings([1, 2], level({ crashes: 1 }, { crashes: 4 }), wdl([{ stat: 'crashes', better: 'less' }]));
    expect(crashes.map((r) => r.teamId)).toEqual([1, 2]);
  });

  it('the declaration takes a breaker on a stat it declares, in its direction, and refuses another', () => {
    const d = { ...dirtyWheelsDeclaration, stats: [...dirtyWheelsDeclaration.stats, { key: 'laps', label: 'Laps', better: 'more' as const }] };
    expect(declarationSchema.safeParse({ ...d, standings: { ...d.standings!, tieBreakers: [{ stat: 'laps' }] } }).success).toBe(true);
    const wrong = declarationSchema.safeParse({ ...d, standings: { ...d.standings!, tieBreakers: [{ stat: 'laps', better: 'less' }] } });
    expect(wrong.success).toBe(false);
  });

  it('a stored league setting naming “kills” is read as { stat: "kills" }', () => {
    const schema = declarationSchema.shape.standings;
    expect(schema.parse({ scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['kills', 'roll-off'] })?.tieBreakers).toEqual([
      { stat: 'kills' },
      'roll-off',
    ]);
  });
});

describe('a ruleset without standings', () => {
  it('keeps no table of teams and none of entrants: both null, whatever was played', () => {
    expect(leagueTables([1, 2], [], [MEETING], { teams: null, entrants: null })).toEqual({ teams: null, entrants: null });
  });

  it('is a legal declaration: standings null, sessions of one round', () => {
    const parsed = declarationSchema.parse({ ...dirtyWheelsDeclaration, standings: null, results: undefined });
    expect(parsed.standings).toBeNull();
    expect(parsed.results).toMatchObject({ rounds: { fixed: 1 }, entrant: { kind: 'team' }, entrants: null });
  });
});
