/**
 * A league without a campaign layer (Dirty Wheels) through the generic league core (issue 12): scheduling an event
 * by name and date, recording outcomes with a preview, refusals that change nothing, undo, closing the season.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function dwLeague(teams = ['Rust Buckets', 'Mud Dogs', 'Scrap Kings']) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const file = path.join(dataDir, 'dw.league');
  const created = await dispatch('app.newLeague', { name: 'Toy Cars', path: file, ruleset: 'dirtywheels' });
  expect(created.ok).toBe(true);
  const ids: number[] = [];
  for (const [i, name] of teams.entries()) {
    const r = await dispatch('franchise.add', { name, colour: `#00000${i}`, owner: '' });
    if (!r.ok) throw new Error(JSON.stringify(r));
    ids.push(r.value.id);
  }
  /** The league's logical state (every table but the journal's bookkeeping), to show a refusal changed nothing. */
  const state = () =>
    ['matches', 'match_teams', 'seasons', 'dice_log', 'league'].map((t) => session.league.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all());
  return { session, dispatch, ids, file, state };
}

describe('the generic league core: schedule', () => {
  it('schedule.add takes an event name and a date for a league without Dethmetal’s events, and refuses surface, kind and heats', async () => {
    const { dispatch, ids, state } = await dwLeague();
    const m = await dispatch('schedule.add', { track: 'Sandpit Skirmish', date: '2026-05-01', franchiseIds: [ids[0]!, ids[1]!] });
    expect(m).toMatchObject({
      ok: true,
      value: { track: 'Sandpit Skirmish', fields: {}, facts: [], details: null, kind: 'match', date: '2026-05-01', status: 'scheduled' },
    });
    const before = state();
    const refused = await dispatch('schedule.add', { track: 'Ice Rink', surface: 'ice', kind: 'race' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Dirty Wheels has no road surface: an event has a name and a date only.',
        issues: [{ path: ['surface'] }, { path: ['kind'] }],
      },
    });
    expect(state()).toEqual(before);
  });

  it('schedule.generate makes a round robin of every team (nobody is founded in a league without money)', async () => {
    const { dispatch } = await dwLeague(['A', 'B', 'C', 'D']);
    const r = await dispatch('schedule.generate', { format: 'round-robin', track: 'Backyard', startDate: '2026-05-01', daysBetween: 7 });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.value).toHaveLength(6);
    expect(r.value.map((m) => m.date)).toEqual(['2026-05-01', '2026-05-01', '2026-05-08', '2026-05-08', '2026-05-15', '2026-05-15']);
    expect(new Set(r.value.map((m) => m.teams.map((t) => t.franchise).join('-'))).size).toBe(6);
  });
});

