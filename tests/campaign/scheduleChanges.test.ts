/**
 * Moving and editing scheduled events (schedule.move, schedule.edit): one undoable operation each; played matches,
 * matches with their pre-match rolls, and closed seasons refused with the reason and nothing written.
 */
import { describe, expect, it } from 'vitest';
import type { AppError, InputOf } from '../../src-shared/ipc';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, newLeague, type League } from './support';

const tempDir = useTempDir();

const EVENTS = [
  { track: 'Denver', surface: 'dirt', kind: 'race' },
  { track: 'Seattle', surface: 'asphalt', kind: 'arena' },
  { track: 'Boise', surface: 'snow', kind: 'race' },
  { track: 'Reno', surface: 'concrete', kind: 'arena' },
  { track: 'Tulsa', surface: 'ice', kind: 'race' },
] as const;

/** Two franchises and five events: match 1 recorded, match 2 with its pre-match rolls made, 3–5 scheduled. */
async function league(): Promise<{ league: League; ids: number[]; teams: { id: number; vehicles: { id: number }[]; roster: { id: number }[] }[] }> {
  const league = await newLeague(tempDir(), 77);
  const teams = [
    (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise,
    (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise,
  ];
  const ids: number[] = [];
  for (const e of EVENTS) ids.push((await league.call('schedule.add', { ...e, heats: 2 })).id);
  await league.call('match.preMatch', { matchId: ids[0]! });
  for (const f of teams)
    await league.call('match.assign', {
      matchId: ids[0]!,
      franchiseId: f.id,
      heats: [{ heat: 1, cars: [{ vehicleId: f.vehicles[0]!.id, driverId: f.roster[0]!.id }] }],
    });
  await answering(league, 'match.record', {
    matchId: ids[0]!,
    teams: teams.map((f, i) => ({ franchiseId: f.id, competitors: [{ competitorId: f.roster[0]!.id, points: 3 - i }] })),
  });
  await league.call('match.preMatch', { matchId: ids[1]! });
  return { league, ids, teams };
}

const order = async (l: League) => (await l.call('schedule.list', {})).map((m) => `${m.number}:${m.track}`);

/** A refusal that leaves the file exactly as it was. */
async function refusedUnchanged<C extends 'schedule.move' | 'schedule.edit'>(l: League, channel: C, payload: InputOf<C>): Promise<AppError> {
  const before = canonicalDump(l.session.league.sqlite);
  const journal = l.session.league.sqlite.prepare('SELECT count(*) AS n FROM journal').get();
  const error = await l.refuse(channel, payload);
  expect(canonicalDump(l.session.league.sqlite)).toBe(before);
  expect(l.session.league.sqlite.prepare('SELECT count(*) AS n FROM journal').get()).toEqual(journal);
  return error;
}

describe('schedule.move: reordering the events not yet played', () => {
  it('moves a match earlier or later, renumbers the ones between, and one undo restores the file exactly (redo too)', async () => {
    const { league: l, ids } = await league();
    expect(await order(l)).toEqual(['1:Denver', '2:Seattle', '3:Boise', '4:Reno', '5:Tulsa']);
    const before = canonicalDump(l.session.league.sqlite);

    const list = await l.call('schedule.move', { matchId: ids[4]!, to: 3 });
    expect(list.map((m) => `${m.number}:${m.track}`)).toEqual(['1:Denver', '2:Seattle', '3:Tulsa', '4:Boise', '5:Reno']);
    expect(await order(l)).toEqual(['1:Denver', '2:Seattle', '3:Tulsa', '4:Boise', '5:Reno']);
    const moved = canonicalDump(l.session.league.sqlite);
    const [entry] = await l.call('journal.recent', { limit: 1 });
    expect(entry).toMatchObject({ op: 'schedule.move', summary: 'Moved match 5 (race at Tulsa) from place 5 to 3; matches 3–4 move down one' });

    await l.call('journal.undo', {});
    expect(canonicalDump(l.session.league.sqlite)).toBe(before);
    await l.call('journal.redo', {});
    expect(canonicalDump(l.session.league.sqlite)).toBe(moved);

    // And later again: the match keeps its id, so its setup and assistant follow it.
    await l.call('schedule.move', { matchId: ids[4]!, to: 5 });
    expect(await order(l)).toEqual(['1:Denver', '2:Seattle', '3:Boise', '4:Reno', '5:Tulsa']);
    expect((await l.call('match.get', { matchId: ids[4]! })).number).toBe(5);
    await l.call('schedule.move', { matchId: ids[2]!, to: 4 });
    expect(await order(l)).toEqual(['1:Denver', '2:Seattle', '3:Reno', '4:Boise', '5:Tulsa']);
    expect((await l.call('journal.recent', { limit: 1 }))[0]!.summary).toBe('Moved match 3 (race at Boise) from place 3 to 4; match 4 moves up one');
  });

  it('refuses a played match, a pre-rolled match, a place at or before them, a place that does not exist; nothing is written', async () => {
    const { league: l, ids } = await league();
    const played = await refusedUnchanged(l, 'schedule.move', { matchId: ids[0]!, to: 3 });
    expect(played).toMatchObject({
      kind: 'conflict',
      message: 'Match 1 has been played and recorded; it cannot be moved. Undo the recording first if it was entered by mistake.',
    });

    const ready = await refusedUnchanged(l, 'schedule.move', { matchId: ids[1]!, to: 4 });
    expect(ready.kind).toBe('conflict');
    expect(ready.message).toBe(
      'Match 2 has had its pre-match rolls (Heart condition, temperamental devices) and is the next to be played, so it keeps its place. Undo the rolls or play it first.',
    );

    for (const to of [1, 2]) {
      const before = await refusedUnchanged(l, 'schedule.move', { matchId: ids[4]!, to });
      expect(before).toMatchObject({ kind: 'conflict', issues: [{ path: ['to'] }] });
      expect(before.message).toBe(
        'Match 5 cannot go before match 2, which has had its pre-match rolls: matches are played in order. The earliest place it can take is 3.',
      );
    }

    expect(await refusedUnchanged(l, 'schedule.move', { matchId: ids[4]!, to: 6 })).toMatchObject({
      kind: 'validation',
      message: 'The season has 5 matches; place 6 does not exist.',
      issues: [{ path: ['to'] }],
    });
    expect(await refusedUnchanged(l, 'schedule.move', { matchId: ids[3]!, to: 4 })).toMatchObject({
      kind: 'validation',
      message: 'Match 4 is already in place 4; nothing to move.',
    });
    expect(await refusedUnchanged(l, 'schedule.move', { matchId: ids[3]!, to: 0 })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['to'], message: 'Places start at 1' }],
    });
    expect(await refusedUnchanged(l, 'schedule.move', { matchId: 999, to: 3 })).toMatchObject({
      kind: 'validation',
      message: 'There is no match with id 999.',
    });
    expect(await order(l)).toEqual(['1:Denver', '2:Seattle', '3:Boise', '4:Reno', '5:Tulsa']);
  });

  it('after the last played match the earliest free place is right behind it', async () => {
    const { league: l, ids } = await league();
    // Undo match 2's pre-match rolls: the first free place is now 2.
    await l.call('journal.undo', {});
    expect((await l.call('match.get', { matchId: ids[1]! })).status).toBe('scheduled');
    await l.call('schedule.move', { matchId: ids[4]!, to: 2 });
    expect(await order(l)).toEqual(['1:Denver', '2:Tulsa', '3:Seattle', '4:Boise', '5:Reno']);
    const e = await refusedUnchanged(l, 'schedule.move', { matchId: ids[3]!, to: 1 });
    expect(e.message).toBe('Match 5 cannot go before match 1, which has been played: matches are played in order. The earliest place it can take is 2.');
  });

  it('refuses a match of a season that has ended', async () => {
    const l = await newLeague(tempDir(), 5);
    const red = (await l.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    const m = await l.call('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race' });
    await l.call('match.preMatch', { matchId: m.id });
    await l.call('match.assign', {
      matchId: m.id,
      franchiseId: red.id,
      heats: [{ heat: 1, cars: [{ vehicleId: red.vehicles[0]!.id, driverId: red.roster[0]!.id }] }],
    });
    await answering(l, 'match.record', { matchId: m.id, teams: [{ franchiseId: red.id }] });
    await answering(l, 'season.end', {});
    await l.call('schedule.add', { track: 'Seattle', surface: 'asphalt', kind: 'race' });
    expect(await refusedUnchanged(l, 'schedule.move', { matchId: m.id, to: 1 })).toMatchObject({
      kind: 'conflict',
      message: 'Match 1 belongs to a season that has ended; it cannot be moved.',
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: m.id, track: 'Elsewhere' })).toMatchObject({
      kind: 'conflict',
      message: 'Match 1 belongs to a season that has ended; it cannot be edited.',
    });
  });
});

