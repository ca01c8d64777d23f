/**
 * A file that is not a league is refused and left exactly as it was (issue 9, point 6): same bytes, same mtime, and
 * no -wal/-shm beside it. The old open switched it to WAL first, so an empty file became a 4 KB database.
 */
import { readdirSync, readFileSync, renameSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { inspectLeagueFile } from '../../src-main/db/inspect';
import { storedRuleset } from '../../src-main/services/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function snapshot(file: string) {
  return { bytes: readFileSync(file).toString('base64'), mtimeMs: statSync(file).mtimeMs, folder: readdirSync(path.dirname(file)).sort() };
}

const cases: { name: string; make: (file: string) => void; message: RegExp }[] = [
  { name: 'an empty file', make: (f) => writeFileSync(f, ''), message: /is empty; it is not a Pitwall league/ },
  {
    name: 'a text file',
    make: (f) => writeFileSync(f, 'Round 1: Bob vs Alice\n'.repeat(400)),
    message: /is not a league file \(it is not an SQLite database\)/,
  },
  {
    name: 'an SQLite database that is not a league',
    make: (f) => {
      const db = new Database(f);
      db.exec(`CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')`);
      db.close();
    },
    message: /is an SQLite file but not a Pitwall league/,
  },
  {
    name: 'a WAL-mode SQLite database that is not a league',
    make: (f) => {
      const db = new Database(f);
      db.pragma('journal_mode = WAL');
      db.exec(`CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')`);
      db.close();
    },
    message: /is an SQLite file but not a Pitwall league/,
  },
  {
    name: 'a truncated league',
    make: (f) => {
      const session = new AppSession({ dataDir: path.dirname(f), trackRecent: false });
      session.create('Cut Short', f);
      session.close();
      truncateSync(f, Math.floor(statSync(f).size / 2));
    },
    message: /is damaged/,
  },
];

describe('refusing a file that is not a league', () => {
  for (const c of cases) {
    it(`${c.name} is refused with a message saying so, and stays byte-identical with nothing beside it`, async () => {
      const dir = tempDir();
      const file = path.join(dir, 'input.league');
      c.make(file);
      // Whatever made the file has finished with it; what is in the folder now is what must stay.
      const before = snapshot(file);
      const session = new AppSession({ dataDir: path.join(dir, 'data'), trackRecent: false });
      const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
      const result = await dispatch('app.openLeague', { path: file });
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(c.message) } });
      expect(result.ok || result.error.message).toContain(file);
      expect(snapshot(file)).toEqual({ ...before, folder: [...before.folder, 'data'].sort() });
      session.close();
    });
  }

  it('a folder given as a league is refused by name', async () => {
    const dir = tempDir();
    const session = new AppSession({ dataDir: path.join(dir, 'data'), trackRecent: false });
    expect(() => session.open(dir)).toThrow(`${dir} is a folder, not a league file.`);
  });
});

// A `league` command reads its file's ruleset, then the open checks it again and inspects the file: one read serves the
// three while the file is unchanged (src-main/db/inspect.ts). A file changed in any way is read again.
describe('the inspection read once for a command, again after any change', () => {
  it('a league damaged in place after it was read (same size, same name) is refused as damaged', () => {
    const dir = tempDir();
    const file = path.join(dir, 'spring.league');
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    session.create('Spring', file);
    session.close();
    expect(storedRuleset(file)).toBe('dethmetal');
    expect(inspectLeagueFile(file, { create: false })).toEqual({ kind: 'league' });
    // The second page onwards overwritten with noise: the size stays, the contents do not.
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 4096);
    writeFileSync(file, bytes);
    expect(statSync(file).size).toBe(bytes.length);
    expect(inspectLeagueFile(file, { create: false })).toMatchObject({ kind: 'refused', code: 'corrupt' });
  });

  it('a league replaced by another under the same name is read again: its own ruleset, its own verdict', () => {
    const dir = tempDir();
    const file = path.join(dir, 'league.league');
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    session.create('Toy Box', path.join(dir, 'toys.league'), 'dirtywheels');
    session.create('Spring', file);
    session.close();
    expect(storedRuleset(file)).toBe('dethmetal');
    renameSync(path.join(dir, 'toys.league'), file);
    expect(storedRuleset(file)).toBe('dirtywheels');
    writeFileSync(file, 'Round 1: Bob vs Alice\n');
    expect(storedRuleset(file)).toBeNull();
    expect(inspectLeagueFile(file, { create: false })).toMatchObject({ kind: 'refused', code: 'not-a-league' });
  });
});
