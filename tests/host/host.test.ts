import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { startHost, type RunningHost } from '../../src-main/host/server';
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
  const session = new AppSession({ dataDir: tempDir() });
  session.openStartupLeague();
  const host = await startHost({
    dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}),
    rendererDir: path.resolve('dist/renderer'),
  });
  running.push({ host, session });
  return host;
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

const json = (host: RunningHost, extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', 'x-pitwall-token': host.token, ...extra });

describe('browser host', () => {
  it('listens on 127.0.0.1 only, with a per-start token in the URL', async () => {
    const a = await boot();
    const b = await boot();
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('answers a channel call with {ok, value}', async () => {
    const host = await boot();
    const r = await request(host, { headers: json(host), body: JSON.stringify({ channel: 'franchise.add', payload: { name: 'Host', colour: '#aabbcc' } }) });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true, value: { name: 'Host' } });
  });

  it('refuses calls without the token, with a wrong token, or from another Host name', async () => {
    const host = await boot();
    const body = JSON.stringify({ channel: 'franchise.list', payload: {} });
    expect((await request(host, { headers: { 'content-type': 'application/json' }, body })).status).toBe(401);
    expect((await request(host, { headers: json(host, { 'x-pitwall-token': 'guess' }), body })).status).toBe(401);
    expect((await request(host, { headers: json(host, { host: 'evil.example:80' }), body })).status).toBe(421);
  });

  it('refuses non-JSON (no simple cross-site form posts) and reports broken JSON as a validation error', async () => {
    const host = await boot();
    expect((await request(host, { headers: { 'content-type': 'text/plain', 'x-pitwall-token': host.token }, body: '{}' })).status).toBe(415);
    const broken = await request(host, { headers: json(host), body: '{"channel": ' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ ok: false, error: { kind: 'validation', message: 'The request body is not valid JSON.' } });
  });

  it('a wrong payload is rejected with field paths and changes nothing', async () => {
    const host = await boot();
    const r = await request(host, { headers: json(host), body: JSON.stringify({ channel: 'franchise.add', payload: { name: 42 } }) });
    const parsed = JSON.parse(r.body);
    expect(parsed.ok).toBe(false);
    expect(parsed.error.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['colour', 'name']);
    const list = await request(host, { headers: json(host), body: JSON.stringify({ channel: 'franchise.list', payload: {} }) });
    expect(JSON.parse(list.body)).toEqual({ ok: true, value: [] });
  });

  it('serves the renderer to a tab with the session cookie, with a strict Content-Security-Policy, and never a file outside it', async () => {
    const host = await boot();
    const cookie = `${host.cookieName}=${host.token}`;
    const page = await request(host, { method: 'GET', path: '/', headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const escaped = await request(host, { method: 'GET', path: '/../../package.json', headers: { cookie } });
    expect(escaped.body).not.toContain('"name": "pitwall"');
    // The page's scripts and styles load without the cookie: they hold no league data.
    const assets = [...page.body.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const r = await request(host, { method: 'GET', path: asset });
      expect(r.status, asset).toBe(200);
      expect(r.headers['content-type'], asset).toMatch(/^text\/(javascript|css)/);
    }
  });
});
