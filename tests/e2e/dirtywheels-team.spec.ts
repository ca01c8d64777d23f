/**
 * Issue 14, "Building": a new user makes a Dirty Wheels league in the New League dialog, in real Chromium against the
 * browser host: its navigation, a derived value following an upgrade that Ctrl+Z takes back, and the team sheet
 * printed as the command line prints it. The teams are made through the services; the screens' logic is component
 * tests: the editor (refused choices with the rule's words, rolls, the house rules switched in Settings, the 8-point
 * buy, a refused rename, typed dice) in tests/components/dirtywheels/teamBuilder.test.tsx, and the Add a team and Add
 * a car dialogs, Remove (asked, taking the driver, undone), the League overview's teams and a game night (scheduled
 * by hand, played, previewed, committed, the table) in tests/components/dirtywheels/teamScreens.test.tsx.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { withoutPrintTime } from '../campaign/pdfCompare';
import { printLater } from '../support/cliPrint';
import { artifact, expect, test } from '../support/sharedHost';
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

test('issue 14: a Dirty Wheels league made in the New League dialog: its navigation, an upgrade undone with Ctrl+Z, the team sheet printed as the command line prints it', async ({
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

  // The teams, made through the services in the league the dialog made (their dialogs are the component tests'), with
  // bought stats and picked upgrades (house rules, gaps.md #13, #14, #15).
  await call(page, 'league.updateSettings', { houseRules: { driverStats: 'buy', upgrades: 'pick', upgradeCount: 'up-to-3' } });
  const rats = await call<{ id: number }>(page, 'franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const dogs = await call<{ id: number }>(page, 'franchise.add', { name: 'Mud Dogs', colour: '#2980b9', owner: '' });
  for (const [franchise, car, type, driver] of [
    [dogs.id, 'Zippy', 'Racer', 'Max'],
    [rats.id, 'Big Rig', 'Truck', 'Dora'],
    [rats.id, 'Dust Devil', 'Standard', 'Ray'],
  ] as const)
    await call(page, 'team.addCar', { franchiseId: franchise, design: { ...newCarDesign(car), type }, driver: newDriver(driver) });

  // The Teams screen from the navigation, on Rust Rats.
  await nav.getByRole('link', { name: /^Teams/ }).click();
  await pick(page, page.getByRole('combobox', { name: 'Team' }), 'Rust Rats');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByTestId('team-size')).toHaveText('2 / 3');
  // Both themes when run alone; npm test photographs the dark one only (tests/support/shots.ts).
  for (const scheme of shotVariants(['dark', 'light'] as const)) {
    if (scheme === 'light') {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    await shots(page, `team-${scheme}`);
  }

  await page.getByRole('button', { name: 'Edit Big Rig' }).click();
  const speed = page.getByRole('region', { name: 'On the table' }).getByTestId('derived-speed');
  await expect(speed).toHaveText('4"');
  // An upgrade changes the derived speed, and the number says why on hover.
  const upgrades = page.getByRole('region', { name: 'Upgrades' });
  await pick(page, upgrades.getByRole('combobox', { name: 'Add an upgrade' }), 'Modded engine');
  await expect(speed).toHaveText('7"');
  await speed.hover();
  await expect(page.getByRole('tooltip')).toContainText('Modded engine');
  await expect(page.getByRole('tooltip')).toContainText('+3"');
  await shots(page, 'editor-upgrade-explained');
  // Ctrl+Z: the journal undoes the upgrade, and the speed follows.
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Undone')).toBeVisible();
  await expect(speed).toHaveText('4"');
  await expect(upgrades).toContainText('No upgrades yet.');
  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();

  // The team sheet: the PDF arrives, made from the league file as the command line makes it. The command line prints
  // the league as it is now, alongside the rest of the journey (tests/support/cliPrint.ts).
  const leagueFile = (await call<{ path: string }>(page, 'league.get', {})).path;
  const fromCli = await printLater(leagueFile, ['franchise'], ['--id', String(rats.id)], info.outputPath('cli.pdf'));
  await page.getByRole('button', { name: 'Print team sheet' }).click();
  const print = page.getByRole('dialog', { name: 'Team sheet — Rust Rats' });
  await expect(print.getByTestId('pdf-summary').or(print.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
  await expect(print.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets? · \d+ kB$/);
  await page.screenshot({ path: artifact('dw-team-print-1280.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('link', { name: 'Download PDF' }).click()]);
  const pdf = info.outputPath('team.pdf');
  await download.saveAs(pdf);
  await page.keyboard.press('Escape');
  await expect(print).toHaveCount(0);

  // One car's card prints from its own button.
  await page.getByRole('button', { name: 'Print Big Rig' }).click();
  const carSheet = page.getByRole('dialog', { name: 'Car card — Big Rig' });
  await expect(carSheet.getByTestId('pdf-summary').or(carSheet.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
  await expect(carSheet.getByTestId('pdf-summary')).toHaveText(/^1 sheet · \d+ kB$/);
  await page.keyboard.press('Escape');
  await expect(carSheet).toHaveCount(0);

  // The League overview from the navigation lists both teams, each a link to its team.
  await nav.getByRole('link', { name: /^League/ }).click();
  const teams = page.getByRole('table', { name: 'Teams in the league' });
  await expect(teams.getByRole('row')).toHaveText([/Team/, /Mud Dogs.*1 \/ 3.*legal/, /Rust Rats.*2 \/ 3.*legal/]);
  await shots(page, 'league');

  // The team sheet downloaded is the file `league print franchise` wrote of the league at that moment (its contents,
  // both cars' cards, are read in tests/sheets/dirtywheels.test.ts).
  expect((await withoutPrintTime(readFileSync(pdf))).equals(await withoutPrintTime(await fromCli()))).toBe(true);
});
