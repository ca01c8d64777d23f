/**
 * Issue 23, the garage duel in real Chromium: a Dirty Wheels team set up through the host's API, a car's page in the
 * team builder, the duel card's two "has won by turn N" curves and the screen-reader table, before and after the
 * opponent and facing change. Screenshots at 1280 wide.
 */
import path from 'node:path';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { artifact, expect, test } from '../support/sharedHost';
import { call } from '../support/pageApi';

test('the team builder duel: a car against a stock Racer, then with the Racer off to a side (its fixed guns silent)', async ({ page, host }) => {
  await call(host, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'duel.league'), ruleset: 'dirtywheels' });
  const f = await call<{ id: number }>(host, 'franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const added = await call<{ car: { vehicleId: number } }>(host, 'team.addCar', { franchiseId: f.id, design: newCarDesign('Brick'), driver: newDriver('Cy') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${host.url}#/team/${f.id}/car/${added.car.vehicleId}`);
  const duel = page.getByRole('region', { name: 'Duel' });
  await expect(duel.getByRole('heading', { name: 'Duel: Brick against another car' })).toBeVisible();
  // The figures for screen readers: the stock Racer (structure 3) falls sooner than Brick (structure 4).
  const table = duel.getByRole('table', { name: 'Chance each car has won, by turn' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(duel.getByText(/^exact: /)).toBeVisible();
  await duel.scrollIntoViewIfNeeded();
  await expect(duel.locator('.recharts-line')).toHaveCount(2);
  await page.screenshot({ path: artifact('duel-dw-racer.png'), fullPage: true });
  const turn10 = table.getByRole('row').nth(10);
  const before = await turn10.textContent();

  // The Racer off to a side: its fixed Machine guns cannot fire, so Brick alone can win.
  await duel.getByRole('combobox', { name: 'Opponent' }).click();
  await page.getByRole('option', { name: 'Stock Racer', exact: true }).click();
  await duel.getByRole('radiogroup', { name: 'Where Brick is for Stock Racer' }).getByText('Off to a side').click();
  await expect(duel.getByText(/Not firing: Stock Racer's Machine gun/)).toBeVisible();
  await expect(turn10.getByRole('cell').nth(2)).toHaveText('0.0%');
  expect(await turn10.textContent()).not.toBe(before);
  await page.screenshot({ path: artifact('duel-dw-aside.png'), fullPage: true });
});
