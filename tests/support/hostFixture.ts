import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type Browser } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './chromium';

export interface HostHandle {
  url: string;
  dataDir: string;
  /** Stop and start the host again over the same data folder (a new token, like a real restart). */
  restart(): Promise<string>;
}

async function startHost(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/host/main.cjs', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`host did not start: ${out}`)), 15_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${out}`)));
  });
  return { child, url };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
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
    let current = await startHost(dataDir);
    await use({
      get url() {
        return current.url;
      },
      dataDir,
      async restart() {
        await stop(current.child);
        current = await startHost(dataDir);
        return current.url;
      },
    });
    await stop(current.child);
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

export function artifact(name: string): string {
  return path.join('tests', 'artifacts', name);
}
