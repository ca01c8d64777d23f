/**
 * Issue 26, as a new user of the hex RPG ruleset would go: create the league in the New League dialog, see the
 * league's vehicle table in Settings, build two gangs in the editor (characters with their attributes and skills, a
 * car and a bike, who drives; an illegal skill level offered off with the rule's words), play a session through the
 * match screen's calculators (every modifier and the odds before the roll), record its outcome with a preview, and run
 * the days between sessions (healing and repairs with a preview, Commit); print a character sheet, the same file
 * `league print character` writes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withoutPrintTime } from '../campaign/pdfCompare';
import { artifact, expect, test } from '../support/hostFixture';
import { printLater } from '../support/cliPrint';
import { call } from '../support/pageApi';
import { openScreen } from '../support/screens';
import { shotVariants } from '../support/shots';

/** Bounds a hang only: the first PDF of a fresh host starts its render workers (see print.spec.ts). */
const MAKING_A_PDF = 120_000;

const SIZES = [
  [1280, 800],
  [1024, 700],
] as const;

async function shots(page: Page, name: string) {
  for (const [w, h] of shotVariants(SIZES)) {
    await page.setViewportSize({ width: w, height: h });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact(`hexrpg-${name}-${w}.png`) });
    // No screen of it scrolls sideways at the smallest size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A gang in the Gangs screen's dialog. */
async function addGang(page: Page, name: string) {
  await page
    .getByRole('button', { name: 'Add a gang' })
    .or(page.getByRole('button', { name: 'New gang' }))
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a gang' });
  await dialog.getByRole('textbox', { name: 'Gang' }).fill(name);
  await dialog.getByRole('button', { name: 'Add the gang' }).click();
  await expect(dialog).toHaveCount(0);
  // The new gang's own page, not the last one's still on screen: a form filled before it comes is remade empty.
  await expect(page.getByRole('combobox', { name: 'Gang' })).toHaveValue(name);
  await expect(page.getByRole('region', { name: 'Characters' })).toBeVisible();
}

async function addCharacter(page: Page, name: string) {
  const list = page.getByRole('region', { name: 'Characters' });
  await list.getByRole('textbox', { name: 'New character’s name' }).fill(name);
  await list.getByRole('button', { name: 'Add a character' }).click();
  await list.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('textbox', { name: 'Name' })).toHaveValue(name);
}

/** A vehicle with the new character at its controls (the core's team builder adds them together). */
async function addVehicle(page: Page, name: string, kind: 'Bike' | 'Car' | 'Warcar', driver: string) {
  const list = page.getByRole('region', { name: 'Vehicles' });
  await list.getByText(kind, { exact: true }).click();
  await list.getByRole('textbox', { name: 'New vehicle’s name' }).fill(name);
  await list.getByRole('textbox', { name: kind === 'Bike' ? 'Its rider' : 'Its driver' }).fill(driver);
  await list.getByRole('button', { name: 'Add a vehicle' }).click();
  await expect(list.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await page
    .getByRole('region', { name: 'Characters' })
    .getByRole('button', { name: new RegExp(`^${driver}`) })
    .click();
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('textbox', { name: 'Name' })).toHaveValue(driver);
}

/** Sets an attribute box and leaves it (the editor saves a legal sheet on leaving the box). */
async function attribute(page: Page, label: string, value: string) {
  const box = page.getByRole('region', { name: 'Editor' }).getByRole('textbox', { name: label, exact: true });
  await box.fill(value);
  await box.press('Tab');
}

