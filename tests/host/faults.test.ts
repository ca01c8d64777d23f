/**
 * Fault injection against the browser host (issue 9): requests any page in the user's browser could send to the port.
 * The first tests run the real host process (src-main/host/main.ts, bundled) and check it is still answering after.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { startHost, type RunningHost } from '../../src-main/host/server';
import { startHostProcess, stopHostProcess } from '../support/hostProcess';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const children: ChildProcess[] = [];
const hosts: RunningHost[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) await stopHostProcess(c);
  for (const h of hosts.splice(0)) await h.close();
});

interface Proc {
  child: ChildProcess;
  port: number;
  token: string;
  dataDir: string;
}

/** The host as `npm start` runs it, from source. */
async function hostProcess(): Promise<Proc> {
  const dataDir = tempDir();
  const host = await startHostProcess('source', dataDir);
  children.push(host.child);
  return { ...host, dataDir };
}

/** A request written byte for byte, so the path reaches the server exactly as a hostile page could send it. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(head));
    let out = '';
    socket.on('data', (d) => (out += String(d)));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

function invoke(port: number, token: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/invoke',
        headers: { 'content-type': 'application/json', 'x-pitwall-token': token, connection: 'close' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const call = (p: Proc, channel: string, payload: unknown) => invoke(p.port, p.token, JSON.stringify({ channel, payload }));

describe('browser host under fault injection', () => {
  it('a malformed URL (/%E0%A4%A, no token) answers 400 and the host process keeps serving', async () => {
    const p = await hostProcess();
    for (const target of ['/%E0%A4%A', '/api/%E0%A4%A', '/%']) {
      const reply = await rawRequest(p.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${p.port}\r\nConnection: close\r\n\r\n`);
      expect(reply.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
    }
    expect(p.child.exitCode).toBeNull();
    const after = await call(p, 'franchise.list', {});
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual({ ok: true, value: [] });
  });

  it('a payload nested 100 000 deep is refused as a validation error, and the host process keeps serving', async () => {
    const p = await hostProcess();
    const deep = `{"channel":"league.updateSettings","payload":{"houseRules":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}}`;
    const r = await invoke(p.port, p.token, deep);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/nested too deeply \(more than 64 levels/) },
    });
    const after = await call(p, 'franchise.add', { name: 'Still Here', colour: '#aabbcc' });
    expect(JSON.parse(after.body)).toMatchObject({ ok: true, value: { name: 'Still Here' } });
  });

  it('an exception thrown while answering a request is a 500 for that request only', async () => {
    const session = new AppSession({ dataDir: tempDir() });
    session.openStartupLeague();
    const real = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
    // The dispatcher itself catches service errors; this is the host's own net under it (a fault in an adapter).
    const host = await startHost({
      dispatch: ((channel: unknown, payload: unknown) => {
        if (channel === 'boom') throw new Error('adapter fault');
        return real(channel, payload);
      }) as typeof real,
      rendererDir: path.resolve('dist/renderer'),
    });
    hosts.push(host);
    const boom = await invoke(host.port, host.token, JSON.stringify({ channel: 'boom', payload: {} }));
    expect(boom.status).toBe(500);
    expect(JSON.parse(boom.body)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    const fine = await invoke(host.port, host.token, JSON.stringify({ channel: 'franchise.list', payload: {} }));
    expect(JSON.parse(fine.body)).toEqual({ ok: true, value: [] });
    session.close();
  });
});
