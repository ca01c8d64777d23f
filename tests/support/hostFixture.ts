import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
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

/**
 * A worker's browser contexts, one per set of context options (a spec's `test.use({ locale })` is another set), each
 * with the page its tests drive. A fresh context per test cost ~5 s of CPU a test on two cores: a new renderer process,
 * and the app's bundle fetched and compiled again with an empty cache. Kept, the next test's first load is a warm one
 * (~3 s less; the shared host's one origin hits the HTTP and code caches). Playwright's own `reuseContext` clears the
 * HTTP cache between tests, which gave back half of it, so the reset is ours: what a test leaves behind that the next
 * one could see is put back (`reset`), and a context whose state cannot be put back is closed instead.
 */
class ReusedPages {
  private readonly kept = new Map<string, { context: BrowserContext; page: Page }>();
  constructor(private readonly browser: Browser) {}

  /** The context and page for these options, made (with the test's options, as Playwright's own) when there is none. */
  async take(key: string): Promise<{ context: BrowserContext; page: Page }> {
    const kept = this.kept.get(key);
    if (kept && !kept.page.isClosed()) return kept;
    if (kept) await this.drop(key);
    const context = await this.browser.newContext();
    const made = { context, page: await context.newPage() };
    this.kept.set(key, made);
    return made;
  }

  /**
   * After a passing test: its other pages closed, its page on about:blank (the app unloaded, so nothing of it runs on),
   * its cookies (the host's session) and permissions cleared, the configured viewport back. False when the test left
   * what cannot be put back: a fake clock (`page.clock`), whose script stays in the context, or a page that is gone.
   */
  async reset(key: string, viewport: ViewportSize | null): Promise<boolean> {
    const kept = this.kept.get(key);
    if (!kept || kept.page.isClosed()) return false;
    for (const other of kept.context.pages()) if (other !== kept.page) await other.close();
    const clock = await kept.page.evaluate(() => typeof (globalThis as { __pwClock?: unknown }).__pwClock !== 'undefined').catch(() => true);
    if (clock) return false;
    await kept.page.goto('about:blank');
    await kept.context.clearCookies();
    await kept.context.clearPermissions();
    if (viewport) await kept.page.setViewportSize(viewport);
    return true;
  }

  /** Closes the context (Playwright records a failed test's page on the way) and forgets it. */
  async drop(key: string): Promise<void> {
    const kept = this.kept.get(key);
    this.kept.delete(key);
    await kept?.context.close().catch(() => {});
  }

  async close(): Promise<void> {
    for (const key of [...this.kept.keys()]) await this.drop(key);
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
export const test = base.extend<{ host: HostHandle }, { systemBrowser: Browser; spareHosts: SpareHosts; workerHost: WorkerHost; reusedPages: ReusedPages }>({
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
  reusedPages: [
    async ({ systemBrowser }, use) => {
      const pages = new ReusedPages(systemBrowser);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
  browser: async ({ systemBrowser }, use) => use(systemBrowser),
  // The context and page every test gets: the worker's, for the test's context options (ReusedPages above). A failed
  // test's context is closed, not reused: its page is what the error report shows, and whatever went wrong stays there.
  context: async (
    { reusedPages, locale, timezoneId, viewport, colorScheme, reducedMotion, userAgent, deviceScaleFactor, acceptDownloads, contextOptions },
    use,
    info,
  ) => {
    const key = JSON.stringify({ locale, timezoneId, viewport, colorScheme, reducedMotion, userAgent, deviceScaleFactor, acceptDownloads, contextOptions });
    const { context } = await reusedPages.take(key);
    await use(context);
    const passed = info.status === info.expectedStatus;
    if (!passed || !(await reusedPages.reset(key, viewport))) await reusedPages.drop(key);
  },
  page: async ({ context }, use) => use(context.pages()[0] ?? (await context.newPage())),
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
