/**
 * Issue 14, "Building": a new user makes a Dirty Wheels league in the New League dialog and builds two teams in the
 * team builder, in real Chromium against the browser host: a derived value follows an upgrade and Ctrl+Z takes it
 * back, the team sheet prints as the command line prints it, and a game is recorded. The editor's logic (refused
 * choices with the rule's words, rolls, the house rules switched in Settings, the 8-point buy, a refused rename,
 * typed dice) is tested on its own in tests/components/dirtywheels/teamBuilder.test.tsx.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { withoutPrintTime } from '../campaign/pdfCompare';
import { artifact, expect, test } from '../support/hostFixture';
import { shotVariants } from '../support/shots';
import { call } from '../support/pageApi';
import { openScreen } from '../support/screens';

/** Bounds a hang only: the first PDF of a fresh host starts its render workers (see print.spec.ts). */
const MAKING_A_PDF = 120_000;

async function shots(page: Page, name: string) {
  for (const [w, h] of shotVariants([
    [1280, 800],
    [1024, 700],
  ] as const)) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: artifact(`dw-team-${name}-${w}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Picks an option of a Mantine select by its label (its dropdown lists each option with its reason, if any). */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

async function addTeam(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add a team' });
  await dialog.getByRole('textbox', { name: 'Team name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add the team' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(name);
}

async function addCar(page: Page, car: string, type: string, driver: string) {
  await page.getByRole('button', { name: 'Add a car' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add a car to/ });
  await dialog.getByRole('textbox', { name: 'Car name' }).fill(car);
  await dialog.getByText(type, { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Driver name' }).fill(driver);
  await dialog.getByRole('button', { name: 'Add the car' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Car' }).getByRole('textbox', { name: 'Car name' })).toHaveValue(car);
}

test('issue 14: a Dirty Wheels league built in the app: two teams, an upgrade undone, the team sheet printed, a game recorded and the table', async ({
  page,
  host,
}, info) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  await expect(page.getByTestId('league-name')).toHaveText('My League');

  // The New League dialog offers Dirty Wheels.
  await page.getByRole('button', { name: 'League menu' }).click();
  await page.getByRole('menuitem', { name: 'New League…' }).click();
  const newLeague = page.getByRole('dialog', { name: 'New league' });
  await newLeague.getByTestId('ruleset-dirtywheels').click();
  await newLeague.getByRole('textbox', { name: 'League name' }).fill('Toy Box');
  await page.getByRole('button', { name: 'Create league' }).click();
  await expect(newLeague).toHaveCount(0);
  await expect(page.getByTestId('league-name')).toHaveText('Toy Box');

  // Its navigation: the League, its Teams, Match and Season; none of Dethmetal's Garage or Roster.
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await expect(nav.getByRole('link')).toHaveText([/^League/, /^Teams/, /^Match/, /^Season/]);
  await openScreen(page, '#/garage');
  await expect(page.getByRole('status')).toContainText('Dirty Wheels has no Garage screen');

  await nav.getByRole('link', { name: /^Teams/ }).click();
  await expect(page.getByText('No teams yet')).toBeVisible();
  await shots(page, 'empty');
  await page.getByRole('button', { name: 'Add a team' }).click();
  await addTeam(page, 'Rust Rats');
  await page.getByRole('button', { name: 'New team' }).click();
  await addTeam(page, 'Mud Dogs');
  await expect(page.getByTestId('team-size')).toHaveText('0 / 3');
  await expect(page.getByText('Mud Dogs has no cars yet')).toBeVisible();
  await shots(page, 'no-cars');
  await page.getByRole('button', { name: 'Add a car' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a car to Mud Dogs' })).toBeVisible();
  await shots(page, 'add-car');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // ---- Mud Dogs: a Racer (the league's defaults: stats, traits and upgrades rolled) ----
  await addCar(page, 'Zippy', 'Racer', 'Max');
  await shots(page, 'editor-new-racer');

  // ---- the league switches to bought stats and picked upgrades (house rules, gaps.md #13, #14, #15; the Settings
  // panel's clicks are the component test's) ----
  await call(page, 'league.updateSettings', { houseRules: { driverStats: 'buy', upgrades: 'pick', upgradeCount: 'up-to-3' } });
  // Through the League screen, as the organizer came back from Settings: the Teams screen reads the rules anew.
  await nav.getByRole('link', { name: /^League/ }).click();
  await nav.getByRole('link', { name: /^Teams/ }).click();
  await pick(page, page.getByRole('combobox', { name: 'Team' }), 'Rust Rats');
  await addCar(page, 'Big Rig', 'Truck', 'Dora');

  const speed = page.getByRole('region', { name: 'On the table' }).getByTestId('derived-speed');
  await expect(speed).toHaveText('4"');
  // An upgrade changes the derived speed, and the number says why on hover.
  const upgrades = page.getByRole('region', { name: 'Upgrades' });
  await pick(page, upgrades.getByRole('combobox', { name: 'Add an upgrade' }), 'Modded engine');
  await expect(speed).toHaveText('7"');
  await speed.hover();
  await expect(page.getByRole('tooltip')).toContainText('Modded engine');
  await expect(page.getByRole('tooltip')).toContainText('+3"');
  await expect(page.getByRole('tooltip')).toContainText('Car upgrades');
  await page.screenshot({ path: artifact('dw-team-editor-upgrade-explained-1280.png') });
  // Ctrl+Z: the journal undoes the upgrade, and the speed follows.
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Undone')).toBeVisible();
  await expect(speed).toHaveText('4"');
  await expect(upgrades).toContainText('No upgrades yet.');

  // A second car.
  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();
  await addCar(page, 'Dust Devil', 'Standard', 'Ray');
  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByTestId('team-size')).toHaveText('2 / 3');
  await expect(page.getByRole('article', { name: 'Dust Devil' })).toContainText('Ray');
  // Both themes when run alone; npm test photographs the dark one only (tests/support/shots.ts).
  for (const scheme of shotVariants(['dark', 'light'] as const)) {
    if (scheme === 'light') {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    await shots(page, `team-${scheme}`);
  }

  // The League overview lists the teams with their cars against the team size.
  await nav.getByRole('link', { name: /^League/ }).click();
  const teams = page.getByRole('table', { name: 'Teams in the league' });
  // Mud Dogs' driver was made before the league switched to the 8-point buy: its stats may cost other than 8, and the
  // card then counts that problem (read from the service).
  const mud = await call<{ cars: { problems: unknown[] }[] }>(page, 'team.get', { franchiseId: 2 });
  const mudProblems = mud.cars[0]!.problems.length;
  const mudBuild = mudProblems === 0 ? 'legal' : `${mudProblems} problem${mudProblems === 1 ? '' : 's'}`;
  await expect(teams.getByRole('row')).toHaveText([/Team/, new RegExp(`Mud Dogs.*1 / 3${mudBuild}`), /Rust Rats.*2 \/ 3.*legal/]);
  await shots(page, 'league-light');
  await teams.getByRole('link', { name: 'Rust Rats' }).click();
  await page.getByRole('button', { name: 'Edit Big Rig' }).click();
  await expect(page.getByRole('region', { name: 'On the table' })).toContainText('Big Rig');
  await shots(page, 'editor-light');
  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();

  // Remove asks first; keeping the car changes nothing.
  await page.getByRole('button', { name: 'Remove Dust Devil' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove Dust Devil?' })).toContainText('Ctrl+Z brings both back');
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The team sheet: the PDF arrives, made from the league file as the command line makes it.
  await page.getByRole('button', { name: 'Print team sheet' }).click();
  const print = page.getByRole('dialog', { name: 'Team sheet — Rust Rats' });
  await expect(print.getByTestId('pdf-summary').or(print.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
  await expect(print.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets? · \d+ kB$/);
  await page.screenshot({ path: artifact('dw-team-print-1280.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('link', { name: 'Download PDF' }).click()]);
  const pdf = info.outputPath('team.pdf');
  await download.saveAs(pdf);
  // The same file `league print franchise` writes (its contents, both cars' cards, are read in tests/sheets/dirtywheels.test.ts).
  const leagueFile = (await call<{ path: string }>(page, 'league.get', {})).path;
  const cli = info.outputPath('cli.pdf');
  execFileSync(process.execPath, ['dist/cli/league.cjs', 'print', 'franchise', leagueFile, '--id', '1', '--out', cli]);
  expect((await withoutPrintTime(readFileSync(pdf))).equals(await withoutPrintTime(readFileSync(cli)))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(print).toHaveCount(0);

  // One car's card prints from its own button.
  await page.getByRole('button', { name: 'Print Big Rig' }).click();
  const carSheet = page.getByRole('dialog', { name: 'Car card — Big Rig' });
  await expect(carSheet.getByTestId('pdf-summary').or(carSheet.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
  await expect(carSheet.getByTestId('pdf-summary')).toHaveText(/^1 sheet · \d+ kB$/);
  await page.keyboard.press('Escape');

  // Removing a car takes its driver; Ctrl+Z brings both back.
  await page.getByRole('button', { name: 'Remove Dust Devil' }).click();
  await page.getByRole('button', { name: 'Remove the car and its driver' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByTestId('team-size')).toHaveText('1 / 3');
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('article', { name: 'Dust Devil' })).toContainText('Ray');
  await expect(page.getByTestId('team-size')).toHaveText('2 / 3');

  // ---- Game night, as the same new user: the game scheduled by hand, opened from the Match screen, its result
  // recorded with a preview, and the season's table ----
  await nav.getByRole('link', { name: /^Season/ }).click();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByRole('textbox', { name: 'Event' }).fill('Backyard Brawl');
  await page.getByRole('button', { name: 'Add to the schedule' }).click();
  await expect(page.getByRole('table', { name: 'Schedule' }).locator('tbody tr')).toHaveCount(1);
  await nav.getByRole('link', { name: /^Match/ }).click();
  await page.getByRole('table', { name: 'Matches' }).getByRole('link', { name: 'Play it' }).click();
  await expect(page.getByRole('heading', { name: 'Match 1: Backyard Brawl' })).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  const result = page.getByRole('table', { name: 'Result' });
  await result
    .getByRole('row', { name: /Rust Rats/ })
    .getByText('Win', { exact: true })
    .click();
  await result
    .getByRole('row', { name: /Mud Dogs/ })
    .getByText('Loss', { exact: true })
    .click();
  await page.getByRole('textbox', { name: 'Rust Rats kills' }).fill('1');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Standings preview').getByRole('row', { name: /Rust Rats/ })).toContainText('3');
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByRole('heading', { name: 'Recorded' })).toBeVisible();
  await page.screenshot({ path: artifact('dw-team-game-recorded-1280.png') });
  await nav.getByRole('link', { name: /^Season/ }).click();
  await page.getByRole('tab', { name: 'Standings' }).click();
  const standings = page.getByRole('table', { name: 'Standings', exact: true }).locator('tbody tr');
  // #, team, P, W, D, L, points, kills
  await expect
    .poll(() => standings.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent?.trim()))))
    .toEqual([
      ['1', 'Rust Rats', '1', '1', '0', '0', '3', '1'],
      ['2', 'Mud Dogs', '1', '0', '0', '1', '0', '0'],
    ]);
  await page.screenshot({ path: artifact('dw-team-game-standings-1280.png') });
});
