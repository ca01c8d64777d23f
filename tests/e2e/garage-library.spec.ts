/**
 * The Garage's stables, designer and compare at both sizes, and the design library done the way the organizer did it:
 * the library's buttons with a real download, a real file picked, and the exported file read by `league car check`.
 * Issue 11's number boxes (#1), the one DP figure (#6) and the designer's words and Cancel (#12) are the designer's
 * logic: tests/components/garage/designerNumberBoxes.test.tsx and designPoints.test.tsx.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { artifact, expect, test } from '../support/sharedHost';
import { openScreen } from '../support/screens';
import { shotVariants } from '../support/shots';
import { type Caller, call, machinegunCar } from '../support/pageApi';

/** The Reapers with a Car manufacturer among their organizer-picked sponsors (Sponsor effect table: +3 DP). */
async function foundReapers(page: Caller): Promise<number> {
  await call(page, 'league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  const r = await call<{ franchise: { id: number } }>(page, 'franchise.found', {
    sponsors: ['Oil company', 'Energy company', 'Car manufacturer'],
    name: 'Rust Belt Reapers',
    colour: '#c0392b',
    owner: 'Alice',
    competitors: ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz'].map((name) => ({ name })),
    mechanicRating: 1,
    vehicles: [{ design: machinegunCar('Widowmaker') }, { design: machinegunCar('Gravedigger') }, { design: machinegunCar('Lockjaw') }],
  });
  return r.franchise.id;
}

/** What the organizer did: click into the box, select all, Backspace, then type. */
async function retype(box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  if (text) await box.pressSequentially(text);
}

