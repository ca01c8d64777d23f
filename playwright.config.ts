import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'electron/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { viewport: { width: 1280, height: 800 }, trace: 'retain-on-failure' },
});
