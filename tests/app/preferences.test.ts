import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { PreferencesFile } from '../../src-main/app/preferences';
import { AppSession } from '../../src-main/app/session';
import { useTempDir } from '../support/tempLeague';

const temp = useTempDir();
const sessions: AppSession[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.close();
  vi.restoreAllMocks();
});

function dispatcherIn(dataDir: string) {
  const session = new AppSession({ dataDir });
  sessions.push(session);
  return createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
}

const onDisk = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'preferences.json'), 'utf8'));

describe('preferences file (preferences.json in the data folder)', () => {
  it('round trip: what is set is read back by a new process-like instance, and a set changes only what it names', async () => {
    const dir = temp();
    const dispatch = dispatcherIn(dir);
    const fresh = await dispatch('prefs.get', {});
    expect(fresh).toEqual({ ok: true, value: { version: 1, theme: 'dark', paper: 'a4', franchises: {}, warning: null } });
    expect(existsSync(path.join(dir, 'preferences.json'))).toBe(false); // reading writes nothing

    await dispatch('prefs.set', { theme: 'light' });
    await dispatch('prefs.set', { paper: 'letter' });
    await dispatch('prefs.set', { franchise: { league: '/leagues/a.league', id: 3 } });
    const window = { x: 10, y: 20, width: 1400, height: 900, maximized: true };
    await dispatch('prefs.set', { window });

    const again = new PreferencesFile(dir).read();
    expect(again).toEqual({ version: 1, theme: 'light', paper: 'letter', franchises: { '/leagues/a.league': 3 }, window });
    expect(onDisk(dir)).toEqual(again);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a bad value is refused with the field named, and nothing is written', async () => {
    const dir = temp();
    const dispatch = dispatcherIn(dir);
    const r = await dispatch('prefs.set', { theme: 'purple' });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'validation') expect(r.error.issues[0]).toMatchObject({ path: ['theme'], message: 'Theme must be dark or light' });
    expect(existsSync(path.join(dir, 'preferences.json'))).toBe(false);
  });

  it('a broken file gives defaults with a one-line warning and stays untouched until the organizer changes something', async () => {
    const dir = temp();
    const file = path.join(dir, 'preferences.json');
    writeFileSync(file, '{"version":1,"theme":"dark","pap');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dispatch = dispatcherIn(dir);

    const r = await dispatch('prefs.get', {});
    expect(r.ok && r.value).toMatchObject({ theme: 'dark', paper: 'a4', franchises: {} });
    expect(r.ok && r.value.warning).toMatch(/^Your preferences file could not be read \(.*JSON.*\); defaults are in use until you change a setting\.$/);
    await dispatch('prefs.get', {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).not.toContain('\n');
    expect(readFileSync(file, 'utf8')).toBe('{"version":1,"theme":"dark","pap');

    // A file of the right JSON with a wrong value is damaged too, and names the field.
    writeFileSync(file, JSON.stringify({ version: 1, theme: 'sepia' }));
    const wrong = await dispatch('prefs.get', {});
    expect(wrong.ok && wrong.value.warning).toContain('theme: Theme must be dark or light');

    await dispatch('prefs.set', { paper: 'letter' });
    expect(onDisk(dir)).toEqual({ version: 1, theme: 'dark', paper: 'letter', franchises: {} });
    expect(readFileSync(`${file}.damaged`, 'utf8')).toBe(JSON.stringify({ version: 1, theme: 'sepia' }));
    const after = await dispatch('prefs.get', {});
    expect(after.ok && after.value.warning).toBeNull();
  });

  it('concurrent sets of different settings are all kept', async () => {
    const dir = temp();
    const dispatch = dispatcherIn(dir);
    const leagues = Array.from({ length: 30 }, (_, i) => `/leagues/l${i}.league`);
    await Promise.all([
      dispatch('prefs.set', { theme: 'light' }),
      ...leagues.map((league, i) => dispatch('prefs.set', { franchise: { league, id: i + 1 } })),
      dispatch('prefs.set', { paper: 'letter' }),
    ]);
    const saved = onDisk(dir);
    expect(saved.theme).toBe('light');
    expect(saved.paper).toBe('letter');
    expect(saved.franchises).toEqual(Object.fromEntries(leagues.map((l, i) => [l, i + 1])));
  });

  it('remembers at most 50 leagues’ franchises, dropping the oldest', () => {
    const prefs = new PreferencesFile(temp());
    for (let i = 1; i <= 55; i++) prefs.change({ franchise: { league: `/l${i}.league`, id: i } });
    prefs.change({ franchise: { league: '/l10.league', id: 99 } });
    const kept = prefs.read().franchises;
    expect(Object.keys(kept)).toHaveLength(50);
    expect(kept['/l5.league']).toBeUndefined();
    expect(kept['/l6.league']).toBe(6); // moving l10 to the end dropped nobody
    expect(kept['/l10.league']).toBe(99);
    expect(kept['/l55.league']).toBe(55);
  });

  it('two processes writing at once never leave a torn file (temp file + rename)', async () => {
    const dir = temp();
    const writer = path.join(temp(), 'writer.ts');
    writeFileSync(
      writer,
      `const { PreferencesFile } = require(${JSON.stringify(path.resolve('src-main/app/preferences.ts'))});\n` +
        `const p = new PreferencesFile(process.argv[2]);\n` +
        `for (let i = 1; i <= 150; i++) p.change({ franchise: { league: '/p' + process.argv[3] + '.league', id: i } });\n`,
    );
    const run = (n: number) =>
      new Promise<number | null>((resolve) => spawn(process.execPath, ['--import', 'tsx', writer, dir, String(n)], { stdio: 'inherit' }).on('exit', resolve));
    const done = Promise.all([run(1), run(2)]);
    let finished = false;
    void done.then(() => (finished = true));
    let reads = 0;
    while (!finished) {
      const file = path.join(dir, 'preferences.json');
      if (existsSync(file)) {
        expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
        reads++;
      }
      await new Promise((r) => setImmediate(r));
    }
    expect(await done).toEqual([0, 0]);
    expect(reads).toBeGreaterThan(0);
    const last = onDisk(dir);
    // Each process's own last write is on disk unless the other one read before it and wrote after (no lock across processes).
    expect(Object.values(last.franchises).every((v) => typeof v === 'number')).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