describe('schedule.edit: changing the event of a match not yet played', () => {
  it('changes only the fields given, journals what changed, and undo restores the file exactly', async () => {
    const { league: l, ids } = await league();
    const before = canonicalDump(l.session.league.sqlite);
    const m = await l.call('schedule.edit', { matchId: ids[3]!, track: 'Reno Bowl', surface: 'dirt', kind: 'race', date: '2025-06-01' });
    expect(m).toMatchObject({
      id: ids[3],
      number: 4,
      track: 'Reno Bowl',
      fields: { surface: 'dirt', kind: 'race', heats: 2 },
      kind: 'race',
      date: '2025-06-01',
      status: 'scheduled',
    });
    expect((await l.call('journal.recent', { limit: 1 }))[0]).toMatchObject({
      op: 'schedule.edit',
      summary: 'Changed match 4 (arena at Reno): track Reno → Reno Bowl, surface concrete → dirt, kind arena → race, date (none) → 2025-06-01',
    });
    await l.call('journal.undo', {});
    expect(canonicalDump(l.session.league.sqlite)).toBe(before);

    // A pre-rolled match's event may still change: the rolls do not depend on the track.
    expect(await l.call('schedule.edit', { matchId: ids[1]!, surface: 'dirt', heats: 3 })).toMatchObject({
      status: 'ready',
      fields: { surface: 'dirt', heats: 3 },
    });
  });

  it('refuses a played match, no change at all, an unknown surface, and fewer heats than are assigned; nothing is written', async () => {
    const { league: l, ids, teams } = await league();
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[0]!, track: 'Elsewhere' })).toMatchObject({
      kind: 'conflict',
      message: 'Match 1 has been played and recorded; it cannot be edited. Undo the recording first if it was entered by mistake.',
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[2]! })).toMatchObject({
      kind: 'validation',
      message: 'Say what to change: the track, surface, kind, date or heats',
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[2]!, track: 'Boise', kind: 'race' })).toMatchObject({
      kind: 'validation',
      message: 'Nothing to change: match 3 already has that track, kind.',
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[2]!, surface: 'lava' as 'dirt' })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['surface'] }],
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[2]!, track: '  ' })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['track'], message: 'Track name cannot be empty' }],
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[2]!, heats: 6 })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['heats'], message: 'A match has at most 5 heats' }],
    });

    const red = teams[0]!;
    await l.call('match.assign', {
      matchId: ids[1]!,
      franchiseId: red.id,
      heats: [1, 2].map((heat) => ({ heat, cars: [{ vehicleId: red.vehicles[heat - 1]!.id, driverId: red.roster[heat]!.id }] })),
    });
    expect(await refusedUnchanged(l, 'schedule.edit', { matchId: ids[1]!, heats: 1 })).toMatchObject({
      kind: 'conflict',
      message: 'Heat 2 of match 2 already has cars assigned; assign the teams again in Setup without that heat before cutting the match to 1 heat.',
      issues: [{ path: ['heats'] }],
    });
  });
});
