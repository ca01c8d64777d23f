import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function boot(dataDir = tempDir()) {
  const session = new AppSession({ dataDir });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  return { session, dispatch, dataDir };
}

describe('league services against a real league file', () => {
  it('first start creates a default league in the data folder; the next start reopens it', async () => {
    const { session, dataDir } = boot();
    const first = session.openStartupLeague();
    expect(first.name).toBe('My League');
    expect(first.path).toBe(path.join(dataDir, 'leagues', 'My-League.league'));
    expect(existsSync(first.path)).toBe(true);
    session.close();
    const again = boot(dataDir).session;
    expect(again.openStartupLeague().path).toBe(first.path);
    again.close();
  });

  it('create, rename, add franchises; all of it is there after reopening the file', async () => {
    const { session, dispatch, dataDir } = boot();
    const created = await dispatch('app.newLeague', { name: 'Spring Series' });
    expect(created).toMatchObject({ ok: true, value: { name: 'Spring Series', diceMode: 'app' } });
    expect(await dispatch('league.rename', { name: 'Spring Series 2027' })).toMatchObject({ ok: true });
    expect(await dispatch('franchise.add', { name: 'Rust Belt Reapers', colour: '#c0392b', owner: 'Alice' })).toMatchObject({ ok: true });
    expect(await dispatch('franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9' })).toMatchObject({ ok: true });
    session.close();

    const reopened = boot(dataDir);
    reopened.session.openStartupLeague();
    const list = await reopened.dispatch('franchise.list', {});
    expect(list.ok && list.value.map((f) => f.name)).toEqual(['Ash Valley Angels', 'Rust Belt Reapers']);
    const league = await reopened.dispatch('league.get', {});
    expect(league.ok && league.value.name).toBe('Spring Series 2027');
    reopened.session.close();
  });

  it('a duplicate franchise name (any case) is a conflict on the name field, and writes nothing', async () => {
    const { session, dispatch } = boot();
    session.openStartupLeague();
    await dispatch('franchise.add', { name: 'Rust Belt Reapers', colour: '#c0392b' });
    const before = canonicalDump(session.league.sqlite);
    const journalBefore = session.league.sqlite.prepare('SELECT count(*) AS n FROM journal').get();
    const r = await dispatch('franchise.add', { name: 'RUST BELT REAPERS', colour: '#2980b9' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['name'], message: '“Rust Belt Reapers” is already taken' }] } });
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    expect(session.league.sqlite.prepare('SELECT count(*) AS n FROM journal').get()).toEqual(journalBefore);
    session.close();
  });

  it.each([
    ['an empty name', { name: '   ', colour: '#c0392b' }, 'Franchise name cannot be empty'],
    ['a 500-character name', { name: 'a'.repeat(500), colour: '#c0392b' }, 'Franchise name can be at most 60 characters'],
    ['a bad colour', { name: 'Ok', colour: 'blue' }, 'Colour must be a hex colour like #c0392b'],
  ])('invalid input (%s) gets a clear message and writes nothing', async (_label, payload, message) => {
    const { session, dispatch } = boot();
    session.openStartupLeague();
    const before = canonicalDump(session.league.sqlite);
    const r = await dispatch('franchise.add', payload);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind === 'validation' && r.error.issues.map((i) => i.message)).toContain(message);
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    session.close();
  });

  it('a failure inside an operation rolls the whole operation back', async () => {
    const { session } = boot();
    session.openStartupLeague();
    const conn = session.league;
    const before = canonicalDump(conn.sqlite);
    const { runOperation } = await import('../../src-main/services/operation');
    expect(() =>
      runOperation(conn, 'test.half', {}, () => {
        conn.sqlite.prepare(`INSERT INTO franchises (name, colour) VALUES ('Half', '#000000')`).run();
        throw new Error('power cut');
      }),
    ).toThrow('power cut');
    expect(canonicalDump(conn.sqlite)).toBe(before);
    expect(conn.sqlite.prepare('SELECT count(*) AS n FROM journal').get()).toEqual({ n: 0 });
    session.close();
  });

  it('Save a Copy writes a consistent league file while the league stays open', async () => {
    const { session, dispatch, dataDir } = boot();
    session.openStartupLeague();
    await dispatch('franchise.add', { name: 'Copy Cats', colour: '#27ae60' });
    const target = path.join(dataDir, 'copy.league');
    const r = await dispatch('app.saveCopy', { path: target });
    expect(r).toMatchObject({ ok: true, value: { path: target } });
    expect(await dispatch('app.saveCopy', { path: target })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    const other = boot();
    await other.dispatch('app.openLeague', { path: target });
    const list = await other.dispatch('franchise.list', {});
    expect(list.ok && list.value.map((f) => f.name)).toEqual(['Copy Cats']);
    other.session.close();
    session.close();
  });

  it('opening a missing file, a non-SQLite file or a foreign SQLite file says what is wrong', async () => {
    const { dispatch, dataDir, session } = boot();
    const missing = await dispatch('app.openLeague', { path: path.join(dataDir, 'nope.league') });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const { writeFileSync } = await import('node:fs');
    const junk = path.join(dataDir, 'junk.league');
    writeFileSync(junk, 'this is not a database, just text that is long enough to look like a header '.repeat(20));
    const bad = await dispatch('app.openLeague', { path: junk });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/not a league file|damaged/);
    const Database = (await import('better-sqlite3')).default;
    const foreign = path.join(dataDir, 'foreign.league');
    const db = new Database(foreign);
    db.exec('CREATE TABLE notes (t TEXT)');
    db.close();
    const wrong = await dispatch('app.openLeague', { path: foreign });
    expect(wrong).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not a Pitwall league/) } });
    session.close();
  });

  it('reads before any league is open are refused with a clear message', async () => {
    const { dispatch, session } = boot();
    expect(await dispatch('franchise.list', {})).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', message: 'No league is open. Create or open a league first.' },
    });
    session.close();
  });
});
