import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  isOrderNumber,
  orderReference,
  parseOrderNumber,
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

  it('name an order by its number; one placed before numbers by its old short reference, never the row id', () => {
    expect(orderReference({ $id: '6b06388900230511a311', order_number: 'IMG-2026-000007' })).toBe('IMG-2026-000007');
    expect(orderReference({ $id: '6b06388900230511a311', order_number: null })).toBe('#11A311');
    expect(orderReference({ $id: '6b06388900230511a311', order_number: '' })).toBe('#11A311');
    expect(orderReference({ $id: '6b06388900230511a311' })).toBe('#11A311');
  });

  it('read a typed order number whatever its case, spaces and leading zeros', () => {
    expect(parseOrderNumber('IMG-2026-000123')).toBe('IMG-2026-000123');
    expect(parseOrderNumber('  img-2026-123 ')).toBe('IMG-2026-000123');
    expect(parseOrderNumber('IMG-2026-1234567')).toBe('IMG-2026-1234567');
    expect(parseOrderNumber('IMG-2026-0')).toBeNull();
    expect(parseOrderNumber('2026-000123')).toBeNull();
    expect(parseOrderNumber('6b06388900230511a311')).toBeNull();
    expect(parseOrderNumber('')).toBeNull();
  });
});
