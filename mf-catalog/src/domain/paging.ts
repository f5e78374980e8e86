// Cursor paging over an ordered list of rows, for both directions (Next = after the last row,
// Previous = before the first), with an optional keep-filter applied after the fetch (e.g. "in
// stock at my store", which the products table cannot express as a query).
import { discountPercent } from '@instamg/shared/domain/money';

export type CursorDirection = 'after' | 'before';

export interface PageSlice<T> {
  rows: T[];
  hasNext: boolean;
  hasPrevious: boolean;
}

export interface TakePageOptions<T> {
  /** Rows in list order: after the cursor when paging forward, before it when paging back. */
  rows: readonly T[];
  direction: CursorDirection;
  /** Whether a cursor was given at all (the first page has no Previous). */
  fromCursor: boolean;
  size: number;
  /** True when the fetch returned as many rows as it asked for, so more may lie beyond them. */
  moreBeyond: boolean;
  keep?: (row: T) => boolean;
}

/**
 * Takes one page from `rows`. Forward: the first `size` kept rows; there is a next page if kept
 * rows remain or the fetch was cut short. Backward: the last `size` kept rows, mirrored.
 */
export function takePage<T>({
  rows,
  direction,
  fromCursor,
  size,
  moreBeyond,
  keep = () => true,
}: TakePageOptions<T>): PageSlice<T> {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Page size must be a whole number of at least 1, got ${String(size)}`);
  const kept = rows.filter(keep);
  if (direction === 'after') {
    const page = kept.slice(0, size);
    return { rows: page, hasNext: kept.length > size || moreBeyond, hasPrevious: fromCursor };
  }
  const page = kept.slice(Math.max(0, kept.length - size));
  // Paging back from a cursor: the cursor row itself is on a later page.
  return { rows: page, hasNext: true, hasPrevious: kept.length > size || moreBeyond };
}

/** Rows strictly after or before the row with `id` in an already ordered list (all rows if it is gone). */
export function rowsBeyondCursor<T extends { id: string }>(
  rows: readonly T[],
  cursor: { direction: CursorDirection; id: string } | null,
): T[] {
  if (!cursor) return [...rows];
  const index = rows.findIndex((row) => row.id === cursor.id);
  if (index === -1) return [...rows];
  return cursor.direction === 'after' ? rows.slice(index + 1) : rows.slice(0, index);
}

/** Biggest discount against MRP first; equal discounts cheapest first, then by name. */
export function sortByDiscount<T extends { mrp: number; price: number; name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      discountPercent(b.mrp, b.price) - discountPercent(a.mrp, a.price) ||
      a.price - b.price ||
      a.name.localeCompare(b.name),
  );
}
