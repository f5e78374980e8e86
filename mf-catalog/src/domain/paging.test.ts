import { describe, expect, it } from 'vitest';
import { rowsBeyondCursor, sortByDiscount, takePage } from './paging';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, inStock: i % 2 === 0 }));

describe('takePage', () => {
  it('takes the first page forward and knows there is more', () => {
    const page = takePage({ rows: ids(5), direction: 'after', fromCursor: false, size: 4, moreBeyond: false });
    expect(page.rows.map((r) => r.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(page).toMatchObject({ hasNext: true, hasPrevious: false });
  });

  it('has no next page when the fetch was not cut short and nothing is left', () => {
    expect(takePage({ rows: ids(3), direction: 'after', fromCursor: true, size: 4, moreBeyond: false })).toMatchObject({
      hasNext: false,
      hasPrevious: true,
    });
    expect(takePage({ rows: ids(4), direction: 'after', fromCursor: true, size: 4, moreBeyond: true }).hasNext).toBe(
      true,
    );
  });

  it('pages backwards by taking the last rows before the cursor', () => {
    const page = takePage({ rows: ids(6), direction: 'before', fromCursor: true, size: 4, moreBeyond: false });
    expect(page.rows.map((r) => r.id)).toEqual(['p3', 'p4', 'p5', 'p6']);
    expect(page).toMatchObject({ hasNext: true, hasPrevious: true });
    expect(
      takePage({ rows: ids(3), direction: 'before', fromCursor: true, size: 4, moreBeyond: false }).hasPrevious,
    ).toBe(false);
  });

  it('applies the keep filter before counting (in stock at my store)', () => {
    const page = takePage({
      rows: ids(7),
      direction: 'after',
      fromCursor: false,
      size: 3,
      moreBeyond: false,
      keep: (r) => r.inStock,
    });
    expect(page.rows.map((r) => r.id)).toEqual(['p1', 'p3', 'p5']);
    expect(page.hasNext).toBe(true);
  });

  it('refuses a page size below 1', () => {
    expect(() => takePage({ rows: [], direction: 'after', fromCursor: false, size: 0, moreBeyond: false })).toThrow(
      RangeError,
    );
  });
});

describe('rowsBeyondCursor', () => {
  it('slices after or before the cursor row, or keeps all when it is unknown', () => {
    const rows = ids(4);
    expect(rowsBeyondCursor(rows, { direction: 'after', id: 'p2' }).map((r) => r.id)).toEqual(['p3', 'p4']);
    expect(rowsBeyondCursor(rows, { direction: 'before', id: 'p3' }).map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(rowsBeyondCursor(rows, { direction: 'after', id: 'gone' })).toHaveLength(4);
    expect(rowsBeyondCursor(rows, null)).toHaveLength(4);
  });
});

describe('sortByDiscount', () => {
  it('puts the biggest discount first, then the cheaper, then by name', () => {
    const sorted = sortByDiscount([
      { name: 'A', mrp: 100, price: 95 },
      { name: 'B', mrp: 100, price: 80 },
      { name: 'D', mrp: 50, price: 40 },
      { name: 'C', mrp: 50, price: 40 },
      { name: 'E', mrp: 10, price: 10 },
    ]);
    expect(sorted.map((r) => r.name)).toEqual(['C', 'D', 'B', 'A', 'E']);
  });
});
