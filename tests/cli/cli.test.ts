import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function run(...argv: string[]) {
  const out: string[] = [],
    err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('league CLI', () => {
  it('--help lists every command; each command has help with an example', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/new\s+Create a new league file/);
    expect(help.out).toMatch(/franchises\s+List the franchises/);
    const sub = await run('new', '--help');
    expect(sub.out).toMatch(/Usage: league new FILE.league --name NAME/);
    expect(sub.out).toMatch(/Example:/);
  });

  it('new FILE --name NAME creates a league; franchises FILE lists them as a table or JSON', async () => {
    const file = path.join(tempDir(), 'cli.league');
    const created = await run('new', file, '--name', 'Terminal League');
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain('Created league “Terminal League”');
    expect(existsSync(file)).toBe(true);
    expect((await run('franchises', file)).out).toBe('(none)');
    expect(JSON.parse((await run('franchises', file, '--format', 'json')).out)).toEqual([]);
  });

  it('errors go to stderr with a non-zero exit and change nothing', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'x.league');
    expect(await run('new', file)).toMatchObject({ code: 2, err: expect.stringContaining('Missing --name NAME') });
    expect(existsSync(file)).toBe(false);
    expect(await run('new', file, '--name', '')).toMatchObject({ code: 1, err: expect.stringContaining('League name cannot be empty') });
    expect(existsSync(file)).toBe(false);
    expect(await run('franchises', path.join(dir, 'missing.league'))).toMatchObject({ code: 1, err: expect.stringContaining('No league file at') });
    expect(await run('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command “frobnicate”') });
    await run('new', file, '--name', 'Once');
    expect(await run('new', file, '--name', 'Twice')).toMatchObject({ code: 1, err: expect.stringContaining('already exists') });
  });

  describe('the built binary (dist/cli/league.cjs)', () => {
    const bin = path.resolve('dist/cli/league.cjs');
    beforeAll(() => {
      if (!existsSync(bin)) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    });
    it('runs under plain Node with the same results', () => {
      const file = path.join(tempDir(), 'bin.league');
      const r = spawnSync(process.execPath, [bin, 'new', file, '--name', 'Built'], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Created league “Built”');
      const bad = spawnSync(process.execPath, [bin, 'franchises', file, '--format', 'xml'], { encoding: 'utf8' });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--format must be table or json');
    });
  });
});
