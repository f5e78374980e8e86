import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/lib/vitest-sequencer.mjs';
import { splitTestFiles } from './scripts/lib/vitest-projects.mjs';

/**
 * One Vitest run for every package's unit and integration tests. DOM tests opt into happy-dom
 * with a `// @vitest-environment happy-dom` docblock; the rest run in Node.
 *
 * Three projects in the one run:
 * - `pure`: the apps' and shared's Node-environment files of pure modules share one module graph
 *   per worker thread (`isolate: false`, scripts/lib/vitest-projects.mjs says which): a fresh graph
 *   per file cost more than the tests (224 files, 3 workers, load 13: 272 s isolated, 76 s shared).
 * - `unit`: the apps' other files (a DOM, module mocks, stubbed globals, a moved clock), each with a
 *   fresh module graph: shared, they left a mounted app listening or a store signed in for the next
 *   file (3 December: four of five runs failed 1–3 tests, a different file each time).
 * - `integration` (the dev server, the functions, the seed): each file starts its own dev server
 *   (port 0, its own data directory; the server keeps per-instance state in WeakMaps keyed by it),
 *   so the files that change no process-wide state share a process per worker (`isolate: false`):
 *   a fresh process per file re-evaluated the dev server and the SDKs, ~1.9 s of CPU a file. The
 *   scripts' tests and the files that mock, stub or change the environment keep a process each
 *   (`integration-isolated`).
 */
const exclude = ['**/node_modules/**', '**/dist/**'];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
const UNIT_DIRS = [
  'shared',
  'shell',
  'mf-catalog',
  'mf-cart-checkout',
  'mf-location',
  'mf-store-panel',
  'mf-admin',
  'e2e/mf',
];
const root = dirname(fileURLToPath(import.meta.url));
const unitFiles = splitTestFiles(root, UNIT_DIRS);
const integrationFiles = splitTestFiles(root, ['appwrite']);

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
        test: { name: 'pure', include: unitFiles.shared, exclude, pool: 'threads', isolate: false, ...timeouts },
      },
      {
        extends: true,
        test: { name: 'unit', include: unitFiles.isolated, exclude, ...timeouts },
      },
      {
        extends: true,
        test: { name: 'integration', include: integrationFiles.shared, exclude, isolate: false, ...timeouts },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: [...integrationFiles.isolated, 'scripts/**/*.test.mjs'],
          exclude,
          ...timeouts,
        },
      },
    ],
  },
});
