/**
 * Issue 19 #3 and #11 in real Chromium, on a Dirty Wheels league set up through the API: a match played on its table
 * is removed from the Schedule with its table after a dialog saying so, and Ctrl+Z brings both back; League Settings
 * warns before Save that buying stats makes a rolled driver illegal, naming him; in the team editor that driver, over
 * the 8-point budget, can be lowered a row while still over (the dearer row stays off).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newCarDesign, newDriver, STAT_TABLE } from '../../src-shared/engine/dirtywheels';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { artifact, expect, test } from '../support/sharedHost';
import { call } from '../support/pageApi';

const shot = (page: Page, name: string) => page.screenshot({ path: artifact(`dw-repairs-${name}.png`) });

async function league(page: Page, dataDir: string) {
  await call(page, 'app.newLeague', { name: 'Toy Box', path: path.join(dataDir, 'repairs.league'), ruleset: 'dirtywheels' });
  await call(page, 'league.updateSettings', { seed: 1919 });
  const teams: number[] = [];
  const top = STAT_TABLE[2]!;
  const rex = { ...newDriver('Rex'), initiative: top.initiative, bravery: top.bravery, aim: top.aim, skill: top.skill };
  for (const [name, colour, cars] of [
    ['Rust Rats', '#c0392b', [[newCarDesign('Hauler'), rex]]],
    ['Mud Dogs', '#2980b9', [[newCarDesign('Brick'), newDriver('Cy')]]],
  ] as const) {
    const f = await call<{ id: number }>(page, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    for (const [design, driver] of cars) await call(page, 'team.addCar', { franchiseId: f.id, design, driver });
  }
  return teams;
}

test('a played match goes with its table and comes back with Ctrl+Z; a house rule that makes a driver illegal is warned of, and he can be lowered', async ({
  page,
  host,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await expect(page.getByTestId('league-name')).toHaveText('My League');
  const teams = await league(page, host.dataDir);
  const played = await call<{ id: number }>(page, 'schedule.add', { track: 'Backyard Brawl', franchiseIds: teams });
  await call(page, 'schedule.add', { track: 'Quarry Run', franchiseIds: teams });
  await call(page, 'dwTable.act', { matchId: played.id, intent: { kind: 'initiative' } });

  // #3: the Schedule asks before removing a match whose table has been played on, in the service's words.
  await page.goto(`${host.url}#/season`);
  await page.reload();
  await page.getByRole('button', { name: 'Remove match 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove match 1 and its table?' });
  await expect(dialog.getByTestId('remove-match-words')).toContainText('Match 1 (Backyard Brawl) goes from the schedule with its table: play has started');
  await expect(dialog.getByTestId('remove-match-words')).toContainText('Ctrl+Z brings it all back.');
  await shot(page, 'remove-dialog');
  await dialog.getByRole('button', { name: 'Remove the match and its table' }).click();
  await expect(dialog).toBeHidden();
  const schedule = page.getByRole('table', { name: 'Schedule' });
  await expect(page.getByText('Backyard Brawl')).toHaveCount(0);
  await expect(schedule.getByRole('link', { name: 'Quarry Run' })).toBeVisible();
  await shot(page, 'removed');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  // The match is back on the schedule; the Undone notice names it too, in the service's words.
  await expect(schedule.getByRole('link', { name: 'Backyard Brawl' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Undone' })).toContainText(
    'Removed match 1 (match at Backyard Brawl) with its table (2 events) from the schedule',
  );
  const table = await call<DwTableState>(page, 'dwTable.state', { matchId: played.id });
  expect(table).toMatchObject({ started: true, phase: 'activations', round: 1 });

  // #11: buying stats would make Rex (12 points) illegal: the warning names him above Save, before anything is saved.
  await page.goto(`${host.url}#/league/settings`);
  await page.getByRole('radiogroup', { name: 'Driver stats: rolled or bought' }).getByText('Bought with 8 points', { exact: true }).click();
  const warning = page.getByTestId('illegal-warning');
  await expect(warning).toContainText('Saving makes 1 driver illegal');
  await expect(warning).toContainText('Rex');
  await expect(warning).toContainText('these stats cost 12 points, 4 over the 8');
  await shot(page, 'settings-warning');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved: 1 driver now illegal')).toBeVisible();

  // In the team editor he is over the budget; a cheaper Skill row is open although he stays over (11 points).
  const car = (await call<{ cars: { vehicleId: number }[] }>(page, 'team.get', { franchiseId: teams[0] })).cars[0]!;
  await page.goto(`${host.url}#/team/${teams[0]}/car/${car.vehicleId}`);
  await expect(page.getByTestId('buy-meter')).toHaveText('12 / 8 spent');
  await expect(page.getByTestId('buy-over')).toContainText('4 points over the 8: lower any stat');
  await page.getByTestId('buy-meter').scrollIntoViewIfNeeded();
  await shot(page, 'over-budget');
  const skill = page.getByRole('radiogroup', { name: 'Skill' });
  await skill.getByText('4+ · 2 pts').click();
  await expect(page.getByTestId('buy-meter')).toHaveText('11 / 8 spent');
  await expect(skill.getByRole('radio', { name: '3+ · 3 pts' })).toBeDisabled();
  await expect(skill.getByRole('radio', { name: '5+ · 1 pt' })).toBeEnabled();
  await shot(page, 'lowered');
});
