import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createDispatcher } from './src-main/app/dispatch';
import { AppSession } from './src-main/app/session';
import { startHost } from './src-main/host/server';
import { chromiumPath, CHROMIUM_ARGS } from './tests/support/chromium';
const TRACK_KEYS = `(() => {
  window.__lat = [];
  document.addEventListener('keydown', (e) => (window.__t0 = e.timeStamp), true);
  const target = document.querySelector('[data-testid="dp-spent"]');
  new MutationObserver(() => {
    const dom = performance.now() - window.__t0;
    requestAnimationFrame(() => window.__lat.push([dom, performance.now() - window.__t0]));
  }).observe(target, { childList: true, subtree: true, characterData: true });
})()`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const session = new AppSession({ dataDir: dir, trackRecent: false });
session.openStartupLeague();
const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'x' } });
const host = await startHost({ dispatch, rendererDir: process.env.REND ?? '/tmp/rend-min' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${host.origin}/?token=${host.token}#/garage/sketch`);
await page.waitForSelector('[data-testid="dp-spent"]');
await page.evaluate(TRACK_KEYS);
await page.getByRole('textbox', { name: 'Engine power' }).focus();
for (let i = 0; i < 120; i++) {
  await page.keyboard.press(i % 2 === 0 ? 'ArrowUp' : 'ArrowDown');
  while (((await page.evaluate('window.__lat.length')) as number) < i + 1) await new Promise((r) => setTimeout(r, 2));
}
const lat = ((await page.evaluate('window.__lat')) as [number, number][]).slice(20);
const dom = lat.map((l) => l[0]).sort((a, b) => a - b);
const fr = lat.map((l) => l[1]).sort((a, b) => a - b);
console.log('dom p50', dom[50]!.toFixed(1), 'p95', dom[95]!.toFixed(1), '| frame p50', fr[50]!.toFixed(1), 'p95', fr[95]!.toFixed(1));
await browser.close(); await host.close(); session.close();
