import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  isOrderNumber,
  orderDisplayNumber,
  orderNumberCounterId,
  orderNumberYear,
} from './order-number';

describe('order numbers', () => {
  it('read IMG-{year}-{six digits}, growing past a million unpadded', () => {
    expect(formatOrderNumber(2026, 123)).toBe('IMG-2026-000123');
    expect(formatOrderNumber(2026, 1)).toBe('IMG-2026-000001');
    expect(formatOrderNumber(2027, 1_234_567)).toBe('IMG-2027-1234567');
  });

  it('refuse a sequence or year that cannot be one', () => {
    for (const seq of [0, -1, 1.5, Number.NaN]) expect(() => formatOrderNumber(2026, seq)).toThrow(RangeError);
    expect(() => formatOrderNumber(26, 1)).toThrow(RangeError);
  });

  it('are recognised by their shape only', () => {
    expect(isOrderNumber('IMG-2026-000123')).toBe(true);
    expect(isOrderNumber('IMG-2026-123')).toBe(false);
    expect(isOrderNumber('6b067ca40026e380d4e6')).toBe(false);
    expect(isOrderNumber(null)).toBe(false);
  });

  it('count per IST year: 31 Dec 19:00 UTC is already the next year in India', () => {
    expect(orderNumberYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(orderNumberYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
    expect(orderNumberCounterId(2027)).toBe('order-number-2027');
  });

  it('fall back to the row id for an order placed before numbers existed', () => {
    expect(orderDisplayNumber({ $id: 'abc', order_number: 'IMG-2026-000007' })).toBe('IMG-2026-000007');
    expect(orderDisplayNumber({ $id: 'abc', order_number: null })).toBe('abc');
    expect(orderDisplayNumber({ $id: 'abc' })).toBe('abc');
  });
});
