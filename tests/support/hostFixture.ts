import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type Browser } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium';
import { type HostProcess, startHostProcess, stopHostProcess } from './hostProcess';

export interface HostHandle {
  url: string;
  dataDir: string;
  /** Stop and start the host again over the same data folder (a new token, like a real restart). */
  restart(): Promise<string>;
}

/** A host started over its own fresh data folder. */
interface StartedHost {
  dataDir: string;
  process: HostProcess;
}

function startFresh(): Promise<StartedHost> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-e2e-'));
  return startHostProcess('built', dataDir).then((process) => ({ dataDir, process }));
}

async function stopAndRemove(h: StartedHost): Promise<void> {
  await stopHostProcess(h.process.child);
  rmSync(h.dataDir, { recursive: true, force: true });
}

/**
 * Each worker keeps one host started ahead over a fresh data folder: a test takes it and the next one starts while the
 * test runs. A start (a node process loading the host, then the new data folder's default league migrated) cost
 * 0.8 s on an idle machine and 3.7 s at load 24, before every test's first page; now it overlaps the test before.
 */
class SpareHosts {
  private next: Promise<StartedHost> | undefined;
  take(): Promise<StartedHost> {
    const taken = this.next ?? startFresh();
    this.next = startFresh();
    // A failed start is the next test's error (taken there), never an unhandled rejection here.
    this.next.catch(() => {});
    return taken;
  }
  async close(): Promise<void> {
    const left = this.next;
    this.next = undefined;
    if (left) await left.then(stopAndRemove, () => {});
  }
}

/** The host a worker starts once for the tests that share it (tests/support/sharedHost.ts). */
export interface WorkerHost {
  process: HostProcess;
  dataDir: string;
}

/**
 * Real Chromium against a real browser host over a fresh data folder per test.
 *
 * Every worker-scoped fixture of the e2e tests is declared here, even the shared host only sharedHost.ts's tests use
 * (worker fixtures start only when a test asks for them): Playwright hands a worker only the tests whose worker
 * fixtures are the same, and a spec importing another set made it stop the worker and start a new one, with a new
 * Chromium, new spare hosts and the league recipes built again, each time its tests came after another kind's.
 */
export const test = base.extend<{ host: HostHandle }, { systemBrowser: Browser; spareHosts: SpareHosts; workerHost: WorkerHost }>({
  systemBrowser: [
    async ({}, use) => {
      const executablePath = chromiumPath();
      if (!executablePath) throw new Error('No Chromium found. Run `apt-get install -y chromium` or set PITWALL_CHROMIUM (npm test does this for you).');
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  spareHosts: [
    async ({}, use) => {
      const spares = new SpareHosts();
      await use(spares);
      await spares.close();
    },
    { scope: 'worker' },
  ],
  workerHost: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-e2e-worker-'));
      const started = await startHostProcess('built', dataDir);
      await use({ process: started, dataDir });
      await stopHostProcess(started.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  browser: async ({ systemBrowser }, use) => use(systemBrowser),
  host: async ({ spareHosts }, use) => {
    const started = await spareHosts.take();
    const { dataDir } = started;
    let current = started.process;
    await use({
      get url() {
        return current.url;
      },
      dataDir,
      async restart() {
        await stopHostProcess(current.child);
        current = await startHostProcess('built', dataDir);
        return current.url;
      },
    });
    await stopAndRemove({ dataDir, process: current });
  },
});

export { expect } from '@playwright/test';

export function artifact(name: string): string {
  return path.join('tests', 'artifacts', name);
}
