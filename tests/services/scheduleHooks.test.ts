/**
 * Issue 12: the league core's schedule and season views reach a ruleset only through its services hooks
 * (services/rulesetHooks.ts). Each hook is exercised by the same core call on a Dethmetal league (which fills it)
 * and a Dirty Wheels league (which leaves it out and gets the core's default).
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dethmetalServices } from '../../src-main/services/dethmetal';
import { answering, founding, type League, newLeague, newLeagueSession } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';
import { dethmetalDetails, dethmetalTeams } from '../../src-shared/ipc/channels/dethmetal/matchDetails';

const tempDir = useTempDir();
const EVENT = { track: 'Denver', surface: 'dirt', kind: 'race' } as const;

afterEach(() => vi.restoreAllMocks());

/** A Dethmetal league: two founded franchises and one added by name only (not founded). */
async function dethmetalLeague(): Promise<{ league: League; founded: number[]; unfounded: number }> {
  const league = await newLeague(tempDir(), 21);
  const founded: number[] = [];
  for (const [name, colour] of [
    ['Ash', '#aa0000'],
    ['Bolt', '#00aa00'],
  ] as const)
    founded.push((await league.call('franchise.found', founding(name, colour))).franchise.id);
  const unfounded = (await league.call('franchise.add', { name: 'Cinder', colour: '#0000aa', owner: '' })).id;
  return { league, founded, unfounded };
}

async function dirtyWheelsLeague(teams = ['A', 'B', 'C', 'D']): Promise<{ league: League; ids: number[] }> {
  const dir = tempDir();
  const league = await newLeagueSession(dir);
  await league.call('app.newLeague', { name: 'Toy Cars', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
  const ids: number[] = [];
  for (const name of teams) ids.push((await league.call('franchise.add', { name, colour: '#808080', owner: '' })).id);
  return { league, ids };
}

const rows = (league: League, sql: string, ...args: unknown[]) => league.session.league.sqlite.prepare(sql).all(...args);

describe('schedulableTeams: who the schedule lists', () => {
  it('Dethmetal schedules its founded franchises and refuses an unfounded one by name; Dirty Wheels schedules every team', async () => {
    const dm = await dethmetalLeague();
    const m = await dm.league.call('schedule.add', EVENT);
    expect(m.teams.map((t) => t.franchiseId)).toEqual(dm.founded);
    expect(await dm.league.refuse('schedule.add', { ...EVENT, franchiseIds: [dm.founded[0]!, dm.unfounded] })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['franchiseIds', 1], message: `Franchise ${dm.unfounded} does not exist or has not been founded.` }],
    });
    dm.league.close();

    const dw = await dirtyWheelsLeague();
    const d = await dw.league.call('schedule.add', { track: 'Backyard' });
    expect(d.teams.map((t) => t.franchiseId)).toEqual(dw.ids);
    expect(await dw.league.refuse('schedule.add', { track: 'Backyard', franchiseIds: [dw.ids[0]!, 999] })).toMatchObject({
      issues: [{ path: ['franchiseIds', 1], message: 'There is no team 999.' }],
    });
    dw.league.close();
  });
});

describe('eventFields, eventAdded, eventChanged, eventRemoved: the event’s own fields and rows', () => {
  it('a Dethmetal event keeps its surface and heats in dethmetal_matches, changed and removed with the event', async () => {
    const { league } = await dethmetalLeague();
    expect(await league.refuse('schedule.add', { track: 'Denver', kind: 'race' })).toMatchObject({ kind: 'validation', issues: [{ path: ['surface'] }] });
    const m = await league.call('schedule.add', { ...EVENT, heats: 3 });
    expect(m).toMatchObject({ kind: 'race', fields: { surface: 'dirt', kind: 'race', heats: 3 }, details: { surface: 'dirt', kind: 'race', heats: 3 } });
    const own = () => rows(league, 'SELECT surface, heats FROM dethmetal_matches WHERE match_id = ?', m.id);
    expect(own()).toEqual([{ surface: 'dirt', heats: 3 }]);
    expect(rows(league, 'SELECT count(*) AS n FROM dethmetal_match_teams')).toEqual([{ n: 2 }]);
    const edited = await league.call('schedule.edit', { matchId: m.id, surface: 'ice', heats: 1 });
    expect(edited).toMatchObject({ fields: { surface: 'ice', heats: 1 }, facts: ['1 heat'] });
    expect(own()).toEqual([{ surface: 'ice', heats: 1 }]);
    await league.call('schedule.remove', { matchId: m.id });
    expect(own()).toEqual([]);
    expect(rows(league, 'SELECT count(*) AS n FROM dethmetal_match_teams')).toEqual([{ n: 0 }]);
    league.close();
  });

  it('a Dirty Wheels event is a name and a date: no Dethmetal row is written, its fields are refused, removal needs no hook', async () => {
    const { league } = await dirtyWheelsLeague();
    const m = await league.call('schedule.add', { track: 'Backyard', date: '2026-05-01' });
    expect(m).toMatchObject({ track: 'Backyard', kind: 'match', fields: {}, facts: [], details: null });
    expect(rows(league, 'SELECT count(*) AS n FROM dethmetal_matches')).toEqual([{ n: 0 }]);
    expect(rows(league, 'SELECT count(*) AS n FROM dethmetal_match_teams')).toEqual([{ n: 0 }]);
    expect(await league.refuse('schedule.add', { track: 'Backyard', surface: 'ice' })).toMatchObject({ issues: [{ path: ['surface'] }] });
    await league.call('schedule.remove', { matchId: m.id });
    expect(rows(league, 'SELECT count(*) AS n FROM matches')).toEqual([{ n: 0 }]);
    league.close();
  });
});

