import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every package's unit and integration tests. DOM tests opt into happy-dom
 * with a `// @vitest-environment happy-dom` docblock; the rest run in Node.
 *
 * Two projects in the one run and pool. `unit` (the apps, shared, the MF contract checks) runs
 * without a fresh module graph per file: each file in a worker reuses the modules (React, MUI,
 * happy-dom) the previous one loaded. Measured with `time` on the same machine (CPU seconds,
 * which load from other processes inflates far less than wall time): shared + shell 93 → 55,
 * the five remotes + e2e/mf 45 → 20, every test passing both ways. `integration` (the dev
 * server, the functions, the seed, the scripts) keeps one module graph per file: its files
 * start servers and set process-wide state.
 */
const exclude = ['**/node_modules/**', '**/dist/**'];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    // Most files wait on the dev server and function processes, not the CPU: one worker more than
    // cores halves the run on two cores (Vitest's default leaves a core idle: 413 s vs 214 s).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,shell,mf-*,e2e/mf}/**/*.test.{ts,tsx}'],
          exclude,
          ...timeouts,
          isolate: false,
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
