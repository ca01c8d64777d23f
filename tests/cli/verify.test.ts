/** `league verify FILE` (issue 27's "Check league" from the terminal): the one line when the journal reproduces the file, each difference and exit 1 when not. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { call, withLeague } from '../../src-main/cli/kit';
import { runCli } from '../../src-main/cli/league';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function run(...argv: string[]) {
  const out: string[] = [],
    err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('league verify', () => {
  it('says the journal reproduces the file; after one cell is changed by hand, prints that cell and exits 1', async () => {
    const file = path.join(tempDir(), 'toys.league');
    expect(await run('new', file, '--name', 'Toy Box', '--ruleset', 'dirtywheels')).toMatchObject({ code: 0 });
    await withLeague(file, async (s) => {
      const f = await call(s, 'franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
      await call(s, 'team.addCar', { franchiseId: f.id, design: { ...newCarDesign('Hauler'), type: 'Truck' }, driver: newDriver('Max') });
    });
    expect(await run('verify', file)).toEqual({ code: 0, out: 'The journal reproduces the file (2 operations replayed).', err: '' });

    const db = new Database(file);
    db.prepare(`UPDATE franchises SET colour = '#000000' WHERE name = 'Rust Rats'`).run();
    db.close();
    const r = await run('verify', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      [
        'The journal does not reproduce the file (2 operations replayed).',
        'Differences (1):',
        '  franchises #1 colour: the file has "#000000", the replay "#c0392b"',
      ].join('\n'),
    );
    expect(r.err).toContain('1 difference(s), 0 operation(s) not replayed, 0 roll(s) not from the log.');
  });
});
