/**
 * Issue 14, "Building": a new user makes a Dirty Wheels league in the New League dialog and builds two teams in the
 * team builder, in real Chromium against the browser host: illegal choices are off with the rule's words, the app
 * rolls a driver, a derived value follows an upgrade and Ctrl+Z takes it back, and the team sheet prints.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { withoutPrintTime } from '../campaign/pdfCompare';
import { artifact, expect, test } from '../support/hostFixture';
import { shotVariants } from '../support/shots';
import { call } from '../support/pageApi';

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

test('issue 14: a Dirty Wheels league built in the app: two teams, refused choices with their rule, a rolled driver, an upgrade undone, the team sheet printed, a game recorded and the table', async ({
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
  await page.goto(`${host.url.split('?')[0]}#/garage`);
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

  // ---- Mud Dogs: a Racer with a rolled driver (the league's defaults: stats, traits and upgrades rolled) ----
  await addCar(page, 'Zippy', 'Racer', 'Max');
  await shots(page, 'editor-new-racer');
  // Two fixed machine guns: the Racer's turret is closed as printed ("or"), and a heavy weapon cannot be fixed.
  await expect(page.getByTestId('closed-turret')).toHaveText(
    'A Racer takes "2 fixed light, or 1 turret light.": fixed weapons or a turret weapon, not both (house rule "Weapon line \'or\'": as printed). (Car types)',
  );
  await expect(page.getByRole('combobox', { name: 'Turret weapon 1' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Fixed weapon 1' }).click();
  const chainGun = page.getByRole('option', { name: /^Chain gun/ });
  await expect(chainGun).toHaveAttribute('data-combobox-disabled', 'true');
  await expect(chainGun).toContainText('A Racer takes "2 fixed light, or 1 turret light.": the Chain gun is a heavy weapon and cannot be fixed.');
  await page.screenshot({ path: artifact('dw-team-refused-heavy-fixed-1280.png') });
  await page.getByRole('option', { name: /^Light laser/ }).click();
  await expect(page.getByRole('table', { name: 'Weapons' })).toContainText('Light laser');

  const driverSection = page.getByRole('region', { name: 'Driver' });
  await driverSection.getByRole('button', { name: 'Roll the driver' }).click();
  await expect(page.getByText('Driver rolled')).toBeVisible();
  // A roll stands: the button is off and the service's words say why.
  await expect(driverSection.getByRole('button', { name: 'Roll the driver' })).toBeDisabled();
  await expect(driverSection).toContainText('Max was rolled already');
  await expect(driverSection).toContainText('a roll stands (Drivers)');
  const team = await call<{ cars: { driver: { traitAllowance?: number; traits: string[] } }[] }>(page, 'team.get', { franchiseId: 2 });
  expect(team.cars[0]!.driver.traitAllowance).toBeGreaterThanOrEqual(0);
  // Seeded and logged with its purpose, like every roll of the league.
  const log = await call<{ purpose: string }[]>(page, 'dice.log', { limit: 50 });
  expect(log.map((r) => r.purpose)).toContain('Max: initiative (Drivers › Stat table)');
  await page.getByRole('region', { name: 'Upgrades' }).getByRole('button', { name: 'Roll the upgrades' }).click();
  await expect(page.getByText('Upgrades rolled')).toBeVisible();
  await shots(page, 'editor-rolled');

  // ---- the league switches to bought stats and picked upgrades (house rules, gaps.md #13, #14, #15) ----
  await nav.getByRole('link', { name: /^League/ }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByTestId('settings-panel');
  for (const [rule, option] of [
    ['driverStats', 'Bought with 8 points'],
    ['upgrades', 'Picked'],
    ['upgradeCount', 'Up to 3'],
  ] as const)
    await panel.locator(`[data-rule="${rule}"]`).getByText(option, { exact: true }).click();
  await shots(page, 'league-settings');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await nav.getByRole('link', { name: /^Teams/ }).click();
  await pick(page, page.getByRole('combobox', { name: 'Team' }), 'Rust Rats');
  await addCar(page, 'Big Rig', 'Truck', 'Dora');

  // A Truck takes a heavy turret weapon and ignores its -2" (Car types).
  const speed = page.getByRole('region', { name: 'On the table' }).getByTestId('derived-speed');
  await expect(speed).toHaveText('4"');
  await pick(page, page.getByRole('combobox', { name: 'Turret weapon 1' }), 'Chain gun');
  await expect(page.getByRole('table', { name: 'Weapons' })).toContainText('Chain gun');
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
  // The same upgrade twice is off: this league re-rolls duplicates (house rule "Duplicate upgrades").
  await upgrades.getByRole('combobox', { name: 'Add an upgrade' }).click();
  const again = page.getByRole('option', { name: /^Modded engine/ });
  await expect(again).toHaveAttribute('data-combobox-disabled', 'true');
  await expect(again).toContainText('Modded engine is taken twice; this league re-rolls duplicate upgrades (house rule "Duplicate upgrades").');
  await page.keyboard.press('Escape');

  // Ctrl+Z: the journal undoes the upgrade, and the speed follows.
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Undone')).toBeVisible();
  await expect(speed).toHaveText('4"');
  await expect(upgrades).toContainText('No upgrades yet.');

  // The 8-point buy: the meter counts, and a row that would overspend is off with the rule's words.
  const driver = page.getByRole('region', { name: 'Driver' });
  await expect(driver.getByTestId('buy-meter')).toHaveText('8 / 8 spent');
  await expect(driver.getByTestId('buy-full')).toContainText('“every player has 8 points per driver to spend on stats”');
  await expect(driver.getByRole('radio', { name: '3+ · 3 pts' }).last()).toBeDisabled();
  await driver.getByRole('radiogroup', { name: 'Initiative' }).getByText('1 · 1 pt').click();
  await expect(driver.getByTestId('buy-meter')).toHaveText('7 / 8 spent · 1 left');
  await driver.getByRole('radiogroup', { name: 'Skill' }).getByText('3+ · 3 pts').click();
  await expect(driver.getByTestId('buy-meter')).toHaveText('8 / 8 spent');
  await shots(page, 'editor-buy');

  // A second car; a rename the service refuses shows its words at the box.
  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();
  await addCar(page, 'Dust Devil', 'Standard', 'Ray');
  await pick(page, page.getByRole('combobox', { name: 'Fixed weapon 1' }), 'Flamethrower');
  const carName = page.getByRole('region', { name: 'Car' }).getByRole('textbox', { name: 'Car name' });
  await carName.fill('   ');
  await carName.press('Enter');
  await expect(page.getByRole('region', { name: 'Car' }).getByRole('alert')).toContainText('Car name');
  await carName.press('Escape');

  // Typed dice: with the organizer rolling at the table, the roll asks for each die, checks its range, then saves.
  await call(page, 'league.updateSettings', { diceMode: 'manual' });
  await page.getByRole('region', { name: 'Driver' }).getByRole('button', { name: 'Roll the traits' }).click();
  const dice = page.getByRole('dialog', { name: /^Roll 1d3-1/ });
  await expect(dice).toContainText('Ray: number of traits (Drivers › Traits)');
  await dice.getByRole('textbox', { name: /^Result of/ }).fill('9');
  await dice.getByRole('button', { name: 'Use this roll' }).click();
  await expect(page.getByRole('dialog', { name: /^Roll 1d3-1/ }).getByRole('alert')).toBeVisible();
  await page.screenshot({ path: artifact('dw-team-typed-dice-1280.png') });
  await page
    .getByRole('dialog', { name: /^Roll 1d3-1/ })
    .getByRole('textbox', { name: /^Result of/ })
    .fill('1');
  await page
    .getByRole('dialog', { name: /^Roll 1d3-1/ })
    .getByRole('button', { name: 'Use this roll' })
    .click();
  await expect(page.getByText('Traits rolled')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Driver' }).getByRole('button', { name: 'Roll the traits' })).toBeDisabled();
  await call(page, 'league.updateSettings', { diceMode: 'app' });

  await page.getByRole('link', { name: 'Teams · Rust Rats' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByTestId('team-size')).toHaveText('2 / 3');
  await expect(page.getByRole('article', { name: 'Dust Devil' })).toContainText('Ray');
  for (const scheme of ['dark', 'light'] as const) {
    if (scheme === 'light') {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    await shots(page, `team-${scheme}`);
  }

  // The League overview lists the teams with their cars against the team size.
  await nav.getByRole('link', { name: /^League/ }).click();
  const teams = page.getByRole('table', { name: 'Teams in the league' });
  // Mud Dogs' driver was rolled before the league switched to the 8-point buy: rolled stats may cost over 8, and the
  // card then counts that problem (the seed is the league's own, so the count is read from the service).
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
