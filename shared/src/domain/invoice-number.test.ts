import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber, invoiceCounterId } from './invoice-number';

describe('invoice numbers (GST Rule 46(b))', () => {
  it('the financial year runs 1 April – 31 March in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26'); // 31 Mar, 11:59 pm IST
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27'); // 1 Apr, 12:01 am IST
    expect(financialYear(new Date('2026-12-01T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T10:00:00Z'))).toBe('2099-00');
  });
  it('a serial of at most 16 characters; one counter row per store and year, within 36 characters', () => {
    expect(formatInvoiceNumber('2026-27', 42)).toBe('2026-27/000042');
    expect(formatInvoiceNumber('2026-27', 12_345_678)).toHaveLength(16);
    expect(() => formatInvoiceNumber('2026-27', 123_456_789)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(RangeError);
    const id = invoiceCounterId('a'.repeat(36), '2026-27');
    expect(id.startsWith('inv-2627-')).toBe(true);
    expect(id.length).toBeLessThanOrEqual(36);
    expect(invoiceCounterId('store-a', '2026-27')).not.toBe(invoiceCounterId('store-b', '2026-27'));
  });
});
