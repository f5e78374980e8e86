import { describe, expect, it } from 'vitest';
import { MIN_SHELF_LIFE_MONTHS, batchProblem, fefoCandidates, proposeBatch, shelfLifeCutoff } from './fefo';

const now = new Date('2026-11-25T10:00:00.000Z');
const b = (id: string, expiry: string, stock = 10, batch = id.toUpperCase()) => ({ $id: id, batch, expiry, stock });

describe('shelf-life cutoff', () => {
  it('is three calendar months ahead, clamped to the month end', () => {
    expect(MIN_SHELF_LIFE_MONTHS).toBe(3);
    expect(shelfLifeCutoff(now).toISOString()).toBe('2027-02-25T10:00:00.000Z');
    expect(shelfLifeCutoff(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(shelfLifeCutoff(new Date('2027-11-30T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('FEFO choice', () => {
  it('never an expired or under-3-months batch, however early it expires', () => {
    const expired = b('old', '2026-11-25T09:59:59Z');
    const short = b('short', '2027-02-25T09:59:59Z');
    const edge = b('edge', '2027-02-25T10:00:00Z');
    expect(batchProblem(expired, 1, now)).toBe('expired');
    expect(batchProblem(short, 1, now)).toBe('short_shelf_life');
    expect(batchProblem(edge, 1, now)).toBeNull();
    expect(proposeBatch([expired, short, edge], 1, now)?.$id).toBe('edge');
    expect(proposeBatch([expired, short], 1, now)).toBeNull();
  });

  it('picks the earliest-expiring batch that holds the whole line', () => {
    const later = b('later', '2028-01-01T00:00:00Z', 50);
    const sooner = b('sooner', '2027-06-01T00:00:00Z', 2);
    expect(proposeBatch([later, sooner], 2, now)?.$id).toBe('sooner');
    expect(proposeBatch([later, sooner], 3, now)?.$id).toBe('later');
    expect(batchProblem(sooner, 3, now)).toBe('insufficient_stock');
    expect(batchProblem({ ...sooner, expiry: 'soon' }, 1, now)).toBe('invalid_expiry');
  });

  it('ties: the smaller stock first, then the batch code, then the row id', () => {
    const expiry = '2027-08-01T00:00:00Z';
    const rows = [
      b('r3', expiry, 9, 'B2'),
      b('r1', expiry, 5, 'B9'),
      b('r2', expiry, 9, 'B1'),
      b('r0', expiry, 9, 'B1'),
    ];
    expect(fefoCandidates(rows, 5, now).map((r) => r.$id)).toEqual(['r1', 'r0', 'r2', 'r3']);
    expect(fefoCandidates(rows, 6, now).map((r) => r.$id)).toEqual(['r0', 'r2', 'r3']);
    // The input is not reordered.
    expect(rows.map((r) => r.$id)).toEqual(['r3', 'r1', 'r2', 'r0']);
  });
});
