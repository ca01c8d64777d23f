/**
 * Issue 12, the schedule formats as the organizer meets them: Season › Schedule › "Generate fixtures…" shows the
 * fixtures before adding them (the preview's logic: tests/components/season/generateFixtures.test.tsx), adds them in
 * one go, and Ctrl+Z takes them all back.
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

  // The dialog's preview (a track first, everyone together, the round robin's rows and dates, a second leg past the
  // season's length) is tests/components/season/generateFixtures.test.tsx; here the fixtures are added and undone.
  await page.getByRole('button', { name: 'Generate fixtures…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate fixtures' });
  await dialog.getByLabel('Track').fill('Denver Speedway');
  await dialog.getByText('Round robin', { exact: true }).click();
  await expect(dialog.getByTestId('fixtures-summary')).toHaveText('6 matches for season 1, numbered from 1');
  await expect(dialog.getByRole('table', { name: 'Fixtures to add' }).locator('tbody tr')).toHaveCount(6);
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
