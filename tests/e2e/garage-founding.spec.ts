import { artifact, expect, test } from '../support/sharedHost';

test.describe('Founding a franchise in Chromium against the browser host', () => {
  test('Part VI › Starting a new franchise: roster, sponsors, three cars from the designer, money left at every step', async ({ page, host }) => {
    test.slow(); // a whole flow through a real browser: give a loaded machine room
    await page.goto(host.url);
    await page.getByRole('textbox', { name: 'Name' }).fill('Rust Belt Reapers');
    await page.getByRole('textbox', { name: 'Owner' }).fill('Alice');
    await page.getByRole('button', { name: 'Add franchise' }).click();
    await page
      .getByRole('row', { name: /Rust Belt Reapers/ })
      .getByRole('button', { name: 'Found' })
      .click();

    const wizard = page.getByTestId('founding-wizard');
    const left = page.getByTestId('money-left');
    await expect(left).toHaveText('Left 1000k');
    await page.getByRole('button', { name: 'Next: Roster' }).click();

    // Create roster: 6–10 competitors at 50k each.
    for (const name of ['Ada', 'Bix', 'Cole', 'Dace', 'Eve']) {
      await wizard.getByRole('textbox', { name: 'Competitor name' }).fill(name);
      await wizard.getByRole('textbox', { name: 'Competitor name' }).press('Enter');
    }
    await expect(wizard).toContainText('A roster needs at least 6 competitors; this one has 5.');
    await wizard.getByRole('textbox', { name: 'Competitor name' }).fill('Fitz');
    await wizard.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(left).toHaveText('Left 700k');
    await wizard.getByRole('radiogroup', { name: 'Mechanic rating' }).getByText('2 · 25k').click();
    await expect(left).toHaveText('Left 675k');
    await page.screenshot({ path: artifact('founding-roster.png') });
    await page.getByRole('button', { name: 'Next: Sponsors' }).click();
    await expect(wizard).toContainText('Three sponsors are rolled on the Sponsor Attracted Table (D66)');
    await page.screenshot({ path: artifact('founding-sponsors.png') });
    await page.getByRole('button', { name: 'Next: Stables' }).click();

    // Assemble stables: each car comes from the designer; the machinegun is bought at 15k.
    for (let i = 1; i <= 3; i++) {
      await wizard.getByRole('button', { name: 'Design a car' }).click();
      const designer = page.getByTestId('car-designer');
      await designer.getByRole('textbox', { name: 'Car name' }).fill(`Reaper ${i}`);
      if (i === 1) {
        await designer.getByRole('button', { name: 'Add a mount' }).click();
        await designer.locator('[data-path="mounts.0"]').getByRole('combobox', { name: 'Weapon' }).click();
        await page.getByRole('option', { name: /^Machinegun/ }).click();
      }
      await page.getByTestId('designer-submit').click();
    }
    await expect(page.getByRole('region', { name: 'Stables' }).getByRole('row')).toHaveCount(4);
    await expect(left).toHaveText('Left 360k');
    await page.screenshot({ path: artifact('founding-stables.png') });
    await page.getByRole('button', { name: 'Next: Review' }).click();
    await expect(page.getByRole('region', { name: 'Review' })).toContainText('1 × Machinegun at 15k');
    await page.screenshot({ path: artifact('founding-review.png'), fullPage: true });
    await page.getByTestId('found-submit').click();

    // Founded: the garage opens on the new stables.
    await expect(page).toHaveURL(/#\/garage\/\d+$/);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('alert').filter({ hasText: 'Rust Belt Reapers founded' })).toContainText('Sponsors:');
    await page.getByRole('link', { name: /^League/ }).click();
    await expect(page.getByRole('row', { name: /Rust Belt Reapers/ })).toContainText('6');
  });
});
