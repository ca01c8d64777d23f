/**
 * Issue 12, the schedule formats as the organizer meets them: Season › Schedule › "Generate fixtures…" shows the
 * fixtures before adding them, adds them in one go, and Ctrl+Z takes them all back.
 */
import type { Page } from '@playwright/test';
import { fourFranchises } from '../support/leagueRecipes';
import { artifact, expect, test } from '../support/seededHost';
import { shotVariants } from '../support/shots';

const rows = (page: Page) => page.getByRole('table', { name: 'Schedule' }).locator('tbody tr');

async function shoot(page: Page, name: string) {
  for (const [w, h] of shotVariants([
    [1280, 800],
    [1024, 700],
  ] as const)) {
    for (const theme of shotVariants(['dark', 'light'] as const)) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate((t) => document.documentElement.setAttribute('data-mantine-color-scheme', t), theme);
      await page.screenshot({ path: artifact(`season-fixtures-${name}-${w}-${theme}.png`) });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Generate fixtures: a round robin previewed, added in one operation, undone with one Ctrl+Z', async ({ page, seeded }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Rust Belt Reapers, Ash Valley Angels, Chrome Coyotes and Diesel Dukes founded; nothing scheduled.
  const host = await seeded(fourFranchises);
  await page.goto(`${host.url}#/season/schedule`);
  await expect(page.getByRole('tabpanel', { name: 'Schedule' }).getByText('Nothing scheduled yet', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Generate fixtures…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate fixtures' });
  await expect(dialog.getByText('Name the track to see the fixtures.')).toBeVisible();
  await dialog.getByLabel('Track').fill('Denver Speedway');
  // Everyone together by default: one match of all four.
  await expect(dialog.getByTestId('fixtures-summary')).toHaveText('1 match for season 1, numbered from 1');
  await dialog.getByText('Round robin', { exact: true }).click();
  await expect(dialog.getByTestId('fixtures-summary')).toHaveText('6 matches for season 1, numbered from 1');
  await dialog.getByLabel('Date').fill('2026-09-03');
  const preview = dialog.getByRole('table', { name: 'Fixtures to add' });
  await expect(preview.locator('tbody tr')).toHaveCount(6);
  await expect(preview.locator('tbody tr').nth(0)).toContainText('Rust Belt Reapers');
  await expect(preview.locator('tbody tr').nth(0)).toContainText('Diesel Dukes');
  await expect(preview.locator('tbody tr').nth(2)).toContainText('Sep 10, 2026');
  // A second leg makes 12: more than the season's 8, said before anything is added.
  await dialog.getByLabel('Second leg (home and away swapped)').check();
  await expect(dialog.getByTestId('fixtures-problem')).toHaveText(
    'Season 1 has room for 8 more matches (house rule “Matches per season”: 8); these fixtures make 12.',
  );
  await dialog.getByLabel('Second leg (home and away swapped)').uncheck();
  await expect(preview.locator('tbody tr')).toHaveCount(6);
  await shoot(page, 'preview');

  await dialog.getByRole('button', { name: 'Add to the schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).nth(5)).toContainText('Denver Speedway');
  await shoot(page, 'added');

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tabpanel', { name: 'Schedule' }).getByText('Nothing scheduled yet', { exact: true })).toBeVisible();
});
