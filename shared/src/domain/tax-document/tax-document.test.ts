import { describe, expect, it } from 'vitest';
import type { OrderItemsRow, OrdersRow } from '../../appwrite/rows';
import { pdfText } from '../../testing/pdf-text';
import { creditNoteFileName, creditNoteLines, invoiceFileName, invoiceLines, wrap } from './tax-document';
import { taxDocumentPdf as invoicePdf } from './pdf';
import { creditNoteAmounts, type CreditNote } from './credit-note';

const order = {
  $id: 'order1',
  order_number: 'IMG-2026-000042',
  store_name: 'Demo Pharmacy',
  store_address: '1 MG Road, Dwarka',
  store_gstin: '07AAACI1234A1Z5',
  store_licence: 'DL-20B-1234',
  recipient_name: 'Asha Rao',
  address_name: 'Home',
  address_line1: '12 Sector 7',
  address_line2: null,
  city: 'New Delhi',
  state: 'Delhi',
  postal_code: '110075',
  coupon_discount: 0,
  delivery_fee: 25,
  gst_total: 3.02,
  total: 53.17,
} as unknown as OrdersRow;
const items = [
  {
    product_name: 'Dolo 650 Tablet',
    pack_size: '15 tablets',
    hsn: '30049099',
    batch: 'DL650A',
    batch_expiry: '2028-03-31T00:00:00.000Z',
    quantity: 1,
    unit_price: 28.17,
    gst_rate: 12,
    gst_amount: 3.02,
    line_total: 28.17,
  },
] as unknown as OrderItemsRow[];
const invoice = { invoice_number: '2026-27/000007', invoice_date: '2026-12-01T10:00:00.000Z' };

describe('the tax invoice PDF (issue 40 §11)', () => {
  it('has the serial, the customer, the pharmacy GSTIN and licence, and HSN, batch, expiry and GST per line', () => {
    const text = invoiceLines(order, items, invoice)
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('Invoice no. 2026-27/000007');
    expect(text).toContain('Order IMG-2026-000042');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('12 Sector 7, New Delhi, Delhi, 110075');
    expect(text).toContain('GSTIN 07AAACI1234A1Z5    Drug licence DL-20B-1234');
    expect(text).toContain('HSN 30049099 | Batch DL650A | Exp 03/2028 | 1 x Rs. 28.17 | GST 12% Rs. 3.02 | Rs. 28.17');
    expect(text).toContain('Total: Rs. 53.17');
  });
  it('names the pharmacist who verified the prescription, with their council and registration, and nobody on an OTC order', () => {
    const withRx = invoiceLines(order, items, invoice, {
      name: 'Meera Iyer',
      council: 'Delhi Pharmacy Council',
      registration_number: 'DPC-45821',
    }).map((l) => l.text);
    expect(withRx).toContain(
      'Prescription verified by Meera Iyer, registered pharmacist (Delhi Pharmacy Council registration no. DPC-45821)',
    );
    const noCouncil = invoiceLines(order, items, invoice, {
      name: 'Meera Iyer',
      council: null,
      registration_number: 'X1',
    });
    expect(noCouncil.map((l) => l.text)).toContain(
      'Prescription verified by Meera Iyer, registered pharmacist (registration no. X1)',
    );
    expect(invoiceLines(order, items, invoice).some((l) => l.text.startsWith('Prescription verified'))).toBe(false);
  });
  it('is a PDF (pdf-lib) that draws those lines, titled with the serial, long lines wrapped', async () => {
    const long = { ...items[0]!, product_name: 'A very long product name '.repeat(8).trim() };
    const bytes = await invoicePdf(invoiceLines(order, [...items, long], invoice), {
      title: `Tax invoice ${invoice.invoice_number}`,
      author: order.store_name,
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Invoice no. 2026-27/000007    Date 01 Dec 2026');
    expect(text).toContain('HSN 30049099 | Batch DL650A | Exp 03/2028 | 1 x Rs. 28.17 | GST 12% Rs. 3.02 | Rs. 28.17');
    expect(text).toContain('Total: Rs. 53.17');
    // Wrapped, not cut: every word of the long name is on the page.
    expect(text.match(/A very long product name/g)?.length).toBeGreaterThanOrEqual(7);
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe('Tax invoice 2026-27/000007');
    expect(loaded.getPageCount()).toBe(1);
    expect(invoiceFileName(invoice.invoice_number)).toBe('invoice-2026-27-000007.pdf');
  });

  it('wraps at the width, cutting only a word wider than the line', () => {
    const widthOf = (t: string) => t.length;
    expect(wrap('one two three', widthOf, 7)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghij', widthOf, 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('', widthOf, 4)).toEqual(['']);
  });

  it('a credit note names its serial, the original invoice by number and date, the order by number, and reverses the tax', async () => {
    const note: CreditNote = {
      number: 'CN2026-27/000002',
      date: '2026-12-03T10:00:00.000Z',
      invoice_number: invoice.invoice_number,
      invoice_date: invoice.invoice_date,
      refund_id: 'rf_order1_r1',
      ...creditNoteAmounts([{ ...items[0]!, $id: 'item1' }], [{ item_id: 'item1', quantity: 1 }], 2817, order),
    };
    const text = creditNoteLines(order, note)
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('Credit note no. CN2026-27/000002    Date 03 Dec 2026');
    expect(text).toContain('Against tax invoice no. 2026-27/000007 dated 01 Dec 2026');
    expect(text).toContain('Order IMG-2026-000042    Refund rf_order1_r1');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('HSN 30049099 | Batch DL650A | 1 | Rs. 25.15 | GST 12% Rs. 3.02 | -Rs. 28.17');
    expect(text).toContain('Total credited: -Rs. 28.17');
    const pdf = pdfText(await invoicePdf(creditNoteLines(order, note), { title: 'Credit note', author: 'x' }));
    expect(pdf).toContain('GST reversed: Rs. 3.02');
    expect(creditNoteFileName(note.number)).toBe('credit-note-CN2026-27-000002.pdf');
  });
});
