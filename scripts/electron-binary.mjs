// Where is Electron's binary? Read the same file Electron's npm wrapper reads; never guess, never fake.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const electronDir = path.resolve('node_modules/electron');

/** { path } when the binary is on disk, or { reason } saying why not. */
export function findElectronBinary() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, process.platform === 'win32' ? 'electron.exe' : 'electron');
    return existsSync(p) ? { path: p } : { reason: `ELECTRON_OVERRIDE_DIST_PATH is set but ${p} does not exist` };
  }
  const pathTxt = path.join(electronDir, 'path.txt');
  if (!existsSync(electronDir)) return { reason: 'the electron package is not installed (run npm install)' };
  if (!existsSync(pathTxt))
    return { reason: "Electron's binary was never downloaded (its install script is denied by allowScripts, and no download has succeeded)" };
  const binary = path.join(electronDir, 'dist', readFileSync(pathTxt, 'utf8').trim());
  return existsSync(binary) ? { path: binary } : { reason: `node_modules/electron/path.txt names ${binary}, which does not exist` };
}

export function electronVersion() {
  return JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')).version;
}
