/**
 * Issue 24, as a new user of the battlecars ruleset would go: create the league in the New League dialog, build two
 * players in the editor (a vehicle each on the league's card types, pods loaded, an illegal load refused with the
 * rule's words), print a vehicle card (the file `league print` writes), play a game through the match screen's
 * calculators, record its result, see the standings.
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
  const showing = (await page.locator('html').getAttribute('data-mantine-color-scheme')) as 'dark' | 'light';
  for (const scheme of shotVariants([showing, showing === 'dark' ? 'light' : 'dark'] as const)) {
    if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    }
    for (const [w, h] of shotVariants(SIZES)) {
      await page.setViewportSize({ width: w, height: h });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: artifact(`battlecars-${name}-${w}-${scheme}.png`) });
      // No screen of it scrolls sideways at the smallest size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds a player in the Players screen's dialog, then its vehicle and driver in the form the empty player shows. */
async function addPlayer(page: Page, player: string, vehicle: string, cardType: string, driver: string) {
  const players = page.getByRole('button', { name: 'Add a player' }).or(page.getByRole('button', { name: 'New player' }));
  await players.first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a player' });
  await dialog.getByRole('textbox', { name: 'Player' }).fill(player);
  await dialog.getByRole('button', { name: 'Add the player' }).click();
  await expect(dialog).toHaveCount(0);
  const form = page.getByRole('region', { name: 'Add a vehicle' });
  await expect(form).toContainText(`${player} has no vehicle yet`);
  await form.getByRole('textbox', { name: 'Vehicle name' }).fill(vehicle);
  await form.getByText(cardType, { exact: true }).click();
  await form.getByRole('textbox', { name: 'Driver' }).fill(driver);
  await form.getByRole('button', { name: 'Add the vehicle' }).click();
  await expect(page.getByRole('region', { name: 'Pods and turrets' })).toBeVisible();
}

async function load(page: Page, mount: string, weapon: string) {
  const group = page.getByRole('group', { name: mount, exact: true });
  await group.getByRole('combobox', { name: `Load the ${mount}` }).click();
  await page.getByRole('option', { name: weapon, exact: true }).click();
  await expect(group.getByLabel(`${mount} counters`)).toContainText(weapon);
}