describe('matchDetails: the ruleset’s part of a match view', () => {
  it('schedule.list asks Dethmetal for a whole season at once, not once per match; Dirty Wheels views show no event fields', async () => {
    const { league } = await dethmetalLeague();
    for (const surface of ['dirt', 'ice', 'snow'] as const) await league.call('schedule.add', { ...EVENT, surface });
    const spy = vi.spyOn(dethmetalServices, 'matchDetails');
    const list = await league.call('schedule.list', {});
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![1]).toEqual(list.map((m) => m.id));
    expect(list.map((m) => [dethmetalDetails(m).surface, dethmetalDetails(m).heats, dethmetalTeams(m).map((t) => [t.points, t.prize])])).toEqual(
      ['dirt', 'ice', 'snow'].map((s) => [
        s,
        2,
        [
          [null, null],
          [null, null],
        ],
      ]),
    );
    league.close();

    const dw = await dirtyWheelsLeague();
    await dw.league.call('schedule.generate', { format: 'round-robin', track: 'Backyard', startDate: '', daysBetween: 0 });
    const dwList = await dw.league.call('schedule.list', {});
    expect(dwList).toHaveLength(6);
    for (const m of dwList)
      expect(m).toMatchObject({
        kind: 'match',
        title: m.track,
        facts: [],
        fields: {},
        details: null,
        teams: [{ points: null }, { points: null }],
      });
    dw.league.close();
  });
});

describe('pairingOrder: the Swiss pairing order', () => {
  it('Dethmetal pairs by its own ranking (the hook), Dirty Wheels by the league core table: the winners meet', async () => {
    const dm = await dethmetalLeague();
    const spy = vi.spyOn(dethmetalServices, 'pairingOrder');
    const plan = await dm.league.call('schedule.generatePreview', { format: 'swiss', rounds: 1, ...EVENT, startDate: '', daysBetween: 0 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(plan.fixtures.map((f) => f.teams.map((t) => t.franchiseId))).toEqual([spy.mock.results[0]!.value]);
    dm.league.close();

    const dw = await dirtyWheelsLeague();
    const [a, b, c, d] = dw.ids as [number, number, number, number];
    const games: [number, number][] = [
      [b, a],
      [d, c],
    ];
    for (const [winner, loser] of games) {
      const m = await dw.league.call('schedule.add', { track: 'Backyard', franchiseIds: [winner, loser] });
      await dw.league.call('match.recordOutcome', {
        matchId: m.id,
        teams: [
          { franchiseId: winner, outcome: 'win', stats: {} },
          { franchiseId: loser, outcome: 'loss', stats: {} },
        ],
      });
    }
    const swiss = await dw.league.call('schedule.generatePreview', { format: 'swiss', rounds: 1, track: 'Backyard', startDate: '', daysBetween: 0 });
    const pairs = swiss.fixtures.map((f) => f.teams.map((t) => t.franchiseId).sort((x, y) => x - y));
    expect(pairs).toEqual([
      [b, d],
      [a, c],
    ]);
    dw.league.close();
  });
});

describe('seasonLength and seasonSummary: every league’s SeasonView', () => {
  it('Dethmetal’s season is capped by its house rule and keeps its season-end report; a Dirty Wheels season is what it schedules and keeps none', async () => {
    const dm = await dethmetalLeague();
    await dm.league.call('schedule.add', EVENT);
    expect(await dm.league.call('season.current', {})).toEqual({
      number: 1,
      status: 'open',
      matchesPlayed: 0,
      matchesScheduled: 1,
      seasonLength: 8,
      summary: null,
    });
    await dm.league.call('schedule.remove', { matchId: (await dm.league.call('schedule.list', {}))[0]!.id });
    const ended = await answering(dm.league, 'season.end', {});
    const seasons = await dm.league.call('season.list', {});
    expect(seasons.map((s) => [s.number, s.status, s.seasonLength])).toEqual([
      [1, 'closed', 8],
      [2, 'open', 8],
    ]);
    // As kept by its season end (the report's rolls are the dice log's rows).
    expect(seasons[0]!.summary).toMatchObject({ seasonNumber: 1, nextSeasonNumber: 2, standings: ended.value.standings, metalCup: ended.value.metalCup });
    expect(seasons[1]!.summary).toBeNull();
    dm.league.close();

    const dw = await dirtyWheelsLeague(['A', 'B']);
    expect(await dw.league.call('season.current', {})).toEqual({
      number: 1,
      status: 'open',
      matchesPlayed: 0,
      matchesScheduled: 0,
      seasonLength: 0,
      summary: null,
    });
    const m = await dw.league.call('schedule.add', { track: 'Backyard' });
    await dw.league.call('schedule.add', { track: 'Sandpit' });
    expect(await dw.league.call('season.current', {})).toMatchObject({ matchesScheduled: 2, seasonLength: 2 });
    await dw.league.call('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: dw.ids[0]!, outcome: 'win', stats: {} },
        { franchiseId: dw.ids[1]!, outcome: 'loss', stats: {} },
      ],
    });
    await dw.league.call('schedule.remove', { matchId: (await dw.league.call('schedule.list', {}))[1]!.id });
    await dw.league.call('season.close', {});
    expect(await dw.league.call('season.list', {})).toEqual([
      { number: 1, status: 'closed', matchesPlayed: 1, matchesScheduled: 1, seasonLength: 1, summary: null },
      { number: 2, status: 'open', matchesPlayed: 0, matchesScheduled: 0, seasonLength: 0, summary: null },
    ]);
    dw.league.close();
  });
});
