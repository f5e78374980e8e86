// The order Vitest starts its files in. With more files than workers, a slow file that starts last
// decides when the run ends (on a fresh clone the 80 s ledger property test started at 1,242 s of a
// 1,391 s run): longest first is the classic fix (LPT scheduling). A fresh clone has no Vitest
// cache, so the durations come from a committed table (scripts/lib/vitest-durations.json, written
// by `node scripts/record-test-durations.mjs` from a run's JSON report); the cache wins when present.
import { relative } from 'node:path';

/**
 * Vitest's JSON report → `{ "path/relative/to/root.test.ts": seconds }`, rounded to 0.1 s and
 * sorted by path so the committed table diffs line by line.
 */
export function durationsFromReport(report, root) {
  const entries = (report?.testResults ?? [])
    .map((file) => [relative(root, file.name), Math.round(Math.max(0, file.endTime - file.startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/**
 * Files → the same files, longest expected first. `expected(file)` returns seconds or undefined
 * (never seen: a new file, estimated as the median of the known ones, so it neither blocks the
 * start nor lands last). `failed(file)` marks files that failed last time, run first so a broken
 * change shows early (only known from a warm cache). Ties keep their given order.
 */
export function longestFirst(files, { expected, failed = () => false }) {
  const known = files
    .map(expected)
    .filter((seconds) => seconds !== undefined)
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 0;
  return files
    .map((file, index) => ({ file, index, seconds: expected(file) ?? median, failed: failed(file) }))
    .sort((a, b) => Number(b.failed) - Number(a.failed) || b.seconds - a.seconds || a.index - b.index)
    .map(({ file }) => file);
}
