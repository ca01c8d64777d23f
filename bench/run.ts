/**
 * `npm run bench`: prints every figure (never asserts; tests decide correctness, benchmarks report speed).
 * Each bench/*.ts module exports `bench: BenchModule`; this file runs those listed below in order.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchModule } from './harness';

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
  'correct',
  'reads',
];

async function main() {
  const only = process.argv.slice(2);
  console.log(`Pitwall benchmarks — node ${process.version}, ${process.platform}/${process.arch}`);
  for (const name of MODULES) {
    if (only.length && !only.includes(name)) continue;
    const file = path.resolve(import.meta.dirname, `${name}.ts`);
    if (!existsSync(file)) continue;
    const { bench } = (await import(file)) as { bench: BenchModule };
    console.log(`\n== ${bench.title}`);
    await bench.run();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
