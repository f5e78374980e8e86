import { describe, expect, it } from 'vitest';
import { failedVitestTests, formatSlowest, slowestPlaywrightSpecs, slowestVitestFiles } from './slowest.mjs';

describe('slowestVitestFiles', () => {
  it('ranks test files by wall time from start to end, with their test counts and paths from the root', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', startTime: 1000, endTime: 3000, assertionResults: [{}, {}] },
        { name: '/repo/sub/b.test.ts', startTime: 1000, endTime: 11_000, assertionResults: [{}] },
        { name: '/repo/c.test.ts', startTime: 5000, endTime: 5500, assertionResults: [] },
      ],
    };
    expect(slowestVitestFiles(report, '/repo', 2)).toEqual([
      { file: 'sub/b.test.ts', seconds: 10, tests: 1 },
      { file: 'a.test.ts', seconds: 2, tests: 2 },
    ]);
  });

  it('gives no rows without a report', () => {
    expect(slowestVitestFiles(null, '/repo')).toEqual([]);
  });
});

describe('slowestPlaywrightSpecs', () => {
  it('adds up every run of every test of a spec file, nested suites and retries included', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 4000, retry: 0 }] }] }],
          suites: [
            {
              specs: [
                {
                  file: 'b.spec.ts',
                  tests: [
                    {
                      results: [
                        { duration: 3000, retry: 0 },
                        { duration: 5000, retry: 1 },
                      ],
                    },
                  ],
                },
                { file: 'a.spec.ts', tests: [{ results: [{ duration: 1000, retry: 0 }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(slowestPlaywrightSpecs(report)).toEqual([
      { file: 'b.spec.ts', seconds: 8, tests: 1, retries: 1 },
      { file: 'a.spec.ts', seconds: 5, tests: 2, retries: 0 },
    ]);
  });
});

describe('formatSlowest', () => {
  it('prints one line per file with its seconds, tests and retries', () => {
    expect(formatSlowest('Slowest', [{ file: 'b.spec.ts', seconds: 8, tests: 1, retries: 1 }])).toBe(
      'Slowest:\n      8.0 s  b.spec.ts (1 tests, 1 retried)',
    );
    expect(formatSlowest('Slowest', [])).toBe('Slowest: no report');
  });
});

describe('failedVitestTests', () => {
  it('names each failed test with its file and the first line of its message, and a file that failed on load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a fails', failureMessages: ['AssertionError: expected 1 to be 2\n  at x'] },
          ],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'Error: Cannot find module x\nstack',
          assertionResults: [],
        },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'a.test.ts › a fails: AssertionError: expected 1 to be 2',
      'b.test.ts: Error: Cannot find module x',
    ]);
    expect(failedVitestTests(null, '/repo')).toEqual([]);
  });
});
