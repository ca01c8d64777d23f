/**
 * Match sheets from the Match screen: a scheduled match prints every taking-part franchise's sheets, a recorded one
 * offers no printing. (Season › Standings › Export…, CSV and Markdown, is a component test:
 * tests/components/season/standingsExport.test.tsx.)
 */
import { twoFranchisesOneMatchOneScheduled } from '../support/leagueRecipes';
import { openScreen } from '../support/screens';
import { expect, test } from '../support/seededHost';

test.describe('Match sheets from the screens', () => {
  test('a scheduled match prints every taking-part franchise’s sheets, a recorded one offers no printing', async ({ page, seeded }) => {
    // Two franchises, match 1 recorded, match 2 scheduled (leagueRecipes.ts).
    const host = await seeded(twoFranchisesOneMatchOneScheduled);
    await page.goto(`${host.url}#/match/2`);
    await page.getByRole('button', { name: 'Print sheets' }).click();
    const sheets = page.getByRole('dialog', { name: /^Sheets — match 2/ });
    await expect(sheets).toBeVisible();
    // The app's answer: the PDF's summary, or an error in its place. The first PDF of a fresh host starts the render
    // workers before it draws every sheet of the match; the bound is for a loaded machine and only catches a hang.
    await expect(sheets.getByTestId('pdf-summary').or(sheets.getByRole('alert')).first()).toBeVisible({ timeout: 120_000 });
    await expect(sheets.getByRole('alert')).toHaveCount(0);
    await expect(sheets.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets · /);
    await page.keyboard.press('Escape');
    await openScreen(page, '#/match/1/result');
    await expect(page.getByText('Match 1 is recorded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print sheets' })).toHaveCount(0);
  });
});
