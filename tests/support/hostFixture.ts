import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type Browser } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium';
import { startHostProcess, stopHostProcess } from './hostProcess';

export interface HostHandle {
  url: string;
  dataDir: string;
  /** Stop and start the host again over the same data folder (a new token, like a real restart). */
  restart(): Promise<string>;
}

/** Real Chromium against a real browser host over a fresh data folder per test. */
export const test = base.extend<{ host: HostHandle }, { systemBrowser: Browser }>({
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
  browser: async ({ systemBrowser }, use) => use(systemBrowser),
  host: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-e2e-'));
    let current = await startHostProcess('built', dataDir);
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
    await stopHostProcess(current.child);
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

export function artifact(name: string): string {
  return path.join('tests', 'artifacts', name);
}
