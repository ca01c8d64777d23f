/**
 * Durable commits with the app open (issue 9, point 9): every league connection runs with synchronous=FULL, so each
 * committed operation's WAL frames are fsynced before the app reports it saved. With NORMAL (the old setting) a WAL
 * commit is not synced at all until a checkpoint: the probe saw 10 commits and 1 WAL fsync.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { withLeague } from '../../src-main/cli/kit';
import { openLeagueFile } from '../../src-main/db/connection';
import { bundledChild } from '../support/bundledChild';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const FULL = 2;
const hasStrace = spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0;

const synchronous = (session: AppSession) => session.league.sqlite.pragma('synchronous', { simple: true });

describe('synchronous=FULL on every league connection', () => {
  it('the app session: the startup league, a new league, an opened league', () => {
    const dir = tempDir();
    const session = new AppSession({ dataDir: dir });
    session.openStartupLeague();
    expect(synchronous(session)).toBe(FULL);
    const file = path.join(dir, 'second.league');
    session.create('Second', file);
    expect(synchronous(session)).toBe(FULL);
    expect(session.league.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    session.close();
    session.open(file);
    expect(synchronous(session)).toBe(FULL);
    session.close();
  });

  it('the league command (its session over one file) and the browser host (the same AppSession, driven by HTTP)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'cli.league');
    new AppSession({ dataDir: dir, trackRecent: false }).create('CLI', file);
    expect(await withLeague(file, async (s) => synchronous(s))).toBe(FULL);
    const { startHost } = await import('../../src-main/host/server');
    const session = new AppSession({ dataDir: dir });
    const host = await startHost({ dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}), rendererDir: dir });
    try {
      const r = await fetch(`${host.origin}/api/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pitwall-token': host.token },
        body: JSON.stringify({ channel: 'app.openLeague', payload: { path: file } }),
      });
      expect(await r.json()).toMatchObject({ ok: true });
      expect(synchronous(session)).toBe(FULL);
    } finally {
      await host.close();
      session.close();
    }
  });

  it('a league opened read-only', () => {
    const dir = tempDir();
    const file = path.join(dir, 'ro.league');
    new AppSession({ dataDir: dir, trackRecent: false }).create('RO', file);
    const conn = openLeagueFile(file, { canWrite: () => false });
    expect(conn.sqlite.pragma('synchronous', { simple: true })).toBe(FULL);
    conn.close();
  });

  it.skipIf(!hasStrace)('each committed operation fsyncs the WAL before the next one (strace on a real process)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'synced.league');
    const setup = new AppSession({ dataDir: dir, trackRecent: false });
    setup.create('Synced', file);
    setup.close();
    const log = path.join(dir, 'strace.log');
    const marker = path.join(dir, 'commits-done');
    const N = 10;
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-y',
        '-o',
        log,
        '-e',
        'trace=fsync,fdatasync,faccessat,faccessat2,access,statx,newfstatat,stat',
        process.execPath,
        bundledChild('tests/db/commitsChild.ts'),
        file,
        String(N),
        marker,
      ],
      { encoding: 'utf8', env: { ...process.env, TMPDIR: dir } },
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = readFileSync(log, 'utf8').split('\n');
    const markerAt = lines.findIndex((l) => l.includes(marker));
    expect(markerAt).toBeGreaterThan(0);
    const walSyncs = lines.slice(0, markerAt).filter((l) => /\b(fsync|fdatasync)\(\d+<[^>]*synced\.league-wal>/.test(l));
    expect(walSyncs.length).toBeGreaterThanOrEqual(N);
  });
});
