/**
 * A test's child process as one plain CommonJS file, so it starts as `node child.cjs` instead of under tsx. Under
 * tsx every spawn compiles the app's sources again as it loads them (about 2.7 s of CPU a spawn against 0.7 s
 * bundled, measured on the 2-core machine); the crash tests spawn dozens. The bundle is built like the app's own
 * (scripts/build.mjs: esbuild, better-sqlite3 and pdfkit left to node_modules) and written two folders below the
 * repository, as dist/host/main.cjs is, so `__dirname`-relative paths (the migrations folder) resolve the same.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const built = new Map<string, string>();

/** The bundled form of a child script (`tests/…/xChild.ts`), built once per test process. */
export function bundledChild(source: string): string {
  const entry = path.resolve(source);
  const done = built.get(entry);
  if (done) return done;
  const out = path.resolve('test-results', 'children', `${path.basename(entry, '.ts')}.cjs`);
  // Written under another name first: a second vitest process bundling the same child never runs a half-written file.
  const partial = `${out}.${process.pid}.tmp`;
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: partial,
    external: ['electron', 'better-sqlite3', 'pdfkit'],
    logLevel: 'warning',
  });
  renameSync(partial, out);
  built.set(entry, out);
  return out;
}
