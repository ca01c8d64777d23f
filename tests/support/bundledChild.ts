/**
 * A test's child process as one plain CommonJS file, so it starts as `node child.cjs` instead of under tsx. Under
 * tsx every spawn compiles the app's sources again as it loads them (about 2.7 s of CPU a spawn against 0.7 s
 * bundled, measured on the 2-core machine); the crash tests spawn dozens. The bundle is built like the app's own
 * (scripts/build.mjs: esbuild, better-sqlite3 and pdfkit left to node_modules) and written two folders below the
 * repository, as dist/host/main.cjs is, so `__dirname`-relative paths (the migrations folder) resolve the same.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const built = new Map<string, string>();

export interface ChildOptions {
  /**
   * A child whose work draws no PDF (a create, a recording, a season end killed midway): pdfkit is left out, and a
   * document asked of it fails naming why. Loading pdfkit (and the fonts it unpacks) is ~0.35 s of CPU of the ~1 s a
   * child's start costs, paid by each of the crash tests' dozens of spawns; what the child does is the app's own code.
   */
  noPdf?: boolean;
}

/**
 * pdfkit as a constructor that refuses, for a child built `noPdf`: one that draws a document after all fails, never
 * passes. A file, as esbuild's synchronous build takes no plugins; `alias` points pdfkit at it.
 */
function refusingPdfkit(): string {
  const file = path.resolve('test-results', 'children', 'pdfkit-refused.cjs');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    "module.exports = function PDFDocument() { throw new Error('This test child is bundled without pdfkit (tests/support/bundledChild.ts, noPdf): it was not to draw a PDF.'); };\n",
  );
  return `./${path.relative(process.cwd(), file)}`;
}

/** The bundled form of a child script (`tests/…/xChild.ts`), built once per test process. */
export function bundledChild(source: string, { noPdf = false }: ChildOptions = {}): string {
  const entry = path.resolve(source);
  const key = `${entry}${noPdf ? ' noPdf' : ''}`;
  const done = built.get(key);
  if (done) return done;
  const out = path.resolve('test-results', 'children', `${path.basename(entry, '.ts')}${noPdf ? '.nopdf' : ''}.cjs`);
  // Written under another name first: a second vitest process bundling the same child never runs a half-written file.
  const partial = `${out}.${process.pid}.tmp`;
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: partial,
    external: ['electron', 'better-sqlite3', ...(noPdf ? [] : ['pdfkit'])],
    ...(noPdf ? { alias: { pdfkit: refusingPdfkit() } } : {}),
    logLevel: 'warning',
  });
  renameSync(partial, out);
  built.set(key, out);
  return out;
}
