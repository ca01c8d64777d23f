/**
 * The Season screen's schedule in Chromium: reorder by button, keyboard and drag; undo. (Editing an event is a component
 * test: tests/components/season/editEvent.test.tsx.)
 */
import type { Page } from '@playwright/test';
import { FIVE_EVENTS, fiveEventLeague } from '../support/leagueRecipes';
import { artifact, expect, test } from '../support/seededHost';

/** The tracks of the schedule table, top to bottom. */
async function tracks(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Schedule' }).locator('tbody tr');
  return (await rows.locator('td:nth-child(3) a').allTextContents()).map((t) => t.replace(/^(Race|Arena) at /, '').replace(/ \(\w+\)$/, ''));
}

const [denver, pit, boise, reno, tulsa] = FIVE_EVENTS.map((e) => e.track) as [string, string, string, string, string];

test.describe('Season › Schedule: reordering and editing events not yet played', () => {
  test('buttons, arrow keys and drag move a scheduled match; played and pre-rolled matches keep their place; Ctrl+Z undoes', async ({ page, seeded: seed }) => {
    const { url, meta: seeded } = await seed(fiveEventLeague);
    // The schedule fits 1024x700 without horizontal scrolling.
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(`${url}#/season/schedule`);
    await expect.poll(() => tracks(page)).toEqual([denver, pit, boise, reno, tulsa]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifact('season-schedule-1024.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The played match and the pre-rolled one have no arrows or handle; the first free match cannot go up.
    const table = page.getByRole('table', { name: 'Schedule' });
    await expect(table.getByRole('button', { name: 'Move match 1 up' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Move match 2 up' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Reorder match 2: up and down arrow keys' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Move match 3 up' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Move match 5 down' })).toBeDisabled();
    await expect(table.getByRole('link', { name: 'Post-match report' })).toHaveAttribute('href', `#/match/${seeded.matchIds[0]}/result`);

    // A button.
    await table.getByRole('button', { name: 'Move match 5 up' }).click();
    await expect.poll(() => tracks(page)).toEqual([denver, pit, boise, tulsa, reno]);

    // The keyboard alone: Tab to the handle, arrows move it and the focus stays with it.
    await table.getByRole('button', { name: 'Reorder match 4: up and down arrow keys' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => tracks(page)).toEqual([denver, pit, tulsa, boise, reno]);
    await expect(table.getByRole('button', { name: 'Reorder match 3: up and down arrow keys' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('schedule-announcer')).toHaveText('Match 3 cannot go before match 2, which has been played or has its pre-match rolls.');
    await expect.poll(() => tracks(page)).toEqual([denver, pit, tulsa, boise, reno]);
    await page.keyboard.press('End');
    await expect.poll(() => tracks(page)).toEqual([denver, pit, boise, reno, tulsa]);
    await expect(page.getByTestId('schedule-announcer')).toHaveText('Race at Tulsa Ring (ice) is now match 5 of 5.');
    await expect(table.getByRole('button', { name: 'Reorder match 5: up and down arrow keys' })).toBeFocused();

    // Drag and drop: Tulsa onto Boise's row takes Boise's place.
    await page.getByTestId(`schedule-row-${seeded.matchIds[4]}`).dragTo(page.getByTestId(`schedule-row-${seeded.matchIds[2]}`));
    await expect.poll(() => tracks(page)).toEqual([denver, pit, tulsa, boise, reno]);
    await page.screenshot({ path: artifact('season-schedule-reordered.png') });

    // Dropped on a played match: nothing happens.
    await page.getByTestId(`schedule-row-${seeded.matchIds[3]}`).dragTo(page.getByTestId(`schedule-row-${seeded.matchIds[0]}`));
    await expect.poll(() => tracks(page)).toEqual([denver, pit, tulsa, boise, reno]);

    // Undo the drag with Ctrl+Z.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => tracks(page)).toEqual([denver, pit, boise, reno, tulsa]);
    await expect(page.getByText('Moved match 5 (race at Tulsa Ring) from place 5 to 3; matches 3–4 move down one')).toBeVisible();
  });
});
