/**
 * Builds the app with the race meeting test ruleset added, from tests/ (issue 21, Proof): the browser host (`web/host.ts`: the build's
 * `startApp` given `raceMain`) and the page (`web/entry.tsx`: the build's `renderApp` given `raceRenderer`), with
 * esbuild, into `test-results/race-ruleset/` (inside the checkout, so the host finds better-sqlite3 and pdfkit in
 * node_modules as dist/ does). Returns the host bundle to run with node.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Paths from the checkout's root, where the test runners run (as tests/support/bundledChild.ts): the host bundle sits two
// folders below it, as dist/host/main.cjs does, so its `__dirname`-relative paths (the migrations) resolve the same.
const ROOT = process.cwd();
const WEB = path.join(ROOT, 'tests', 'rulesets', 'race', 'web');
export const RACE_APP = path.join(ROOT, 'test-results', 'race-ruleset');

export async function buildRaceApp(): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const renderer = path.join(RACE_APP, 'renderer');
  mkdirSync(renderer, { recursive: true });
  await Promise.all([
    build({
      entryPoints: [path.join(WEB, 'host.ts')],
      outfile: path.join(RACE_APP, 'host.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['electron', 'better-sqlite3', 'pdfkit'],
      define: { __PITWALL_VERSION__: JSON.stringify(pkg.version) },
      logLevel: 'warning',
    }),
    build({
      entryPoints: { entry: path.join(WEB, 'entry.tsx') },
      outdir: renderer,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      loader: { '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    }),
  ]);
  copyFileSync(path.join(WEB, 'index.html'), path.join(renderer, 'index.html'));
  return path.join(RACE_APP, 'host.cjs');
}
