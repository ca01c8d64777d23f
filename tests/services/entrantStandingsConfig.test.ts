/**
 * Issue 21, "standings for teams and for entrants … points per outcome or per place, any declared stat as a
 * tie-breaker", with issue 12's "configured per league from the ruleset's defaults": a league's own entrants' table
 * (points per place, tie-breakers from its declared stats), kept in its settings through league.updateSettings (one
 * operation, undoable), honoured by standings.league and kept by a closed season; refusals naming what is wrong that
 * change nothing; a ruleset without an entrants' table refuses it. On real league files of the race meeting
 * (tests/rulesets/race/) and Derby (tests/rulesets/fixture/), with Dirty Wheels for the ruleset that keeps none.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import { addMainRulesets } from '../../src-main/rulesets';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { addRuleset } from '../../src-shared/engine/registry';
import type { LeagueSettingsView, LeagueStandings } from '../../src-shared/ipc';
import { derbyMain } from '../rulesets/fixture/main';
import { RACE, raceRuleset } from '../rulesets/race/engine';
import { raceServices } from '../rulesets/race/services';
import { useTempDir } from '../support/tempLeague';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices), addMainRulesets([derbyMain]));
});
afterAll(() => {
  for (const off of unregister) off();
});

const tempDir = useTempDir();

type Issue = { path: (string | number)[]; message: string };

async function league(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const raw = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T = unknown>(channel: string, input: object): Promise<T> => {
    const r = await raw(channel as never, input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  /** The refusal's message and each issue as "path: message". */
  const refused = async (channel: string, input: object) => {
    const r = await raw(channel as never, input as never);
    if (r.ok) throw new Error(`${channel} was not refused`);
    const error = r.error as { message: string; issues?: Issue[] };
    return { message: error.message, issues: (error.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`) };
  };
  await call('app.newLeague', { name: 'Meeting', path: path.join(dataDir, 'm.league'), ruleset });
  const settingsRow = () => session.league.sqlite.prepare('SELECT settings FROM league').get();
  return { session, call, refused, settingsRow };
}

/**
 * The race meeting of tests/services/roundResults.test.ts, worked by hand: three races, the cars finishing
 * Red One 1-2-3, Blue One 2-1-4, Blue Two 3-4-1, Red Two 4-3-2; Red One has a kill in race 2.
 * By the ruleset's 10-8-6-5…: Red One 24, Blue One 23, Blue Two 21, Red Two 19; the teams Blue 44, Red 43.
 * By a league's own 10-9 (two places score): Red One 19, Blue One 19, Blue Two 10, Red Two 9; Red One and Blue One
 * each won a race, and Red One's kill puts him first where kills break ties.
 */
async function raceMeeting() {
  const l = await league(RACE);
  const team = async (name: string) => (await l.call<{ id: number }>('franchise.add', { name, colour: '#123456', owner: '' })).id;
  const red = await team('Red Arrows');
  const blue = await team('Blue Streaks');
  const car = (franchise: number, name: string) =>
    Number(
      l.session.league.sqlite
        .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, ?, '{}', '{}', 1)`)
        .run(franchise, name).lastInsertRowid,
    );
  const [r1, r2, b1, b2] = [car(red, 'Red One'), car(red, 'Red Two'), car(blue, 'Blue One'), car(blue, 'Blue Two')];
  const teamOf = (c: number) => (c === r1 || c === r2 ? red : blue);
  const race = (order: number[], kills: Record<number, number> = {}) => ({
    entrants: order.map((c, i) => ({ franchiseId: teamOf(c), vehicleId: c, placing: i + 1, stats: kills[c] ? { kills: kills[c] } : {} })),
  });
  const match = await l.call<{ id: number }>('schedule.add', { track: 'Monza', franchiseIds: [red, blue] });
  await l.call('match.recordOutcome', {
    matchId: match.id,
    rounds: [race([r1, b1, b2, r2]), race([b1, r1, r2, b2], { [r1]: 1 }), race([b2, r2, r1, b1])],
  });
  const cars = async (input: object = {}) => {
    const s = await l.call<LeagueStandings>('standings.league', input);
    return { table: s.entrants!, rows: s.entrants!.rows.map((r) => [r.rank, r.entrant, r.points]), teams: s.rows.map((r) => [r.franchise, r.points]) };
  };
  return { ...l, cars };
}

const TEN_NINE = { scoring: { kind: 'placings' as const, points: [10, 9] }, tieBreakers: ['wins' as const] };

