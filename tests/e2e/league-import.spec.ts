/**
 * Issue 11, point 11: Import League… in the browser host is an upload of the export, then a confirmation naming what
 * is in it and where the new league file goes, then the league opens; the header names the open file, and the
 * imported league's activity says where it came from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifact, expect, test } from '../support/hostFixture';
import { shotVariants } from '../support/shots';
import { call, foundTwoFranchises } from '../support/pageApi';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

async function shoot(page: Page, name: string) {
  for (const scheme of shotVariants(['dark', 'light'] as const)) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    for (const size of shotVariants(SIZES)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: artifact(`${name}-${size.width}x${size.height}-${scheme}.png`) });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await page.setViewportSize(SIZES[0]);
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('upload an export, see what is in it and where it goes, import and open it; the header and activity say so', async ({ page, host }) => {
  test.slow();
  await page.setViewportSize(SIZES[0]);
  await page.goto(host.url);
  await foundTwoFranchises(page);
  await call(page, 'league.rename', { name: 'Wasteland Winter Series' });
  const exportPath = path.join(host.dataDir, 'exports', 'winter-2026.json');
  await call(page, 'export.league', { path: exportPath, overwrite: false });
  const exported = JSON.parse(readFileSync(exportPath, 'utf8'));
  const seasons = exported.tables.seasons.rows.length;
  await call(page, 'league.rename', { name: 'Spring Series' });
  await page.reload();

  // The header names the open league and its file; the full path on hover.
  const openLeague = page.getByTestId('open-league');
  await expect(openLeague).toContainText('Spring Series');
  await expect(page.getByTestId('open-league-file')).toHaveText('My-League.league');
  await openLeague.hover();
  await expect(page.getByRole('tooltip')).toHaveText(path.join(host.dataDir, 'leagues', 'My-League.league'));
  await shoot(page, 'header-open-league');
  await page.mouse.move(600, 500);

  await page.getByRole('button', { name: 'League menu' }).click();
  await page.getByRole('menuitem', { name: 'Import League…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a league' });
  await expect(dialog.getByRole('button', { name: 'Import and open' })).toBeDisabled();
  const upload = dialog.locator('input[type=file]');

  // Not an export: refused with the reason, nothing to confirm.
  await upload.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await expect(dialog.getByText('This file is not a Pitwall league export.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import and open' })).toBeDisabled();
  await shoot(page, 'import-refused');

  await upload.setInputFiles(exportPath);
  const preview = dialog.getByTestId('import-preview');
  await expect(preview).toContainText('In winter-2026.json');
  await expect(preview).toContainText('Wasteland Winter Series');
  await expect(preview).toContainText(`${seasons} season${seasons === 1 ? '' : 's'} · 2 franchises`);
  await expect(preview).toContainText('Ash Valley Angels, Rust Belt Reapers');
  const target = path.join(host.dataDir, 'leagues', 'Wasteland-Winter-Series.league');
  await expect(dialog.getByRole('textbox', { name: 'New league file' })).toHaveValue(target);
  expect(existsSync(target)).toBe(false); // nothing is written before the confirmation
  await shoot(page, 'import-confirm');

  // A file that exists already is refused at the confirmation, with the field named.
  await dialog.getByRole('textbox', { name: 'New league file' }).fill(path.join(host.dataDir, 'leagues', 'My-League.league'));
  await dialog.getByRole('button', { name: 'Import and open' }).click();
  await expect(dialog.getByText(/already exists; choose a new file/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New league file' }).fill(target);
  await dialog.getByRole('button', { name: 'Import and open' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'League imported' })).toContainText(`is now open from ${target}`);
  await expect(openLeague).toContainText('Wasteland Winter Series');
  await expect(page.getByTestId('open-league-file')).toHaveText('Wasteland-Winter-Series.league');
  await expect(page.getByTestId('league-name')).toHaveText('Wasteland Winter Series');
  await expect(page.getByText(`Imported from winter-2026.json on ${today()}`)).toBeVisible();
  expect(await call(page, 'league.get', {})).toMatchObject({ path: target, name: 'Wasteland Winter Series' });
  await shoot(page, 'import-opened');
});
