/**
 * Generic results (issue 21) on real league files: a race meeting of several races with a placing per car, a teams'
 * championship summed from the cars' points and a drivers'-style championship of the cars, points per place
 * (10-8-6-5-4-3-2-1), a declared stat as a tie-breaker; every problem of a result at once with its field path; the
 * preview; one undo; season close keeping both tables. And a ruleset without standings, through every core path that
 * reads them.
 *
 * The proof uses rulesets of the tests only (shared/rules/race-combat-variant.md: a race meeting of races, a placing
 * per car, tests/rulesets/race/engine.ts; hex-rpg-vehicle-combat.md: sessions with no standings, here), registered
 * with `addRuleset` and `addRulesetServices` (as tests/services/betweenMatch.test.ts does): Dirty Wheels' engine module
 * under another id, with its own declaration of results. No file outside tests/ is changed for them.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { leagueStandingsText } from '../../src-main/cli/commands/results';
import { replaceRoundCrews } from '../../src-main/services/league/crew';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { addRuleset } from '../../src-shared/engine/registry';
import type { LeagueStandings, MeetingRoundsView } from '../../src-shared/ipc';
import { RACE, raceRuleset, testRuleset } from '../rulesets/race/engine';
import { raceServices } from '../rulesets/race/services';
import { useTempDir } from '../support/tempLeague';

const HEX = 'hexnotable';

const hexRuleset = testRuleset(HEX, 'Hex sessions (test)', null, undefined);

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices), addRuleset(hexRuleset), addRulesetServices(HEX, {}));
});
afterAll(() => {
  for (const off of unregister) off();
});

const tempDir = useTempDir();

async function league(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const raw = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T = unknown>(channel: string, input: object): Promise<T> => {
    const r = await raw(channel as never, input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Meeting', path: path.join(dataDir, 'm.league'), ruleset });
  const team = async (name: string) => (await call<{ id: number }>('franchise.add', { name, colour: '#123456', owner: '' })).id;
  const red = await team('Red Arrows');
  const blue = await team('Blue Streaks');
  const car = (franchise: number, name: string) =>
    Number(
      session.league.sqlite
        .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, ?, '{}', '{}', 1)`)
        .run(franchise, name).lastInsertRowid,
    );
  const cars = { r1: car(red, 'Red One'), r2: car(red, 'Red Two'), b1: car(blue, 'Blue One'), b2: car(blue, 'Blue Two') };
  const match = await call<{ id: number }>('schedule.add', { track: 'Monza', franchiseIds: [red, blue] });
  const teamOf = (c: number) => (c === cars.r1 || c === cars.r2 ? red : blue);
  /** A race: the cars in finishing order, kills as given. */
  const race = (order: number[], kills: Record<number, number> = {}) => ({
    entrants: order.map((c, i) => ({ franchiseId: teamOf(c), vehicleId: c, placing: i + 1, stats: kills[c] ? { kills: kills[c] } : {} })),
  });
  const state = () =>
    ['matches', 'match_teams', 'match_rounds', 'round_results', 'seasons', 'journal'].map((t) => session.league.sqlite.prepare(`SELECT * FROM ${t}`).all());
  return { session, raw, call, red, blue, cars, match: match.id, race, state };
}

