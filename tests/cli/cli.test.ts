import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import { listRulesets } from '../../src-shared/engine/registry';
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

  describe('rulesets', () => {
    it('rulesets lists every registered ruleset with what it supports, as a table or JSON', async () => {
      const t = await run('rulesets');
      expect(t).toMatchObject({ code: 0, err: '' });
      expect(t.out.split('\n')[0]).toMatch(/^ID\s+Ruleset\s+Supports\s+Played in\s+What it is$/);
      expect(t.out).toMatch(
        /dethmetal\s+Dethmetal\s+drivers; money; campaign; match assistant; match calculators; vehicle, person, team sheets\s+app and league\s+Franchises of armed cars/,
      );
      expect(t.out).toMatch(/dirtywheels\s+Dirty Wheels\s+drivers; match calculators; vehicle, person, team sheets\s+app and league\s+Skirmish car combat/);
      expect(JSON.parse((await run('rulesets', '--format', 'json')).out)).toEqual(listRulesets());
      expect((await run('--help')).out).toMatch(/rulesets\s+List the rulesets/);
    });

    it('new FILE --ruleset ID stores the ruleset; without --ruleset the league plays dethmetal', async () => {
      const dir = tempDir();
      const named = await run('new', path.join(dir, 'a.league'), '--name', 'A', '--ruleset', 'dethmetal');
      expect(named).toMatchObject({ code: 0, err: '' });
      expect(named.out).toContain('Created league “A” (Dethmetal)');
      expect(await run('new', path.join(dir, 'b.league'), '--name', 'B')).toMatchObject({ code: 0 });
      for (const f of ['a.league', 'b.league']) {
        const db = new Database(path.join(dir, f), { readonly: true });
        expect(db.prepare('SELECT ruleset FROM league').get()).toEqual({ ruleset: 'dethmetal' });
        db.close();
      }
    });

    it('an unknown --ruleset is refused naming the known ids, and no file is made', async () => {
      const dir = tempDir();
      const file = path.join(dir, 'x.league');
      const r = await run('new', file, '--name', 'X', '--ruleset', 'carwars');
      expect(r).toMatchObject({ code: 1, out: '' });
      expect(r.err).toMatch(/no ruleset “carwars”; Pitwall knows “dethmetal” \(Dethmetal\)/);
      expect(await run('new', file, '--name', 'X', '--ruleset')).toMatchObject({ code: 2, err: expect.stringContaining('--ruleset needs an id') });
      expect(readdirSync(dir)).toEqual([]);
    });

    it('a league of a ruleset this build lacks is refused when a command opens it, and the file is left as it was', async () => {
      const dir = tempDir();
      const file = path.join(dir, 'foreign.league');
      expect((await run('new', file, '--name', 'Foreign')).code).toBe(0);
      const raw = new Database(file);
      raw.prepare(`UPDATE league SET ruleset = 'wasteland'`).run();
      raw.close();
      const before = { files: readdirSync(dir).sort(), bytes: readFileSync(file) };
      const r = await run('franchises', file);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`${file} is a league for the ruleset “wasteland”, which this version of Pitwall does not have`);
      expect({ files: readdirSync(dir).sort(), bytes: readFileSync(file) }).toEqual(before);
    });
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
