import { artifact, expect, test } from '../support/sharedHost';
import { shotVariants } from '../support/shots';

test.describe('Car designer in Chromium', () => {
  test('Part II: the designer fits 1024x700 in both themes; design points, armor arcs, mounts and tweaks are checked as you type', async ({ page, host }) => {
    // The fresh sketch at 1024x700: no horizontal scrolling, in the dark theme and (run alone) the light one too.
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(`${host.url}#/garage/sketch`);
    const designer = page.getByTestId('car-designer');
    await expect(designer).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: artifact('garage-designer-1024-dark.png') });
    for (const _light of shotVariants(['dark', 'light']).slice(1)) {
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: artifact('garage-designer-1024-light.png') });
      await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await expect(page.getByTestId('dp-spent')).toHaveText('10 / 60 DP');
    const problems = page.getByTestId('design-problems');
    await expect(problems).toContainText('Legal');

    // Design Points table: engine power is bought 4 per DP (gaps.md #24 whole DP).
    const engine = designer.getByRole('textbox', { name: 'Engine power' });
    await engine.fill('42');
    const engineRow = designer.locator('[data-path="enginePower"]');
    await expect(engineRow).toContainText('Engine power is bought 4 at a time (1 DP each): 42 is not a multiple of 4; use 40 or 44.');
    await expect(engineRow).toContainText('11 DP');
    await engine.fill('40');
    await expect(engineRow.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('dp-spent')).toHaveText('19 / 60 DP');
    // Acceleration = power 40 ÷ weight (armor 4 + 2 × toughness 1 = 6) = 6.67 → 6.
    await expect(page.getByTestId('stat-acceleration')).toHaveText('6');
    await expect(page.getByTestId('stat-weight')).toHaveText('6');

    // Armor Arcs: no more than half on one side; left = right always.
    await designer.getByRole('textbox', { name: 'Front' }).fill('20');
    await expect(designer.locator('[data-path="armor"]')).toContainText('Front armor 20 is more than half of the total 23 (at most 11).');
    await expect(problems).toContainText('One rule is broken');
    await designer.getByRole('textbox', { name: 'Each side (left = right)' }).fill('5');
    await designer.getByRole('textbox', { name: 'Back' }).fill('10');
    await expect(problems).toContainText('Legal');
    await expect(page.getByRole('img', { name: 'Armor: front 20, back 10, left 5, right 5' })).toBeVisible();

    // A special mount: oil jets only on a fixed mount facing the rear.
    await designer.getByRole('button', { name: 'Add a mount' }).click();
    const mount = designer.locator('[data-path="mounts.0"]');
    await mount.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Special' }).click();
    await mount.getByRole('combobox', { name: 'Weapon' }).click();
    await expect(page.getByRole('option', { name: /Oil jet/ })).toContainText('Only on a fixed mount facing the rear.');
    await expect(page.getByRole('option', { name: /Oil jet/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await mount.getByRole('combobox', { name: 'Facing' }).click();
    await page.getByRole('option', { name: 'Rear', exact: true }).click();
    await mount.getByRole('combobox', { name: 'Weapon' }).click();
    await page.getByRole('option', { name: /Oil jet/ }).click();
    await expect(mount).toContainText('ROF 3 · PEN * · FIRE * · S 1 · L – · M 1 · Ammo 3');
    await expect(mount.getByRole('img', { name: 'Fires rear' })).toBeVisible();
    // gaps.md #27: the special mount costs as a rocket mount by default (fixed 3 DP).
    await expect(mount).toContainText('3 DP');
    await expect(page.getByTestId('money-total')).toHaveText('102k');

    // A second special mount is refused with the reason.
    await designer.getByRole('button', { name: 'Add a mount' }).click();
    const second = designer.locator('[data-path="mounts.1"]');
    await second.getByRole('combobox', { name: 'Type' }).click();
    await expect(page.getByRole('option', { name: /Special/ })).toContainText('Only one special weapon per car: mount 1 is already special.');
    await page.keyboard.press('Escape');
    await second.getByRole('button', { name: 'Remove mount 2' }).click();

    // Suspension tweaks: lowered excludes raised, and the reason is spelled out.
    await designer.getByRole('checkbox', { name: 'Lowered suspension' }).check();
    await expect(designer.getByRole('checkbox', { name: 'Raised suspension' })).toBeDisabled();
    await expect(designer.locator('[data-path="tires"]')).toContainText('Cannot be combined with Lowered suspension.');

    // Over budget: Toughness 4 costs 18 DP.
    await designer.getByRole('combobox', { name: 'Toughness' }).click();
    await page.getByRole('option', { name: /^Toughness 4 · 18 DP/ }).click();
    await expect(problems).toContainText('DP over budget');
    await expect(designer.locator('[data-path="budget"]')).toContainText('The design spends 73 DP but has 60 DP');
    await expect(page.getByTestId('dp-left')).toHaveText(/\d+ DP over budget/);
    await page.screenshot({ path: artifact('garage-designer-problems.png') });
    await designer.getByRole('combobox', { name: 'Toughness' }).click();
    await page.getByRole('option', { name: /^Toughness 1 · 3 DP/ }).click();
    await expect(problems).toContainText('Legal');

    // Every derived number explains itself on hover.
    await page.getByTestId('stat-handling').hover();
    await expect(page.getByRole('tooltip')).toContainText('Suspension tweaks: +1');
    await page.screenshot({ path: artifact('garage-designer.png') });
  });
});
