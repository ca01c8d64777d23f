/**
 * Where the files the sheets need at run time live: `assets/` at the app root (the fonts, with their licence), and
 * the sheet-rendering worker. Resolved like the migrations folder (db/migrator.ts): the sources, the dist/ bundles
 * and a packaged app each sit a known number of levels below the root.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const MARKER = path.join('fonts', 'LiberationSans-Regular.ttf');
/** This file's folder (from __filename: tsx reports a wrong __dirname for a module imported from an ES module). */
const here = () => path.dirname(__filename);

export function assetsDir(): string {
  // Bundles (dist/<adapter>/*.cjs, dist/sheets/worker.cjs; in a package, inside app.asar) sit two levels below the
  // root, this source file (src-main/sheets/pdf) three.
  const candidates = [process.env.PITWALL_ASSETS_DIR, path.resolve(here(), '../../assets'), path.resolve(here(), '../../../assets'), path.resolve(process.cwd(), 'assets')];
  const found = candidates.find((c): c is string => !!c && existsSync(path.join(c, MARKER)));
  if (!found) throw new Error(`Cannot find the assets folder with the sheet fonts (looked in ${candidates.filter(Boolean).join(', ')}).`);
  return found;
}

/** Liberation Sans 2.1.5 (SIL Open Font License 1.1, assets/fonts/OFL.txt): Latin, Greek and Cyrillic, and the rules symbols (≥, Δ, ×, →). */
export function fontFiles(): { regular: string; bold: string } {
  const fonts = path.join(assetsDir(), 'fonts');
  return { regular: path.join(fonts, 'LiberationSans-Regular.ttf'), bold: path.join(fonts, 'LiberationSans-Bold.ttf') };
}

/** A development dependency: in a variable, so that esbuild leaves it alone (the bundles never take this path). */
const TSX_REGISTER: string = 'tsx/cjs/api';

/**
 * How to start the sheet-rendering worker. From a bundle: dist/sheets/worker.cjs beside the other bundles. From the
 * sources (vitest, tsx), where no bundle exists: a bootstrap that registers tsx and loads src-main/sheets/worker.ts.
 */
export function workerEntry(): { script: string; eval: boolean } {
  if (/\.tsx?$/.test(__filename)) {
    const source = path.resolve(here(), '../worker.ts');
    const tsx = require.resolve(TSX_REGISTER);
    return { script: `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(source)});`, eval: true };
  }
  return { script: path.resolve(here(), '../sheets/worker.cjs'), eval: false };
}
