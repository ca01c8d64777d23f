/**
 * How a browser tab gets into the browser host, against the real host process: the printed link's token becomes an
 * HttpOnly, SameSite=Strict cookie named after the port; the API wants that cookie, JSON and the host's own Origin.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_BOUND, type HostProcess, startHostProcess, stopHostProcess } from '../support/hostProcess';
import { hostRequest } from '../support/hostRequest';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) await stopHostProcess(c);
});

// Starting the process takes seconds: the tests that change nothing share one.
let shared: HostProcess;
let sharedDir: string;
beforeAll(async () => {
  sharedDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-test-'));
  shared = await startHostProcess('source', sharedDir);
}, HOST_START_BOUND + 10_000); // only catches a hang: a start took over 30 s on a loaded machine
afterAll(async () => {
  await stopHostProcess(shared.child);
  rmSync(sharedDir, { recursive: true, force: true });
});

async function hostProcess(): Promise<HostProcess> {
  const host = await startHostProcess('source', tempDir());
  children.push(host.child);
  return host;
}

/** The printed link opened: the host's answer, and the cookie it set (`name=value`). */
async function openLink(host: HostProcess) {
  const reply = await hostRequest(host.port, { path: `/?token=${host.token}` });
  const setCookie = reply.headers['set-cookie'] ?? [];
  return { reply, setCookie, cookie: setCookie[0]?.split(';')[0] ?? '' };
}

const api = (host: HostProcess, headers: Record<string, string>, channel = 'franchise.list', payload: unknown = {}) =>
  hostRequest(host.port, { method: 'POST', path: '/api/invoke', headers, body: JSON.stringify({ channel, payload }) });

const add = { name: 'Forged Franchise', colour: '#aabbcc' };

describe('browser host session', () => {
  it('the printed link answers 303 to / with an HttpOnly, SameSite=Strict, Path=/ cookie named after the port', async () => {
    const host = shared;
    const { reply, setCookie } = await openLink(host);
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(setCookie).toHaveLength(1);
    const [pair, ...attributes] = setCookie[0]!.split(';').map((s) => s.trim());
    expect(pair).toBe(`pitwall-session-${host.port}=${host.token}`);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
    // A link to a screen is let in too, and always sent on to / (the browser keeps the #fragment).
    const deep = await hostRequest(host.port, { path: `/garage?token=${host.token}` });
    expect([deep.status, deep.headers.location]).toEqual([303, '/']);
  });

  it('/ without the cookie (or with a stale one) shows how to open Pitwall, and nothing of the app', async () => {
    const host = shared;
    const headers: Record<string, string>[] = [{}, { cookie: `pitwall-session-${host.port}=from-an-earlier-start` }];
    for (const h of headers) {
      const page = await hostRequest(host.port, { headers: h });
      expect(page.status).toBe(401);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Open the link that <code>npm start</code> printed');
      expect(page.body).toContain(`http://127.0.0.1:${host.port}/?token=…`);
      expect(page.body).not.toContain('<script');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a link with a wrong token sets no cookie and says the link is not this start’s', async () => {
    const reply = await hostRequest(shared.port, { path: '/?token=guess' });
    expect(reply.status).toBe(401);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.body).toContain('is not the one this Pitwall start printed');
  });

  it('the API answers the cookie, and refuses without it (401), from a foreign Origin (403) or as text/plain (415), changing nothing', async () => {
    const host = await hostProcess();
    const { cookie } = await openLink(host);
    const own = `http://127.0.0.1:${host.port}`;
    const json = { 'content-type': 'application/json' };

    const without = await api(host, { ...json, origin: own }, 'franchise.add', add);
    expect(without.status).toBe(401);
    expect(JSON.parse(without.body)).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'This tab has no Pitwall session (or it is from an earlier start). Open the link npm start printed.' },
    });
    expect((await api(host, { ...json, cookie: `pitwall-session-${host.port}=guess` }, 'franchise.add', add)).status).toBe(401);

    for (const origin of ['http://evil.example', `http://localhost:${host.port}`, 'null']) {
      const foreign = await api(host, { ...json, cookie, origin }, 'franchise.add', add);
      expect(foreign.status, origin).toBe(403);
      expect(JSON.parse(foreign.body).error.message).toBe(`Pitwall answers only its own page (this call came from ${origin}).`);
    }
    // The token header (scripts reading the printed link) passes the same Origin check.
    expect((await api(host, { ...json, 'x-pitwall-token': host.token, origin: 'http://evil.example' }, 'franchise.add', add)).status).toBe(403);

    const plain = await api(host, { 'content-type': 'text/plain', cookie, origin: own }, 'franchise.add', add);
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body).error.message).toBe('Pitwall takes only Content-Type: application/json.');

    const list = await api(host, { ...json, cookie, origin: own });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body)).toEqual({ ok: true, value: [] });
    // No Origin at all (not a cross-origin browser call) with the cookie: answered.
    expect(JSON.parse((await api(host, { ...json, cookie }, 'franchise.add', add)).body)).toMatchObject({ ok: true, value: { name: add.name } });
  });

  it('two hosts on two ports keep two cookies: one host’s cookie does not open the other, both sent together work', async () => {
    const [a, b] = [shared, await hostProcess()];
    const [ca, cb] = [(await openLink(a)).cookie, (await openLink(b)).cookie];
    expect(ca.split('=')[0]).not.toBe(cb.split('=')[0]);
    const json = { 'content-type': 'application/json' };
    expect((await api(b, { ...json, cookie: ca })).status).toBe(401);
    // Cookies are not kept apart by port: the browser sends both to each host.
    for (const host of [a, b]) expect((await api(host, { ...json, cookie: `${ca}; ${cb}` })).status, String(host.port)).toBe(200);
  });

  it('a malformed URL is still a 400, even with the right token', async () => {
    const reply = await hostRequest(shared.port, { path: `/%E0%A4%A?token=${shared.token}` });
    expect(reply.status).toBe(400);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
