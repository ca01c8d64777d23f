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
 * A step run alongside vitest, its output kept and printed whole when vitest is done, under its name, so the report
 * reads as if the steps had run one after the other. `nice`: at a lower priority, to take only the CPU the others leave
 * idle.
 */
function quietStep(name, cmd, args, { extraEnv = {}, nice = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    // Colours as the step would print them on this terminal.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...colour, ...extraEnv } });
    if (nice) {
      try {
        os.setPriority(child.pid, 10);
      } catch {}
    }
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (code) => {
      steps.push({ name: `${name} (alongside vitest)`, code, seconds: (performance.now() - started) / 1000 });
      resolve({ name, code, output: Buffer.concat(out).toString() });
    };
    child.on('error', (e) => {
      out.push(Buffer.from(String(e)));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function printQuiet({ name, code, output }) {
  console.log(`\n── ${name}${code === 0 ? '' : ' (failed)'} ──`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
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
// vitest's host and CLI tests and Playwright's host run the build (dist/), so it comes first and alone.
await step('build', process.execPath, ['scripts/build.mjs']);
// Then vitest, Playwright and the checks at once. vitest is CPU-bound (its two forks keep both cores busy: at a load
// of 17 it took five times as long); Playwright mostly waits on the page, the host and its own polling (the whole
// suite burned ~115 s of CPU in 350 s at a load of 15, about as long as on an idle machine), so the two together take
// little longer than vitest alone. They share nothing: vitest's files are in temp folders and test-results/children,
// Playwright's in temp folders and test-results/playwright. vitest prints as it goes; the others' output is kept and
// printed whole after it, in the old order.
// One screenshot per screen, not every size and theme (tests/support/shots.ts): nothing compares them, and each costs.
const playwright = quietStep('playwright', process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
  extraEnv: { PITWALL_CHROMIUM: chromium, PITWALL_SHOTS: 'one' },
});
let playwrightDone = false;
playwright.then(() => (playwrightDone = true));
// The checks read only the sources, one after the other, niced: the CPU the tests leave idle.
const checks = (async () => {
  const results = [];
  results.push(await quietStep('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], { nice: true }));
  // src-shared again without DOM or Node types: it runs in every process, so neither may creep in.
  results.push(
    await quietStep('typecheck src-shared', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.shared.json'], { nice: true }),
  );
  // Lint (with ARCHITECTURE.md's import boundaries) and the format check, in one pass over the tree.
  results.push(
    await quietStep('lint and format', process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'ci', '--reporter=summary', '.'], { nice: true }),
  );
  return results;
})();
await step('vitest', process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
for (const result of await checks) printQuiet(result);
if (!playwrightDone) console.log('\n(Playwright, running alongside vitest, is not done yet: its report follows when it is.)');
printQuiet(await playwright);

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
