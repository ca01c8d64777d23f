/**
 * Issue 21, generic results on the command line: `league match outcome` takes a meeting's rounds, each opened by the
 * ruleset's word for a round (the declaration's `results.round`), for any ruleset recording through the core. Here a
 * Dirty Wheels league (one game a meeting, the word “game”; its entrants are cars), on a real league file; the fixture ruleset's heats of
 * placed bangers are in tests/rulesets/fixture/cliSeason.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeagueStandings, MatchView } from '../../src-shared/ipc/channels/leagueTypes';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

describe('league match outcome with rounds (issue 21)', () => {
  it('a Dirty Wheels meeting as its one game, the same table as the bare form; a name not in the match is refused, nothing written', async () => {
    const file = path.join(tempDir(), 'dw.league');
    await ok('new', file, '--name', 'Rounds', '--ruleset', 'dirtywheels');
    for (const name of ['Rust Buckets', 'Mud Dogs', 'Tin Terrors']) await ok('franchise', 'add', file, '--name', name);
    await ok('schedule', 'add', file, '--event', 'Yard', '--franchises', '1,2');
    const [match] = JSON.parse(await ok('schedule', 'list', file, '--format', 'json')) as MatchView[];

    const before = stateOf(file);
    const stranger = await run('match', 'outcome', file, String(match!.id), 'game', 'Rust Buckets=win', 'Tin Terrors=loss');
    expect(stranger.code).toBe(2);
    expect(stranger.err).toContain('“Tin Terrors=loss” names no team or car of match 1');
    // Two games for the one game a Dirty Wheels meeting has: the core refuses it in its words (the declaration's count).
    const twice = await run(
      'match',
      'outcome',
      file,
      String(match!.id),
      'game',
      'Rust Buckets=win',
      'Mud Dogs=loss',
      'game',
      'Mud Dogs=win',
      'Rust Buckets=loss',
    );
    expect(twice.err).toContain('A meeting of this league has 1 game; 2 given.');
    expect(stateOf(file)).toBe(before);

    const out = await ok('match', 'outcome', file, String(match!.id), 'game', 'Rust Buckets=win,kills=2', 'Mud Dogs=loss');
    expect(out).toContain('Game 1:\n  Rust Buckets: win (kills 2)\n  Mud Dogs: loss');
    // Dirty Wheels rules (3/1/0 a win/draw/loss): the winner's 3 points and 2 kills, as the bare form records them.
    const table = JSON.parse(await ok('standings', file, '--format', 'json')) as LeagueStandings;
    expect(table.rows.map((r) => [r.franchise, r.points, r.wins, r.losses, r.stats.kills ?? 0])).toEqual([
      ['Rust Buckets', 3, 1, 0, 2],
      ['Mud Dogs', 0, 0, 1, 0],
      ['Tin Terrors', 0, 0, 0, 0],
    ]);
  });
});
