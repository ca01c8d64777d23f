/**
 * The e2e fixture for tests that start from a league in a given state: `seeded(recipe)` copies the recipe's league file
 * (built once per worker through the services, tests/support/leagueFiles.ts) into a folder of the test's own and opens
 * it in the worker's shared host (`app.openLeague`, as File › Open does), with the preferences and recent leagues of a
 * fresh data folder (tests/support/sharedHost.ts). It used to start a host of its own over a data folder holding the
 * copy: ~1.5 s of CPU a test for the start, and the page's first load a cold one on the new port, where the shared
 * host's one origin lets the worker's page load the app from its cache (tests/support/hostFixture.ts). `host` (an
 * empty "My League" in the same shared host) stays available from the same `test`.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { leagueFile, type LeagueRecipe } from './leagueFiles';
import { test as base, forgetHostState, hostInvoke } from './sharedHost';

export interface SeededHost<M> {
  /** The host's printed link (token and all): `page.goto` it, or append `#/screen`. */
  url: string;
  /** The test's own folder in the host's data folder: its league file, and whatever it exports or makes beside it. */
  dataDir: string;
  /** The league file the host opened (this test's own copy). */
  file: string;
  /** What the recipe returned (ids). */
  meta: M;
}

export const test = base.extend<{ seeded: <M>(recipe: LeagueRecipe<M>) => Promise<SeededHost<M>> }>({
  seeded: async ({ workerHost }, use, info) => {
    let n = 0;
    await use(async (recipe) => {
      const dataDir = path.join(workerHost.dataDir, `seeded-${info.testId}-${info.repeatEachIndex}-${info.retry}-${n++}`);
      const { file: built, meta } = await leagueFile(recipe);
      const file = path.join(dataDir, 'leagues', path.basename(built));
      mkdirSync(path.dirname(file), { recursive: true });
      copyFileSync(built, file);
      const url = workerHost.process.url;
      forgetHostState(workerHost.dataDir);
      await hostInvoke(url, 'app.openLeague', { path: file });
      return { url, dataDir, file, meta };
    });
  },
});

export { artifact, expect } from './hostFixture';