describe('the generic league core: results', () => {
  it('match.previewOutcome shows the match and the table with the result in, and writes nothing; recordOutcome records it; undo takes it back', async () => {
    const { dispatch, ids, state } = await dwLeague();
    const m = await dispatch('schedule.add', { track: 'Sandpit', franchiseIds: [ids[0]!, ids[1]!] });
    if (!m.ok) throw new Error('schedule');
    const input = {
      matchId: m.value.id,
      teams: [
        { franchiseId: ids[0]!, outcome: 'win' as const, stats: { kills: 2 } },
        { franchiseId: ids[1]!, outcome: 'loss' as const, stats: { kills: 1 } },
      ],
    };
    const before = state();
    const preview = await dispatch('match.previewOutcome', input);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(state()).toEqual(before);
    expect(preview.value.match.teams.map((t) => [t.franchise, t.outcome, t.stats])).toEqual([
      ['Rust Buckets', 'win', { kills: 2 }],
      ['Mud Dogs', 'loss', { kills: 1 }],
    ]);
    expect(preview.value.standings.rows.map((r) => [r.franchise, r.rank, r.points, r.wins, r.losses, r.stats.kills])).toEqual([
      ['Rust Buckets', 1, 3, 1, 0, 2],
      // Level on 0 points, no meeting between them: Mud Dogs' kill places it (head-to-head, then kills).
      ['Mud Dogs', 2, 0, 0, 1, 1],
      ['Scrap Kings', 3, 0, 0, 0, 0],
    ]);

    const recorded = await dispatch('match.recordOutcome', input);
    expect(recorded).toMatchObject({
      ok: true,
      value: {
        status: 'recorded',
        // The core's view says the outcome only (`won` is Dethmetal's word, issue 21).
        teams: [{ outcome: 'win' }, { outcome: 'loss' }],
      },
    });
    const table = await dispatch('standings.league', {});
    // What the preview showed is what the recording made.
    expect(table).toMatchObject({ ok: true, value: { rows: preview.value.standings.rows } });

    const again = await dispatch('match.recordOutcome', input);
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('already been recorded; undo') } });

    expect(await dispatch('journal.undo', {})).toMatchObject({
      ok: true,
      value: { summary: 'Recorded match 1: Rust Buckets win (2 kills), Mud Dogs loss (1 kills)' },
    });
    expect(state()).toEqual(before);
    const after = await dispatch('match.get', { matchId: m.value.id });
    expect(after).toMatchObject({ ok: true, value: { status: 'scheduled' } });
    if (after.ok) expect(after.value.teams[0]!.outcome).toBeUndefined();
  });

  it('refuses impossible results with the field at fault and changes nothing', async () => {
    const { dispatch, ids, state } = await dwLeague();
    const m = await dispatch('schedule.add', { track: 'Sandpit', franchiseIds: [ids[0]!, ids[1]!] });
    if (!m.ok) throw new Error('schedule');
    const before = state();
    const teams = (a: object, b: object) => ({
      matchId: m.value.id,
      teams: [
        { franchiseId: ids[0]!, ...a },
        { franchiseId: ids[1]!, ...b },
      ],
    });
    const cases: [object, string, (string | number)[]][] = [
      [
        teams({ outcome: 'win' }, { outcome: 'win' }),
        'Match 1 has one winner at most; Rust Buckets and Mud Dogs are both marked as winning.',
        ['teams', 1, 'outcome'],
      ],
      [teams({ outcome: 'win' }, { outcome: 'draw' }), 'Match 1 has a winner, so nobody drew: mark the others as losses.', ['teams', 1, 'outcome']],
      [teams({ outcome: 'loss' }, { outcome: 'loss' }), 'Match 1 has no winner, so at least two teams drew it.', ['teams', 0, 'outcome']],
      [teams({ outcome: 'win' }, {}), 'Mud Dogs needs a win, draw or loss.', ['teams', 1, 'outcome']],
      [
        teams({ outcome: 'win', stats: { wrecks: 1 } }, { outcome: 'loss' }),
        'This league keeps kills; there is no stat “wrecks”.',
        ['teams', 0, 'stats', 'wrecks'],
      ],
      [
        {
          matchId: m.value.id,
          teams: [
            { franchiseId: ids[0]!, outcome: 'win' },
            { franchiseId: ids[2]!, outcome: 'loss' },
          ],
        },
        'The result has 2 problems: Scrap Kings is not taking part in match 1.',
        ['teams', 1, 'franchiseId'],
      ],
    ];
    for (const [input, message, p] of cases) {
      for (const channel of ['match.previewOutcome', 'match.recordOutcome'] as const) {
        const r = await dispatch(channel, input as never);
        expect(r, `${channel} ${message}`).toMatchObject({ ok: false, error: { kind: 'validation', message } });
        if (!r.ok) expect(r.error.kind === 'validation' && r.error.issues.map((i) => i.path)).toContainEqual(p);
      }
      expect(state()).toEqual(before);
    }
    const draw = await dispatch('match.recordOutcome', teams({ outcome: 'draw' }, { outcome: 'draw' }) as never);
    expect(draw).toMatchObject({ ok: true, value: { teams: [{ outcome: 'draw' }, { outcome: 'draw' }] } });
  });

  it('Dethmetal’s post-match, pre-match, season end and campaign standings are refused for this league, saying what to use', async () => {
    const { dispatch, ids, state } = await dwLeague();
    const m = await dispatch('schedule.add', { track: 'Sandpit', franchiseIds: [ids[0]!, ids[1]!] });
    if (!m.ok) throw new Error('schedule');
    const before = state();
    expect(await dispatch('match.record', { matchId: m.value.id, teams: [{ franchiseId: ids[0]! }] })).toMatchObject({
      ok: false,
      // Issue 19 #7: refused before the handler, naming both rulesets, and saying what to use.
      error: {
        kind: 'unavailable',
        message: expect.stringMatching(/^This is a Dethmetal command \(match\.record\); .* plays Dirty Wheels\..*match\.recordOutcome/),
      },
    });
    expect(await dispatch('match.preMatch', { matchId: m.value.id })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('no pre-match rolls') },
    });
    expect(await dispatch('season.end', {})).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/without a campaign season end \(draft, money, sponsors\).*season\.close/) },
    });
    expect(await dispatch('standings.get', {})).toMatchObject({ ok: false, error: { message: expect.stringContaining('standings.league') } });
    expect(state()).toEqual(before);
  });
});

describe('the generic league core: season close', () => {
  it('refuses while a match is unrecorded; closes with a logged roll-off for teams level after every breaker and opens the next season', async () => {
    const { dispatch, ids, state } = await dwLeague(['A', 'B']);
    const m = await dispatch('schedule.add', { track: 'Sandpit' });
    if (!m.ok) throw new Error('schedule');
    const before = state();
    expect(await dispatch('season.close', {})).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: 'Season 1 still has 1 match to record (1): record or remove it first.' },
    });
    expect(state()).toEqual(before);
    await dispatch('match.recordOutcome', {
      matchId: m.value.id,
      teams: [
        { franchiseId: ids[0]!, outcome: 'draw', stats: { kills: 1 } },
        { franchiseId: ids[1]!, outcome: 'draw', stats: { kills: 1 } },
      ],
    });
    const open = await dispatch('standings.league', {});
    expect(open).toMatchObject({
      ok: true,
      value: {
        final: false,
        rows: [
          { rank: 1, decidedBy: null },
          { rank: 1, decidedBy: null },
        ],
      },
    });
    const recorded = state();
    const preview = await dispatch('season.close', { preview: true });
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.value.preview).toBe(true);
    expect(state()).toEqual(recorded);
    const closed = await dispatch('season.close', {});
    if (!closed.ok) throw new Error(JSON.stringify(closed));
    expect(closed.value.standings.map((r) => [r.rank, r.decidedBy])).toEqual([
      [1, 'roll-off'],
      [2, 'roll-off'],
    ]);
    expect(closed.value.rolls.length).toBeGreaterThanOrEqual(2);
    expect(closed.value.rolls.every((r) => r.purpose.startsWith('Final table tie: roll-off'))).toBe(true);
    const log = await dispatch('dice.log', {});
    expect(log.ok && log.value.filter((r) => r.op === 'season.close')).toHaveLength(closed.value.rolls.length);
    expect(await dispatch('season.current', {})).toMatchObject({ ok: true, value: { number: 2, status: 'open' } });
    const final = await dispatch('standings.league', { season: 1 });
    expect(final).toMatchObject({ ok: true, value: { final: true, rows: closed.value.standings } });
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true });
    expect(state()).toEqual(recorded);
  });
});
