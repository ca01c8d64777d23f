/**
 * The e2e fixture for tests that start from a league in a given state: `seeded(recipe)` copies the recipe's league file
 * (built once per worker through the services, tests/support/leagueFiles.ts) into a fresh data folder and starts a
 * host there, which opens it as the last league used. `host` (an empty "My League") stays available from the same `test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from './hostFixture';
import { startHostProcess, stopHostProcess, type HostProcess } from './hostProcess';
import { placeLeague, type LeagueRecipe } from './leagueFiles';

export interface SeededHost<M> {
  /** The host's printed link (token and all): `page.goto` it, or append `#/screen`. */
  url: string;
  dataDir: string;
  /** The league file the host opened (this test's own copy). */
  file: string;
  /** What the recipe returned (ids). */
  meta: M;
}

export const test = base.extend<{ seeded: <M>(recipe: LeagueRecipe<M>) => Promise<SeededHost<M>> }>({
  seeded: async ({}, use) => {
    const started: { host: HostProcess; dataDir: string }[] = [];
    await use(async (recipe) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-e2e-'));
      const { file, meta } = await placeLeague(recipe, dataDir);
      const host = await startHostProcess('built', dataDir);
      started.push({ host, dataDir });
      return { url: host.url, dataDir, file, meta };
    });
    for (const { host, dataDir } of started) {
      await stopHostProcess(host.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { artifact, expect } from './hostFixture';
