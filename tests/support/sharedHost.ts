/**
 * One browser host per Playwright worker, and a fresh league file per test in it.
 *
 * Starting a host is a Node process loading the built bundle and SQLite: 1.5 s on an idle two-core machine and 3 to 6 s
 * with other test runs alongside, which was a quarter of a short journey. Here the worker starts it once, and each
 * test gets its own new league (`app.newLeague`, as File › New League does) in a folder of its own before its page
 * opens, so tests share no league, no undo history (kept in the league file), no preferences or recent leagues
 * (`forgetHostState`) and no page state (the page is put back after each test: tests/support/hostFixture.ts). The
 * `host` it hands out has the same shape as tests/support/hostFixture.ts's, except that it cannot restart:
 * a spec that restarts the host keeps the per-test host of hostFixture.ts. The worker's host itself is declared in
 * hostFixture.ts with the other worker fixtures, so these tests and the others can run in the same worker.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base, type HostHandle } from './hostFixture';

/**
 * What a host keeps in its data folder beside the leagues, read from disk at each use: the preferences (theme, paper,
 * the franchise shown per league) and the recent leagues. Removed before each test, so a test on the worker's host
 * starts from a fresh data folder's defaults and not from the theme or the recent list the test before it left.
 */
export function forgetHostState(workerDataDir: string): void {
  for (const file of ['preferences.json', 'recent.json']) rmSync(path.join(workerDataDir, file), { force: true });
}

/** A call from Node with the start's token (the page is not open yet when a test's league is made). */
export async function hostInvoke<T = any>(hostUrl: string, channel: string, payload: unknown): Promise<T> {
  const url = new URL(hostUrl);
  const res = await fetch(`${url.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-pitwall-token': url.searchParams.get('token')! },
    body: JSON.stringify({ channel, payload }),
  });
  const body = (await res.json()) as { ok: boolean; value?: T; error?: unknown };
  if (!body.ok) throw new Error(`${channel}: ${JSON.stringify(body.error)}`);
  return body.value as T;
}

export const test = base.extend({
  host: async ({ workerHost }, use, info) => {
    // The test's own folder: its league file, and whatever it exports or downloads beside it.
    const dataDir = path.join(workerHost.dataDir, `test-${info.testId}-${info.repeatEachIndex}-${info.retry}`);
    mkdirSync(dataDir, { recursive: true });
    const url = workerHost.process.url;
    forgetHostState(workerHost.dataDir);
    await hostInvoke(url, 'app.newLeague', { name: 'My League', path: path.join(dataDir, 'My-League.league') });
    const handle: HostHandle = {
      url,
      dataDir,
      restart: () => Promise.reject(new Error('A shared host does not restart: use tests/support/hostFixture.ts for that.')),
    };
    await use(handle);
  },
});

export { artifact, expect } from './hostFixture';
