/**
 * Issue 12's generic league core: changing the schedule of a league without a campaign layer (Dirty Wheels). An event
 * is a name and a date, so schedule.edit refuses Dethmetal's surface, kind and heats; results come in any order, so a
 * scheduled match moves among the scheduled ones but never past a recorded one (which keeps its place).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { MatchView } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function roundRobin() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  await dispatch('app.newLeague', { name: 'Toy Cars', path: path.join(dataDir, 'dw.league'), ruleset: 'dirtywheels' });
  for (const name of ['A', 'B', 'C', 'D']) await dispatch('franchise.add', { name, colour: '#808080', owner: '' });
  const r = await dispatch('schedule.generate', { format: 'round-robin', track: 'Backyard', startDate: '2026-05-01', daysBetween: 7 });
  if (!r.ok) throw new Error(JSON.stringify(r));
  const state = () => ['matches', 'match_teams'].map((t) => session.league.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all());
  const order = async () => {
    const list = await dispatch('schedule.list', {});
    if (!list.ok) throw new Error('list');
    return list.value.map((m) => m.id);
  };
  const record = async (m: MatchView) =>
    dispatch('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: m.teams[0]!.franchiseId, outcome: 'win', stats: {} },
        { franchiseId: m.teams[1]!.franchiseId, outcome: 'loss', stats: {} },
      ],
    });
  return { dispatch, matches: r.value, state, order, record };
}

describe('the generic league core: editing and moving events', () => {
  it('schedule.edit changes the name and the date, and refuses a surface, kind or heats with the field named', async () => {
    const { dispatch, matches, state } = await roundRobin();
    const edited = await dispatch('schedule.edit', { matchId: matches[0]!.id, track: 'Sandpit', date: '2026-06-01' });
    expect(edited).toMatchObject({ ok: true, value: { track: 'Sandpit', date: '2026-06-01', fields: {}, facts: [], details: null, kind: 'match' } });
    const before = state();
    for (const [field, value] of [
      ['surface', 'ice'],
      ['kind', 'race'],
      ['heats', 3],
    ] as const) {
      const r = await dispatch('schedule.edit', { matchId: matches[0]!.id, [field]: value });
      expect(r).toMatchObject({
        ok: false,
        error: {
          kind: 'validation',
          issues: [{ path: [field], message: expect.stringMatching(/^Dirty Wheels has no .*: an event has a name and a date only\.$/) }],
        },
      });
    }
    expect(state()).toEqual(before);
  });

  it('schedule.move: a scheduled match moves among the scheduled ones, never past a recorded one; Ctrl+Z undoes a move', async () => {
    const { dispatch, matches, state, order, record } = await roundRobin();
    const ids = matches.map((m) => m.id);
    // Match 4 is recorded first: results of the generic core come in any order.
    expect((await record(matches[3]!)).ok).toBe(true);
    expect((await dispatch('schedule.move', { matchId: ids[0]!, to: 3 })).ok).toBe(true);
    expect(await order()).toEqual([ids[1], ids[2], ids[0], ids[3], ids[4], ids[5]]);
    const before = state();
    const past = await dispatch('schedule.move', { matchId: ids[0]!, to: 5 });
    expect(past).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        message: 'Match 3 cannot pass match 4, which has been recorded: recorded matches keep their places.',
        issues: [{ path: ['to'] }],
      },
    });
    const back = await dispatch('schedule.move', { matchId: ids[5]!, to: 2 });
    expect(back).toMatchObject({ ok: false, error: { message: 'Match 6 cannot pass match 4, which has been recorded: recorded matches keep their places.' } });
    const recorded = await dispatch('schedule.move', { matchId: ids[3]!, to: 1 });
    expect(recorded).toMatchObject({ ok: false, error: { message: expect.stringContaining('has been played and recorded') } });
    expect(state()).toEqual(before);
    // After the recorded match, the rest move freely.
    expect((await dispatch('schedule.move', { matchId: ids[5]!, to: 5 })).ok).toBe(true);
    expect(await order()).toEqual([ids[1], ids[2], ids[0], ids[3], ids[5], ids[4]]);
    expect((await dispatch('journal.undo', {})).ok).toBe(true);
    expect(state()).toEqual(before);
  });
});
