import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { listRulesets } from '../../src-shared/engine/registry';
import { capabilityLabels } from '../../src-shared/engine/ruleset';
import { openScreen } from '../support/screens';
import { artifact, expect, test } from '../support/hostFixture';
import { shotVariants } from '../support/shots';
import { call } from '../support/pageApi';

async function openNewLeague(page: Page) {
  await page.getByRole('button', { name: 'League menu' }).click();
  await page.getByRole('menuitem', { name: 'New League…' }).click();
  await expect(page.getByRole('dialog', { name: 'New league' })).toBeVisible();
}

test.describe('rulesets in the app', () => {
  test('a league of a ruleset this build lacks is refused by name; the New League dialog lists every registered ruleset and the league plays the one chosen; a Dirty Wheels league shows its own screens, never Dethmetal’s', async ({
    page,
    host,
  }) => {
    // The command line in place of the screens, for a ruleset whose screens are not in a build, is decided by
    // src-renderer/screens/registry.ts (tests/rulesets/screenRegistry.test.ts); every registered ruleset has screens now.
    await page.goto(host.url);
    await expect(page.getByTestId('league-name')).toHaveText('My League');

    // Opening a league of a ruleset this build lacks says so next to the path, keeps the open league, and leaves
    // the file alone.
    const file = path.join(host.dataDir, 'foreign.league');
    await call(page, 'app.saveCopy', { path: file });
    const raw = new Database(file);
    raw.prepare(`UPDATE league SET ruleset = 'nosuchgame', name = 'Foreign'`).run();
    raw.close();
    const before = readFileSync(file);

    await page.getByRole('button', { name: 'League menu' }).click();
    await page.getByRole('menuitem', { name: 'Open League…' }).click();
    await page.getByRole('textbox', { name: 'League file' }).fill(file);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('is a league for the ruleset “nosuchgame”, which this version of Pitwall does not have');
    await page.screenshot({ path: artifact('rulesets-open-unknown.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    expect(readFileSync(file).equals(before)).toBe(true);

    // The New League dialog lists every registered ruleset with its line and what it supports; the league plays
    // the one chosen.
    await openNewLeague(page);
    const dialog = page.getByRole('dialog', { name: 'New league' });
    const choices = dialog.getByRole('radio');
    await expect(choices).toHaveCount(listRulesets().length);
    for (const r of listRulesets()) {
      const card = dialog.getByTestId(`ruleset-${r.id}`);
      await expect(card).toContainText(r.name);
      await expect(card).toContainText(r.summary);
      for (const label of capabilityLabels(r.capabilities)) await expect(card).toContainText(label);
    }
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(dialog.getByTestId('ruleset-dethmetal')).toHaveAttribute('data-checked', 'true');

    for (const scheme of ['dark', 'light'] as const) {
      for (const [w, h] of shotVariants([
        [1280, 800],
        [1024, 700],
      ] as const)) {
        await page.setViewportSize({ width: w, height: h });
        await page.mouse.move(0, 0);
        await page.screenshot({ path: artifact(`rulesets-new-league-${w}-${scheme}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      if (scheme === 'dark') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Toggle colour theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
        await openNewLeague(page);
      }
    }

    await dialog.getByTestId('ruleset-dethmetal').click();
    await page.getByRole('textbox', { name: 'League name' }).fill('Chosen Ruleset League');
    await page.getByRole('button', { name: 'Create league' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('league-name')).toHaveText('Chosen Ruleset League');
    const info = await call<{ ruleset: string; rulesetName: string; path: string }>(page, 'league.get', {});
    expect(info).toMatchObject({ ruleset: 'dethmetal', rulesetName: 'Dethmetal' });
    // Dethmetal has every screen: the navigation is as it always was.
    for (const screen of ['League', 'Garage', 'Roster', 'Match', 'Season'])
      await expect(page.getByRole('link', { name: new RegExp(`^${screen}`) })).toBeVisible();

    // Issue 14: Dirty Wheels is offered in the app; its league opened here shows its own screens (League, Teams,
    // Match, Season), never Dethmetal’s.
    await openNewLeague(page);
    const dw = dialog.getByTestId('ruleset-dirtywheels');
    await expect(dw).toBeEnabled();
    await expect(dw).not.toContainText('league new FILE --ruleset dirtywheels');
    await page.keyboard.press('Escape');

    // A Dirty Wheels league made by the CLI's service, opened in the app.
    await call(page, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'toys.league'), ruleset: 'dirtywheels' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'League menu' })).toContainText('Toy Box');
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await expect(nav.getByRole('link')).toHaveText([/^League/, /^Teams/, /^Match/, /^Season/]);
    for (const [route, label] of [
      ['garage', 'Garage'],
      ['roster', 'Roster'],
    ] as const) {
      await openScreen(page, `#/${route}`);
      await expect(page.getByRole('status')).toContainText(`Dirty Wheels has no ${label} screen`);
    }
    await openScreen(page, '#/match');
    // Its Match screen lists the season's games in its own words (none yet), with no Dethmetal setup or assistant.
    await expect(page.getByRole('heading', { name: /^Matches/ })).toBeVisible();
    await expect(page.getByText('No matches on the schedule')).toBeVisible();
    await expect(page.getByText(/play with the calculators and record/)).toBeVisible();
    await expect(page.getByText(/assistant/i)).toHaveCount(0);
    for (const scheme of ['dark', 'light'] as const) {
      // The light theme chosen above is kept (a preference): the dark shots toggle back first.
      if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
        await page.getByRole('button', { name: 'Toggle colour theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      }
      for (const [w, h] of shotVariants([
        [1280, 800],
        [1024, 700],
      ] as const)) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: artifact(`rulesets-dirtywheels-match-list-${w}-${scheme}.png`) });
      }
    }
  });
});
