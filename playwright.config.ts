import os from 'node:os';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'electron/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  // Bounds that only catch a hang: every wait in the tests ends at the app's own signal, and on a loaded machine
  // (a 2-core CI runner, or tests of other work alongside) that signal can take many times as long as on an idle
  // one. The former 60 s a test and 5 s an expectation failed there; a passing test never waits for a bound.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Every test has its own host process and data folder (tests/support/hostFixture.ts), so tests of one file may run
  // on different workers: the long journeys start early and the two workers end together. Two workers fit two cores
  // (each drives one Chromium page and one host); a larger machine gets half its cores.
  fullyParallel: true,
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // The app honours the system's reduced motion (README, Screens): dialogs, menus and toasts appear at once, so a
    // test waits for the app and never for a transition, and Chromium draws no animation frames between steps.
    reducedMotion: 'reduce',
    // A trace records a DOM snapshot around every action and a screencast of the whole test: a third of a test's CPU
    // (settings.spec.ts: 43 s with it, 29 s without, pinfra's measure in ARCHITECTURE.md "Test budget"), paid by every
    // passing test for the rare failure. A failure still leaves its error and the page's ARIA snapshot
    // (error-context.md); PITWALL_TRACE=1 records full traces again to look at one.
    trace: process.env.PITWALL_TRACE ? 'retain-on-failure' : 'off',
  },
});
