import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/lib/vitest-sequencer.mjs';

/**
 * One Vitest run for every package's unit and integration tests. DOM tests opt into happy-dom
 * with a `// @vitest-environment happy-dom` docblock; the rest run in Node.
 *
 * Two projects in the one run and pool, each with a fresh module graph per file. `unit` (the
 * apps, shared, the MF contract checks) once reused the modules between files (`isolate: false`,
 * ~28 s less on two cores), but files then shared one window and module state: of five full
 * unit runs on 3 December, four failed 1–3 tests, a different file each time (a mounted app still
 * listening, a store left signed in), each passing alone; isolated, none did. `integration` (the
 * dev server, the functions, the seed, the scripts) starts servers and sets process-wide state.
 */
const exclude = ['**/node_modules/**', '**/dist/**'];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    // Most files wait on the dev server and function processes, not the CPU: one worker more than
    // cores halves the run on two cores (Vitest's default leaves a core idle: 413 s vs 214 s).
    maxWorkers: availableParallelism() + 1,
    // Longest files first, from the committed timings on a fresh clone (scripts/lib/test-order.mjs).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,shell,mf-*,e2e/mf}/**/*.test.{ts,tsx}'],
          exclude,
          ...timeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['appwrite/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          exclude,
          ...timeouts,
        },
      },
    ],
  },
});
