import { twoFranchisesOneMatchOneScheduled } from '../support/leagueRecipes';
import { call } from '../support/pageApi';
import { openScreen } from '../support/screens';
import { artifact, expect, test } from '../support/seededHost';

const TABS = ['Schedule', 'Standings', 'Finances', 'Shopping', 'Season end', 'Past seasons'];

test.describe('Season screen in Chromium', () => {
  // One league (two franchises, match 1 recorded with points 6 and 4, match 2 scheduled) for both journeys: nothing
  // below writes to it (the refusals change nothing), so the size checks read the same league the first part did.
  test('schedule, standings with the points race, finances with a running balance, shopping, season end; every tab fits 1024x700 in both themes', async ({
    page,
    seeded,
  }) => {
    test.slow(); // two journeys in one: a loaded machine needs the room
    const host = await seeded(twoFranchisesOneMatchOneScheduled);
    await page.goto(`${host.url}#/season/schedule`);
    await expect(page.getByRole('table', { name: 'Schedule' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row', { name: /Denver Speedway/ })).toContainText('Recorded');
    // A bad event is refused next to the field.
    await page.getByRole('button', { name: 'Add to the schedule' }).click();
    await expect(page.getByText('Track name cannot be empty')).toBeVisible();
    await page.screenshot({ path: artifact('season-schedule.png') });

    await page.getByRole('tab', { name: 'Standings' }).click();
    const standings = page.getByRole('table', { name: 'Standings' });
    await expect(standings.getByRole('row').nth(1)).toContainText('Rust Belt Reapers');
    await expect(standings.getByRole('row').nth(1)).toContainText('6');
    await expect(page.getByText('Points after each match')).toBeVisible();
    await page.screenshot({ path: artifact('season-standings.png') });

    await page.getByRole('tab', { name: 'Finances' }).click();
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row').nth(1)).toContainText('k');
    await page.screenshot({ path: artifact('season-finances.png') });

    await page.getByRole('tab', { name: 'Shopping' }).click();
    await expect(page.getByText('Mechanic staff')).toBeVisible();
    await page.screenshot({ path: artifact('season-shopping.png') });

    // The season cannot end with a match still to play: the wizard says so before anything is written.
    await page.getByRole('tab', { name: 'Season end' }).click();
    await expect(page.getByText('1 scheduled match must be recorded or removed before the season can end.')).toBeVisible();
    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.getByTestId('preview-season-end').click();
    await expect(page.getByRole('alert').filter({ hasText: 'still has match(es) 2 to record' })).toBeVisible();
    await page.screenshot({ path: artifact('season-end-blocked.png') });

    await page.getByRole('tab', { name: 'Past seasons' }).click();
    await expect(page.getByText('No season has ended yet.')).toBeVisible();

    // Every tab of the Season and Match screens fits 1024x700 without horizontal scrolling, in each theme (the theme
    // is a preference the host keeps, read before the first frame).
    // The page is dark already (the default); the light theme is set as a preference and read on the next load.
    for (const theme of ['dark', 'light'] as const) {
      await page.setViewportSize({ width: 1024, height: 700 });
      if (theme === 'light') {
        await call(page, 'prefs.set', { theme });
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await openScreen(page, '#/season/schedule');
      await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
      // The tabs sit on one line.
      const tops = await page.getByRole('tab').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
      expect(tops).toBe(1);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, tab).toBeLessThanOrEqual(0);
      }
      await page.getByRole('tab', { name: 'Standings' }).click();
      await page.screenshot({ path: artifact(`season-1024-${theme}.png`) });
      await openScreen(page, '#/match/1/result');
      await expect(page.getByText(`Match 1 is recorded`)).toBeVisible();
      for (const tab of ['Setup', 'Result']) {
        await page.getByRole('tab', { name: tab }).click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, tab).toBeLessThanOrEqual(0);
      }
      await openScreen(page, '#/match/2/setup');
      await expect(page.getByRole('heading', { name: '1. Pre-match rolls' })).toBeVisible();
      await page.screenshot({ path: artifact(`match-setup-1024-${theme}.png`) });
    }
  });
});
