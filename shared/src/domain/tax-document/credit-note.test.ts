import { describe, expect, it } from 'vitest';
import {
  creditNoteAmounts,
  creditNoteCounterId,
  formatCreditNoteNumber,
  refundNeedsCreditNote,
  type CreditedItem,
} from './credit-note';
import { formatInvoiceNumber, invoiceCounterId } from '../invoice-number';

const item = (id: string, over: Partial<CreditedItem> = {}): CreditedItem => ({
  $id: id,
  product_name: `Medicine ${id}`,
  pack_size: '10 tablets',
  hsn: '30049099',
  batch: `B-${id}`,
  quantity: 3,
  line_total: 100.5,
  gst_rate: 12,
  gst_amount: 10.77,
  ...over,
});
const order = { gst_total: 21.54, total: 226 };

describe('credit note serials (Rule 53, issue 40 §11)', () => {
  it('are their own series: CN + financial year + six digits, at most 16 characters', () => {
    expect(formatCreditNoteNumber('2026-27', 4)).toBe('CN2026-27/000004');
    expect(formatCreditNoteNumber('2026-27', 999_999)).toHaveLength(16);
    expect(() => formatCreditNoteNumber('2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber('2026', 1)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber('2026-27', 0)).toThrow(RangeError);
  });
  it('count in a counter of their own per store and year, never the invoices\u2019', () => {
    const store = 'store_demo_dwarka_0000000000001';
    const id = creditNoteCounterId(store, '2026-27');
    expect(id).toBe(`crn-2627-${store.slice(-27)}`);
    expect(id.length).toBeLessThanOrEqual(36);
    expect(id).not.toBe(invoiceCounterId(store, '2026-27'));
    expect(creditNoteCounterId(store, '2027-28')).not.toBe(id);
    expect(formatCreditNoteNumber('2026-27', 1)).not.toBe(formatInvoiceNumber('2026-27', 1));
  });
  it('are needed only for a refund paid out after the invoice was issued', () => {
    const invoiced = { invoice_number: '2026-27/000001', invoice_date: '2026-12-01T10:00:00.000Z' };
    const refund = { status: 'refunded', $createdAt: '2026-12-02T10:00:00.000Z', amount: 10 };
    expect(refundNeedsCreditNote(invoiced, refund)).toBe(true);
    expect(refundNeedsCreditNote(invoiced, { ...refund, status: 'pending' })).toBe(false);
    expect(refundNeedsCreditNote(invoiced, { ...refund, $createdAt: '2026-11-30T10:00:00.000Z' })).toBe(false);
    expect(refundNeedsCreditNote({ invoice_number: null, invoice_date: null }, refund)).toBe(false);
  });
});

describe('credit note amounts (integer paise)', () => {
  const items = [item('a'), item('b', { quantity: 1, line_total: 25, gst_amount: 0, gst_rate: 0 })];

  it('reverses a partial return at the price paid, GST in the same share', () => {
    const note = creditNoteAmounts(items, [{ item_id: 'a', quantity: 1 }], 3350, order);
    expect(note.lines).toEqual([
      expect.objectContaining({ batch: 'B-a', hsn: '30049099', quantity: 1, amount_paise: 3350, gst_paise: 359 }),
    ]);
    expect(note.total_paise).toBe(3350);
    expect(note.gst_paise).toBe(359);
  });
  it('a whole-order refund credits every line and the delivery fee, adding up to the refund exactly', () => {
    const note = creditNoteAmounts(items, 'all', 10050 + 2500 + 2500, order);
    expect(note.lines.map((l) => l.amount_paise)).toEqual([10050, 2500, 2500]);
    expect(note.lines[2]).toMatchObject({ description: 'Delivery fee and other charges', gst_paise: 0 });
    expect(note.gst_paise).toBe(1077);
    expect(note.total_paise).toBe(15050);
  });
  it('items worth more than the refund (capped by what is still paid) are scaled to it, to the paisa', () => {
    const note = creditNoteAmounts(items, 'all', 10001, order);
    expect(note.total_paise).toBe(10001);
    expect(note.lines.every((l) => Number.isInteger(l.amount_paise) && Number.isInteger(l.gst_paise))).toBe(true);
    expect(note.gst_paise).toBe(Math.round((1077 * 10001) / 12550));
  });
  it('a refund without items (a price difference) is one line with the order\u2019s GST share', () => {
    const note = creditNoteAmounts(items, [], 1130, order, 'Moved to a cheaper store');
    expect(note.lines).toEqual([
      expect.objectContaining({ description: 'Refund: Moved to a cheaper store', amount_paise: 1130, gst_paise: 108 }),
    ]);
  });
  it('ignores unknown items and never credits more units than were sold', () => {
    const note = creditNoteAmounts(
      items,
      [
        { item_id: 'zz', quantity: 1 },
        { item_id: 'a', quantity: 9 },
      ],
      10050,
      order,
    );
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ quantity: 3, amount_paise: 10050 });
  });
  it('refuses a refund that is not a positive whole number of paise', () => {
    expect(() => creditNoteAmounts(items, 'all', 0, order)).toThrow(RangeError);
    expect(() => creditNoteAmounts(items, 'all', 10.5, order)).toThrow(RangeError);
  });
});
