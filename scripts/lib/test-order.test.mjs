import { describe, expect, it } from 'vitest';
import { durationsFromReport, longestFirst } from './test-order.mjs';

describe('longestFirst', () => {
  const seconds = { a: 5, b: 80, c: 20 };

  it('starts the slowest known files first', () => {
    expect(longestFirst(['a', 'b', 'c'], { expected: (file) => seconds[file] })).toEqual(['b', 'c', 'a']);
  });

  it('places a file never timed at the median of the known ones, not first or last', () => {
    // median of 5, 20, 80 is 20: level with c, and ties keep the given order
    expect(longestFirst(['a', 'new', 'b', 'c'], { expected: (file) => seconds[file] })).toEqual(['b', 'new', 'c', 'a']);
  });

  it('runs last time’s failures first, then by duration', () => {
    const order = longestFirst(['a', 'b', 'c'], { expected: (file) => seconds[file], failed: (file) => file === 'a' });
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('keeps the given order without any timings', () => {
    expect(longestFirst(['x', 'y', 'z'], { expected: () => undefined })).toEqual(['x', 'y', 'z']);
  });
});

describe('durationsFromReport', () => {
  it('maps each file, relative to the root, to its wall seconds, sorted by path', () => {
    const report = {
      testResults: [
        { name: '/repo/z/slow.test.ts', startTime: 1_000, endTime: 81_049 },
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 1_260 },
      ],
    };
    const durations = durationsFromReport(report, '/repo');
    expect(durations).toEqual({ 'a.test.ts': 0.3, 'z/slow.test.ts': 80 });
    expect(Object.keys(durations)).toEqual(['a.test.ts', 'z/slow.test.ts']);
  });
});
