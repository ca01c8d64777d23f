/**
 * Who may use the browser host. The printed link carries this start's token once; the host trades it for an
 * HttpOnly, SameSite=Strict cookie (no page script can read it, no other site's request carries it) and sends the
 * browser on without it, so the token leaves the address bar and the history. API calls must also prove they come
 * from our own page (CSRF): JSON only, and an Origin, when the browser sends one, equal to the host's own.
 */
import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/** Cookies are not kept apart by port: two hosts on 127.0.0.1 each need a name of their own, or one logs the other out. */
export const cookieName = (port: number) => `pitwall-session-${port}`;

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given),
    b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every value the request's Cookie header gives for `name` (a browser may send one name twice, for two paths). */
function cookieValues(req: http.IncomingMessage, name: string): string[] {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .filter(([key]) => key === name)
    .map(([, ...value]) => value.join('='));
}

export function hasSessionCookie(req: http.IncomingMessage, port: number, token: string): boolean {
  return cookieValues(req, cookieName(port)).some((value) => sameToken(value, token));
}

/**
 * The page's cookie, or the token in `X-Pitwall-Token` for scripts (tests, bench) that read it from the printed link:
 * another site can neither read the token nor send a custom header here without a CORS preflight this host never answers.
 */
export function hasCredential(req: http.IncomingMessage, port: number, token: string): boolean {
  const header = req.headers['x-pitwall-token'];
  return hasSessionCookie(req, port, token) || (typeof header === 'string' && sameToken(header, token));
}

export function sessionCookie(port: number, token: string): string {
  return `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/** The request's Origin is absent (not a browser's cross-origin call) or this host's own, as the page reached it. */
export function ownOrigin(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host}`;
}

export const isJson = (req: http.IncomingMessage) => /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');

/** What a tab without the session sees at `/`: how to get in, and nothing of the league. */
export function howToOpenPage(reason: 'none' | 'stale', port: number): string {
  const why =
    reason === 'stale'
      ? 'This link’s token is not the one this Pitwall start printed (it is from an earlier start, or mistyped).'
      : 'This tab has not been let in to Pitwall yet.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pitwall: open the printed link</title></head>
<body>
<h1>Open Pitwall from its link</h1>
<p>${why}</p>
<p>Open the link that <code>npm start</code> printed in its terminal:
<code>Pitwall is running at http://127.0.0.1:${port}/?token=…</code> (each start prints a new one).</p>
</body></html>
`;
}
