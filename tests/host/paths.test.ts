/**
 * Issue 9 #8: a relative path sent through the API (browser host or Electron) lands in the DATA FOLDER, never in the
 * process's working folder (under `npm start`, the checkout: a probe overwrote package.json). And a file the API is
 * pointed at is never read back out in an error message.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { startHost, type RunningHost } from '../../src-main/host/server';
import type { AppError } from '../../src-shared/ipc';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const running: { host: RunningHost; session: AppSession }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.host.close();
    r.session.close();
  }
});

async function boot() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir });
  session.openStartupLeague();
  const host = await startHost({
    dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}),
    rendererDir: path.resolve('dist/renderer'),
  });
  running.push({ host, session });
  const call = (channel: string, payload: unknown) =>
    new Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; error: AppError }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: host.port,
          method: 'POST',
          path: '/api/invoke',
          headers: { 'content-type': 'application/json', 'x-pitwall-token': host.token },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(JSON.parse(body)));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ channel, payload }));
    });
  return { dataDir, call };
}

/** A name no other run uses, so "not in the working folder" cannot pass by accident or collide. */
const unique = (ext: string) => `probe-${randomBytes(6).toString('hex')}${ext}`;

describe('paths through the host API', () => {
  it('a relative export, copy, new league and standings path lands in the data folder, not the working folder', async () => {
    const { dataDir, call } = await boot();
    const cases: [string, Record<string, unknown>, string][] = [
      ['export.league', {}, unique('.json')],
      ['app.saveCopy', {}, path.join('copies', unique('.league'))],
      ['export.standings', { scope: { kind: 'all-time' }, format: 'csv' }, unique('.csv')],
    ];
    for (const [channel, extra, relative] of cases) {
      const r = await call(channel, { ...extra, path: relative });
      expect(r, channel).toMatchObject({ ok: true, value: { path: path.join(dataDir, relative) } });
      expect(existsSync(path.join(dataDir, relative)), channel).toBe(true);
      expect(existsSync(path.resolve(relative)), `${channel} wrote into the working folder`).toBe(false);
    }
    const league = unique('.league');
    const created = await call('app.newLeague', { name: 'Relative', path: league });
    expect(created).toMatchObject({ ok: true, value: { path: path.join(dataDir, league) } });
    expect(existsSync(path.resolve(league))).toBe(false);
  });

  it('`package.json`-style names cannot reach the checkout: ../ stays relative to the data folder', async () => {
    const { dataDir, call } = await boot();
    const name = unique('.json');
    const r = await call('export.league', { path: path.join('sub', '..', name) });
    expect(r).toMatchObject({ ok: true, value: { path: path.join(dataDir, name) } });
    expect(existsSync(path.resolve(name))).toBe(false);
  });

  it('a relative import reads from the data folder and writes the new league there', async () => {
    const { dataDir, call } = await boot();
    const exported = unique('.json');
    expect(await call('export.league', { path: exported })).toMatchObject({ ok: true });
    const target = unique('.league');
    const r = await call('import.league', { from: exported, path: target });
    expect(r).toMatchObject({ ok: true, value: { path: path.join(dataDir, target) } });
  });

  it('importing /etc/passwd-like text refuses without echoing a byte of it', async () => {
    const { dataDir, call } = await boot();
    const secret = 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n';
    writeFileSync(path.join(dataDir, 'passwd.json'), secret);
    const r = await call('import.league', { from: 'passwd.json', path: unique('.league') });
    expect(r.ok).toBe(false);
    const text = JSON.stringify(r);
    expect(text).toMatch(/not valid JSON/);
    for (const fragment of ['root', ':x:', 'bash', 'daemon', 'nologin']) expect(text, fragment).not.toContain(fragment);
  });

  it('a deeply nested league export file is refused clearly, not with a stack overflow', async () => {
    const { dataDir, call } = await boot();
    const depth = 100_000;
    writeFileSync(path.join(dataDir, 'deep.json'), `{"format":"pitwall-league-export","formatVersion":1,"tables":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    const target = unique('.league');
    const r = await call('import.league', { from: 'deep.json', path: target });
    expect(r).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(/nested too deeply \(more than 64 levels/) } });
    expect(existsSync(path.join(dataDir, target))).toBe(false);
  });
});
