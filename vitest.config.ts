import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every package's unit and integration tests. DOM tests opt into happy-dom
 * with a `// @vitest-environment happy-dom` docblock; the rest run in Node.
 */
export default defineConfig({
  test: {
    include: ['{shared,shell,mf-*,appwrite,e2e/mf}/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most files wait on the dev server and function processes, not the CPU: one worker more than
    // cores halves the run on two cores (Vitest's default leaves a core idle: 413 s vs 214 s).
    maxWorkers: availableParallelism() + 1,
  },
});
