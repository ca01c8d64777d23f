/**
 * The hex RPG's roster and recovery from the `league` command line, on a real league file (issue 26): the days after a
 * session are recovered once (gaps.md #33: a second `league recover` of the same session, and its `--dry-run`, are
 * refused naming the session and when it was recovered, and write nothing; `league undo` of the recovery allows it again).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCharacter } from '../../../src-shared/engine/hexrpg';
import { run as runCli, stateOf } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

/** A league of two gangs, each a vehicle with its driver; Max hurt (4 of 10 HP), one session between them recorded. */
async function wastes() {
  const dir = tempDir();
  const file = path.join(dir, 'wastes.league');
  const write = (name: string, value: unknown) => {
    const p = path.join(dir, `${name}.json`);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  await ok('new', file, '--name', 'The Wastes', '--ruleset', 'hexrpg');
  await ok('franchise', 'add', file, '--name', 'Road Wolves', '--colour', '#000001');
  await ok('franchise', 'add', file, '--name', 'Dust Devils', '--colour', '#000002');
  const max = { ...newCharacter('Max'), condition: { damage: 6, dead: false, criticals: [] } };
  await ok('team', 'add-car', file, 'Road Wolves', '--design', write('car', { version: 1, name: 'Interceptor', kind: 'car' }), '--driver', write('max', max));
  await ok(
    'team',
    'add-car',
    file,
    'Dust Devils',
    '--design',
    write('bike', { version: 1, name: 'Dust Bike', kind: 'bike' }),
    '--driver',
    write('kit', newCharacter('Kit')),
  );
  await ok('schedule', 'add', file, '--event', 'The Dry Crossing', '--franchises', '1,2');
  await ok('match', 'outcome', file, '1', 'Road Wolves=survived=1,kills=0', 'Dust Devils=survived=1,kills=0');
  return { file, write };
}

describe('league recover: the days after a session pass once (3e. Recovering damage; gaps.md #33)', () => {
  it('a second recovery of the session, or its dry run, is refused in words naming the session and when; undo allows it again', async () => {
    const { file } = await wastes();
    expect(await ok('recover', file, '--match', '1', '--days', '3')).toContain('Recovered: 3 days after the session');
    const before = stateOf(file);
    for (const extra of [[], ['--dry-run']]) {
      const again = await runCli('recover', file, '--match', '1', '--days', '2', ...extra);
      expect(again.code, extra.join(' ')).not.toBe(0);
      expect(again.err).toMatch(/Session 1 was already recovered on \d{4}-\d\d-\d\d \d\d:\d\d UTC \(3 days after it\)/);
      expect(again.err).toContain('undo that recovery to run it again');
    }
    expect(stateOf(file)).toBe(before);
    expect(await ok('undo', file)).toContain('Recovery');
    expect(await ok('recover', file, '--match', '1', '--days', '2')).toContain('Recovered: 2 days after the session');
  });
});
