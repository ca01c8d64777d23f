import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with scripts/start.mjs
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

const found = findElectronBinary() as { path?: string; reason?: string };

test.describe('Electron window state', () => {
  test.skip(!found.path, `Electron binary not present: ${found.reason}`);

  test('the window comes back at the size and place it was closed at, and maximized when it was', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-electron-'));
    const launch = () =>
      electron.launch({ executablePath: found.path, args: ['.', '--data-dir', dataDir], env: { ...process.env, PITWALL_DATA_DIR: dataDir } });
    try {
      let app = await launch();
      await (await app.firstWindow()).getByTestId('league-name').waitFor();
      await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.setBounds({ x: 40, y: 30, width: 1100, height: 760 }));
      await app.close();
      expect(JSON.parse(readFileSync(path.join(dataDir, 'preferences.json'), 'utf8')).window).toEqual({
        x: 40,
        y: 30,
        width: 1100,
        height: 760,
        maximized: false,
      });

      app = await launch();
      await (await app.firstWindow()).getByTestId('league-name').waitFor();
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.getBounds())).toEqual({ x: 40, y: 30, width: 1100, height: 760 });
      await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.maximize());
      await app.close();

      app = await launch();
      await (await app.firstWindow()).getByTestId('league-name').waitFor();
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.isMaximized())).toBe(true);
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