describe('Race meeting (test ruleset): the cars’ table, points per place 10-8-6-5-4-3-2-1, ties by wins then kills', () => {
  it('the settings view gives the cars’ table: its words, the ruleset’s defaults, the breakers its declared stats allow', async () => {
    const l = await league(RACE);
    const view = await l.call<LeagueSettingsView>('league.settings', {});
    expect(view.entrantStandings).toEqual({
      words: { one: 'car', many: 'cars' },
      defaults: { scoring: { kind: 'placings', points: [10, 8, 6, 5, 4, 3, 2, 1] }, tieBreakers: ['wins', { stat: 'kills' }] },
      current: { scoring: { kind: 'placings', points: [10, 8, 6, 5, 4, 3, 2, 1] }, tieBreakers: ['wins', { stat: 'kills' }] },
      allowed: ['head-to-head', 'wins', 'countback', 'latest-round', { stat: 'kills' }, 'strength-of-schedule', 'roll-off'],
      own: false,
    });
  });

  it('the league’s own points and tie-breakers rank the cars (the teams’ table is its own), in one operation that Ctrl+Z takes back', async () => {
    const l = await raceMeeting();
    expect((await l.cars()).rows).toEqual([
      [1, 'Red One', 24],
      [2, 'Blue One', 23],
      [3, 'Blue Two', 21],
      [4, 'Red Two', 19],
    ]);
    const before = l.settingsRow();
    const saved = await l.call<LeagueSettingsView>('league.updateSettings', { entrantStandings: TEN_NINE });
    expect(saved.entrantStandings).toMatchObject({ current: TEN_NINE, own: true });
    const own = await l.cars();
    // Red One and Blue One level on 19 with a win each: wins alone leave them sharing first.
    expect(own.rows).toEqual([
      [1, 'Red One', 19],
      [1, 'Blue One', 19],
      [3, 'Blue Two', 10],
      [4, 'Red Two', 9],
    ]);
    expect([own.table.scoring, own.table.tieBreakers]).toEqual([TEN_NINE.scoring, TEN_NINE.tieBreakers]);
    expect(own.teams).toEqual([
      ['Blue Streaks', 44],
      ['Red Arrows', 43],
    ]);
    const journal = await l.call<{ summary: string }[]>('journal.recent', { limit: 1 });
    expect(journal[0]!.summary).toBe("Changed settings — The cars' table: placing points 10/9; tie-breakers wins");
    // Kills after wins: Red One's kill settles it.
    await l.call('league.updateSettings', { entrantStandings: { tieBreakers: ['wins', { stat: 'kills' }] } });
    expect((await l.cars()).rows.slice(0, 2)).toEqual([
      [1, 'Red One', 24],
      [2, 'Blue One', 23],
    ]);
    await l.call('journal.undo', {});
    expect((await l.cars()).rows.slice(0, 2)).toEqual([
      [1, 'Red One', 19],
      [1, 'Blue One', 19],
    ]);
    await l.call('journal.undo', {});
    expect(l.settingsRow()).toEqual(before);
    expect((await l.cars()).rows[0]).toEqual([1, 'Red One', 24]);
  });

  it('Reset (null) goes back to the ruleset’s table and says so', async () => {
    const l = await raceMeeting();
    await l.call('league.updateSettings', { entrantStandings: TEN_NINE });
    const back = await l.call<LeagueSettingsView>('league.updateSettings', { entrantStandings: null });
    expect(back.entrantStandings).toMatchObject({ own: false, current: back.entrantStandings!.defaults });
    expect((await l.cars()).rows[0]).toEqual([1, 'Red One', 24]);
    const journal = await l.call<{ summary: string }[]>('journal.recent', { limit: 1 });
    expect(journal[0]!.summary).toBe(
      "Changed settings — The cars' table: back to Race meeting (test)'s default (placing points 10/8/6/5/4/3/2/1; tie-breakers wins, kills)",
    );
    expect(JSON.parse((l.settingsRow() as { settings: string }).settings)).not.toHaveProperty('entrantStandings');
  });

  it('refuses what the cars’ table cannot use, naming it at its path, and changes nothing', async () => {
    const l = await raceMeeting();
    const before = l.settingsRow();
    expect(await l.refused('league.updateSettings', { entrantStandings: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 } } })).toEqual({
      message: 'This league scores per placing; its results are recorded that way, so the points stay per placing.',
      issues: ['entrantStandings.scoring.kind: This league scores per placing; its results are recorded that way, so the points stay per placing.'],
    });
    const r = await l.refused('league.updateSettings', { entrantStandings: { tieBreakers: [{ stat: 'wrecks' }, 'wins', 'wins'] } });
    expect(r.issues).toEqual([
      // A stat the race meeting does not declare is named by its key.
      'entrantStandings.tieBreakers.0: wrecks reads something this league does not record; choose from Head-to-head, Wins, Countback, Latest round, Kills, Strength of schedule, Roll-off.',
      'entrantStandings.tieBreakers.2: Wins is listed twice.',
    ]);
    // The contract's own shape check: points are whole numbers from -99 to 99.
    const shape = await l.refused('league.updateSettings', { entrantStandings: { scoring: { kind: 'placings', points: [10, 100] } } });
    expect(shape.issues).toEqual(['entrantStandings.scoring.points.1: Points go from -99 to 99']);
    expect(l.settingsRow()).toEqual(before);
  });

  it('a closed season keeps the cars’ table with the points it closed with; a later change leaves it', async () => {
    const l = await raceMeeting();
    await l.call('league.updateSettings', { entrantStandings: TEN_NINE });
    await l.call('season.close', { preview: false });
    await l.call('league.updateSettings', { entrantStandings: null });
    const closed = await l.cars({ season: 1 });
    // The close's roll-off is not among the league's breakers: Red One and Blue One still share first.
    expect(closed.rows).toEqual([
      [1, 'Red One', 19],
      [1, 'Blue One', 19],
      [3, 'Blue Two', 10],
      [4, 'Red Two', 9],
    ]);
    expect(closed.table.scoring).toEqual(TEN_NINE.scoring);
    // The league's file with its own cars' table passes the import's checks; a damaged one is named.
    await l.call('league.updateSettings', { entrantStandings: TEN_NINE });
    expect(leagueViolations(l.session.league.sqlite).filter((v) => v.table === 'league')).toEqual([]);
    l.session.league.sqlite.prepare('UPDATE league SET settings = ?').run(JSON.stringify({ entrantStandings: { tieBreakers: [{ stat: 'wrecks' }] } }));
    expect(
      leagueViolations(l.session.league.sqlite)
        .filter((v) => v.table === 'league')
        .map((v) => [v.field, v.problem]),
    ).toEqual([
      [
        'settings',
        'does not match its schema: entrantStandings.tieBreakers.0: wrecks reads something this league does not record; choose from Head-to-head, Wins, Countback, Latest round, Kills, Strength of schedule, Roll-off.',
      ],
    ]);
  });
});

