/**
 * The Garage's stables, designer and compare at both sizes, and the design library done the way the organizer did it:
 * a real download, the exported file read by `league car check`, and a real file picked. The library's logic
 * (duplicate, save as template, start from a stock design or a template, a broken import refused field by field,
 * compare's differences) is tests/components/garage/designLibrary.test.tsx; issue 11's number boxes (#1), the one DP
 * figure (#6) and the designer's words and Cancel (#12) are tests/components/garage/designerNumberBoxes.test.tsx and
 * designPoints.test.tsx.
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

const SIZES = [
  [1280, 800],
  [1024, 700],
] as const;

test('the Garage at 1280x800 and 1024x700 (stables, designer with the library bar, compare), then a design exported, checked by the CLI and imported', async ({
  page,
  host,
}, info) => {
  test.slow();
  const id = await foundReapers(host);
  // Both sizes always (their widths are checked); photographed at the sizes and themes shots.ts asks for.
  const photographed = shotVariants(SIZES);
  for (const size of SIZES) {
    const [w, h] = size;
    const photo = photographed.includes(size);
    await page.setViewportSize({ width: w, height: h });
    for (const theme of shotVariants(['dark', 'light'])) {
      // The page loads once; later rounds come back to the stables by the hash, as the app's links do.
      if (page.url() === 'about:blank') await page.goto(`${host.url}#/garage/${id}`);
      else await openScreen(page, `#/garage/${id}`);
      await expect(page.getByRole('article')).toHaveCount(3);
      const current = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
      if (current !== theme) await page.getByRole('button', { name: 'Toggle colour theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${w}`).toBe(true);
      if (photo) await page.screenshot({ path: artifact(`garage-stables-${w}-${theme}.png`) });
      await page.getByRole('article', { name: 'Widowmaker' }).getByRole('button', { name: 'Duplicate' }).click();
      await expect(page.getByTestId('car-designer')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (photo) await page.screenshot({ path: artifact(`garage-designer-library-${w}-${theme}.png`), fullPage: true });
      for (const part of ['Chassis', 'Speed chart']) {
        const card = page.getByRole('region', { name: part });
        // Nothing clipped: every card's content fits its width.
        expect(
          await card.evaluate((el) => [el, ...el.querySelectorAll('div, table')].filter((d) => d.scrollWidth > d.clientWidth + 1).length),
          `${part} fits at ${w}`,
        ).toBe(0);
      }
      const bar = page.getByRole('toolbar', { name: 'Design library' });
      // One row: the three buttons are as tall as one.
      expect((await bar.boundingBox())!.height).toBeLessThan(40);
      await page.getByRole('button', { name: 'Compare…' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare two designs' });
      await compare.getByRole('combobox', { name: 'Right' }).click();
      await page.getByRole('option', { name: 'Anti-tank rifle car (75 DP)' }).click();
      await expect(compare.getByRole('table', { name: 'Design comparison' })).toBeVisible();
      // The dialog's table fits the window: no sideways scroll inside it.
      expect(await compare.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `compare fits at ${w}`).toBe(true);
      if (photo) await page.screenshot({ path: artifact(`garage-compare-${w}-${theme}.png`) });
      await page.keyboard.press('Escape');
      await expect(compare).toHaveCount(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The designer is open on “Widowmaker (copy)”. Export: a real download, a JSON file `league car check` reads and passes.
  const designer = page.getByTestId('car-designer');
  await expect(designer.getByRole('textbox', { name: 'Car name' })).toHaveValue('Widowmaker (copy)');
  await retype(designer.getByRole('textbox', { name: 'Front' }), '8');
  await designer.getByRole('button', { name: 'Save / export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export design (.json)' }).click()]);
  expect(download.suggestedFilename()).toBe('Widowmaker (copy).json');
  const exported = info.outputPath('exported.json');
  await download.saveAs(exported);
  const design = JSON.parse(readFileSync(exported, 'utf8'));
  expect(design).toMatchObject({ version: 1, name: 'Widowmaker (copy)', armor: { front: 8 } });
  const checked = execFileSync(process.execPath, ['dist/cli/league.cjs', 'car', 'check', exported, '--bonus-dp', '3'], { encoding: 'utf8' });
  expect(checked).toContain('No problems: the car is legal.');

  // Import: a real file picked through the file input loads whole (its name too: keepName is Start from…'s only).
  const good = info.outputPath('Interceptor.json');
  writeFileSync(good, JSON.stringify({ ...design, name: 'Interceptor', enginePower: 48 }));
  await page.getByTestId('import-design-file').setInputFiles(good);
  // The design on screen has changes (Front 8): asked first, as Start from… asks.
  await page.getByRole('dialog', { name: 'Replace the design with “Interceptor.json”?' }).getByRole('button', { name: 'Replace' }).click();
  await expect(designer.getByRole('textbox', { name: 'Car name' })).toHaveValue('Interceptor');
  await expect(designer.getByRole('textbox', { name: 'Engine power' })).toHaveValue('48');
  await expect(designer.getByRole('textbox', { name: 'Front' })).toHaveValue('8');
  await expect(page.getByTestId('import-error')).toHaveCount(0);
  await page.screenshot({ path: artifact('garage-imported-1280.png') });
});
