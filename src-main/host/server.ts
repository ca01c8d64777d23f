/**
 * The browser host: serves the built renderer and the same channels as Electron's IPC over HTTP on
 * 127.0.0.1. Only a tab let in by this start's printed link (session.ts) gets the app and may call the API;
 * requests for any other Host name are refused (DNS rebinding).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { callerFrom, type Dispatch } from '../app/dispatch';
import { depthProblem, MAX_DEPTH } from '../../src-shared/ipc';
import { CONTENT_SECURITY_POLICY } from '../security';
import { cookieName, hasCredential, hasSessionCookie, howToOpenPage, isJson, ownOrigin, sameToken, sessionCookie } from './session';

const MAX_BODY = 4 * 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export interface HostOptions {
  dispatch: Dispatch;
  rendererDir: string;
  port?: number;
  token?: string;
  /**
   * The open league's revision (./revision.ts): sent with each answer and on `GET /api/revision`, so the page's read
   * cache knows whether what it read is still true. Without it the page reads every time.
   */
  revision?: () => string;
}

export interface RunningHost {
  url: string;
  origin: string;
  token: string;
  port: number;
  /** The session cookie's name (it carries the port). */
  cookieName: string;
  close(): Promise<void>;
}

/** The percent-decoded path, or null when it does not decode (`/%E0%A4%A`): a client error, not a crash. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

const invalid = (message: string) => ({ ok: false, error: { kind: 'validation', message, issues: [] } });
/** A refusal in the API's own Result shape, so the page shows the host's reason as it is. */
const refused = (message: string) => JSON.stringify({ ok: false, error: { kind: 'unavailable', message } });

const NO_SESSION = 'This tab has no Pitwall session (or it is from an earlier start). Open the link npm start printed.';

function send(res: http.ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8', extra: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...extra });
  res.end(body);
}

const HTML_HEADERS = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'Referrer-Policy': 'no-referrer' };