test(
  'a battlecars league as a new user: the New League dialog, two players built in the editor, a vehicle card printed, a game through the match screen, the standings',
  {
    tag: '@battlecars',
  },
  async ({ page, host }, info) => {
    await page.goto(host.url);
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    await page.getByRole('button', { name: 'League menu' }).click();
    await page.getByRole('menuitem', { name: 'New League…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New league' });
    await dialog.getByTestId('ruleset-battlecars').click();
    await page.getByRole('textbox', { name: 'League name' }).fill('Crossroads');
    await page.getByRole('button', { name: 'Create league' }).click();
    await expect(page.getByTestId('league-name')).toHaveText('Crossroads');
    await call(page, 'league.updateSettings', { seed: 2424 });
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await expect(nav.getByRole('link')).toHaveText([/^League/, /^Players/, /^Match/, /^Season/]);

    // League › Settings: the card types, the default car and bike.
    await openScreen(page, '#/league/settings');
    const cards = page.getByRole('region', { name: 'Vehicle card types' });
    await expect(cards.getByRole('tab', { name: 'Car' })).toBeVisible();
    await shots(page, 'card-types');

    // Two players, each a vehicle built in the editor.
    await openScreen(page, '#/players');
    await addPlayer(page, 'Red Fury', 'Widowmaker', 'Car', 'Mad Maxine');
    // A refused load: passive weapons never fire out of the front; the option is off and says why.
    await page.getByRole('group', { name: 'Front pod', exact: true }).getByRole('combobox', { name: 'Load the Front pod' }).click();
    const mines = page.getByRole('option', { name: /^Mines/ });
    await expect(mines).toHaveAttribute('data-combobox-disabled', 'true');
    await expect(mines).toContainText('Passive weapons cannot fire out of the front. The Front pod fires out of the front. (Arming your vehicle)');
    await shots(page, 'players-refused');
    await page.keyboard.press('Escape');
    await load(page, 'Front pod', 'Rocket');
    await load(page, 'Turret', 'MG rounds');
    await load(page, 'Turret', 'MG rounds');
    await load(page, 'Rear pod', 'Mines');

    // Its vehicle card: the PDF arrives, the same file `league print vehicle` writes (its pages and text are read in
    // tests/sheets/battlecarsCard.test.ts).
    const leagueFile = (await call<{ path: string }>(page, 'league.get', {})).path;
    const red = (await call<{ id: number; name: string }[]>(page, 'franchise.list', {})).find((t) => t.name === 'Red Fury')!;
    const vehicleId = (await call<{ cars: { vehicleId: number }[] }>(page, 'team.get', { franchiseId: red.id })).cars[0]!.vehicleId;
    // The command line prints the league as it is now, alongside the rest of the journey (tests/support/cliPrint.ts).
    const fromCli = await printLater(leagueFile, ['vehicle'], ['--id', String(vehicleId)], info.outputPath('cli.pdf'));
    await page.getByRole('button', { name: 'Print Widowmaker' }).click();
    const print = page.getByRole('dialog', { name: 'Vehicle card — Widowmaker' });
    await expect(print.getByTestId('pdf-summary').or(print.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
    await expect(print.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets? · \d+ kB$/);
    await page.screenshot({ path: artifact('battlecars-print-1280.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), print.getByRole('link', { name: 'Download PDF' }).click()]);
    const pdf = info.outputPath('vehicle.pdf');
    await download.saveAs(pdf);
    await page.keyboard.press('Escape');
    await expect(print).toHaveCount(0);

    await addPlayer(page, 'Blue Streak', 'Hornet', 'Bike', 'Jet');
    // A bike carries no rockets: the option is off with the rule's words.
    await page.getByRole('group', { name: 'Front pod', exact: true }).getByRole('combobox', { name: 'Load the Front pod' }).click();
    await expect(page.getByRole('option', { name: /^Rocket/ })).toContainText('Bikes cannot be armed with rockets.');
    await page.keyboard.press('Escape');
    await load(page, 'Front pod', 'MG rounds');

    // The duel on the player's page (issue 23, gaps.md #28): the Hornet against the other player's Widowmaker.
    const duel = page.getByRole('region', { name: 'Duel' });
    await expect(duel.getByRole('heading', { name: 'Duel: Hornet against another vehicle' })).toBeVisible();
    await expect(duel.getByRole('table', { name: 'Chance each car has won, by turn' }).getByRole('row')).toHaveCount(11);
    await duel.scrollIntoViewIfNeeded();
    await expect(duel.locator('.recharts-line')).toHaveCount(2);
    // Firing: the Widowmaker's front pod faces away from the Hornet off its left, so its rockets never fire.
    await expect(duel).toContainText("Not firing: Widowmaker's Front pod (1 × Rocket)");
    await duel.screenshot({ path: artifact('battlecars-duel-1280.png'), style: '.mantine-Notifications-root { display: none !important; }' });

    // A game between them, scheduled as the Season screen would; played on its match page.
    const teams = await call<{ id: number; name: string }[]>(page, 'franchise.list', {});
    const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Crossroads Diner', franchiseIds: teams.map((t) => t.id) });
    await openScreen(page, `#/match/${m.id}`);
    const calculators = page.getByRole('region', { name: 'Calculators' });
    await expect(calculators).toBeVisible();
    const pickIn = async (label: string, option: string | RegExp) => {
      await calculators.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await pickIn('Shooter', /^Widowmaker/);
    await pickIn('Pod or turret', /^Turret/);
    await pickIn('Target', /^Hornet/);
    await calculators.getByRole('textbox', { name: 'Range (points)' }).fill('3');
    // Before the roll: every modifier with its rule, and the odds.
    const before = calculators.getByRole('group', { name: 'Before the roll' });
    await expect(before).toContainText('Firer has a working Gunnery Computer');
    await expect(calculators.getByText(/Estimated|\d+\/\d+/).first()).toBeVisible();
    await shots(page, 'match-fire');
    await calculators.getByRole('button', { name: 'Roll' }).click();
    await expect(page.getByRole('group', { name: 'Last roll' })).toBeVisible();
    // The turret fired one round: the live card shows one MG round left.
    const widow = page.getByRole('article', { name: 'Red Fury' });
    await expect(widow.getByLabel('Turret holds')).toHaveText('MG rounds');

    // The bike's rider is killed at the table: a correction ends the game, placed by the last driver standing.
    await calculators.getByText('Correct a card', { exact: true }).click();
    await pickIn('Vehicle', /^Hornet/);
    await calculators.getByRole('textbox', { name: 'New count' }).fill('3');
    await calculators.getByRole('textbox', { name: 'Why' }).fill('Run down by the Widowmaker off the board');
    await calculators.getByRole('button', { name: 'Roll' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result).toContainText('The game is over');
    await result.getByRole('button', { name: 'Preview' }).click();
    await expect(result.getByRole('group', { name: 'Standings preview' })).toContainText('Red Fury');
    await shots(page, 'match-result');
    await result.getByRole('button', { name: 'Commit' }).click();
    await expect(result).toContainText('Recorded');

    // The standings count it: placings 3 and 2 points.
    await openScreen(page, '#/season/standings');
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row', { name: /Red Fury/ })).toContainText('3');
    await shots(page, 'standings');

    // The sheet the app downloaded is the file `league print vehicle` wrote of the league at that moment.
    expect((await withoutPrintTime(readFileSync(pdf))).equals(await withoutPrintTime(await fromCli()))).toBe(true);
  },
);
