import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { leagueRevision } from '../../src-main/host/revision';
import { startHost, type RunningHost } from '../../src-main/host/server';
import { useTempDir } from '../support/tempLeague';

/** The browser host's league revision (the page's read cache trusts it) and its cache headers, on a real league file. */
const tempDir = useTempDir();
const running: { host: RunningHost; session: AppSession }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.host.close();
    r.session.close();
  }
});

async function boot() {
  const session = new AppSession({ dataDir: tempDir() });
  session.openStartupLeague();
  const host = await startHost({
    dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}),
    rendererDir: path.resolve('dist/renderer'),
    revision: () => leagueRevision(session),
  });
  running.push({ host, session });
  return { host, session };
}

function request(host: RunningHost, opts: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: host.port, method: opts.method ?? 'POST', path: opts.path ?? '/api/invoke', headers: opts.headers },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const auth = (host: RunningHost) => ({ 'x-pitwall-token': host.token });
const invoke = (host: RunningHost, channel: string, payload: unknown = {}) =>
  request(host, { headers: { 'content-type': 'application/json', ...auth(host) }, body: JSON.stringify({ channel, payload }) });
const revisionNow = async (host: RunningHost) =>
  JSON.parse((await request(host, { method: 'GET', path: '/api/revision', headers: auth(host) })).body).revision as string;

describe('browser host: the league revision', () => {
  it('is the same for every read while nothing changes, and the page can ask it alone', async () => {
    const { host } = await boot();
    const a = await invoke(host, 'league.get');
    const b = await invoke(host, 'franchise.overviews');
    const c = await invoke(host, 'league.get');
    expect(a.headers['x-pitwall-revision']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(b.headers['x-pitwall-revision']).toBe(a.headers['x-pitwall-revision']);
    expect(c.headers['x-pitwall-revision']).toBe(a.headers['x-pitwall-revision']);
    expect(await revisionNow(host)).toBe(a.headers['x-pitwall-revision']);
  });

  it('changes with every write; the write itself answers without one (the page keeps none of it)', async () => {
    const { host } = await boot();
    const before = await revisionNow(host);
    const write = await invoke(host, 'franchise.add', { name: 'Rev Heads', colour: '#aabbcc' });
    expect(JSON.parse(write.body).ok).toBe(true);
    expect(write.headers['x-pitwall-revision']).toBeUndefined();
    const after = await revisionNow(host);
    expect(after).not.toBe(before);
    // Undo is a write too: the franchise list it changes is read again.
    expect(JSON.parse((await invoke(host, 'journal.undo')).body).ok).toBe(true);
    expect(await revisionNow(host)).not.toBe(after);
  });

  it('changes when another program commits to the league file (the league command line)', async () => {
    const { host, session } = await boot();
    const before = await revisionNow(host);
    const other = new Database(session.league.path);
    other.prepare('UPDATE league SET name = ?').run('Renamed elsewhere');
    other.close();
    expect(await revisionNow(host)).not.toBe(before);
  });

  it('changes when another league is opened, and a failed write leaves it as it was', async () => {
    const { host, session } = await boot();
    const before = await revisionNow(host);
    const refused = await invoke(host, 'franchise.add', { name: '', colour: '#aabbcc' });
    expect(JSON.parse(refused.body).ok).toBe(false);
    expect(await revisionNow(host)).toBe(before);
    const created = await invoke(host, 'app.newLeague', { name: 'Second', path: path.join(session.options.dataDir, 'second.league') });
    expect(JSON.parse(created.body).ok).toBe(true);
    expect(await revisionNow(host)).not.toBe(before);
  });

  it('is asked only with the session (cookie or token)', async () => {
    const { host } = await boot();
    expect((await request(host, { method: 'GET', path: '/api/revision' })).status).toBe(401);
    expect((await request(host, { method: 'POST', path: '/api/revision', headers: auth(host) })).status).toBe(405);
  });
});

describe('browser host: caching the built renderer', () => {
  it('lets the browser keep the hashed scripts and styles for good, and never the page', async () => {
    const { host } = await boot();
    const cookie = `${host.cookieName}=${host.token}`;
    const page = await request(host, { method: 'GET', path: '/', headers: { cookie } });
    expect(page.headers['cache-control']).toBe('no-store');
    const assets = [...page.body.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const r = await request(host, { method: 'GET', path: asset });
      expect(r.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });
});
