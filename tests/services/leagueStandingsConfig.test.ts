/**
 * Issue 12, "standings with points and tie-breakers configured per league from the ruleset's defaults": a Dirty
 * Wheels league's own points and tie-breakers, kept in its settings through league.updateSettings (one operation,
 * undoable), honoured by standings.league, the CLI and season.close; refusals with field paths that change nothing;
 * Dethmetal's ranking stays its house rule (gaps.md #84).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { runCli } from '../../src-main/cli/league';
import type { LeagueStandings } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';

/** The kills tie-breaker as the league answers it (issue 21: a declared stat's breaker); settings may still name it “kills”. */
const KILLS = { stat: 'kills' };

const tempDir = useTempDir();
const [A, B, C, D] = ['Rust Buckets', 'Mud Dogs', 'Scrap Kings', 'Tin Terrors'] as const;

type Result = [string, 'win' | 'draw' | 'loss', number, string, 'win' | 'draw' | 'loss', number];

/**
 * Four results worked out by hand for every configuration below:
 * A beats B (kills 0, 2); C draws D (1, 1); C draws B (1, 0); A draws D (1, 0).
 * 3/1/0: A 4, C 2, D 2, B 1. Kills: A 1, B 2, C 2, D 1. C and D drew each other (head-to-head level).
 * Strength of schedule: C met D (2) and B (1) = 3; D met C (2) and A (4) = 6.
 */
const RESULTS: Result[] = [
  [A, 'win', 0, B, 'loss', 2],
  [C, 'draw', 1, D, 'draw', 1],
  [C, 'draw', 1, B, 'draw', 0],
  [A, 'draw', 1, D, 'draw', 0],
];

