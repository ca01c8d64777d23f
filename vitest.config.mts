import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Only catches a hang: the PDF tests (sheets drawn in worker threads, then read back with pdf.js) take ~6 s on an
    // idle 2-core machine and took over 30 s with the other test files running alongside on a loaded one.
    testTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
