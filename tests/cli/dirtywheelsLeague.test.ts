/**
 * ruleset-done.md, Proof: two seasons of four Dirty Wheels teams through the `league` CLI, standings checked
 * against numbers worked out by hand. Dirty Wheels has no campaign rules (gaps.md #31): the league is the generic
 * core, scoring 3/1/0 per win/draw/loss, tie-breakers head-to-head, then kills, then a roll-off.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeagueStandings, MatchView, SeasonCloseReport } from '../../src-shared/ipc/channels/leagueTypes';
import { useTempDir } from '../support/tempLeague';
import { run } from '../support/cli';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

const json = async <T>(...argv: string[]): Promise<T> => JSON.parse(await ok(...argv, '--format', 'json')) as T;

/** Each row as [team, rank, points, W, D, L, kills, decided by]. */
const rows = (s: { rows: LeagueStandings['rows'] } | { standings: LeagueStandings['rows'] }) =>
  ('rows' in s ? s.rows : s.standings).map((r) => [r.franchise, r.rank, r.points, r.wins, r.draws, r.losses, r.stats.kills, r.decidedBy]);

const [A, B, C, D] = ['Rust Buckets', 'Mud Dogs', 'Scrap Kings', 'Tin Terrors'] as const;

/** Record the match between the two teams of `result` (whatever its number), e.g. [A, 'win', 2, B, 'loss', 1]. */
async function record(file: string, schedule: MatchView[], [t1, o1, k1, t2, o2, k2]: [string, string, number, string, string, number]) {
  const m = schedule.find(
    (x) =>
      x.teams
        .map((t) => t.franchise)
        .sort()
        .join() === [t1, t2].sort().join(),
  );
  expect(m, `${t1} v ${t2} is scheduled`).toBeDefined();
  return ok('match', 'outcome', file, String(m!.id), `${t1}=${o1},kills=${k1}`, `${t2}=${o2},kills=${k2}`);
}

