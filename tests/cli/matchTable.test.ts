/**
 * `league match table`: any ruleset's match table from the command line over the core's table.* channels (issue 21),
 * on real league files: Dirty Wheels' answers as `league table` does, Dethmetal's assistant walks its turn, and a bad
 * intent is named at its field with nothing written.
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
  it('Dirty Wheels: the state is `league table state`’s, an intent is one operation said in the table’s words, the log and the rolls', async () => {
    const t = await dwMatchLeague(tempDir());
    t.session.close();
    const id = String(t.matchId);
    const generic = JSON.parse(await ok('match', 'table', t.file, '--match', id, '--format', 'json'));
    expect(generic).toEqual({ ruleset: 'dirtywheels', matchId: t.matchId, state: JSON.parse(await ok('table', 'state', t.file, id, '--format', 'json')) });

    const acted = await ok('match', 'table', t.file, '--match', id, 'act', '--intent', '{"kind":"initiative"}');
    expect(acted).toMatch(/^Match 1: Initiative for round 1: Activation order: /);
    expect(await ok('match', 'table', t.file, '--match', id, 'log')).toMatch(new RegExp(`^#\\d+ ${acted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const rolls = await ok('match', 'table', t.file, '--match', id, 'dice');
    expect(rolls.split('\n')[0]).toBe('Rolls:');
    expect(rolls.split('\n').length).toBeGreaterThanOrEqual(5);
    // The ruleset's own command reads the same table.
    expect(JSON.parse(await ok('table', 'state', t.file, id, '--format', 'json')).round).toBe(1);

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
