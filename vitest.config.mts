import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The component tests (tests/components, happy-dom): each file also says so on its first line. */
const COMPONENTS = ['tests/components/**/*.test.tsx'];
/**
 * Component files that run in a module graph of their own. The Dethmetal duel card's Select does not open after the
 * other component files ran in the same fork (isolate: false below): reproduced with `--project components
 * --maxWorkers=1`, passing alone; the state another file leaves is not found yet (session 11's note).
 */
const ISOLATED = ['tests/components/odds/dethmetalDuelCard.test.tsx'];

export default defineConfig({
  test: {
    // Two projects, one per environment, so a fork never switches environment between files. Vitest keeps a fork for
    // the next file only when that file has the same project and environment; otherwise it kills the fork and starts a
    // new one, which imports the app again. With node and happy-dom files interleaved in one queue that was most of the
    // 80 s of imports. Per project, the files queue together (`components` first: its files are the longest), so each
    // fork imports each graph once.
    projects: [
      {
        extends: true,
        test: { name: 'components', include: COMPONENTS, exclude: ISOLATED, environment: 'happy-dom' },
      },
      {
        extends: true,
        test: { name: 'components-isolated', include: ISOLATED, environment: 'happy-dom', isolate: true },
      },
      {
        extends: true,
        test: { name: 'node', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: COMPONENTS, environment: 'node' },
      },
    ],
    // A fork per core: vitest's default leaves one core to its main process (one worker on a 2-core machine), which
    // sits idle while the files run. Forks as before: the database-locking and process-killing tests (tests/db,
    // tests/assistant/sigkill) were written against a process each; threads were not measured.
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    // One module graph per fork, not per file: importing the app (engine, services, Drizzle, pdf.js) again for each
    // of 130 files took most of vitest's time (7 files: 12 s of CPU isolated, 6 s not). The files share no state:
    // each makes its own league files in its own temp folder, spies are restored after each test, and stubbed
    // variables are put back (below). The whole suite ran so with no failure but hangs' bounds on a loaded machine.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    // Only catches a hang: the PDF tests (sheets drawn in worker threads, then read back with pdf.js) take ~6 s on an
    // idle 2-core machine and took over 30 s with the other test files running alongside on a loaded one.
    testTimeout: 180_000,
    // The same for hooks (vitest's default is 10 s): tests/architecture/importBoundaries.test.ts lints its probes
    // with Biome in beforeAll, which took 16 s on a loaded machine and skipped all 18 tests there.
    hookTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