describe('a Dirty Wheels league over two seasons, through the CLI', () => {
  it('round robin, outcomes with kills, standings with head-to-head and kills tie-breaks, season close, a Swiss round, all-time', async () => {
    const file = path.join(tempDir(), 'dw.league');
    expect(await ok('new', file, '--name', 'Toy Car Derby', '--ruleset', 'dirtywheels')).toContain('(Dirty Wheels)');
    for (const [i, name] of [A, B, C, D].entries())
      expect(await ok('franchise', 'add', file, '--name', name, '--colour', `#a0a0a${i}`)).toContain(`Added ${name}`);

    // Season 1: a round robin, 3 rounds of 2 matches, a week apart.
    const preview = await ok('schedule', 'generate', file, '--format', 'round-robin', '--event', 'Backyard Brawl', '--start', '2026-05-02', '--preview');
    expect(preview).toMatch(/^PREVIEW \(nothing was changed\): season 1, 6 fixture\(s\)/);
    expect(await ok('schedule', 'generate', file, '--format', 'round-robin', '--event', 'Backyard Brawl', '--start', '2026-05-02')).toContain(
      'Generated 6 fixture(s)',
    );
    const s1 = await json<MatchView[]>('schedule', 'list', file);
    expect(s1.map((m) => [m.kind, m.track, m.fields, m.details, m.date])).toEqual(
      ['2026-05-02', '2026-05-02', '2026-05-09', '2026-05-09', '2026-05-16', '2026-05-16'].map((d) => ['match', 'Backyard Brawl', {}, null, d]),
    );
    const pairs = new Set(
      s1.map((m) =>
        m.teams
          .map((t) => t.franchise)
          .sort()
          .join(' v '),
      ),
    );
    expect(pairs.size).toBe(6);

    // Two winners are refused with the reason, and the file is not touched.
    const bytes = readFileSync(file);
    const refused = await run('match', 'outcome', file, String(s1[0]!.id), `${s1[0]!.teams[0]!.franchise}=win`, `${s1[0]!.teams[1]!.franchise}=win`);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Match 1 has one winner at most; .* are both marked as winning\./);
    expect(readFileSync(file).equals(bytes)).toBe(true);

    // The preview shows the match and the table, and changes nothing.
    const previewed = await run(
      'match',
      'outcome',
      file,
      String(s1[0]!.id),
      `${s1[0]!.teams[0]!.franchise}=win,kills=1`,
      `${s1[0]!.teams[1]!.franchise}=loss`,
      '--preview',
    );
    expect(previewed.out).toMatch(/^PREVIEW \(nothing was changed\): match 1/);
    expect(previewed.out).toMatch(/Rank\s+Team\s+Points\s+P\s+W\s+D\s+L\s+Kills\s+Decided by/);
    expect(readFileSync(file).equals(bytes)).toBe(true);

    await record(file, s1, [A, 'win', 2, B, 'loss', 1]);
    await record(file, s1, [A, 'loss', 0, C, 'win', 3]);
    await record(file, s1, [A, 'win', 2, D, 'loss', 0]);
    await record(file, s1, [B, 'win', 2, C, 'loss', 1]);
    await record(file, s1, [B, 'draw', 1, D, 'draw', 1]);
    await record(file, s1, [C, 'loss', 0, D, 'win', 2]);
    expect((await json<MatchView[]>('schedule', 'list', file)).every((m) => m.status === 'recorded')).toBe(true);

    // By hand: A 3+0+3 = 6; B 0+3+1 = 4; C 3+0+0 = 3; D 0+1+3 = 4. B and D drew each other (head-to-head level),
    // so kills decide: B 1+2+1 = 4, D 0+1+2 = 3.
    const season1 = [
      [A, 1, 6, 2, 0, 1, 4, null],
      [B, 2, 4, 1, 1, 1, 4, { stat: 'kills' }],
      [D, 3, 4, 1, 1, 1, 3, { stat: 'kills' }],
      [C, 4, 3, 1, 0, 2, 4, null],
    ];
    expect(rows(await json<LeagueStandings>('standings', file))).toEqual(season1);
    const text = await ok('standings', file);
    expect(text).toContain('Scoring: 3/1/0 points per win/draw/loss; tie-breakers: head-to-head, kills, roll-off');
    expect(text).toMatch(/2\s+Mud Dogs\s+4\s+3\s+1\s+1\s+1\s+4\s+kills/);

    // Season end: nothing is level after the breakers, so no roll-off; season 2 opens with the same teams.
    const closed1 = await json<SeasonCloseReport>('season', 'close', file);
    expect(closed1).toMatchObject({ seasonNumber: 1, nextSeason: 2, rolls: [] });
    expect(rows(closed1)).toEqual(season1);
    expect(JSON.parse(await ok('season', 'show', file, '--format', 'json'))).toMatchObject({ number: 2, status: 'open', matchesPlayed: 0 });

    // Season 2: one Swiss round. Everyone is level on 0, so the table is in team order: A v B, C v D.
    await ok('schedule', 'generate', file, '--format', 'swiss', '--event', 'Kitchen Floor GP');
    const s2 = await json<MatchView[]>('schedule', 'list', file);
    expect(s2.map((m) => m.teams.map((t) => t.franchise))).toEqual([
      [A, B],
      [C, D],
    ]);
    await record(file, s2, [A, 'win', 1, B, 'loss', 0]);
    await record(file, s2, [C, 'draw', 1, D, 'draw', 1]);
    // C and D: level on points, head-to-head (a draw) and kills: in an open season they share second place.
    expect(rows(await json<LeagueStandings>('standings', file))).toEqual([
      [A, 1, 3, 1, 0, 0, 1, null],
      [C, 2, 1, 0, 1, 0, 1, null],
      [D, 2, 1, 0, 1, 0, 1, null],
      [B, 4, 0, 0, 0, 1, 0, null],
    ]);
    expect(await ok('standings', file)).toMatch(/2\s+Scrap Kings\s+1\s+1\s+0\s+1\s+0\s+1\s+tied/);

    // The season close rolls them off through the league's dice, logged.
    const closeText = await ok('season', 'close', file);
    expect(closeText).toMatch(/Final table tie: roll-off, Scrap Kings/);
    const final2 = await json<LeagueStandings>('standings', file, '--season', '2');
    expect(final2.final).toBe(true);
    expect(final2.rows.map((r) => [r.franchise, r.rank])).toEqual([
      [A, 1],
      expect.arrayContaining([expect.stringMatching(/Scrap Kings|Tin Terrors/), 2]),
      expect.arrayContaining([expect.stringMatching(/Scrap Kings|Tin Terrors/), 3]),
      [B, 4],
    ]);
    expect(final2.rows.slice(1, 3).map((r) => r.decidedBy)).toEqual(['roll-off', 'roll-off']);
    const log = JSON.parse(await ok('dice', 'log', file, '--format', 'json')) as { op: string; purpose: string }[];
    expect(log.filter((r) => r.op === 'season.close').length).toBeGreaterThanOrEqual(2);
    // Season 1 keeps its final table.
    expect(rows(await json<LeagueStandings>('standings', file, '--season', '1'))).toEqual(season1);

    // All-time, by hand: A 6+3 = 9; D 4+1 = 5; B 4+0 = 4; C 3+1 = 4. B and C level: B beat C in season 1 (head-to-head).
    expect(rows(await json<LeagueStandings>('standings', file, '--all-time'))).toEqual([
      [A, 1, 9, 3, 0, 1, 5, null],
      [D, 2, 5, 1, 2, 1, 4, null],
      [B, 3, 4, 1, 1, 2, 4, 'head-to-head'],
      [C, 4, 4, 1, 1, 2, 5, 'head-to-head'],
    ]);
  });

  it('undo takes a recorded outcome back through the CLI', async () => {
    const file = path.join(tempDir(), 'undo.league');
    await ok('new', file, '--name', 'Undo Cup', '--ruleset', 'dirtywheels');
    await ok('franchise', 'add', file, '--name', A);
    await ok('franchise', 'add', file, '--name', B);
    expect(await ok('schedule', 'add', file, '--event', 'Sandpit', '--date', '2026-06-01')).toBe('Scheduled match 1 (id 1): Sandpit, 2 teams');
    const refused = await run('schedule', 'add', file, '--event', 'Ice Rink', '--surface', 'ice');
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining('Dirty Wheels has no road surface: an event has a name and a date only.') });
    expect(await ok('match', 'outcome', file, '1', `${A}=draw,kills=1`, `${B}=draw`)).toBe(
      `Recorded match 1 (id 1), Sandpit:\n  ${A}: draw (kills 1)\n  ${B}: draw`,
    );
    expect((await json<MatchView[]>('schedule', 'list', file))[0]!.status).toBe('recorded');
    expect(await ok('undo', file)).toBe(`Undid: Recorded match 1: ${A} draw (1 kills), ${B} draw`);
    expect((await json<MatchView[]>('schedule', 'list', file))[0]!.status).toBe('scheduled');
    expect((await json<LeagueStandings>('standings', file)).rows.map((r) => r.played)).toEqual([0, 0]);
    const result = path.join(path.dirname(file), 'result.json');
    writeFileSync(result, JSON.stringify({ matchId: 1, teams: [{ franchiseId: 1 }] }));
    const bytes = readFileSync(file);
    // Issue 19 #7: Dethmetal's commands are refused naming both rulesets, and say what this league does instead.
    expect(await run('match', 'record', file, result)).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /league match record is a Dethmetal command; .+ plays Dirty Wheels\. Nothing was changed\. Record a result with `league match outcome`/,
      ),
    });
    expect(await run('season', 'end', file)).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /league season end is a Dethmetal command; .+ plays Dirty Wheels\. Nothing was changed\. Close the season with `league season close`\./,
      ),
    });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});
