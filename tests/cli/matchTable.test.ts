/**
 * `league match table`: any ruleset's match table from the command line over the core's table.* channels (issue 21),
 * on real league files: Dirty Wheels' table in its own words, Dethmetal's assistant walks its turn (its state as JSON,
 * its log in the journal's words), and a bad intent is named at its field with nothing written.
 */
import { describe, expect, it } from 'vitest';
import { table as dethmetalTable } from '../assistant/support';
import { dwMatchLeague } from '../services/dwTableLeague';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

describe('league match table FILE --match N', () => {
  it('Dirty Wheels: the state is its own channel’s, an intent is one operation said in its words, the rolls', async () => {
    const t = await dwMatchLeague(tempDir());
    const own = await t.ok('dwTable.state', { matchId: t.matchId });
    t.session.close();
    const id = String(t.matchId);
    const generic = JSON.parse(await ok('match', 'table', t.file, '--match', id, '--format', 'json'));
    expect(generic).toEqual({ ruleset: 'dirtywheels', matchId: t.matchId, state: own });

    // Dirty Wheels gives its words for the terminal: the resolution, then the cards (its `league table` printed these).
    const acted = await ok('match', 'table', t.file, '--match', id, 'act', '--intent', '{"kind":"initiative"}');
    expect(acted).toMatch(/^Initiative for round 1\n/);
    expect(acted).toContain('Match 1 (id 1)');
    expect(await ok('match', 'table', t.file, '--match', id, 'log')).toMatch(/^#\d+ Initiative for round 1\n/);
    const log = JSON.parse(await ok('match', 'table', t.file, '--match', id, 'log', '--format', 'json'));
    expect(log).toEqual([
      expect.objectContaining({ op: 'dwTable.initiative', words: expect.stringMatching(/^Match 1: Initiative for round 1: Activation order: /) }),
    ]);
    const rolls = await ok('match', 'table', t.file, '--match', id, 'dice');
    expect(rolls.split('\n')[0]).toBe('Rolls:');
    expect(rolls.split('\n').length).toBeGreaterThanOrEqual(5);
    expect(JSON.parse(await ok('match', 'table', t.file, '--match', id, '--format', 'json')).state.round).toBe(1);

    const before = stateOf(t.file);
    const bad = await run('match', 'table', t.file, '--match', id, 'act', '--intent', '{"kind":"shoot","shooter":1}');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('intent.weapon');
    const notJson = await run('match', 'table', t.file, '--match', id, 'act', '--intent', '{kind');
    expect(notJson).toMatchObject({ code: 2 });
    expect(notJson.err).toContain('--intent is not valid JSON');
    expect(stateOf(t.file)).toBe(before);
  });

  it('Dethmetal: the assistant starts the heat through the same command, in its own words', async () => {
    const t = await dethmetalTable(tempDir());
    const file = t.league.session.league.path;
    t.league.close();
    const id = String(t.matchId);
    expect(await ok('match', 'table', file, '--match', id, 'act', '--intent', '{"kind":"start-heat","heat":1}')).toMatch(
      /^Match 1, .*started heat 1 with \d+ cars$/,
    );
    const state = JSON.parse(await ok('match', 'table', file, '--match', id, '--format', 'json'));
    expect(state).toMatchObject({ ruleset: 'dethmetal', state: { started: true } });
    expect(await ok('match', 'table', file, '--match', id, 'log')).toMatch(/started heat 1 with \d+ cars$/);
  });
});
