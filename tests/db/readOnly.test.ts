/**
 * Read-only leagues (issue 9, point 7). Tests run as root, and root ignores file permissions, so the app is driven in
 * a child process inside its own mount namespace where the file, its folder or both sit on a read-only mount (EROFS
 * applies to root as well). Where `unshare` is not available those cases are skipped, and say so; the detection
 * itself is also tested by its inputs, and the read-only open path through the `canWrite` option it takes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { AppSession } from '../../src-main/app/session';
import { openLeagueFile } from '../../src-main/db/connection';
import { readOnlyReason } from '../../src-main/db/inspect';
import { applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import { renameLeague } from '../../src-main/services/league';
import { undoLast } from '../../src-main/services/operation';
import { bundledChild } from '../support/bundledChild';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const CHILD = bundledChild('tests/db/readOnlyChild.ts');
const canUnshare = spawnSync('unshare', ['-rm', 'mount', '-t', 'tmpfs', 'tmpfs', '/mnt'], { stdio: 'ignore' }).status === 0;

describe('which leagues Pitwall cannot write (readOnlyReason, by its inputs)', () => {
  const file = '/leagues/season.league';
  it('a writable file in a writable folder is writable', () => {
    expect(readOnlyReason(file, () => true)).toBeNull();
  });
  it('a read-only file is read-only, whatever its folder', () => {
    expect(readOnlyReason(file, (p) => p !== file)).toBe('the file is read-only');
  });
  it('a writable file in a read-only folder is read-only: the -wal and -shm cannot be made beside it', () => {
    expect(readOnlyReason(file, (p) => p !== '/leagues')).toMatch(/its folder \(\/leagues\) is read-only/);
  });
});

describe('a read-only league in a real read-only mount', () => {
  for (const scenario of ['file', 'folder', 'both'] as const) {
    it.skipIf(!canUnshare)(
      `(${scenario} read-only) opens and reads; writes and undo are refused naming the file and what to do; Save a Copy works; a new league there is refused by name where the folder is read-only`,
      () => {
        const dir = tempDir();
        const mnt = path.join(dir, 'mnt');
        mkdirSync(mnt);
        const copyTo = path.join(dir, 'copy.league');
        const out = execFileSync('unshare', ['-rm', process.execPath, CHILD, mnt, scenario, copyTo], { encoding: 'utf8' });
        const r = JSON.parse(out);
        expect(r.open).toMatchObject({ ok: true, value: { name: 'Read-Only League' } });
        expect(r.list).toMatchObject({ ok: true, value: [{ name: 'Before' }] });
        const refusal = {
          ok: false,
          error: {
            kind: 'unavailable',
            message: expect.stringMatching(new RegExp(`^Pitwall cannot save changes to ${r.file}: .*read-only.*Nothing was changed\\. Use Save a Copy…`)),
          },
        };
        expect(r.add).toMatchObject(refusal);
        expect(r.undo).toMatchObject(refusal);
        expect(r.readOnly).toMatch(scenario === 'folder' ? /folder .* is read-only/ : /the file is read-only/);
        expect(r.unchanged).toBe(true);
        expect(r.listingAfter).toEqual(r.listingBefore);
        expect(r.copy).toMatchObject({ ok: true, value: { path: copyTo } });
        // A new league in the same folder: made where the folder is writable, refused by name where it is not.
        const folder = path.dirname(r.file);
        if (scenario === 'file') expect(r.created).toMatchObject({ ok: true, value: { name: 'New' } });
        else {
          expect(r.created).toMatchObject({
            ok: false,
            error: { message: `Cannot create ${folder}/new.league: its folder (${folder}) is read-only. Choose a folder you can write to.` },
          });
          expect(r.listingNew).toEqual(r.listingBefore);
        }
        const copy = openLeagueFile(copyTo);
        expect(copy.readOnly).toBeUndefined();
        expect(renameLeague(copy, { name: 'Writable Again' }).name).toBe('Writable Again');
        copy.close();
      },
    );
  }
});

describe('the read-only open path (canWrite says no)', () => {
  it('reads the league, refuses writes with the reason, and leaves the file and folder as they were', () => {
    const dir = tempDir();
    const file = path.join(dir, 'season.league');
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    session.create('Season', file);
    renameLeague(session.league, { name: 'Season One' });
    session.close();
    const before = { bytes: readFileSync(file), mtimeMs: statSync(file).mtimeMs, folder: readdirSync(dir).sort() };
    const conn = openLeagueFile(file, { canWrite: (p) => p !== file });
    expect(conn.readOnly).toBe('the file is read-only');
    expect(conn.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(() => renameLeague(conn, { name: 'Nope' })).toThrow(`Pitwall cannot save changes to ${file}: the file is read-only. Nothing was changed.`);
    expect(() => undoLast(conn)).toThrow(/cannot save changes/);
    conn.close();
    expect(readFileSync(file).equals(before.bytes)).toBe(true);
    expect({ mtimeMs: statSync(file).mtimeMs, folder: readdirSync(dir).sort() }).toEqual({ mtimeMs: before.mtimeMs, folder: before.folder });
  });

  it('a read-only league that needs upgrading is refused, naming the file and what to do, and is not changed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'old.league');
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    applyMigrations(raw, loadMigrations().slice(0, 1));
    raw.prepare(`INSERT INTO league (id, name, rng_seed) VALUES (1, 'Old League', 42)`).run();
    raw.close();
    const bytes = readFileSync(file);
    expect(() => openLeagueFile(file, { canWrite: () => false })).toThrow(
      `${file} must be upgraded to this version of Pitwall, but the file is read-only. Copy it to a folder you can write to and open the copy.`,
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toEqual(['old.league']);
  });
});
