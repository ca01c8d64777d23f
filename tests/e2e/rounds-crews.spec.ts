/**
 * Issue 21, the core's screens for rounds, entrants and crews in real Chromium: a host and page built with the race
 * meeting test ruleset (tests/rulesets/race/: 1 to 4 races a meeting, a placing per car, points per place, a cars'
 * championship beside the teams'; its Match screen is the core's meeting page). A league is seeded through the host's
 * API; the page records a meeting of two races (the crews shown, the points previewed, Commit) and shows the cars'
 * table on Season › Standings. The behaviours are proved by the component tests (tests/components/match/,
 * tests/components/season/entrantsStandings.test.tsx); this walk is the journey and its screenshots.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildRaceApp } from '../rulesets/race/build';
import { seedRaceMeeting } from '../rulesets/race/services';
import { artifact, expect, test } from '../support/hostFixture';
import { HOST_START_BOUND, startHostProcess, stopHostProcess } from '../support/hostProcess';
import { call } from '../support/pageApi';
import { shotVariants } from '../support/shots';

let child: ChildProcess;
let url: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(HOST_START_BOUND + 120_000);
  const bundle = await buildRaceApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-race-'));
  ({ child, url } = await startHostProcess({ bundle }, dataDir));
});

test.afterAll(async () => {
  if (child) await stopHostProcess(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function shots(page: Page, name: string) {
  for (const [w, h] of shotVariants([
    [1280, 800],
    [1024, 700],
  ] as const)) {
    await page.setViewportSize({ width: w, height: h });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact(`rounds-${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a race meeting recorded race by race on the core’s meeting page, then the cars’ table beside the teams’', { tag: '@core' }, async ({ page }) => {
  const host = { url };
  await call(host, 'app.newLeague', { name: 'Grand Prix', path: path.join(dataDir, 'gp.league'), ruleset: 'racetest' });
  const { matchId } = await seedRaceMeeting((channel, input) => call(host, channel, input));

  await page.goto(`${url}#/match/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Match 1: Monza' })).toBeVisible();
  await expect(page.locator('input[aria-label="Red One Driver"]')).toHaveValue('Ann Hale');
  const races = page.getByRole('textbox', { name: 'Races in this meeting' });
  await races.fill('2');
  await expect(page.getByRole('group', { name: /^Race \d$/ })).toHaveCount(2);
  await shots(page, 'form');

  const order = [
    ['Red One', 'Blue One', 'Blue Two', 'Red Two'],
    ['Blue One', 'Red One', 'Blue Two', 'Red Two'],
  ];
  for (const [r, cars] of order.entries())
    for (const [i, car] of cars.entries()) await page.getByRole('textbox', { name: `Race ${r + 1} ${car} place` }).fill(String(i + 1));
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Meeting preview' });
  await expect(preview.getByRole('table', { name: 'Cars points' }).getByRole('row').nth(1)).toHaveText('Red One10818');
  await shots(page, 'preview');

  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByRole('heading', { name: 'Recorded' })).toBeVisible();
  await shots(page, 'recorded');

  await page.goto(`${url}#/season/standings`);
  const cars = page.getByRole('table', { name: 'Cars this season' });
  await expect(cars.getByRole('row').nth(1)).toContainText('Red One');
  await shots(page, 'standings');
});
