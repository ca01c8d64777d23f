/**
 * Issue 19 item 8, Ramming: the Ram calculator of the Dirty Wheels match screen takes the rammer's remaining
 * movement and shows both cars' continued movement (1/3 of it, gaps.md #37) before the roll and after it; the
 * Movement calculator measures a car's allowance, segments and a harpoon drag with no dice.
 */
import path from 'node:path';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { artifact, expect, test } from '../support/sharedHost';
import { call } from '../support/pageApi';

test('Ramming: the remaining movement in, both cars’ continued movement out, in the preview and the roll', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.getByTestId('league-name')).toHaveText('My League');
  await call(page, 'app.newLeague', { name: 'Ram Night', path: path.join(host.dataDir, 'ram.league'), ruleset: 'dirtywheels' });
  const teams: number[] = [];
  for (const [name, colour, design, driver] of [
    ['Rust Rats', '#c0392b', { ...newCarDesign('Brick'), type: 'Standard' }, 'Cy'],
    ['Mud Dogs', '#2980b9', { ...newCarDesign('Spike'), type: 'Racer' }, 'Ada'],
  ] as const) {
    const f = await call<{ id: number }>(page, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    await call(page, 'team.addCar', { franchiseId: f.id, design, driver: newDriver(driver) });
  }
  const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Scrapyard', franchiseIds: teams });
  await call(page, 'dwTable.act', { matchId: m.id, intent: { kind: 'initiative' } });

  await page.goto(`${host.url}#/match/${m.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Match 1: Scrapyard' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Calculator', exact: true }).click();
  await page.getByRole('option', { name: 'Ram — Ramming', exact: true }).click();
  await page.getByRole('combobox', { name: 'Rammer', exact: true }).click();
  await page.getByRole('option', { name: 'Brick', exact: true }).click();
  await page.getByRole('combobox', { name: 'Rammed car', exact: true }).click();
  await page.getByRole('option', { name: 'Spike', exact: true }).click();
  await expect(page.getByText('Choose the movement the rammer had left when it hit.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Remaining movement (")' }).fill('7');
  const preview = page.getByLabel('Preview');
  await expect(preview).toContainText('Continued movement');
  await expect(preview).toContainText('Brick 2⅓", Spike 2⅓"');
  await expect(preview).toContainText('Distance 7" × 1/3');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('dw-ram-preview-1280.png') });

  await page.getByRole('button', { name: 'Ram', exact: true }).click();
  const last = page.getByLabel('Last roll');
  await expect(last.getByTestId('dw-outcome')).toContainText('Brick and Spike move on 2⅓"; damage: Brick 0, Spike');
  await expect(last).toContainText('Brick 2⅓", Spike 2⅓"');

  // Reversing into it: each inch counts as two (gaps.md #38), 9" left moves both cars 1½".
  await page.getByRole('textbox', { name: 'Remaining movement (")' }).fill('9');
  await page.getByRole('checkbox', { name: 'Rammed while reversing (each inch counts as two)' }).check();
  await expect(preview).toContainText('Brick 1½", Spike 1½"');
  await last.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('dw-ram-rolled-1280.png') });

  // Movement is measured, not rolled: Spike's speed as its card stands, in 4" segments, nothing to roll.
  const s = await call<DwTableState>(page, 'dwTable.state', { matchId: m.id });
  const speed = s.teams.flatMap((t) => t.cars).find((c) => c.name === 'Spike')!.card.speed;
  await page.getByRole('combobox', { name: 'Calculator', exact: true }).click();
  await page.getByRole('option', { name: 'Movement (measure, no dice) — The Rules', exact: true }).click();
  await page.getByRole('combobox', { name: 'Car', exact: true }).click();
  await page.getByRole('option', { name: 'Spike', exact: true }).click();
  await page.getByRole('textbox', { name: 'Left when a harpoon tether went taut (")' }).fill('5');
  await expect(preview.getByTestId('dw-outcome')).toHaveText(`Spike moves up to ${speed}" in ${Math.ceil(speed / 4)} segments`);
  await expect(preview).toContainText('Moves on 2½", dragging the other along (half of 5")');
  await expect(page.getByRole('button', { name: 'Ram', exact: true })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('dw-ram-movement-1280.png') });
});
