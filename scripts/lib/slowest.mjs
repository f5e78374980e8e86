// Where `npm test` spends its time (the slowest Vitest files and Playwright spec files) and which
// Vitest tests failed, from the JSON reports scripts/test.mjs writes (.data/test-results/). Printed
// after each stage and at the end, so every CI log says which files to make share set-up next
// (docs/testing.md) and what broke.
import { relative } from 'node:path';

/**
 * Vitest's JSON report → one row per test file: wall seconds from its start to its end (its
 * set-up included), and its test count.
 */
export function slowestVitestFiles(report, root, count = 20) {
  const rows = (report?.testResults ?? []).map((file) => ({
    file: relative(root, file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
    tests: file.assertionResults?.length ?? 0,
  }));
  return rows.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/**
 * Playwright's JSON report → one row per spec file: the seconds of all its test runs (retries
 * included: a retry is time the run spent), its test count and how many runs were retries.
 */
export function slowestPlaywrightSpecs(report, count = 20) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const row = perFile.get(spec.file) ?? { file: spec.file, seconds: 0, tests: 0, retries: 0 };
      for (const test of spec.tests ?? []) {
        row.tests += 1;
        for (const result of test.results ?? []) {
          row.seconds += (result.duration ?? 0) / 1000;
          if (result.retry > 0) row.retries += 1;
        }
      }
      perFile.set(spec.file, row);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...perFile.values()].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** The rows as a short table for the terminal. */
export function formatSlowest(title, rows) {
  if (rows.length === 0) return `${title}: no report`;
  const lines = rows.map((row) => {
    const retries = row.retries ? `, ${row.retries} retried` : '';
    return `  ${row.seconds.toFixed(1).padStart(7)} s  ${row.file} (${row.tests} tests${retries})`;
  });
  return [`${title}:`, ...lines].join('\n');
}

/**
 * Vitest's JSON report → the tests that failed, as "file › name: first line of the message".
 * Printed last by scripts/test.mjs: CI keeps only the tail of a log, and Vitest's own failure
 * report sits hundreds of lines above it.
 */
export function failedVitestTests(report, root) {
  const failed = [];
  for (const file of report?.testResults ?? []) {
    const path = relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) {
      const message = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failed.push(`${path} › ${test.fullName ?? test.title}: ${message}`.slice(0, 400));
    }
    // A file that failed before any test ran (an import error, a beforeAll that threw).
    if (file.status === 'failed' && tests.length === 0)
      failed.push(`${path}: ${String(file.message ?? '').split('\n')[0]}`);
  }
  return failed;
}