async function level(page: Page, skill: string, option: string) {
  await page
    .getByRole('group', { name: skill, exact: true })
    .getByRole('combobox', { name: `${skill} level` })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'a hex RPG league as a new user: the New League dialog, two gangs built in the editor, a session through the match screen, the days between sessions',
  {
    tag: '@hexrpg',
  },
  async ({ page, host }, info) => {
    await page.goto(host.url);
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    await page.getByRole('button', { name: 'League menu' }).click();
    await page.getByRole('menuitem', { name: 'New League…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New league' });
    await dialog.getByTestId('ruleset-hexrpg').click();
    await page.getByRole('textbox', { name: 'League name' }).fill('The Wastes');
    await page.getByRole('button', { name: 'Create league' }).click();
    await expect(page.getByTestId('league-name')).toHaveText('The Wastes');
    await call(page, 'league.updateSettings', { seed: 2626 });
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await expect(nav.getByRole('link')).toHaveText([/^League/, /^Gangs/, /^Match/, /^Season/]);

    // League › Settings: the typical vehicles (the chapter's table is missing).
    await openScreen(page, '#/league/settings');
    const table = page.getByRole('region', { name: 'Typical vehicles' });
    await expect(table.getByRole('textbox', { name: 'Warcar: Move' })).toHaveValue('7');
    await shots(page, 'vehicle-table');

    // Two gangs built in the editor.
    await openScreen(page, '#/gangs');
    await addGang(page, 'Rust Eaters');
    await addVehicle(page, 'Rustbucket', 'Car', 'Mad Mags');
    await attribute(page, 'MUSC', '14');
    await attribute(page, 'DRIV', '10');
    await expect(page.getByTestId('derived-hp')).toContainText('14');
    await page.getByRole('combobox', { name: 'Add a weapons skill' }).click();
    await page.getByRole('option', { name: 'Shotgun' }).click();
    await expect(page.getByRole('group', { name: 'Shotgun', exact: true })).toBeVisible();
    // Refused: a weapons skill of level 0 is no skill (3b); the option is off and says so.
    await page.getByRole('group', { name: 'Shotgun', exact: true }).getByRole('combobox', { name: 'Shotgun level' }).click();
    const none = page.getByRole('option', { name: /^none/ });
    await expect(none).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(none).toContainText('A weapons skill of level 0 is no skill: leave it out');
    await shots(page, 'gang-refused');
    await page.getByRole('option', { name: 'level 2', exact: true }).click();
    await level(page, 'Driving a car', 'level 2');
    await addCharacter(page, 'Grease');
    await level(page, 'Mechanic', 'level 2');
    await level(page, 'Medical', 'level 1');
    await expect(page.getByRole('region', { name: 'Characters' }).getByRole('button', { name: /^Mad Mags/ })).toContainText('driver of Rustbucket');
    await shots(page, 'gang');

    // Grease's character sheet: the PDF arrives, the same file `league print character` writes (its pages and text are
    // read in tests/sheets/hexrpgPrint.test.ts).
    const leagueFile = (await call<{ path: string }>(page, 'league.get', {})).path;
    const eaters = (await call<{ id: number; name: string }[]>(page, 'franchise.list', {})).find((t) => t.name === 'Rust Eaters')!;
    const onFoot = (await call<{ onFoot: { competitorId: number; person: { name: string } }[] }>(page, 'team.get', { franchiseId: eaters.id })).onFoot;
    const grease = onFoot.find((p) => p.person.name === 'Grease')!;
    // The command line prints the league as it is now, alongside the rest of the journey (tests/support/cliPrint.ts).
    const fromCli = await printLater(leagueFile, ['character'], ['--id', String(grease.competitorId)], info.outputPath('cli.pdf'));
    await page.getByRole('button', { name: 'Print Grease' }).click();
    const print = page.getByRole('dialog', { name: 'Character sheet — Grease' });
    await expect(print.getByTestId('pdf-summary').or(print.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
    await expect(print.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets? · \d+ kB$/);
    await page.screenshot({ path: artifact('hexrpg-print-1280.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('link', { name: 'Download PDF' }).click()]);
    const pdf = info.outputPath('character.pdf');
    await download.saveAs(pdf);
    await page.keyboard.press('Escape');
    await expect(print).toHaveCount(0);

    await addGang(page, 'Chrome Jackals');
    await addVehicle(page, 'Jackal One', 'Bike', 'Jax');
    await page.getByRole('combobox', { name: 'Add a weapons skill' }).click();
    await page.getByRole('option', { name: 'Pistol' }).click();
    await level(page, 'Driving a bike', 'level 1');

    // A session between them, scheduled as the Season screen would; played on its match page.
    const gangs = await call<{ id: number; name: string }[]>(page, 'franchise.list', {});
    const m = await call<{ id: number }>(page, 'schedule.add', { track: 'The Dry Lake', franchiseIds: gangs.map((g) => g.id) });
    await openScreen(page, `#/match/${m.id}`);
    const calculators = page.getByRole('region', { name: 'Calculators' });
    await expect(calculators).toBeVisible();
    const pickIn = async (label: string, option: string | RegExp) => {
      await calculators.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await pickIn('Attacker', /^Mad Mags/);
    await pickIn('Weapon', /^Shotgun/);
    await pickIn('Target', /^Jax/);
    // Before the roll: every modifier with its section, and the odds.
    const before = calculators.getByRole('group', { name: 'Before the roll' });
    await expect(before).toContainText('Skill level 2');
    await expect(calculators.getByRole('region', { name: 'Odds before rolling' })).toContainText(/\d/);
    await shots(page, 'match-attack');
    await calculators.getByRole('button', { name: 'Roll' }).click();
    await expect(page.getByRole('group', { name: 'Last roll' })).toBeVisible();

    // The session's outcome: preview, then Commit.
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByRole('button', { name: 'Preview' }).click();
    await expect(result.getByRole('group', { name: 'Standings preview' })).toContainText('Rust Eaters');
    await result.getByRole('button', { name: 'Commit' }).click();
    await expect(result).toContainText('Recorded');

    // Between sessions: a week passes; Grease mends the car and treats the wounded.
    const between = page.getByRole('region', { name: 'Between sessions' });
    await between.getByRole('button', { name: 'Preview' }).click();
    await expect(between.getByRole('table', { name: 'Recovery lines' })).toContainText('Mad Mags');
    await shots(page, 'between');
    await between.getByRole('button', { name: 'Commit' }).click();
    await expect(between).toContainText('7 days applied');

    // The character sheet the app downloaded is the file `league print character` wrote of the league at that moment.
    expect((await withoutPrintTime(readFileSync(pdf))).equals(await withoutPrintTime(await fromCli()))).toBe(true);
  },
);
