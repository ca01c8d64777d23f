// The timing report of `npm test`: the wall time of each step, and each test file's time from the two runners'
// JSON reports, attributed to a ruleset. Written to test-results/timing.json (read by scripts/test-budget.mjs) and
// summed up on the console (the steps, the ten slowest files).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TIMING_FILE = 'test-results/timing.json';

/** The rulesets this tree has: each folder of src-shared/engine with a public index, except the core's. */
export function rulesetIds(root = '.') {
  const engine = path.join(root, 'src-shared/engine');
  return readdirSync(engine, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'core' && d.name !== 'dice' && existsSync(path.join(engine, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
}

/** A league the app makes without being told otherwise is Dethmetal's (ARCHITECTURE.md, Rulesets). */
const DEFAULT_RULESET = 'dethmetal';

/**
 * Which ruleset a Playwright spec file belongs to, so any new spec is counted without a list to keep:
 * 1. a tag `@<ruleset id>` or `@core` on its tests (`test('…', { tag: '@dirtywheels' }, …)`) says so (a ruleset that
 *    exists only in the tests, as Derby or the race meeting, proves the core's extension points: tagged `@core`);
 * 2. else its file name: `<ruleset id>-….spec.ts` (dirtywheels-team.spec.ts);
 * 3. else the Electron window's tests (tests/electron/) are the core's;
 * 4. else the default ruleset's: a spec that names no ruleset runs on the league the app makes by default.
 */
export function specRuleset(file, tags, ids) {
  const tagged = tags.map((t) => t.replace(/^@/, '')).find((t) => t === 'core' || ids.includes(t));
  if (tagged) return tagged;
  const base = path.basename(file);
  const prefixed = ids.find((id) => base.startsWith(`${id}-`) || base.startsWith(`${id}.`));
  if (prefixed) return prefixed;
  if (file.split(/[\\/]/).includes('electron')) return 'core';
  return DEFAULT_RULESET;
}

/** Which ruleset a vitest file belongs to: a path segment or file name that is a ruleset's id, else the core's. */
export function testFileRuleset(file, ids) {
  const parts = file.split(/[\\/]/);
  return ids.find((id) => parts.some((p) => p === id || p.startsWith(`${id}.`) || p.startsWith(`${id}-`))) ?? 'core';
}

/** The budget table of ARCHITECTURE.md: rows `| \`id\` | N s |` under the heading "Test budget". */
export function readBudgets(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Test budget'));
  if (!section) throw new Error('ARCHITECTURE.md has no "## Test budget" section');
  const budgets = {};
  for (const m of section.matchAll(/^\|\s*`([\w-]+)`\s*\|\s*(\d+)\s*s\s*\|/gm)) budgets[m[1]] = Number(m[2]);
  return budgets;
}

const readJson = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const round = (s) => Math.round(s * 10) / 10;

function vitestFiles(ids) {
  const v = readJson('test-results/vitest.json');
  if (!v) return [];
  return v.testResults.map((r) => {
    const file = path.relative(process.cwd(), r.name);
    return {
      file,
      seconds: round((r.endTime - r.startTime) / 1000),
      tests: r.assertionResults.length,
      ruleset: testFileRuleset(file, ids),
    };
  });
}

/** Each spec file's cost: the sum of its tests' durations (every attempt), whichever worker ran them. */
function playwrightFiles(ids) {
  const p = readJson('test-results/playwright.json');
  if (!p) return [];
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join(p.config?.rootDir ? path.relative(process.cwd(), p.config.rootDir) : 'tests', spec.file);
      const entry = byFile.get(file) ?? { file, seconds: 0, tests: 0, tags: new Set() };
      for (const t of spec.tags ?? []) entry.tags.add(t);
      for (const t of spec.tests ?? []) {
        entry.tests++;
        for (const r of t.results ?? []) entry.seconds += (r.duration ?? 0) / 1000;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of p.suites ?? []) walk(s);
  return [...byFile.values()].map(({ tags, ...e }) => ({ ...e, seconds: round(e.seconds), ruleset: specRuleset(e.file, [...tags], ids) }));
}

function byRuleset(files) {
  const out = {};
  for (const f of files) {
    const r = (out[f.ruleset] ??= { seconds: 0, files: 0, tests: 0 });
    r.seconds = round(r.seconds + f.seconds);
    r.files++;
    r.tests += f.tests;
  }
  return out;
}

export function writeTimingReport(steps, totalSeconds) {
  const ids = rulesetIds();
  const vitest = vitestFiles(ids).sort((a, b) => b.seconds - a.seconds);
  const playwright = playwrightFiles(ids).sort((a, b) => b.seconds - a.seconds);
  const report = {
    when: new Date().toISOString(),
    cpus: os.availableParallelism(),
    totalSeconds: round(totalSeconds),
    steps: steps.map((s) => ({ name: s.name, seconds: round(s.seconds), code: s.code })),
    vitest: { files: vitest, byRuleset: byRuleset(vitest) },
    playwright: { files: playwright, byRuleset: byRuleset(playwright) },
  };
  writeFileSync(TIMING_FILE, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

export function printTimingReport(report) {
  const line = (label, seconds, extra = '') => `  ${label.padEnd(58)} ${seconds.toFixed(1).padStart(7)} s${extra}`;
  console.log(`\ntiming (${TIMING_FILE}, ${report.cpus} CPUs):`);
  for (const s of report.steps) console.log(line(s.name, s.seconds, s.code === 0 ? '' : '  (failed)'));
  console.log(line('total', report.totalSeconds));
  for (const [runner, label] of [
    ['vitest', 'vitest files'],
    ['playwright', 'Playwright spec files (sum of their tests)'],
  ]) {
    const files = report[runner].files;
    if (!files.length) continue;
    console.log(`the ten slowest ${label}:`);
    for (const f of files.slice(0, 10)) console.log(line(`${f.file} (${f.tests})`, f.seconds, `  ${f.ruleset}`));
    const shares = Object.entries(report[runner].byRuleset)
      .map(([id, r]) => `${id} ${r.seconds.toFixed(0)} s`)
      .join(', ');
    console.log(`  by ruleset: ${shares}`);
  }
}
