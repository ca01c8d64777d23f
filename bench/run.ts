/**
 * `npm run bench`: prints every figure (never asserts; tests decide correctness, benchmarks report speed).
 * Each bench/*.ts module exports `bench: BenchModule`; this file runs those listed below in order, each in a process
 * of its own (`--module NAME`): the app computes a garage duel in the page and a calculator's odds in the main
 * process, so one module's heap and V8's allocation decisions (pretenuring, measured 2026-11-27 to cost the Dethmetal
 * duel ~50% after the calculators' rows) should not bill the next.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import type { BenchModule } from './harness';

/**
 * The modules that time the engines, run as the app ships them: bundled by esbuild with scripts/build.mjs's options
 * (one CommonJS file, node20). Run through tsx, every use of an imported name is a getter call on its module
 * (measured 2026-11-27: ~10% of a Dethmetal duel, 25–35% of its collision odds), a cost the app never pays.
 * PITWALL_BENCH_SOURCES=1 runs them through tsx as the others are.
 */
const AS_SHIPPED = new Set(['engine-car', 'engine-match', 'dirtywheels', 'battlecars', 'hexrpg', 'racecombat', 'odds', 'duels']);
const require = createRequire(import.meta.url);

/** The module, bundled first unless `built` (the parent process bundled it before starting this one). */
async function load(name: string, file: string, built = false): Promise<{ bench: BenchModule }> {
  if (!AS_SHIPPED.has(name) || process.env.PITWALL_BENCH_SOURCES) return import(file);
  const outfile = path.resolve(import.meta.dirname, '..', 'dist', 'bench', `${name}.cjs`);
  if (built && existsSync(outfile)) return require(outfile);
  await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron', 'better-sqlite3', 'pdfkit'],
    define: { __PITWALL_VERSION__: '"bench"' },
    logLevel: 'warning',
  });
  return require(outfile);
}

const MODULES = [
  'core',
  'engine-car',
  'engine-match',
  'campaign',
  'standings',
  'screens',
  'sheets',
  'assistant',
  'dirtywheels',
  'battlecars',
  'hexrpg',
  'racecombat',
  'odds',
  'duels',
  'correct',
  'reads',
];

/** `bench/run.ts odds` also runs the duels (issue 23 names both under `npm run bench odds`). */
const ALIASES: Record<string, string[]> = { odds: ['odds', 'duels'] };

const moduleOf = (name: string, built = false) => load(name, path.resolve(import.meta.dirname, `${name}.ts`), built);

async function runOne(name: string, part: string | undefined): Promise<void> {
  // Reuse the parent's bundle only when the parent made it: run by hand, `--module` bundles the sources as they are
  // now (a bundle left by an earlier run would measure old code).
  const { bench } = await moduleOf(name, process.env.PITWALL_BENCH_BUNDLED === '1');
  const shipped = AS_SHIPPED.has(name) && !process.env.PITWALL_BENCH_SOURCES ? ' (bundled as the app ships it)' : '';
  console.log(`\n== ${bench.title}${part ? ` — ${part}` : ''}${shipped}`);
  await bench.run(part);
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--module') return runOne(args[1]!, args[2] === '--part' ? args[3] : undefined);
  const only = new Set(args.flatMap((a) => ALIASES[a] ?? [a]));
  console.log(`Pitwall benchmarks — node ${process.version}, ${process.platform}/${process.arch}`);
  for (const name of MODULES) {
    if (only.size && !only.has(name)) continue;
    if (!existsSync(path.resolve(import.meta.dirname, `${name}.ts`))) continue;
    const parts = (await moduleOf(name)).bench.parts ?? [undefined];
    for (const part of parts) {
      const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--module', name, ...(part ? ['--part', part] : [])], {
        stdio: 'inherit',
        env: { ...process.env, PITWALL_BENCH_BUNDLED: '1' },
      });
      if (child.status !== 0) throw new Error(`bench ${name}${part ? ` (${part})` : ''} failed (exit ${child.status ?? child.signal})`);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
