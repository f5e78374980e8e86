// Which unit test files may share one module graph per worker (Vitest `isolate: false`).
// Importing a file's modules afresh (a new worker per file) cost more than the tests themselves:
// shared/src/domain's 96 files ran 16 s of tests in 70–90 s isolated and in 15 s sharing.
// Sharing is safe only for tests of pure modules: a file that renders into a DOM, replaces modules
// or globals, or moves the clock leaves state behind for the next file (on 3 December four of five
// runs with the whole unit project shared failed 1–3 tests, a different file each time). Such a
// file says so in its source, and this module reads it: the happy-dom docblock, vi.mock and friends.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Source text that marks a file as needing its own module graph. */
export const NEEDS_ISOLATION =
  /@vitest-environment|\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\b|process\.env\.\w+\s*=(?!=)|process\.env\[[^\]]+\]\s*=(?!=)|globalThis\.\w+\s*=(?!=)|process\.chdir\(/;

/** Whether a test file's source allows it to share a worker's module graph with other files. */
export function mayShareModules(source) {
  return !NEEDS_ISOLATION.test(source);
}

const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && TEST_FILE.test(e.name))
    .map((e) =>
      relative(root, join(e.parentPath ?? e.path, e.name))
        .split(sep)
        .join('/'),
    )
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part === 'dist'));
}

/** The test files under `dirs` (relative to `root`), split by whether they may share modules. */
export function splitTestFiles(root, dirs) {
  const shared = [];
  const isolated = [];
  for (const file of dirs.flatMap((dir) => testFilesUnder(root, dir)).sort())
    (mayShareModules(readFileSync(join(root, file), 'utf8')) ? shared : isolated).push(file);
  return { shared, isolated };
}
