// Builds everything the app runs from dist/: the renderer (Vite) and the main-process bundles (esbuild).
// better-sqlite3 and electron stay external: they are native / provided by the runtime; pdfkit too, as it finds its
// own data files (font metrics, line-break classes) beside its sources.
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { chmodSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const t0 = performance.now();

await viteBuild({ configFile: 'vite.config.mts', logLevel: 'warn' });

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['electron', 'better-sqlite3', 'pdfkit'],
  define: { __PITWALL_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, entryPoints: { 'host/main': 'src-main/host/main.ts' }, outdir: 'dist', outExtension: { '.js': '.cjs' } }),
  build({
    ...common,
    entryPoints: { 'cli/league': 'src-main/cli/main.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    banner: { js: '#!/usr/bin/env node' },
  }),
  build({ ...common, entryPoints: { 'electron/main': 'src-main/electron/main.ts' }, outdir: 'dist', outExtension: { '.js': '.cjs' } }),
  // A sandboxed preload may require only 'electron': everything else is bundled in.
  build({
    ...common,
    entryPoints: { 'electron/preload': 'src-main/electron/preload.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    external: ['electron'],
  }),
]);
chmodSync('dist/cli/league.cjs', 0o755);
console.log(`built dist/ in ${Math.round(performance.now() - t0)} ms`);