describe('a race meeting: three races, a placing per car, both championships (points per place 10-8-6-5-4-3-2-1)', () => {
  it('records the races in one operation; the cars’ table and the teams’ (their cars’ points) follow; one undo takes the rounds back', async () => {
    const l = await league(RACE);
    const { r1, r2, b1, b2 } = l.cars;
    const before = l.state();
    await l.call('match.recordOutcome', {
      matchId: l.match,
      rounds: [l.race([r1, b1, b2, r2]), l.race([b1, r1, r2, b2], { [r1]: 1 }), l.race([b2, r2, r1, b1])],
    });
    const s = await l.call<LeagueStandings>('standings.league', {});
    // Red One 10 + 8 + 6 = 24, Blue One 8 + 10 + 5 = 23, Blue Two 6 + 5 + 10 = 21, Red Two 5 + 6 + 8 = 19.
    expect(s.entrants?.words).toEqual({ one: 'car', many: 'cars' });
    expect(s.entrants?.rows.map((r) => [r.rank, r.entrant, r.franchise, r.points, r.wins, r.stats.kills])).toEqual([
      [1, 'Red One', 'Red Arrows', 24, 1, 1],
      [2, 'Blue One', 'Blue Streaks', 23, 1, 0],
      [3, 'Blue Two', 'Blue Streaks', 21, 1, 0],
      [4, 'Red Two', 'Red Arrows', 19, 0, 0],
    ]);
    // Blue 23 + 21 = 44 (won races 2 and 3), Red 24 + 19 = 43.
    expect(s.rows.map((r) => [r.rank, r.franchise, r.points, r.played, r.wins])).toEqual([
      [1, 'Blue Streaks', 44, 1, 2],
      [2, 'Red Arrows', 43, 1, 1],
    ]);
    // match.rounds reads the meeting back race by race, named, for the match page.
    const read = await l.call<MeetingRoundsView>('match.rounds', { matchId: l.match });
    expect(read.rounds.map((r) => [r.number, r.results.map((x) => `#${x.placing} ${x.entrant} (${x.franchise})`), r.crews])).toEqual([
      [1, ['#1 Red One (Red Arrows)', '#2 Blue One (Blue Streaks)', '#3 Blue Two (Blue Streaks)', '#4 Red Two (Red Arrows)'], []],
      [2, ['#1 Blue One (Blue Streaks)', '#2 Red One (Red Arrows)', '#3 Red Two (Red Arrows)', '#4 Blue Two (Blue Streaks)'], []],
      [3, ['#1 Blue Two (Blue Streaks)', '#2 Red Two (Red Arrows)', '#3 Red One (Red Arrows)', '#4 Blue One (Blue Streaks)'], []],
    ]);
    expect(read.rounds[1]!.results[1]!.stats).toEqual({ kills: 1 });
    const journal = await l.call<{ summary: string }[]>('journal.recent', { limit: 1 });
    expect(journal[0]!.summary).toContain('race 1: #1 Red One, #2 Blue One, #3 Blue Two, #4 Red Two; race 2:');
    const text = leagueStandingsText(s);
    expect(text).toContain("Cars' table");
    expect(text).toMatch(/Red One \(Red Arrows\)\s+24/);

    await l.call('journal.undo', {});
    expect(l.state().slice(0, 5)).toEqual(before.slice(0, 5));
  });

  it('match.rounds names each round’s crews (a ruleset’s own assignment step writes them): the vehicle, the slot’s label, the person', async () => {
    const l = await league(RACE);
    const { r1, b1 } = l.cars;
    const person = (franchise: number, name: string) =>
      Number(l.session.league.sqlite.prepare(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, ?, '{}')`).run(franchise, name).lastInsertRowid);
    const ann = person(l.red, 'Ann Hale');
    const bo = person(l.blue, 'Bo Vance');
    replaceRoundCrews(l.session.league, l.match, l.red, [{ round: 2, vehicleId: r1, slots: { driver: [ann] } }]);
    replaceRoundCrews(l.session.league, l.match, l.blue, [{ round: 1, vehicleId: b1, slots: { driver: [bo] } }]);
    const read = await l.call<MeetingRoundsView>('match.rounds', { matchId: l.match });
    expect(read.rounds.map((r) => [r.number, r.results, r.crews.map((c) => [c.franchiseId, c.vehicle, c.seats.map((s) => `${s.label}: ${s.name}`)])])).toEqual([
      [1, [], [[l.blue, 'Blue One', ['Driver: Bo Vance']]]],
      [2, [], [[l.red, 'Red One', ['Driver: Ann Hale']]]],
    ]);
  });

  it('a stat breaks a tie between cars level on points and wins: more kills first', async () => {
    const l = await league(RACE);
    const { r1, r2, b1, b2 } = l.cars;
    // Red One and Blue One each win one race and come second in the other: 18 points, one win each; Red One has 2 kills.
    await l.call('match.recordOutcome', { matchId: l.match, rounds: [l.race([r1, b1, r2, b2], { [r1]: 2 }), l.race([b1, r1, b2, r2])] });
    const s = await l.call<LeagueStandings>('standings.league', {});
    expect(s.entrants?.rows.slice(0, 2).map((r) => [r.entrant, r.points, r.decidedBy])).toEqual([
      ['Red One', 18, { stat: 'kills' }],
      ['Blue One', 18, { stat: 'kills' }],
    ]);
  });

  it('refuses every problem at once with its field path, and changes nothing', async () => {
    const l = await league(RACE);
    const { r1, r2, b1, b2 } = l.cars;
    const before = l.state();
    const r = await l.raw(
      'match.recordOutcome' as never,
      {
        matchId: l.match,
        rounds: [
          {
            entrants: [
              { franchiseId: l.red, vehicleId: r1, placing: 1, stats: {} },
              { franchiseId: l.red, vehicleId: b1, placing: 2, stats: {} },
              { franchiseId: l.blue, vehicleId: b2, placing: 2, stats: { style: 3 } },
            ],
          },
          l.race([r1, r2, b1, b2]),
          l.race([r1, r2, b1, b2]),
          l.race([r1, r2, b1, b2]),
          l.race([r1, r2, b1, b2]),
        ],
      } as never,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const issues = (r.error as { issues: { path: (string | number)[]; message: string }[] }).issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['rounds', 'A meeting of this league has 1 to 4 races; 5 given.'],
      ['rounds.0.entrants.1.vehicleId', 'Blue One is not a car of Red Arrows.'],
      ['rounds.0.entrants.2.stats.style', 'This league keeps kills; there is no stat “style”.'],
    ]);
    // An entrant listed twice in a round is refused by the contract (every list of cars names each once, issue 19 #4).
    const twice = await l.raw(
      'match.recordOutcome' as never,
      {
        matchId: l.match,
        rounds: [
          {
            entrants: [
              { franchiseId: l.red, vehicleId: r1, placing: 1, stats: {} },
              { franchiseId: l.red, vehicleId: r1, placing: 2, stats: {} },
            ],
          },
        ],
      } as never,
    );
    expect(twice.ok).toBe(false);
    if (twice.ok) return;
    expect((twice.error as { issues: { path: (string | number)[]; message: string }[] }).issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rounds.0.entrants.1', 'The same entrant (vehicle 1) is listed twice, at places 1 and 2: each entrant counts once.'],
    ]);
    // Placings are judged once the entrants are right: in range, and each place once in a race.
    const placings = await l.raw(
      'match.recordOutcome' as never,
      {
        matchId: l.match,
        rounds: [
          {
            entrants: [
              { franchiseId: l.red, vehicleId: r1, placing: 2, stats: {} },
              { franchiseId: l.blue, vehicleId: b1, placing: 2, stats: {} },
              { franchiseId: l.blue, vehicleId: b2, placing: 7, stats: {} },
            ],
          },
        ],
      } as never,
    );
    expect(
      placings.ok ? [] : (placings.error as { issues: { path: (string | number)[]; message: string }[] }).issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['rounds.0.entrants.1.placing', 'Race 1 of match 1 has one 2nd place; Blue One shares it.'],
      ['rounds.0.entrants.2.placing', 'Race 1 of match 1 has placings 1 to 3; 7 is out of range.'],
    ]);
    // Its teams score from their cars: a bare team result says nothing the tables read.
    const bare = await l.raw(
      'match.recordOutcome' as never,
      {
        matchId: l.match,
        teams: [
          { franchiseId: l.red, placing: 1, stats: {} },
          { franchiseId: l.blue, placing: 2, stats: {} },
        ],
      } as never,
    );
    expect(bare.ok ? null : bare.error.message).toBe('In this league each race is recorded per car: give the meeting’s races.');
    expect(l.state()).toEqual(before);
  });

  it('the preview shows both tables with the meeting in, and writes nothing', async () => {
    const l = await league(RACE);
    const { r1, r2, b1, b2 } = l.cars;
    const before = l.state();
    const p = await l.call<{ standings: LeagueStandings }>('match.previewOutcome', { matchId: l.match, rounds: [l.race([b2, b1, r1, r2])] });
    expect(p.standings.entrants?.rows.map((r) => [r.entrant, r.points])).toEqual([
      ['Blue Two', 10],
      ['Blue One', 8],
      ['Red One', 6],
      ['Red Two', 5],
    ]);
    expect(p.standings.rows.map((r) => [r.franchise, r.points])).toEqual([
      ['Blue Streaks', 18],
      ['Red Arrows', 11],
    ]);
    expect(l.state()).toEqual(before);
  });

  it('season close keeps both final tables; the closed season answers them', async () => {
    const l = await league(RACE);
    const { r1, r2, b1, b2 } = l.cars;
    await l.call('match.recordOutcome', { matchId: l.match, rounds: [l.race([r2, b1, r1, b2])] });
    await l.call('season.close', { preview: false });
    const s = await l.call<LeagueStandings>('standings.league', { season: 1 });
    expect(s.final).toBe(true);
    expect(s.entrants?.rows.map((r) => [r.entrant, r.points])).toEqual([
      ['Red Two', 10],
      ['Blue One', 8],
      ['Red One', 6],
      ['Blue Two', 5],
    ]);
    expect(s.rows.map((r) => [r.franchise, r.points])).toEqual([
      ['Red Arrows', 16],
      ['Blue Streaks', 13],
    ]);
  });
});

describe('a ruleset without standings (sessions, no W/D/L)', () => {
  it('records sessions; standings.league says there is no table, season close closes with none, the CLI says so', async () => {
    const l = await league(HEX);
    await l.call('match.recordOutcome', {
      matchId: l.match,
      teams: [
        { franchiseId: l.red, stats: {} },
        { franchiseId: l.blue, stats: {} },
      ],
    });
    const s = await l.call<LeagueStandings>('standings.league', {});
    expect([s.scoring, s.rows, s.entrants]).toEqual([null, [], undefined]);
    expect(leagueStandingsText(s)).toContain('This league keeps no standings');
    const closed = await l.call<{ standings: unknown[]; summary: string }>('season.close', { preview: false });
    expect(closed.standings).toEqual([]);
    expect(closed.summary).toBe('Closed season 1; season 2 opened');
    const final = await l.call<LeagueStandings>('standings.league', { season: 1 });
    expect([final.final, final.scoring, final.rows]).toEqual([true, null, []]);
  });
});
