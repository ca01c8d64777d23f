import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with scripts/start.mjs
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

const found = findElectronBinary() as { path?: string; reason?: string };

test.describe('Electron window', () => {
  test.skip(!found.path, `Electron binary not present: ${found.reason}`);

  test('the same League flow in the real Electron window, with a fresh data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-electron-'));
    const app = await electron.launch({ executablePath: found.path, args: ['.', '--data-dir', dataDir], env: { ...process.env, PITWALL_DATA_DIR: dataDir } });
    try {
      const page = await app.firstWindow();
      await expect(page.getByTestId('league-name')).toHaveText('My League');
      const isolated = await page.evaluate(
        () => typeof (globalThis as { require?: unknown }).require === 'undefined' && typeof (globalThis as { process?: unknown }).process === 'undefined',
      );
      expect(isolated).toBe(true);
      await page.getByRole('textbox', { name: 'Name' }).fill('Electric Eels');
      await page.getByRole('button', { name: 'Add franchise' }).click();
      await expect(page.getByRole('cell', { name: 'Electric Eels' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name' }).fill('');
      await page.getByRole('button', { name: 'Add franchise' }).click();
      await expect(page.getByText('Franchise name cannot be empty')).toBeVisible();
      await page.screenshot({ path: path.join('tests', 'artifacts', 'electron-league.png') });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
