/**
 * Issue 19 #1: every league file has an id of its own (`league.uid`). An older file gets one when it is upgraded
 * (migrations 0022-0023), a new file when it is made; a saved copy and an imported league are other leagues, with ids
 * of their own, and an undo in a copy never brings the original's id back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { openLeagueFile } from '../../src-main/db/connection';
import { applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import type { LeagueInfo } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const UID = /^[0-9a-f]{32}$/;
const FIXTURES = path.join(__dirname, 'fixtures');

const uidOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT uid FROM league WHERE id = 1').get() as { uid: string }).uid;
  } finally {
    db.close();
  }
};

/** A league file as main wrote it before this version (tests/db/fixtures, at migration 0006), copied to `dir`. */
function olderFile(dir: string, name: 'main-dethmetal' | 'main-dirtywheels'): string {
  const file = path.join(dir, `${name}.league`);
  writeFileSync(file, gunzipSync(readFileSync(path.join(FIXTURES, `${name}.league.gz`))));
  return file;
}

function boot() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const value = async <T>(p: Promise<{ ok: boolean; value?: unknown; error?: unknown }>) => {
    const r = await p;
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  return { dataDir, session, dispatch, value };
}

describe('league.uid', () => {
  it('older league files (the fixtures of main, a first-release file) get an id when upgraded, each its own, kept from then on', () => {
    const dir = tempDir();
    const files = [olderFile(dir, 'main-dethmetal'), olderFile(dir, 'main-dirtywheels')];
    const first = path.join(dir, 'first.league');
    const raw = new Database(first);
    applyMigrations(raw, loadMigrations().slice(0, 1));
    raw.prepare(`INSERT INTO league (id, name, rng_seed) VALUES (1, 'Old League', 42)`).run();
    raw.close();
    files.push(first);

    const before = new Database(files[0]!, { readonly: true });
    expect((before.prepare(`SELECT name FROM pragma_table_info('league')`).all() as { name: string }[]).map((c) => c.name)).not.toContain('uid');
    before.close();

    const uids = files.map((f) => {
      const conn = openLeagueFile(f);
      conn.close();
      return uidOf(f);
    });
    for (const u of uids) expect(u).toMatch(UID);
    expect(new Set(uids).size).toBe(3);
    // Reopening does not change it: the id is the file's, not the session's.
    files.forEach((f, i) => {
      openLeagueFile(f).close();
      expect(uidOf(f)).toBe(uids[i]);
    });
  });

  it('a new league gets one; Save a Copy gives the copy a new one, and an undo in the copy keeps the copy’s', async () => {
    const { dataDir, session, dispatch, value } = boot();
    const spring = await value<LeagueInfo>(dispatch('app.newLeague', { name: 'Spring', path: path.join(dataDir, 'spring.league') }));
    expect(spring.id).toMatch(UID);
    // A change to the league row: its undo log holds the whole row, uid included.
    await value(dispatch('league.rename', { name: 'Spring 2027' }));
    const copy = await value<{ path: string }>(dispatch('app.saveCopy', { path: 'copy.league' }));
    const copyUid = uidOf(copy.path);
    expect(copyUid).toMatch(UID);
    expect(copyUid).not.toBe(spring.id);

    const opened = await value<LeagueInfo>(dispatch('app.openLeague', { path: copy.path }));
    expect(opened.id).toBe(copyUid);
    await value(dispatch('journal.undo', {}));
    expect(await value<LeagueInfo>(dispatch('league.get', {}))).toMatchObject({ name: 'Spring', id: copyUid });
    await value(dispatch('journal.redo', {}));
    expect(await value<LeagueInfo>(dispatch('league.get', {}))).toMatchObject({ name: 'Spring 2027', id: copyUid });
    session.close();
    expect(uidOf(path.join(dataDir, 'spring.league'))).toBe(spring.id);
  });

  it('an imported league gets a new id: the same export imported twice makes two leagues', async () => {
    const { dataDir, session, dispatch, value } = boot();
    const spring = await value<LeagueInfo>(dispatch('app.newLeague', { name: 'Spring', path: path.join(dataDir, 'spring.league') }));
    await value(dispatch('export.league', { path: 'spring.json' }));
    const a = await value<{ path: string }>(dispatch('import.league', { from: path.join(dataDir, 'spring.json'), path: 'a.league' }));
    const b = await value<{ path: string }>(dispatch('import.league', { from: path.join(dataDir, 'spring.json'), path: 'b.league' }));
    const ids = [spring.id, uidOf(a.path), uidOf(b.path)];
    for (const u of ids) expect(u).toMatch(UID);
    expect(new Set(ids).size).toBe(3);
    session.close();
  });
});
