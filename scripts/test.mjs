// `npm test`: build, type-check, unit/service tests (vitest), browser e2e in real Chromium and the
// Electron test (Playwright). Ends with one line: `tests: N passed, N failed, N skipped`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { printTimingReport, writeTimingReport } from './test-timing.mjs';

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status ?? 1;
}

/** Runs one step of the suite, its output on the console as it comes, and keeps its wall time for the timing report. */
function step(name, cmd, args, extraEnv = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
    const done = (code) => {
      steps.push({ name, code, seconds: (performance.now() - started) / 1000 });
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/**
 * A step run alongside another (`alongside`: the step it shares the machine with), its output kept and printed whole
 * when it ends, under its name, so the report reads as if the steps had run one after the other. It runs at a lower
 * priority: it takes the CPU the step in front leaves idle (vitest's forks wait on the children and files they make,
 * and the last files run on one fork) rather than slowing it.
 */
function quietStep(name, cmd, args, alongside, { outputOnFailure = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      os.setPriority(child.pid, 10);
    } catch {}
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (code) => {
      const seconds = (performance.now() - started) / 1000;
      steps.push({ name: `${name} (alongside ${alongside})`, code, seconds });
      resolve({ name, code, output: outputOnFailure && code === 0 ? '' : Buffer.concat(out).toString() });
    };
    child.on('error', (e) => {
      out.push(Buffer.from(String(e)));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function findChromium() {
  const candidates = [process.env.PITWALL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((c) => c && existsSync(c));
  if (found) return found;
  try {
    // Playwright's own browser, where its download was possible.
    const own = spawnSync(process.execPath, ['-e', "process.stdout.write(require('playwright').chromium.executablePath())"], { encoding: 'utf8' }).stdout;
    if (own && existsSync(own)) return own;
  } catch {}
  return null;
}

// The tests read the PDFs the app makes with pdf.js (pdfjs-dist), which in Node draws on @napi-rs/canvas: a prebuilt
// binary npm installs as pdfjs-dist's optional dependency. Nothing else reads PDFs (no poppler).
function pdfReaderProblem() {
  try {
    const require = createRequire(import.meta.url);
    createRequire(require.resolve('pdfjs-dist/package.json'))('@napi-rs/canvas');
    return null;
  } catch (e) {
    return String(e?.message ?? e).split('\n')[0];
  }
}
const pdfProblem = pdfReaderProblem();
if (pdfProblem) {
  console.error(`npm test reads PDFs with pdfjs-dist and @napi-rs/canvas, which did not load (${pdfProblem}).`);
  console.error('Install the dependencies, optional ones included, and run again:');
  console.error('  npm ci --include=optional');
  process.exit(1);
}

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found; installing Debian's chromium package (apt-get install -y chromium)…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  chromium = findChromium();
}
if (!chromium) {
  console.error('npm test needs a Chromium for the browser tests and found none. Install one and run again:');
  console.error('  sudo apt-get install -y chromium        # Debian/Ubuntu');
  console.error('  or set PITWALL_CHROMIUM=/path/to/chromium');
  process.exit(1);
}

rmSync('test-results', { recursive: true, force: true });
const suiteStarted = performance.now();
const steps = [];
// vitest's host and CLI tests run the build (dist/), so it comes first and alone.
await step('build', process.execPath, ['scripts/build.mjs']);
// The checks read only the sources: one after the other, alongside vitest, on the CPU its two forks leave idle.
const checks = (async () => {
  const results = [];
  results.push(await quietStep('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], 'vitest'));
  // src-shared again without DOM or Node types: it runs in every process, so neither may creep in.
  results.push(
    await quietStep('typecheck src-shared', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.shared.json'], 'vitest'),
  );
  // Lint (with ARCHITECTURE.md's import boundaries) and the format check, in one pass over the tree.
  results.push(await quietStep('lint and format', process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'ci', '--reporter=summary', '.'], 'vitest'));
  // Playwright compiles the specs and everything they import (~620 files of the app, ~17 s of one core) with Babel
  // before its first test, unless its transform cache has them already; listing the tests fills the cache here.
  // (Its list of tests is not part of the report: shown only if the listing failed.)
  results.push(
    await quietStep('Playwright compile', process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--list', '--reporter=null'], 'vitest', {
      outputOnFailure: true,
    }),
  );
  return results;
})();
await step('vitest', process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
for (const { name, code, output } of await checks) {
  console.log(`\n── ${name}${code === 0 ? '' : ' (failed)'} ──`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}
// One screenshot per screen, not every size and theme (tests/support/shots.ts): nothing compares them, and each costs.
await step('playwright', process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { PITWALL_CHROMIUM: chromium, PITWALL_SHOTS: 'one' });

// Where the time went (test-results/timing.json), then each ruleset's share against its budget (ARCHITECTURE.md,
// "Test budget"). The budget only warns unless PITWALL_BUDGET=strict: see scripts/test-budget.mjs for why.
const timing = writeTimingReport(steps, (performance.now() - suiteStarted) / 1000);
printTimingReport(timing);
await step('test budget', process.execPath, ['scripts/test-budget.mjs']);

const counts = { passed: 0, failed: 0, skipped: 0 };
const readJson = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const v = readJson('test-results/vitest.json');
if (v) {
  counts.passed += v.numPassedTests;
  counts.failed += v.numFailedTests;
  counts.skipped += v.numPendingTests + v.numTodoTests;
}
const p = readJson('test-results/playwright.json');
if (p) {
  counts.passed += p.stats.expected + p.stats.flaky;
  counts.failed += p.stats.unexpected;
  counts.skipped += p.stats.skipped;
  for (const suite of p.suites ?? []) {
    const walk = (s) => {
      for (const spec of s.specs ?? [])
        for (const t of spec.tests ?? []) for (const a of t.annotations ?? []) if (a.type === 'skip') console.log(`skipped: ${spec.title}: ${a.description}`);
      for (const child of s.suites ?? []) walk(child);
    };
    walk(suite);
  }
}
const brokenSteps = steps.filter((s) => s.code !== 0).map((s) => s.name);
if (brokenSteps.length) console.log(`failed steps: ${brokenSteps.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(brokenSteps.length || counts.failed || counts.passed === 0 ? 1 : 0);
