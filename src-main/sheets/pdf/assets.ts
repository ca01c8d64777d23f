/**
 * Where the files the sheets need at run time live: `assets/` at the app root (the fonts, with their licence). Resolved like the migrations folder (db/migrator.ts): the sources, the dist/ bundles
 * and a packaged app each sit a known number of levels below the root.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const MARKER = path.join('fonts', 'LiberationSans-Regular.ttf');
/** This file's folder (from __filename: tsx reports a wrong __dirname for a module imported from an ES module). */
const here = () => path.dirname(__filename);

export function assetsDir(): string {
  // Bundles (dist/<adapter>/*.cjs; in a package, inside app.asar) sit two levels below the
  // root, this source file (src-main/sheets/pdf) three.
  const candidates = [
    process.env.PITWALL_ASSETS_DIR,
    path.resolve(here(), '../../assets'),
    path.resolve(here(), '../../../assets'),
    path.resolve(process.cwd(), 'assets'),
  ];
  const found = candidates.find((c): c is string => !!c && existsSync(path.join(c, MARKER)));
  if (!found) throw new Error(`Cannot find the assets folder with the sheet fonts (looked in ${candidates.filter(Boolean).join(', ')}).`);
  return found;
}

/** Liberation Sans 2.1.5 (SIL Open Font License 1.1, assets/fonts/OFL.txt): Latin, Greek and Cyrillic, and the rules symbols (≥, Δ, ×, →). */
export function fontFiles(): { regular: string; bold: string } {
  const fonts = path.join(assetsDir(), 'fonts');
  return { regular: path.join(fonts, 'LiberationSans-Regular.ttf'), bold: path.join(fonts, 'LiberationSans-Bold.ttf') };
}
