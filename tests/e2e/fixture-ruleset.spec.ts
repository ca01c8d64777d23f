/**
 * Issue 21, Proof: the fixture ruleset (Derby, tests/rulesets/fixture/) in real Chromium, in a host and page built
 * from tests/ with it added (tests/rulesets/fixture/build.ts: the build's `startApp` and `renderApp` given Derby's
 * entries). A league of it is set up through the host's API; the page opens it and walks its own screen, the Pit:
 * its navigation, each banger with the wrecker at its wheel (the core's crew relation), a ram through its table on the
 * core's `table.*` channels (the league's seeded dice, the table's log), and a refusal in the rules' words. No file
 * outside tests/ names Derby.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildDerbyApp } from '../rulesets/fixture/build';
import { type DerbyTableView, newBanger } from '../rulesets/fixture/engine';
import { artifact, expect, test } from '../support/hostFixture';
import { HOST_START_BOUND, startHostProcess, stopHostProcess } from '../support/hostProcess';
import { call } from '../support/pageApi';
import { shotVariants } from '../support/shots';

let child: ChildProcess;
let url: string;
let dataDir: string;

/** The Derby host over a fresh data folder, started once for the file: its printed link (token and all). */
test.beforeAll(async () => {
  test.setTimeout(HOST_START_BOUND + 120_000);
  const bundle = await buildDerbyApp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-derby-'));
  ({ child, url } = await startHostProcess({ bundle }, dataDir));
});

test.afterAll(async () => {
  if (child) await stopHostProcess(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function shots(page: Page, name: string) {
  for (const scheme of ['dark', 'light'] as const) {
    if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    }
    for (const [w, h] of shotVariants([
      [1280, 800],
      [1024, 700],
    ] as const)) {
      await page.setViewportSize({ width: w, height: h });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: artifact(`derby-${name}-${w}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a Derby league in a host and page built with the fixture: its navigation, its Pit screen, a ram on its table', { tag: ['@derby', '@core'] }, async ({
  page,
}) => {
  const host = { url };
  await call(host, 'app.newLeague', { name: 'Friday Night Derby', path: path.join(dataDir, 'derby.league'), ruleset: 'derby' });
  await call(host, 'league.updateSettings', { seed: 2121 });
  const crews: number[] = [];
  for (const [name, colour, banger, wrecker] of [
    ['Rust Rats', '#c0392b', { ...newBanger('Big Bertha', 'hearse'), plates: 1 }, 'Max'],
    ['Scrap Kings', '#2980b9', newBanger('Zippy'), 'Ada'],
  ] as const) {
    const f = await call<{ id: number }>(host, 'franchise.add', { name, colour, owner: '' });
    crews.push(f.id);
    await call(host, 'team.addCar', { franchiseId: f.id, design: banger, driver: { name: wrecker, nerve: 4 } });
  }
  const match = await call<{ id: number }>(host, 'schedule.add', { track: 'Mud Pit', franchiseIds: crews });

  await page.goto(`${url}#/pit`);
  // Its navigation is its declaration's: League, Pit, Match, Season; the core's screens it does not list are not offered.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: /Pit/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Garage/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pit', level: 2 })).toBeVisible();
  const bangers = page.getByRole('table', { name: 'Bangers of the meeting' });
  // Derby rules §2: a hearse with one plate is structure 12, speed 1; a bare sedan 6 and 4. §3: its wrecker at the wheel.
  await expect(bangers.getByRole('row', { name: /Big Bertha/ })).toContainText('Max');
  await expect(bangers.getByRole('row', { name: /Big Bertha/ })).toContainText('0 / 12');
  await expect(bangers.getByRole('row', { name: /Zippy/ })).toContainText('0 / 6');
  await shots(page, 'pit');

  // A ram through the screen: the league's dice, the table's reducer, the heat's log, the dents against the structure.
  await pick(page, 'Rammer', 'Zippy');
  await pick(page, 'Target', 'Big Bertha');
  await page.getByRole('button', { name: 'Ram', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^\d+ dents?/);
  const after = (await call<{ state: DerbyTableView }>(host, 'table.state', { matchId: match.id })).state;
  const log = await call<{ words: string }[]>(host, 'table.log', { matchId: match.id });
  const bertha = after.context.cars.find((c) => c.name === 'Big Bertha')!;
  const dents = after.state.dents[bertha.vehicleId] ?? 0;
  expect(log).toHaveLength(1);
  await expect(bangers.getByRole('row', { name: /Big Bertha/ })).toContainText(`${dents} / 12`);
  await expect(page.getByLabel('Table log')).toHaveText(log[0]!.words);
  await shots(page, 'rammed');

  // A banger cannot ram itself (Derby rules §4): refused in the rules' words, nothing written.
  await pick(page, 'Target', 'Zippy');
  await page.getByRole('button', { name: 'Ram', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A banger cannot ram itself' })).toHaveText('A banger cannot ram itself (Derby rules §4 Ramming).');
  expect(await call<unknown[]>(host, 'table.log', { matchId: match.id })).toHaveLength(1);

  // The meeting's two heats recorded through the core (each banger placed, Derby rules §1): the bangers' championship
  // on the Pit, 5-3-2-1 a place: Zippy 5 + 3 = 8, Big Bertha 3 + 5 = 8, level, Zippy ahead on his wreck.
  const [rats, kings] = crews as [number, number];
  const zippy = after.context.cars.find((c) => c.name === 'Zippy')!.vehicleId;
  await call(host, 'match.recordOutcome', {
    matchId: match.id,
    rounds: [
      {
        entrants: [
          { franchiseId: kings, vehicleId: zippy, placing: 1, stats: { wrecks: 1 } },
          { franchiseId: rats, vehicleId: bertha.vehicleId, placing: 2 },
        ],
      },
      {
        entrants: [
          { franchiseId: rats, vehicleId: bertha.vehicleId, placing: 1 },
          { franchiseId: kings, vehicleId: zippy, placing: 2 },
        ],
      },
    ],
  });
  // Written by another caller: the page reads it on its next load.
  await page.reload();
  const championship = page.getByRole('table', { name: 'Bangers’ championship' });
  await expect(championship.getByRole('row')).toHaveText([/^#Banger/, /^1Zippy\s*Scrap Kings\s*1\s*1\s*8$/, /^2Big Bertha\s*Rust Rats\s*1\s*0\s*8$/]);
  await expect(page.getByText('This meeting is recorded: its table is closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ram', exact: true })).toHaveCount(0);
  await shots(page, 'recorded');
});
