/**
 * Undo and redo while another process holds a write transaction on the same league file (issue 9, point 2): they
 * wait for the lock (BEGIN IMMEDIATE + busy_timeout) and succeed once the other writer commits, instead of failing at
 * once with "database is locked".
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const HOLDER = path.resolve('tests/db/lockHolder.ts');

function outputOf(child: ChildProcessWithoutNullStreams): { waitFor: (line: string) => Promise<void>; exit: Promise<number | null> } {
  let out = '';
  let err = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout.on('data', (d) => {
    out += String(d);
    for (const w of waiters) if (out.split('\n').includes(w.line)) w.resolve();
  });
  child.stderr.on('data', (d) => (err += String(d)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exit,
    waitFor: (line) =>
      new Promise((resolve, reject) => {
        if (out.split('\n').includes(line)) return resolve();
        waiters.push({ line, resolve });
        void exit.then((code) => reject(new Error(`holder exited (${code}) before "${line}": ${err}`)));
      }),
  };
}

/** A league with one operation to undo, and another process holding the write lock on it. */
async function contended(undoFirst: boolean) {
  const session = new AppSession({ dataDir: tempDir(), trackRecent: false });
  session.openStartupLeague();
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  expect(await dispatch('franchise.add', { name: 'One', colour: '#111111' })).toMatchObject({ ok: true });
  if (undoFirst) expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true });
  const file = session.league.path;
  const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, file], { stdio: ['pipe', 'pipe', 'pipe'] });
  const output = outputOf(holder);
  await output.waitFor('holding');
  // The lock really is held: a write that does not wait is refused right now.
  const probe = new Database(file, { fileMustExist: true, timeout: 0 });
  expect(() => probe.exec('BEGIN IMMEDIATE')).toThrow(/locked/);
  probe.close();
  return { session, dispatch, holder, output };
}

/** The league's name (the other process's write) and its franchises (what undo and redo changed). */
const state = (session: AppSession) => ({
  league: (session.league.sqlite.prepare('SELECT name FROM league').get() as { name: string }).name,
  franchises: (session.league.sqlite.prepare('SELECT name FROM franchises ORDER BY name').all() as { name: string }[]).map((r) => r.name),
});

describe('undo and redo while another process writes', () => {
  it('undo waits for the other writer and then succeeds', async () => {
    const { session, dispatch, holder, output } = await contended(false);
    process.kill(holder.pid!, 'SIGUSR1');
    // Runs synchronously while the other process still holds the lock; it commits a moment later.
    const undone = await dispatch('journal.undo', {});
    expect(undone).toMatchObject({ ok: true, value: { op: 'franchise.add', state: 'undone' } });
    await output.waitFor('committed');
    expect(await output.exit).toBe(0);
    expect(state(session)).toEqual({ league: 'Held', franchises: [] });
    session.close();
  });

  it('redo waits for the other writer and then succeeds', async () => {
    const { session, dispatch, holder, output } = await contended(true);
    process.kill(holder.pid!, 'SIGUSR1');
    const redone = await dispatch('journal.redo', {});
    expect(redone).toMatchObject({ ok: true, value: { op: 'franchise.add', state: 'done' } });
    await output.waitFor('committed');
    expect(await output.exit).toBe(0);
    expect(state(session)).toEqual({ league: 'Held', franchises: ['One'] });
    session.close();
  });
});
