/**
 * The points after each match (Season › Standings' chart) read from the generic results (issue 21): a meeting
 * recorded in rounds counts as its teams' table scores it, through `standings.points`, and the chart's rows
 * (`pointsRace`) add them up match by match. On real league files of the race meeting (tests/rulesets/race/: the
 * teams score their cars' points per place, 10-8-6-5-4-3-2-1) and Derby (tests/rulesets/fixture/, Derby rules §1
 * Scoring: heats, 5-3-2-1 per banger, a crew scores its bangers'), with Dirty Wheels' one round of teams (3/1/0).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { addMainRulesets } from '../../src-main/rulesets';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { addRuleset } from '../../src-shared/engine/registry';
import type { MatchView, MeetingPoints } from '../../src-shared/ipc';
import { pointsRace } from '../../src-renderer/components/season/PointsChart';
import { derbyMain } from '../rulesets/fixture/main';
import { RACE, raceRuleset } from '../rulesets/race/engine';
import { raceServices, seedRaceMeeting } from '../rulesets/race/services';
import { useTempDir } from '../support/tempLeague';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices), addMainRulesets([derbyMain]));
});
afterAll(() => {
  for (const off of unregister) off();
});

const tempDir = useTempDir();

async function league(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const raw = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T = unknown>(channel: string, input: unknown): Promise<T> => {
    const r = await raw(channel as never, input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Chart', path: path.join(dataDir, 'c.league'), ruleset });
  /** The chart's rows as names and running totals, from the services' answers. */
  const chart = async (input: object = {}) => {
    const points = await call<MeetingPoints[]>('standings.points', input);
    const matches = await call<MatchView[]>('schedule.list', input);
    return pointsRace(matches, points).data;
  };
  return { session, call, chart };
}

describe('the points race of a race meeting league (the teams score their cars’ points, 10-8-6-5-4-3-2-1)', () => {
  it('each meeting of races adds its cars’ points to their teams: Blue 44 and Red 43 after match 1, Red 61 and Blue 55 after match 2', async () => {
    const l = await league(RACE);
    const { teams, matchId } = await seedRaceMeeting(l.call);
    const red = teams['Red Arrows']!;
    const blue = teams['Blue Streaks']!;
    const car = (name: string, placing: number) => {
      const team = red.cars[name] ? red : blue;
      return { franchiseId: team.id, vehicleId: team.cars[name]!, placing, stats: {} };
    };
    const race = (...order: string[]) => ({ entrants: order.map((name, i) => car(name, i + 1)) });
    // Match 1: Red One 10+8+6, Red Two 5+6+8 = 43; Blue One 8+10+5, Blue Two 6+5+10 = 44.
    await l.call('match.recordOutcome', {
      matchId,
      rounds: [
        race('Red One', 'Blue One', 'Blue Two', 'Red Two'),
        race('Blue One', 'Red One', 'Red Two', 'Blue Two'),
        race('Blue Two', 'Red Two', 'Red One', 'Blue One'),
      ],
    });
    // Match 2, one race: Red 10 + 8 = 18, Blue 6 + 5 = 11.
    const second = await l.call<{ id: number }>('schedule.add', { track: 'Imola', franchiseIds: [red.id, blue.id] });
    await l.call('match.recordOutcome', { matchId: second.id, rounds: [race('Red One', 'Red Two', 'Blue One', 'Blue Two')] });
    expect(await l.call<MeetingPoints[]>('standings.points', {})).toEqual([
      {
        matchId,
        points: [
          { franchiseId: red.id, points: 43 },
          { franchiseId: blue.id, points: 44 },
        ],
      },
      {
        matchId: second.id,
        points: [
          { franchiseId: red.id, points: 18 },
          { franchiseId: blue.id, points: 11 },
        ],
      },
    ]);
    expect(await l.chart()).toEqual([
      { match: 'Start', 'Red Arrows': 0, 'Blue Streaks': 0 },
      { match: 'Match 1', 'Red Arrows': 43, 'Blue Streaks': 44 },
      { match: 'Match 2', 'Red Arrows': 61, 'Blue Streaks': 55 },
    ]);
    // A closed season draws the same race with the scoring it closed with.
    await l.call('season.close', { preview: false });
    expect((await l.chart({ season: 1 })).at(-1)).toEqual({ match: 'Match 2', 'Red Arrows': 61, 'Blue Streaks': 55 });
  });
});

describe('the points race of a Derby league (Derby rules §1 Scoring: 5-3-2-1 per banger; a crew scores its bangers’)', () => {
  it('a meeting of two heats: Rust Rats 7 + 5 = 12, Scrap Kings 3 + 5 = 8', async () => {
    const l = await league('derby');
    const crew = async (name: string, bangers: string[]) => {
      const id = (await l.call<{ id: number }>('franchise.add', { name, colour: '#a0a0a0', owner: '' })).id;
      const cars: Record<string, number> = {};
      for (const [i, b] of bangers.entries())
        cars[b] = (
          await l.call<{ car: { vehicleId: number } }>('team.addCar', {
            franchiseId: id,
            design: { version: 1, name: b, body: 'sedan', plates: 0 },
            driver: { name: `${b} wrecker ${i}`, nerve: 3 },
          })
        ).car.vehicleId;
      return { id, cars };
    };
    const rats = await crew('Rust Rats', ['Big Bertha', 'Tinny']);
    const kings = await crew('Scrap Kings', ['Zippy']);
    const match = await l.call<{ id: number }>('schedule.add', { track: 'Mud Pit', franchiseIds: [rats.id, kings.id] });
    const banger = (name: string, placing: number) => {
      const team = rats.cars[name] ? rats : kings;
      return { franchiseId: team.id, vehicleId: team.cars[name]!, placing, stats: {} };
    };
    const heat = (...order: string[]) => ({ entrants: order.map((name, i) => banger(name, i + 1)) });
    // Heat 1: Big Bertha 5, Zippy 3, Tinny 2; heat 2: Zippy 5, Big Bertha 3, Tinny 2.
    await l.call('match.recordOutcome', { matchId: match.id, rounds: [heat('Big Bertha', 'Zippy', 'Tinny'), heat('Zippy', 'Big Bertha', 'Tinny')] });
    expect(await l.chart()).toEqual([
      { match: 'Start', 'Rust Rats': 0, 'Scrap Kings': 0 },
      { match: 'Match 1', 'Rust Rats': 12, 'Scrap Kings': 8 },
    ]);
  });
});

describe('Dirty Wheels: one round of teams, 3/1/0 (unchanged by the rounds)', () => {
  it('a win scores 3 and a loss 0, as the chart drew them from the match before', async () => {
    const l = await league('dirtywheels');
    const a = (await l.call<{ id: number }>('franchise.add', { name: 'Rust Buckets', colour: '#808080', owner: '' })).id;
    const b = (await l.call<{ id: number }>('franchise.add', { name: 'Mud Dogs', colour: '#808081', owner: '' })).id;
    const m = await l.call<{ id: number }>('schedule.add', { track: 'Backyard', franchiseIds: [a, b] });
    await l.call('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: a, outcome: 'win', stats: { kills: 1 } },
        { franchiseId: b, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
    expect(await l.chart()).toEqual([
      { match: 'Start', 'Rust Buckets': 0, 'Mud Dogs': 0 },
      { match: 'Match 1', 'Rust Buckets': 3, 'Mud Dogs': 0 },
    ]);
  });
});
