import type { Locator, Page } from '@playwright/test';
import { twoFranchisesOneMatchSeed19 } from '../support/leagueRecipes';
import { call } from '../support/pageApi';
import { openScreen } from '../support/screens';
import { artifact, expect, test } from '../support/seededHost';

/**
 * Issue 19, items 16 and the desktop habits of 19: the season-end preview says why the draft leaves franchises short
 * and offers the hire step, Ctrl+P prints the screen's sheets instead of the page, and Open League offers the recent
 * leagues. The settings in words (15) are the panel's: tests/components/league/settingsWords.test.tsx.
 */

test('Open League offers the recent leagues and a path', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The first league, then a second one opened: the first is among the recent leagues.
  const first = await call<{ name: string; path: string }>(host, 'league.get', {});
  await call(host, 'app.newLeague', { name: 'Dirty Words', ruleset: 'dirtywheels' });
  await page.goto(host.url);
  await expect(page.getByTestId('open-league')).toContainText('Dirty Words');
  await page.getByRole('button', { name: 'League menu' }).click();
  await page.getByRole('menuitem', { name: 'Open League…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open league' });
  await expect(dialog.getByRole('list', { name: 'Recent leagues' })).toContainText(first.name);
  await expect(dialog.getByRole('textbox', { name: 'Or a league file by its path' })).toBeVisible();
  await page.screenshot({ path: artifact('organizer-words-open-league.png') });
  await dialog.getByRole('listitem', { name: `Open ${first.name}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('open-league')).toContainText(first.name);
});

/** Answer each choice with its first option until `done` shows; waits on the dialog or `done`, never on a clock. */
async function answerFirst(page: Page, done: Locator) {
  const dialog = page.getByRole('dialog', { name: 'A choice to make' });
  for (let i = 0; i < 200; i++) {
    await expect(dialog.or(done).first()).toBeVisible({ timeout: 20_000 });
    if (await done.isVisible()) return;
    const n = await dialog.locator('[data-question]').getAttribute('data-question');
    await dialog
      .getByRole('button', { name: /\S/ })
      .filter({ hasNotText: /^Stop$/ })
      .first()
      .click();
    await expect(dialog.locator(`[data-question="${n}"]`)).toHaveCount(0);
  }
  throw new Error('Neither a choice nor the end came');
}

test('the draft preview says why franchises end short and offers the hire step; Ctrl+P prints the screen’s sheets', async ({ page, seeded }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Two franchises, one match recorded (seed 19).
  const { url, meta } = await seeded(twoFranchisesOneMatchSeed19);
  const ids = meta.ids;

  // The case: no contracts, so all 12 go into the pool; with two teams both are "the bottom two" (4 picks each)
  // and neither may take back its own: each drafts 4 of the other's 6, ends with 4 of 6, and 4 retire undrafted.
  await page.goto(`${url}#/season/end`);
  await page.getByRole('button', { name: 'Next: preview' }).click();
  await page.getByTestId('preview-season-end').click();
  await answerFirst(page, page.getByText(/Season 1 ends like this/));
  await expect(page.getByTestId('draft-rule')).toContainText('Whoever is not drafted retires from the sport.');
  const short = page.getByTestId('season-end-shortfalls');
  const reapers = short.locator('[data-shortfall="Rust Belt Reapers"]');
  await expect(reapers).toContainText('A roster needs at least 6 competitors; this one has 4.');
  await expect(reapers).toContainText(
    'Why: Ended the season with 6 competitors: 6 into the draft pool; of the pool, 4 drafted by other teams, 2 drafted by nobody, so retired from the sport; ' +
      'it drafted 4 competitors with 4 picks (not its own former competitors: house rule “Teams may draft back their own competitors” is off). ' +
      '4 on the roster for next season.',
  );
  await expect(short).not.toContainText('gaps.md');
  // Before the season ends, hiring would put the new man into this very draft: the step is offered for after.
  const next = reapers.getByRole('button', { name: 'Hire for Rust Belt Reapers next' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await short.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('organizer-words-draft-preview.png') });

  await page.getByTestId('commit-season-end').click();
  await expect(page.getByText('Season 1 is over — season 2 has begun')).toBeVisible();
  await page
    .getByTestId('season-end-shortfalls')
    .locator('[data-shortfall="Rust Belt Reapers"]')
    .getByRole('link', { name: 'Hire for Rust Belt Reapers' })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/roster/${ids[0]}/hire$`));
  const hire = page.getByRole('dialog', { name: 'Hire for Rust Belt Reapers' });
  await expect(hire).toContainText('4 of 10 on the roster');
  await page.screenshot({ path: artifact('organizer-words-hire-step.png') });
  await page.keyboard.press('Escape');
  await expect(hire).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`#/roster/${ids[0]}$`));

  // Ctrl+P on the roster: its sheets, and the browser's own print dialog is kept shut (the key is taken first).
  await page.evaluate(() => {
    (window as unknown as { printKeys: boolean[] }).printKeys = [];
    // On the window in the capture phase, after the shell's own listener: what the browser would act on.
    window.addEventListener(
      'keydown',
      (e) => e.key.toLowerCase() === 'p' && (window as unknown as { printKeys: boolean[] }).printKeys.push(e.defaultPrevented),
      true,
    );
  });
  await page.keyboard.press('Control+P');
  const sheets = page.getByRole('dialog', { name: 'Sheets — Rust Belt Reapers' });
  await expect(sheets).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printKeys: boolean[] }).printKeys)).toEqual([true]);
  await page.screenshot({ path: artifact('organizer-words-ctrl-p.png') });
  await page.keyboard.press('Escape');
  await expect(sheets).toHaveCount(0);
  // A screen without sheets says so instead of printing the page.
  await openScreen(page, '#/league');
  await expect(page.getByTestId('league-name')).toBeVisible();
  await page.keyboard.press('Control+P');
  await expect(page.getByText('This screen has no sheets to print.', { exact: false })).toBeVisible();
});