test.describe('Garage designer and design library in Chromium', () => {
  test.afterEach(async ({ context }) => context.close());

  test('screens at 1280x800 and 1024x700: stables, designer with the library bar, compare', async ({ page, host }) => {
    test.slow();
    const id = await foundReapers(host);
    await test.step('screens at 1280x800 and 1024x700: stables, designer with the library bar, compare', async () => {
      for (const [w, h] of [
        [1280, 800],
        [1024, 700],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        // Both sizes always (their widths are checked); the light theme too when run alone (tests/support/shots.ts).
        for (const theme of shotVariants(['dark', 'light'])) {
          // The page loads once; later rounds come back to the stables by the hash, as the app's links do.
          if (page.url() === 'about:blank') await page.goto(`${host.url}#/garage/${id}`);
          else await openScreen(page, `#/garage/${id}`);
          await expect(page.getByRole('article')).toHaveCount(3);
          const current = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
          if (current !== theme) await page.getByRole('button', { name: 'Toggle colour theme' }).click();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${w}`).toBe(true);
          await page.screenshot({ path: artifact(`garage-stables-${w}-${theme}.png`) });
          await page.getByRole('article', { name: 'Widowmaker' }).getByRole('button', { name: 'Duplicate' }).click();
          await expect(page.getByTestId('car-designer')).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.screenshot({ path: artifact(`garage-designer-library-${w}-${theme}.png`), fullPage: true });
          for (const part of ['Chassis', 'Speed chart']) {
            const card = page.getByRole('region', { name: part });
            // Nothing clipped: every card's content fits its width.
            expect(
              await card.evaluate((el) => [el, ...el.querySelectorAll('div, table')].filter((d) => d.scrollWidth > d.clientWidth + 1).length),
              `${part} fits at ${w}`,
            ).toBe(0);
            await card.screenshot({ path: artifact(`garage-designer-${part.toLowerCase().replace(' ', '-')}-${w}-${theme}.png`) });
          }
          const bar = page.getByRole('toolbar', { name: 'Design library' });
          // One row: the three buttons are as tall as one.
          expect((await bar.boundingBox())!.height).toBeLessThan(40);
          await bar.screenshot({ path: artifact(`garage-designer-library-bar-${w}-${theme}.png`) });
          await page.getByRole('button', { name: 'Compare…' }).click();
          await page.getByRole('dialog', { name: 'Compare two designs' }).getByRole('combobox', { name: 'Right' }).click();
          await page.getByRole('option', { name: 'Anti-tank rifle car (75 DP)' }).click();
          await page.screenshot({ path: artifact(`garage-compare-${w}-${theme}.png`) });
          await page.keyboard.press('Escape');
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });

  test('design library: duplicate a car, save as template, start from it or a stock design, export, import, compare', async ({ page, host }, info) => {
    test.slow();
    const id = await foundReapers(host);
    await page.goto(`${host.url}#/garage/${id}`);

    // Duplicate: the designer opens on a copy, under a free name.
    await page.getByRole('article', { name: 'Widowmaker' }).getByRole('button', { name: 'Duplicate' }).click();
    const designer = page.getByTestId('car-designer');
    await expect(designer.getByRole('textbox', { name: 'Car name' })).toHaveValue('Widowmaker (copy)');
    await expect(page.getByTestId('dp-spent')).toHaveText('52 / 63 DP');
    await retype(designer.getByRole('textbox', { name: 'Front' }), '8');

    // Save as template.
    await designer.getByRole('button', { name: 'Save / export' }).click();
    await page.getByRole('menuitem', { name: 'Save as template…' }).click();
    const save = page.getByRole('dialog', { name: 'Save as template' });
    await save.getByRole('textbox', { name: 'Template name' }).fill('Front-heavy gun car');
    await save.getByRole('button', { name: 'Save template' }).click();
    await expect(save).toBeHidden();
    const templates = await call<{ name: string; design: { armor: { front: number } } }[]>(page, 'designs.list', {});
    expect(templates.map((t) => [t.name, t.design.armor.front])).toEqual([['Front-heavy gun car', 8]]);

    // Export: a JSON file that `league car check` reads and passes.
    await designer.getByRole('button', { name: 'Save / export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export design (.json)' }).click()]);
    expect(download.suggestedFilename()).toBe('Widowmaker (copy).json');
    const exported = info.outputPath('exported.json');
    await download.saveAs(exported);
    const design = JSON.parse(readFileSync(exported, 'utf8'));
    expect(design).toMatchObject({ version: 1, name: 'Widowmaker (copy)', armor: { front: 8 } });
    const checked = execFileSync(process.execPath, ['dist/cli/league.cjs', 'car', 'check', exported, '--bonus-dp', '3'], { encoding: 'utf8' });
    expect(checked).toContain('No problems: the car is legal.');

    // Start from a stock design: the chassis is the stock one, the name stays this car's.
    await designer.getByRole('button', { name: 'Start from…' }).click();
    await page.getByRole('menuitem', { name: /Twin rocket car \(60 DP\)/ }).click();
    await page.getByRole('dialog', { name: 'Replace the design with “Twin rocket car (60 DP)”?' }).getByRole('button', { name: 'Replace' }).click();
    await expect(designer.getByRole('textbox', { name: 'Car name' })).toHaveValue('Widowmaker (copy)');
    await expect(designer.getByRole('textbox', { name: 'Engine power' })).toHaveValue('36');
    await expect(designer.locator('[data-path="mounts.1"]')).toContainText('Rocket-pack');
    // …and from the league's template (the design is unchanged since the last load, so no question).
    await designer.getByRole('button', { name: 'Start from…' }).click();
    await page.getByRole('menuitem', { name: 'Front-heavy gun car' }).click();
    await expect(designer.getByRole('textbox', { name: 'Front' })).toHaveValue('8');

    // Import: a broken file is refused with each bad field named, and changes nothing.
    const broken = info.outputPath('broken.json');
    writeFileSync(broken, JSON.stringify({ ...design, enginePower: 7.5, armor: { ...design.armor, left: 'five' } }));
    await page.getByTestId('import-design-file').setInputFiles(broken);
    const error = page.getByTestId('import-error');
    await expect(error).toContainText('broken.json was not imported');
    await expect(error).toContainText('enginePower:');
    await expect(error).toContainText('armor.left:');
    await expect(designer.getByRole('textbox', { name: 'Engine power' })).toHaveValue(String(design.enginePower));
    await page.screenshot({ path: artifact('garage-import-error.png') });
    const good = info.outputPath('Interceptor.json');
    writeFileSync(good, JSON.stringify({ ...design, name: 'Interceptor', enginePower: 48 }));
    await page.getByTestId('import-design-file').setInputFiles(good);
    await expect(error).toBeHidden();
    await expect(designer.getByRole('textbox', { name: 'Car name' })).toHaveValue('Interceptor');
    await expect(designer.getByRole('textbox', { name: 'Engine power' })).toHaveValue('48');

    // Compare: the design on screen against a car of the stables, every sheet figure, differences marked.
    await designer.getByRole('button', { name: 'Compare…' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare two designs' });
    await compare.getByRole('combobox', { name: 'Right' }).click();
    await page.getByRole('option', { name: 'Widowmaker', exact: true }).click();
    const table = compare.getByRole('table', { name: 'Design comparison' });
    await expect(table.getByRole('row', { name: /Engine power/ })).toContainText('48');
    await expect(table.getByRole('row', { name: /Engine power/ })).toHaveAttribute('data-differs', 'true');
    await expect(table.getByRole('row', { name: /^Gearing/ })).not.toHaveAttribute('data-differs');
    await expect(table.getByRole('row', { name: /Acceleration/ })).toBeVisible();
    await expect(compare.getByTestId('compare-summary')).toContainText('figures differ');
    await page.screenshot({ path: artifact('garage-compare-1280.png') });
  });
});