export function startHost(options: HostOptions): Promise<RunningHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  let allowedHosts: string[] = [];
  let port = 0;

  const server = http.createServer((req, res) => {
    // Any page in the user's browser can reach this port: a request it makes, however malformed, must never
    // take the host (and the organizer's unsaved screen) down. A fault in one request answers that request only.
    try {
      route(req, res);
    } catch (e) {
      fail(res, e);
    }
  });

  function fail(res: http.ServerResponse, e: unknown) {
    console.error(e);
    if (res.headersSent) res.destroy();
    else send(res, 500, JSON.stringify({ ok: false, error: { kind: 'internal', message: 'The host could not answer this request.' } }));
  }

  function route(req: http.IncomingMessage, res: http.ServerResponse) {
    if (!allowedHosts.includes(req.headers.host ?? '')) return send(res, 421, JSON.stringify({ error: 'Unknown host' }));
    const url = URL.canParse(req.url ?? '/', 'http://127.0.0.1') ? new URL(req.url ?? '/', 'http://127.0.0.1') : null;
    const pathname = url ? decodedPath(url.pathname) : null;
    if (url === null || pathname === null) return send(res, 400, JSON.stringify({ error: 'Malformed URL' }));
    if (pathname === '/api/invoke') return handleApi(req, res);
    if (pathname === '/api/revision') return handleRevision(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, JSON.stringify({ error: 'Method not allowed' }));
    const given = url.searchParams.get('token');
    if (given !== null) return letIn(given, res);
    return serveStatic(pathname, req, res);
  }

  /**
   * The printed link: the right token becomes the session cookie, and the browser goes on to `/` without it (a fixed
   * target: nothing from the request decides where it leads). The browser keeps the fragment (#/garage/3) across a
   * redirect whose Location has none, so a link to a screen still lands there.
   */
  function letIn(given: string, res: http.ServerResponse) {
    if (!sameToken(given, token)) return send(res, 401, howToOpenPage('stale', port), 'text/html; charset=utf-8', HTML_HEADERS);
    res.writeHead(303, { Location: '/', 'Set-Cookie': sessionCookie(port, token), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    res.end();
  }

  function handleApi(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method !== 'POST') return send(res, 405, JSON.stringify({ error: 'Use POST' }));
    if (!hasCredential(req, port, token)) return send(res, 401, refused(NO_SESSION));
    if (!ownOrigin(req)) return send(res, 403, refused(`Pitwall answers only its own page (this call came from ${req.headers.origin}).`));
    if (!isJson(req)) return send(res, 415, refused('Pitwall takes only Content-Type: application/json.'));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        send(res, 413, JSON.stringify({ error: 'Request too large' }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      answer(Buffer.concat(chunks).toString('utf8'), res).catch((e) => fail(res, e));
    });
  }

  /** The league's revision alone: the page asks it when it shows a screen from what it read before. */
  function handleRevision(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method !== 'GET') return send(res, 405, JSON.stringify({ error: 'Use GET' }));
    if (!hasCredential(req, port, token)) return send(res, 401, refused(NO_SESSION));
    if (!ownOrigin(req)) return send(res, 403, refused(`Pitwall answers only its own page (this call came from ${req.headers.origin}).`));
    send(res, 200, JSON.stringify({ revision: options.revision?.() ?? null }));
  }

  async function answer(text: string, res: http.ServerResponse) {
    let body: { channel?: unknown; payload?: unknown; league?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return send(res, 400, JSON.stringify(invalid('The request body is not valid JSON.')));
    }
    const depth = depthProblem(body, MAX_DEPTH);
    if (depth) return send(res, 400, JSON.stringify(invalid(`The request is nested too deeply (${depth}).`)));
    // The page names the league it shows (the renderer's transport); the dispatcher refuses a write meant for another.
    const caller = body !== null && typeof body === 'object' ? callerFrom(body) : undefined;
    if (typeof caller === 'string') return send(res, 400, JSON.stringify(invalid(caller)));
    const before = options.revision?.();
    const result = await options.dispatch(body?.channel, body?.payload, caller);
    // The revision the answer was read at; none when the league changed while it was answered (a write, or another
    // call in between): the page keeps no copy of such an answer and asks for the revision when it next needs it.
    const after = options.revision?.();
    send(res, 200, JSON.stringify(result), undefined, before !== undefined && before === after ? { 'X-Pitwall-Revision': before } : {});
  }

  function serveStatic(pathname: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const root = path.resolve(options.rendererDir);
    let file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + path.sep)) return send(res, 403, 'Forbidden', 'text/plain');
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html'); // single-page app
    const isPage = file.endsWith('.html');
    // Scripts and styles hold no league data; the page itself is the way in, so it waits for the session.
    if (isPage && !hasSessionCookie(req, port, token)) return send(res, 401, howToOpenPage('none', port), 'text/html; charset=utf-8', HTML_HEADERS);
    if (!existsSync(file)) return send(res, 500, 'The renderer is not built. Run npm run build.', 'text/plain; charset=utf-8');
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' };
    if (isPage) Object.assign(headers, HTML_HEADERS, { 'Cache-Control': 'no-store' });
    // Vite names every script, style and font in assets/ by its content's hash: a name is never reused for other
    // bytes, so a tab reloading (or opened again) takes them from its cache, compiled code included, without asking.
    else if (path.relative(root, file).startsWith(`assets${path.sep}`)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    res.writeHead(200, headers);
    // A read error (the file removed after the check) ends this response; unheard, it would end the process.
    createReadStream(file)
      .on('error', (e) => fail(res, e))
      .pipe(res);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        url: `${origin}/?token=${token}`,
        origin,
        token,
        port,
        cookieName: cookieName(port),
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            // Idle keep-alive sockets (a browser's spare connection) would hold close() for the headers timeout.
            server.closeAllConnections();
          }),
      });
    });
  });
}
