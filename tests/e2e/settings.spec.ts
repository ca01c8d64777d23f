import { dethmetalHouseRules } from '../../src-shared/engine/dethmetal';
import { artifact, expect, test } from '../support/sharedHost';

test.describe('League settings in Chromium against the browser host', () => {
  // Every rule's passage, the unsaved count, a bad value refused and the search by gaps.md number are the panel's
  // logic: tests/components/league/settingsPanelRules.test.tsx. Here: what is saved survives a reload, one Ctrl+Z.
  test('an organizer changes the dice and house rules, saves, reloads and undoes; the Campaign rules at 1024x700 in both themes', async ({ page, host }) => {
    await page.goto(host.url);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/#\/league\/settings$/);
    const panel = page.getByTestId('settings-panel');
    await expect(panel.getByRole('region', { name: 'Cars house rules' })).toBeVisible();
    await expect(panel.locator('[data-rule]')).toHaveCount(dethmetalHouseRules.length);
    await page.screenshot({ path: artifact('settings.png'), fullPage: false });

    await panel.getByText('Typed at the table').click();
    await panel.getByRole('textbox', { name: 'League seed' }).fill('4242');
    await expect(panel.getByText('Saving a new seed starts its dice sequence from the beginning')).toBeVisible();
    const quadrant = panel.locator('[data-rule="car.armorOnEveryQuadrant"]');
    await quadrant.getByRole('switch').click({ force: true });
    await expect(quadrant.getByText('unsaved')).toBeVisible();
    const special = panel.locator('[data-rule="car.specialMountDp"]');
    await special.getByRole('textbox', { name: /turret/ }).fill('9');
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toContainText('4 unsaved changes');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

    await page.reload();
    await expect(panel.getByRole('textbox', { name: 'League seed' })).toHaveValue('4 242');
    await expect(panel.getByText('0 rolls made from this seed so far.')).toBeVisible();
    await expect(quadrant.getByText('league choice')).toBeVisible();
    await expect(quadrant.getByRole('switch')).not.toBeChecked();
    await expect(special.getByRole('textbox', { name: /turret/ })).toHaveValue('9');
    await expect(panel.getByText('The organizer rolls real dice at the table')).toBeVisible();
    await page.screenshot({ path: artifact('settings-saved.png') });

    // The change is one journal entry: Ctrl+Z puts every setting back at once.
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('alert').filter({ hasText: 'Undone' })).toContainText('Changed settings');
    await expect(quadrant.getByRole('switch')).toBeChecked();
    await expect(special.getByRole('textbox', { name: /turret/ })).toHaveValue('12');
    await expect(panel.getByRole('textbox', { name: 'League seed' })).not.toHaveValue('4 242');

    // An area's rules; dark and light themes at 1024x700 without horizontal scrolling.
    await page.setViewportSize({ width: 1024, height: 700 });
    await panel.locator('label', { hasText: /^Campaign$/ }).click();
    await expect(panel.locator('[data-rule]')).toHaveCount(dethmetalHouseRules.filter((r) => r.key.startsWith('campaign.')).length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: artifact('settings-1024-dark.png') });
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await page.screenshot({ path: artifact('settings-1024-light.png') });
  });
});
