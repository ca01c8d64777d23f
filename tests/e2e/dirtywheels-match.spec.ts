/**
 * Issue 14, Playing: a Dirty Wheels match through its screen in real Chromium. Two teams set up through the API, a
 * scheduled match; initiative, shooting with the league's seeded dice until a car takes damage (the card checked
 * against the table's state), a destroyed car, the result prefilled from the table, previewed, committed, undone.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { artifact, expect, test } from '../support/sharedHost';
import { shotVariants } from '../support/shots';
import { call } from '../support/pageApi';

const SIZES = [
  [1280, 800],
  [1024, 700],
] as const;

/**
 * Screenshots at both sizes, in both themes (or only the one showing, while a dialog covers the theme button). In
 * `npm test` the first size in the theme showing only (tests/support/shots.ts): each theme toggled is a click, a
 * re-layout and a capture, seven times in this journey.
 */
async function shots(page: Page, name: string, schemes?: readonly ('dark' | 'light')[]) {
  const showing = (await page.locator('html').getAttribute('data-mantine-color-scheme')) as 'dark' | 'light';
  for (const scheme of schemes ?? shotVariants([showing, showing === 'dark' ? 'light' : 'dark'] as const)) {
    if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    }
    for (const [w, h] of shotVariants(SIZES)) {
      await page.setViewportSize({ width: w, height: h });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: artifact(`dw-match-${name}-${w}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const state = (page: Page, matchId: number) => call<DwTableState>(page, 'dwTable.state', { matchId });
const carOf = (s: DwTableState, name: string) => s.teams.flatMap((t) => t.cars).find((c) => c.name === name)!;

test('a Dirty Wheels match: live cards, calculators with every die, the match log, the result with a preview, Commit and Ctrl+Z', async ({ page, host }) => {
  // The league, its teams and the match are made through the host before the app loads: the first page is the match.
  await call(host, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'toys.league'), ruleset: 'dirtywheels' });
  await call(host, 'league.updateSettings', { seed: 1414 });
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
    const f = await call<{ id: number }>(host, 'franchise.add', { name, colour, owner: '' });
    teams.push(f.id);
    for (const [design, driver] of list) await call(host, 'team.addCar', { franchiseId: f.id, design, driver: newDriver(driver) });
  }
  const m = await call<{ id: number }>(host, 'schedule.add', { track: 'Backyard Brawl', franchiseIds: teams });

  await page.goto(`${host.url}#/match/${m.id}`);
  await expect(page.getByRole('heading', { name: 'Match 1: Backyard Brawl' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Structure: 0 of 3 boxes ticked' })).toHaveCount(2);
  await shots(page, 'start');

  // Initiative: one die per car plus the driver's initiative.
  await page.getByRole('button', { name: 'Roll initiative' }).click();
  await expect(page.getByRole('tab', { name: 'Match log (1)' })).toBeVisible();
  const afterInit = await state(page, m.id);
  const lastRoll = page.getByLabel('Last roll');
  for (const o of afterInit.order!) await expect(lastRoll).toContainText(`initiative score ${o.total}`);
  await expect(lastRoll.getByLabel(/^Die \d$/)).toHaveCount(4);

  // Shoot the Racer with the Chain gun until it takes damage: the preview first, then each die.
  await pick(page, 'Calculator', 'Shoot — Shooting');
  await pick(page, 'Shooter', 'Hauler');
  await pick(page, 'Weapon', 'Chain gun (turret, 10", 10)');
  await pick(page, 'Target', 'Zip');
  await page.getByRole('textbox', { name: 'Distance (")' }).fill('6');
  const preview = page.getByLabel('Preview');
  await expect(preview).toContainText('Needs over 3');
  await expect(preview).toContainText('to roll: 10 × 1d6');
  await shots(page, 'shoot-preview');
  let zip = carOf(afterInit, 'Zip');
  for (let n = 2; zip.card.damage === 0 && n < 8; n++) {
    await page.getByRole('button', { name: 'Fire' }).click();
    await expect(page.getByRole('tab', { name: `Match log (${n})` })).toBeVisible();
    zip = carOf(await state(page, m.id), 'Zip');
  }
  expect(zip.card.damage).toBe(1);
  await expect(lastRoll.getByLabel(/^Die \d/)).toHaveCount(10);
  await expect(lastRoll.getByTestId('dw-outcome')).toHaveText('1 damage to Zip');
  const zipCard = page.getByTestId(`dw-card-${zip.vehicleId}`);
  await expect(zipCard.getByRole('img', { name: 'Structure: 1 of 3 boxes ticked' })).toBeVisible();
  await expect(zipCard).toContainText('11/12');
  await expect(zipCard).toContainText('Attacked this turn by Hauler');
  await shots(page, 'shot');

  // Ctrl+Z takes the shot back with its dice: the seed's counter too, so firing again rolls the very same dice.
  const rolled = await lastRoll.getByLabel(/^Die \d/).allTextContents();
  const logged = (await state(page, m.id)).log.length;
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tab', { name: `Match log (${logged - 1})` })).toBeVisible();
  await expect(zipCard.getByRole('img', { name: 'Structure: 0 of 3 boxes ticked' })).toBeVisible();
  await expect(lastRoll).toHaveCount(0);
  await page.getByRole('button', { name: 'Fire' }).click();
  await expect(page.getByRole('tab', { name: `Match log (${logged})` })).toBeVisible();
  expect(await lastRoll.getByLabel(/^Die \d/).allTextContents()).toEqual(rolled);
  await expect(zipCard.getByRole('img', { name: 'Structure: 1 of 3 boxes ticked' })).toBeVisible();

  // Until Zip is destroyed (one damage per weapon per firing), then Brick is marked destroyed by a correction.
  for (let n = 0; !zip.card.destroyed && n < 12; n++) {
    const logged = (await state(page, m.id)).log.length;
    await page.getByRole('button', { name: 'Fire' }).click();
    await expect(page.getByRole('tab', { name: `Match log (${logged + 1})` })).toBeVisible();
    zip = carOf(await state(page, m.id), 'Zip');
  }
  expect(zip.card).toMatchObject({ destroyed: true, damage: 3, speed: 9 });
  await expect(zipCard).toContainText('Destroyed by Hauler — roll on the destruction table');
  await pick(page, 'Calculator', 'Correct a card — Organizer');
  await pick(page, 'Car', 'Brick');
  await pick(page, 'Change', 'Mark destroyed');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Cy conceded the car');
  await page.getByRole('button', { name: 'Apply the correction' }).click();
  await expect(page.getByText('Game over: Rust Rats has the last cars running.')).toBeVisible();

  await page.getByRole('tab', { name: /^Match log/ }).click();
  await expect(page.getByRole('table', { name: 'Dice log' })).toContainText('Hauler shoots Zip with the Chain gun: attack 1 of 10');
  await shots(page, 'log');

  // The result, prefilled from the table: the last team running wins, kills as the table counted them.
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByRole('radio', { name: 'Win' }).first()).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Rust Rats kills' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Mud Dogs kills' })).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Commit' })).toBeDisabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  const standings = page.getByLabel('Standings preview');
  await expect(standings.getByRole('row', { name: /Rust Rats/ })).toContainText(/1\s*Rust Rats\s*3\s*1\s*0\s*0\s*1/);
  await shots(page, 'result-preview');
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByRole('heading', { name: 'Recorded' })).toBeVisible();
  const recorded = await call<{ status: string; teams: { franchise: string; outcome: string; stats: { kills: number } }[] }>(page, 'match.get', {
    matchId: m.id,
  });
  expect(recorded.status).toBe('recorded');
  expect(recorded.teams.map((t) => [t.franchise, t.outcome, t.stats.kills])).toEqual([
    ['Rust Rats', 'win', 1],
    ['Mud Dogs', 'loss', 0],
  ]);
  await shots(page, 'recorded');

  // Ctrl+Z undoes the recording: the form is back and the match is open again.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
  expect((await call<{ status: string }>(page, 'match.get', { matchId: m.id })).status).toBe('scheduled');

  // Dice typed at the table: each die is asked for; one a d6 cannot show is refused naming the die, nothing written.
  await call(page, 'league.updateSettings', { diceMode: 'manual' });
  await page.getByRole('tab', { name: 'Table' }).click();
  await pick(page, 'Calculator', 'Manoeuvre — Manoeuvres');
  await pick(page, 'Car', 'Hauler');
  await expect(page.getByLabel('Preview')).toContainText('Needs 4+');
  const before = (await state(page, m.id)).log.length;
  await page.getByRole('button', { name: 'Roll the skill test' }).click();
  const ask = page.getByRole('dialog', { name: 'Roll 1d6' });
  await ask.getByRole('textbox', { name: 'Result of 1d6' }).fill('7');
  await ask.getByRole('button', { name: 'Use this roll' }).click();
  await expect(ask.getByRole('alert')).toHaveText('The value 7 typed for "Hauler: Hairpin turn skill test (needs 4+)" cannot come from 1d6: expected 1 to 6.');
  expect((await state(page, m.id)).log.length).toBe(before);
  await shots(page, 'typed-die', [(await page.locator('html').getAttribute('data-mantine-color-scheme')) as 'dark' | 'light']);
  await ask.getByRole('textbox', { name: 'Result of 1d6' }).fill('5');
  await ask.getByRole('button', { name: 'Use this roll' }).click();
  await expect(page.getByLabel('Last roll').getByTestId('dw-outcome')).toHaveText('Hauler performs the Hairpin turn');
  await expect(page.getByLabel('Last roll').getByLabel('Die 5 (success)')).toBeVisible();
});