describe('Derby rules §1 Scoring: the bangers’ table (5-3-2-1; ties by wrecks, heats won, a roll-off)', () => {
  it('its defaults and words; the league’s own saved and undone; a breaker on a stat Derby does not declare refused', async () => {
    const l = await league('derby');
    const view = await l.call<LeagueSettingsView>('league.settings', {});
    expect(view.entrantStandings).toEqual({
      words: { one: 'banger', many: 'bangers' },
      defaults: { scoring: { kind: 'placings', points: [5, 3, 2, 1] }, tieBreakers: [{ stat: 'wrecks' }, 'wins', 'roll-off'] },
      current: { scoring: { kind: 'placings', points: [5, 3, 2, 1] }, tieBreakers: [{ stat: 'wrecks' }, 'wins', 'roll-off'] },
      allowed: ['head-to-head', 'wins', 'countback', 'latest-round', { stat: 'wrecks' }, 'strength-of-schedule', 'roll-off'],
      own: false,
    });
    const before = l.settingsRow();
    const own = { scoring: { kind: 'placings' as const, points: [8, 5, 3, 2, 1] }, tieBreakers: ['wins' as const, { stat: 'wrecks' }, 'roll-off' as const] };
    const saved = await l.call<LeagueSettingsView>('league.updateSettings', { entrantStandings: own });
    expect(saved.entrantStandings?.current).toEqual(own);
    // The crews' table is untouched by it.
    expect(saved.standings?.own).toBe(false);
    expect((await l.call<LeagueStandings>('standings.league', {})).entrants?.scoring).toEqual(own.scoring);
    await l.call('journal.undo', {});
    expect(l.settingsRow()).toEqual(before);
    const r = await l.refused('league.updateSettings', { entrantStandings: { tieBreakers: ['roll-off', { stat: 'kills' }] } });
    expect(r.issues).toEqual([
      'entrantStandings.tieBreakers.0: The roll-off settles whatever is still level, so nothing can come after it: put it last.',
      'entrantStandings.tieBreakers.1: Kills reads something this league does not record; choose from Head-to-head, Wins, Countback, Latest round, Wrecks, Strength of schedule, Roll-off.',
    ]);
    expect(l.settingsRow()).toEqual(before);
  });
});

describe('a ruleset that keeps no entrants’ table (Dirty Wheels)', () => {
  it('has none in its settings view, and refuses one naming the ruleset, changing nothing', async () => {
    const l = await league('dirtywheels');
    expect(await l.call<LeagueSettingsView>('league.settings', {})).not.toHaveProperty('entrantStandings');
    const before = l.settingsRow();
    expect(await l.refused('league.updateSettings', { entrantStandings: TEN_NINE })).toEqual({
      message: "Dirty Wheels keeps no entrants' table.",
      issues: ["entrantStandings: Dirty Wheels keeps no entrants' table."],
    });
    expect(l.settingsRow()).toEqual(before);
  });
});
