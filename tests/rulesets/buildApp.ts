/**
 * Builds the app with a ruleset that exists only in tests/ added (issue 21, Proof): the browser host (its `web/host.ts`:
 * the build's `startApp` given its main entry) and the page (its `web/entry.tsx`: the build's `renderApp` given its
 * renderer entry), with esbuild, into `test-results/<out>/` (inside the checkout, so the host finds better-sqlite3 and
 * pdfkit in node_modules as dist/ does). Returns the host bundle to run with node. Derby (`fixture/build.ts`) and the
 * race meeting (`race/build.ts`) are built so.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Paths from the checkout's root, where the test runners run (as tests/support/bundledChild.ts): the host bundle sits two
// folders below it, as dist/host/main.cjs does, so its `__dirname`-relative paths (the migrations) resolve the same.
const ROOT = process.cwd();

/** `folder`: the ruleset's folder under tests/rulesets/ (its `web/` holds the two entries); `out`: under test-results/. */
export async function buildTestRulesetApp(folder: string, out: string): Promise<string> {
  const web = path.join(ROOT, 'tests', 'rulesets', folder, 'web');
  const app = path.join(ROOT, 'test-results', out);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const renderer = path.join(app, 'renderer');
  mkdirSync(renderer, { recursive: true });
  await Promise.all([
    build({
      entryPoints: [path.join(web, 'host.ts')],
      outfile: path.join(app, 'host.cjs'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['electron', 'better-sqlite3', 'pdfkit'],
      define: { __PITWALL_VERSION__: JSON.stringify(pkg.version) },
      logLevel: 'warning',
    }),
    build({
      entryPoints: { entry: path.join(web, 'entry.tsx') },
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
  // One page for every test ruleset's app: it loads the bundle's entry.js and entry.css.
  copyFileSync(path.join(ROOT, 'tests', 'rulesets', 'web', 'index.html'), path.join(renderer, 'index.html'));
  return path.join(app, 'host.cjs');
}