async function league(ruleset = 'dirtywheels') {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const file = path.join(dataDir, 'league.league');
  expect(await dispatch('app.newLeague', { name: 'Derby', path: file, ruleset })).toMatchObject({ ok: true });
  const ids = new Map<string, number>();
  if (ruleset === 'dirtywheels') {
    for (const name of [A, B, C, D]) {
      const r = await dispatch('franchise.add', { name, colour: '#808080', owner: '' });
      if (!r.ok) throw new Error(JSON.stringify(r));
      ids.set(name, r.value.id);
    }
    for (const [t1, o1, k1, t2, o2, k2] of RESULTS) {
      const m = await dispatch('schedule.add', { track: 'Backyard', franchiseIds: [ids.get(t1)!, ids.get(t2)!] });
      if (!m.ok) throw new Error(JSON.stringify(m));
      const r = await dispatch('match.recordOutcome', {
        matchId: m.value.id,
        teams: [
          { franchiseId: ids.get(t1)!, outcome: o1, stats: { kills: k1 } },
          { franchiseId: ids.get(t2)!, outcome: o2, stats: { kills: k2 } },
        ],
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
    }
  }
  const state = () => ['league', 'journal'].map((t) => session.league.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all());
  const table = async () => {
    const r = await dispatch('standings.league', {});
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r.value;
  };
  return { session, dispatch, file, state, table };
}

/** Each row as [team, rank, points, decided by]. */
const rows = (s: LeagueStandings) => s.rows.map((r) => [r.franchise, r.rank, r.points, r.decidedBy]);

describe('a league’s own standings: each tie-breaker configuration on a real league file', () => {
  const cases: { name: string; standings: object; expected: (string | number | null | { stat: string })[][] }[] = [
    {
      name: 'the ruleset’s default (head-to-head, kills, roll-off): C and D drew, so kills separate them',
      standings: {},
      expected: [
        [A, 1, 4, null],
        [C, 2, 2, KILLS],
        [D, 3, 2, KILLS],
        [B, 4, 1, null],
      ],
    },
    {
      name: 'strength of schedule: D met stronger opponents than C',
      standings: { tieBreakers: ['strength-of-schedule'] },
      expected: [
        [A, 1, 4, null],
        [D, 2, 2, 'strength-of-schedule'],
        [C, 3, 2, 'strength-of-schedule'],
        [B, 4, 1, null],
      ],
    },
    {
      name: 'head-to-head, then wins: neither separates C and D, who share second place',
      standings: { tieBreakers: ['head-to-head', 'wins'] },
      expected: [
        [A, 1, 4, null],
        [C, 2, 2, null],
        [D, 2, 2, null],
        [B, 4, 1, null],
      ],
    },
    {
      name: 'no tie-breakers: level teams share the place',
      standings: { tieBreakers: [] },
      expected: [
        [A, 1, 4, null],
        [C, 2, 2, null],
        [D, 2, 2, null],
        [B, 4, 1, null],
      ],
    },
    {
      name: '1/1/0 points, then wins, then kills: A, C and D level on 2; A has the only win; C out-kills D',
      standings: { scoring: { kind: 'wdl', win: 1, draw: 1, loss: 0 }, tieBreakers: ['wins', 'kills'] },
      expected: [
        [A, 1, 2, 'wins'],
        [C, 2, 2, KILLS],
        [D, 3, 2, KILLS],
        [B, 4, 1, null],
      ],
    },
    {
      name: '1/1/0 points, then head-to-head, then kills: D scored 2 against A and C, who met only D; then kills',
      standings: { scoring: { kind: 'wdl', win: 1, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', 'kills'] },
      expected: [
        [D, 1, 2, 'head-to-head'],
        [C, 2, 2, KILLS],
        [A, 3, 2, KILLS],
        [B, 4, 1, null],
      ],
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const { dispatch, table } = await league();
      const saved = await dispatch('league.updateSettings', { standings: c.standings });
      if (!saved.ok) throw new Error(JSON.stringify(saved));
      expect(rows(await table())).toEqual(c.expected);
    });
  }

  it('the settings view gives the defaults, the league’s standings and the allowed breakers; Dethmetal has none (its house rule ranks)', async () => {
    const { dispatch } = await league();
    const before = await dispatch('league.settings', {});
    expect(before).toMatchObject({
      ok: true,
      value: {
        standings: {
          defaults: { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', KILLS, 'roll-off'] },
          current: { tieBreakers: ['head-to-head', KILLS, 'roll-off'] },
          allowed: ['head-to-head', 'wins', KILLS, 'strength-of-schedule', 'roll-off'],
          own: false,
        },
      },
    });
    await dispatch('league.updateSettings', { standings: { tieBreakers: ['wins', 'roll-off'] } });
    expect(await dispatch('league.settings', {})).toMatchObject({
      ok: true,
      value: { standings: { current: { scoring: { win: 3 }, tieBreakers: ['wins', 'roll-off'] }, own: true } },
    });
    const dm = await league('dethmetal');
    expect(await dm.dispatch('league.settings', {})).toMatchObject({ ok: true, value: { standings: null } });
  });
});

describe('changing the league’s standings', () => {
  it('is one operation: the journal says what changed, Ctrl+Z puts the ruleset’s default back, Reset removes the league’s own', async () => {
    const { dispatch, table, state } = await league();
    const original = state()[0];
    const r = await dispatch('league.updateSettings', { standings: { scoring: { kind: 'wdl', win: 2, draw: 1, loss: 0 }, tieBreakers: ['kills'] } });
    expect(r.ok).toBe(true);
    const journal = await dispatch('journal.recent', {});
    expect(JSON.stringify(journal)).toContain('Standings: 2/1/0 points per win/draw/loss; tie-breakers kills');
    expect((await table()).scoring).toEqual({ kind: 'wdl', win: 2, draw: 1, loss: 0 });
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true });
    expect(state()[0]).toEqual(original);
    expect((await table()).tieBreakers).toEqual(['head-to-head', KILLS, 'roll-off']);

    await dispatch('league.updateSettings', { standings: { tieBreakers: ['wins'] } });
    const reset = await dispatch('league.updateSettings', { standings: null });
    expect(reset).toMatchObject({ ok: true, value: { standings: { own: false } } });
    expect((await table()).tieBreakers).toEqual(['head-to-head', KILLS, 'roll-off']);
  });

  it('refuses what the league cannot use, with the field path, and changes nothing', async () => {
    const { dispatch, state } = await league();
    const before = state();
    const refusals: [object, (string | number)[], RegExp][] = [
      [{ tieBreakers: ['roll-off', 'kills'] }, ['standings', 'tieBreakers', 0], /roll-off settles whatever is still level.*put it last/],
      [{ tieBreakers: ['kills', 'kills'] }, ['standings', 'tieBreakers', 1], /Kills is listed twice/],
      [
        { tieBreakers: ['score-difference'] },
        ['standings', 'tieBreakers', 0],
        /Score difference reads something this league does not record; choose from Head-to-head, Wins, Kills/,
      ],
      [{ tieBreakers: ['fewest-out-of-action'] }, ['standings', 'tieBreakers', 0], /Fewer out of action reads something/],
      [{ scoring: { kind: 'placings', points: [3, 1] } }, ['standings', 'scoring', 'kind'], /scores per win, draw or loss/],
      [{ scoring: { kind: 'wdl', win: 3.5, draw: 1, loss: 0 } }, ['standings', 'scoring', 'win'], /whole number/],
      [{ tieBreakers: ['coin-toss'] }, ['standings', 'tieBreakers', 0], /A tie-breaker is one of/],
    ];
    for (const [standings, where, message] of refusals) {
      const r = await dispatch('league.updateSettings', { standings } as never);
      expect(r.ok, JSON.stringify(standings)).toBe(false);
      if (r.ok) continue;
      const issues = 'issues' in r.error ? r.error.issues : [];
      expect(issues, JSON.stringify(standings)).toContainEqual({ path: where, message: expect.stringMatching(message) });
      expect(state()).toEqual(before);
    }
  });

  it('Dethmetal: refused with the house rule that ranks it named (one setting for one thing); its file is unchanged', async () => {
    const { dispatch, state } = await league('dethmetal');
    const before = state();
    const r = await dispatch('league.updateSettings', { standings: { tieBreakers: ['wins'] } });
    expect(r).toMatchObject({
      ok: false,
      error: { issues: [{ path: ['standings'], message: expect.stringContaining('its tie-breakers are the house rule “Standings tie-breakers”') }] },
    });
    expect(state()).toEqual(before);
  });

  it('kills stay recorded and shown when the league takes them off its tie-breakers', async () => {
    const { dispatch, table } = await league();
    await dispatch('league.updateSettings', { standings: { tieBreakers: ['wins'] } });
    const t = await table();
    expect(t.statKeys).toEqual(['kills']);
    expect(t.rows.map((r) => [r.franchise, r.stats.kills])).toEqual([
      [A, 1],
      [C, 2],
      [D, 1],
      [B, 2],
    ]);
    const m = await dispatch('schedule.add', { track: 'Kitchen', franchiseIds: [t.rows[0]!.franchiseId, t.rows[3]!.franchiseId] });
    if (!m.ok) throw new Error('schedule');
    const r = await dispatch('match.recordOutcome', {
      matchId: m.value.id,
      teams: [
        { franchiseId: t.rows[0]!.franchiseId, outcome: 'win', stats: { kills: 2 } },
        { franchiseId: t.rows[3]!.franchiseId, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
    expect(r.ok).toBe(true);
  });

  it('the CLI’s standings and season close follow it; the closed season keeps the table and scoring it closed with', async () => {
    const { dispatch, session, file } = await league();
    await dispatch('league.updateSettings', { standings: { scoring: { kind: 'wdl', win: 1, draw: 1, loss: 0 }, tieBreakers: ['wins', 'kills', 'roll-off'] } });
    session.close();
    const out: string[] = [];
    const err: string[] = [];
    const cli = async (...argv: string[]) => {
      out.length = 0;
      const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
      expect(code, err.join('\n')).toBe(0);
      return out.join('\n');
    };
    const text = await cli('standings', file);
    expect(text).toContain('Scoring: 1/1/0 points per win/draw/loss; tie-breakers: wins, kills, roll-off');
    expect(text).toMatch(/1\s+Rust Buckets\s+2\s+2\s+1\s+1\s+0\s+1\s+wins/);
    const closed = JSON.parse(await cli('season', 'close', file, '--format', 'json')) as { standings: { franchise: string; decidedBy: string | null }[] };
    expect(closed.standings.map((r) => [r.franchise, r.decidedBy])).toEqual([
      [A, 'wins'],
      [C, KILLS],
      [D, KILLS],
      [B, null],
    ]);
    // Changed afterwards: season 1 keeps its final table and says what it was scored by.
    const later = new AppSession({ dataDir: path.dirname(file), trackRecent: false });
    const again = createDispatcher({ session: later, hooks: { shell: 'browser', version: 'test' } }, () => {});
    expect(await again('app.openLeague', { path: file })).toMatchObject({ ok: true });
    await again('league.updateSettings', { standings: null });
    const s1 = await again('standings.league', { season: 1 });
    expect(s1).toMatchObject({ ok: true, value: { final: true, scoring: { win: 1 }, tieBreakers: ['wins', KILLS, 'roll-off'] } });
    later.close();
  });
});
