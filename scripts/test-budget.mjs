// Each ruleset's share of the end-to-end tests against its budget (ARCHITECTURE.md, "Test budget"), read from the
// timing report `npm test` writes (test-results/timing.json). Prints who is over.
//
// Over budget warns and exits 0 unless PITWALL_BUDGET=strict. Why: the figures are wall times, and on a loaded
// machine (CI's shared runners, or other work alongside) the same tests take two or three times as long; a failing
// budget there would be a run that passes only on an idle machine, the very thing the suite may not have. The
// budget is kept by reading the warning on an idle machine (as when a ruleset's tests are added), or by running
// `PITWALL_BUDGET=strict npm test` there.
import { existsSync, readFileSync } from 'node:fs';
import { readBudgets, rulesetIds, TIMING_FILE } from './test-timing.mjs';

const strict = process.env.PITWALL_BUDGET === 'strict';
if (!existsSync(TIMING_FILE)) {
  console.log(`test budget: no ${TIMING_FILE} (run npm test first)`);
  process.exit(strict ? 1 : 0);
}
const timing = JSON.parse(readFileSync(TIMING_FILE, 'utf8'));
const budgets = readBudgets(readFileSync('ARCHITECTURE.md', 'utf8'));
const spent = timing.playwright.byRuleset;
const over = [];
for (const id of [...new Set([...rulesetIds(), 'core', ...Object.keys(spent)])]) {
  const budget = budgets[id] ?? budgets.default;
  const seconds = spent[id]?.seconds ?? 0;
  const files = timing.playwright.files.filter((f) => f.ruleset === id);
  const mark = seconds > budget ? 'OVER' : 'ok';
  console.log(`test budget: ${id.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s of Playwright / ${budget} s  ${mark}`);
  if (seconds > budget) {
    over.push(id);
    for (const f of files.slice(0, 5)) console.log(`               ${f.file}: ${f.seconds.toFixed(0)} s`);
  }
}
if (over.length) {
  const where = `${timing.cpus} CPUs, ${timing.totalSeconds.toFixed(0)} s in all`;
  console.log(
    `test budget: over: ${over.join(', ')} (${where}). On an idle machine this is real: move what the spec checks to vitest or set its league up through the services (ARCHITECTURE.md, "Test budget").`,
  );
  if (strict) process.exit(1);
}
