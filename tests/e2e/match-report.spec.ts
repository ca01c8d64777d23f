/** The Match screen in Chromium: a recorded match shows its post-match report as committed, the same as its preview. */
import type { Locator } from '@playwright/test';
import { call, seedLeague } from '../campaign/e2eLeague';
import { artifact, expect, test } from '../support/sharedHost';

/** The report's own text inside a card: everything after the card's header (title and its note). */
async function reportText(card: Locator): Promise<string> {
  const parts = await card.locator('.mantine-Accordion-root, [aria-label$=" money"], [aria-label$=" competitors"]').allInnerTexts();
  return parts.join('\n---\n');
}

test.describe('Match › Result: the post-match report read back', () => {
  test('a match recorded earlier shows every change and roll per franchise; after Commit and a reload a played match shows the very report its preview showed, read-only; Ctrl+Z takes a recording and its report back', async ({
    page,
    host,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Seeded through the host before the app loads: the first page is match 1's.
    const { matchIds, franchises } = await seedLeague(host);
    const app = host.url.split('?')[0];
    await page.goto(`${host.url}#/match/${matchIds[0]}`);
    const earlier = page.getByTestId('kept-report');
    for (const f of franchises) {
      await expect(earlier.getByText(f.name, { exact: true })).toBeVisible();
      await expect(earlier.getByRole('table', { name: `${f.name} money` })).toContainText('Overhead');
    }
    await expect(earlier.getByRole('table', { name: `${franchises[1]!.name} competitors` })).toContainText('out of action');
    await expect(earlier.getByText('Every roll')).toBeVisible();
    await expect(page.getByText(/^Recorded match 1 of season 1 \(race at Denver Speedway\): won by Rust Belt Reapers; prize pot \d+k\./)).toBeVisible();
    await page.screenshot({ path: artifact('match-report.png'), fullPage: true });

    // Match 2 is assigned: enter a result, preview it, remember what the preview said, commit.
    await page.goto(`${app}#/match/${matchIds[1]}/result`);
    const [red] = franchises;
    const firstPoints = page
      .getByRole('table', { name: `${red!.name} competitors` })
      .getByRole('textbox')
      .first();
    await firstPoints.fill('2');
    await page.getByTestId('preview-result').click();
    const previewCard = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Post-match preview' }) });
    await expect(previewCard.getByRole('table', { name: `${red!.name} money` })).toBeVisible();
    const previewed = await reportText(previewCard);
    expect(previewed).toContain('Overhead');
    expect(previewed, 'the fixed seed gives match 2 no finds (a preview shows them as checkboxes)').not.toContain('Finds');
    await page.getByTestId('commit-result').click();
    await expect(page.getByRole('tabpanel', { name: 'Result' }).getByText('Match 2 recorded', { exact: true })).toBeVisible();

    await page.reload();
    const kept = page.getByTestId('kept-report');
    await expect(kept.getByRole('heading', { name: 'Post-match report' })).toBeVisible();
    await expect(kept.getByText('Read-only, as committed')).toBeVisible();
    expect(await reportText(kept)).toBe(previewed);
    // Read-only: nothing to type, tick or commit.
    await expect(kept.getByRole('textbox')).toHaveCount(0);
    await expect(kept.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByTestId('commit-result')).toHaveCount(0);
    await page.screenshot({ path: artifact('match-report-kept.png'), fullPage: true });

    // Match 2's recording, pre-match rolls and two assignments came after match 1's: undo those, then Ctrl+Z match 1's.
    for (let i = 0; i < 4; i++) await call(page, 'journal.undo', {});
    await page.goto(`${app}#/match/${matchIds[0]}`);
    await expect(page.getByTestId('kept-report')).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect(page.getByText(/^Recorded match 1 of season 1/).first()).toBeVisible();
    await expect(page.getByTestId('kept-report')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Match 1: Race at Denver Speedway/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Result' }).click();
    await expect(page.getByTestId('preview-result')).toBeVisible();
  });
});
