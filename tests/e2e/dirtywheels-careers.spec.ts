/**
 * Issue 19 #9, Careers: a Dirty Wheels league in real Chromium, set up through the API: a game played on the table in
 * season 1 (the Hauler destroys the Zip) and recorded, the season closed, a game recorded in season 2. The all-time
 * table lists the drivers; a driver's page shows his games, wins, kills and times destroyed per season and his
 * history; the car card links to it; the standings export is written from the screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { DwActResult, DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { artifact, expect, test } from '../support/sharedHost';
import { call } from '../support/pageApi';

const carOf = (s: DwTableState, name: string) => s.teams.flatMap((t) => t.cars).find((c) => c.name === name)!;

async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact(`dw-careers-${name}.png`), fullPage: true });
}

test('Dirty Wheels careers: a driver’s page over a season change, the all-time drivers, the export from the screen', async ({ page, host }) => {
  await page.goto(host.url);
  await call(page, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'toys.league'), ruleset: 'dirtywheels' });
  const teams: number[] = [];
  const cars = [
    [
      'Rust Rats',
      '#c0392b',
      [
        [{ ...newCarDesign('Hauler'), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] }, 'Max'],
        [{ ...newCarDesign('Spike'), type: 'Racer' }, 'Ada'],
      ],
    ],
    [
      'Mud Dogs',
      '#2980b9',
      [
        [{ ...newCarDesign('Zip'), type: 'Racer', weapons: [{ weapon: 'Light laser', mount: 'turret' }] }, 'Bo'],
        [newCarDesign('Brick'), 'Cy'],
      ],
    ],
  ] as const;
  for (const [name, colour, list] of cars) {
    const f = await call<{ id: number }>(page, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    for (const [design, driver] of list) await call(page, 'team.addCar', { franchiseId: f.id, design, driver: newDriver(driver) });
  }
  const [rats, dogs] = teams as [number, number];
  const m1 = await call<{ id: number }>(page, 'schedule.add', { track: 'Backyard Brawl', franchiseIds: teams });
  let s = (await call<DwActResult>(page, 'dwTable.act', { matchId: m1.id, intent: { kind: 'initiative' } })).state;
  for (let i = 0; i < 8 && !carOf(s, 'Zip').card.destroyed; i++)
    s = (
      await call<DwActResult>(page, 'dwTable.act', {
        matchId: m1.id,
        intent: { kind: 'shoot', shooter: carOf(s, 'Hauler').vehicleId, weapon: 0, target: carOf(s, 'Zip').vehicleId, distance: 6 },
      })
    ).state;
  expect(carOf(s, 'Zip').card.destroyed).toBe(true);
  const outcome = (matchId: number, win: number, loss: number, kills: number) =>
    call(page, 'match.recordOutcome', {
      matchId,
      teams: [
        { franchiseId: win, outcome: 'win', stats: { kills } },
        { franchiseId: loss, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
  await outcome(m1.id, rats, dogs, 1);
  await call(page, 'season.close', {});
  const m2 = await call<{ id: number }>(page, 'schedule.add', { track: 'Quarry Run', franchiseIds: teams });
  await outcome(m2.id, dogs, rats, 0);

  // The car card links to its driver's history.
  await page.goto(`${host.url}#/team/${rats}`);
  await page.reload();
  await expect(page.getByRole('link', { name: 'History of Hauler and Max' })).toBeVisible();
  await shot(page, 'team');
  await page.getByRole('link', { name: 'History of Hauler and Max' }).click();
  await expect(page.getByRole('heading', { name: 'Max', level: 2 })).toBeVisible();
  await expect(page.getByText('Driver of the Hauler · Rust Rats')).toBeVisible();
  const bySeason = page.getByRole('table', { name: 'Career by season' });
  await expect(bySeason.getByRole('row')).toHaveText(['SeasonGamesWinsDrawsLossesKillsDestroyed', 'Season 1110010', 'Season 2100100', 'Career210110']);
  await expect(page.getByText('Match 1 (Backyard Brawl): destroyed the Zip (Mud Dogs) with the Hauler.')).toBeVisible();
  await expect(page.getByText('Match 1 (Quarry Run): drove the Hauler (recorded without the table) for Rust Rats against Mud Dogs: lost.')).toBeVisible();
  await shot(page, 'driver');

  // The all-time table lists every driver with his stats; a name opens his page.
  await page.getByRole('link', { name: 'Standings', exact: true }).click();
  await page.getByText('All time', { exact: true }).click();
  const drivers = page.getByRole('table', { name: 'Drivers all time' });
  await expect(drivers.getByRole('row').nth(1)).toHaveText('1MaxRust RatsHauler210110');
  await expect(drivers.getByRole('row').nth(4)).toHaveText('4BoMud DogsZip210101');
  await shot(page, 'all-time');
  await drivers.getByRole('link', { name: 'Bo' }).click();
  await expect(page.getByText('Match 1 (Backyard Brawl): the Zip was destroyed by the Hauler (Rust Rats).')).toBeVisible();
  await page.goBack();

  // The export from the screen: the drivers' table, all time, as CSV.
  await page.getByText('All time', { exact: true }).click();
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the standings — all time' });
  await dialog.getByText('Drivers', { exact: true }).click();
  const out = path.join(host.dataDir, 'drivers.csv');
  await dialog.getByRole('textbox', { name: 'Export file' }).fill(out);
  await shot(page, 'export');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Standings exported')).toBeVisible();
  expect(readFileSync(out, 'utf8').split('\r\n').slice(0, 2)).toEqual([
    'Place,Driver,Team,Car,Games,Wins,Draws,Losses,Kills,Destroyed',
    '1,Max,Rust Rats,Hauler,2,1,0,1,1,0',
  ]);
});
