// The GST tax invoice (CGST Rule 46) and credit note (Rule 53) as lines of text (issue 40 §11):
// one layout for the file the order-state / payments functions store and the copy the order page
// makes when the stored file is missing, so the two cannot disagree. Pure; the PDF is ./pdf.ts.
import type { OrderItemsRow, OrdersRow } from '../../appwrite/rows';
import { orderReference } from '../order-number';
import type { CreditNote } from './credit-note';

export interface DocumentLine {
  text: string;
  bold?: boolean;
  size?: number;
}

/** The order columns a tax document prints. */
export type TaxDocumentOrder = Pick<
  OrdersRow,
  | '$id'
  | 'order_number'
  | 'store_name'
  | 'store_address'
  | 'store_gstin'
  | 'store_licence'
  | 'recipient_name'
  | 'address_name'
  | 'address_line1'
  | 'address_line2'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'coupon_code'
  | 'coupon_discount'
  | 'delivery_fee'
  | 'gst_total'
  | 'total'
>;

export type TaxDocumentItem = Pick<
  OrderItemsRow,
  | 'product_name'
  | 'pack_size'
  | 'hsn'
  | 'batch'
  | 'batch_expiry'
  | 'quantity'
  | 'unit_price'
  | 'gst_rate'
  | 'gst_amount'
  | 'line_total'
>;

export const rs = (amount: number): string =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const rsPaise = (paise: number): string => rs(paise / 100);
export const documentDay = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleDateString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      })
    : '-';
const expiry = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', month: '2-digit', year: 'numeric' })
    : '-';

/**
 * The registered pharmacist who verified the order's prescription (issue 36 §1: the draft
 * e-pharmacy rules have the invoice name them), from the order's own verification row.
 */
export interface DispensingPharmacist {
  name: string;
  council: string | null;
  registration_number: string;
}

/** "Prescription verified by …": the invoice's line and the order page's copy of it. */
export function pharmacistText(pharmacist: DispensingPharmacist): string {
  const registration = pharmacist.council
    ? `${pharmacist.council} registration no. ${pharmacist.registration_number}`
    : `registration no. ${pharmacist.registration_number}`;
  return `Prescription verified by ${pharmacist.name}, registered pharmacist (${registration})`;
}

const pharmacistLines = (pharmacist: DispensingPharmacist | null): DocumentLine[] =>
  pharmacist ? [{ text: pharmacistText(pharmacist) }, { text: '' }] : [];

/** The supplier (the pharmacy) and the recipient (the customer: name and address, Rule 46(e)–(f)). */
function parties(order: TaxDocumentOrder): DocumentLine[] {
  const address = [order.address_line1, order.address_line2, order.city, order.state, order.postal_code]
    .filter(Boolean)
    .join(', ');
  return [
    { text: order.store_name, bold: true },
    { text: order.store_address ?? '' },
    { text: `GSTIN ${order.store_gstin}    Drug licence ${order.store_licence}` },
    { text: '' },
    { text: 'Billed to', bold: true },
    { text: order.recipient_name ?? order.address_name ?? 'Customer' },
    { text: address },
    { text: '' },
  ];
}

/** The invoice's lines of text, top to bottom (pure: the PDF and its test read the same). */
export function invoiceLines(
  order: TaxDocumentOrder,
  items: readonly TaxDocumentItem[],
  invoice: { invoice_number: string; invoice_date: string },
  pharmacist: DispensingPharmacist | null = null,
): DocumentLine[] {
  const lines: DocumentLine[] = [
    { text: 'TAX INVOICE', bold: true, size: 16 },
    { text: `Invoice no. ${invoice.invoice_number}    Date ${documentDay(invoice.invoice_date)}` },
    { text: `Order ${orderReference(order)}` },
    { text: '' },
    ...parties(order),
    ...pharmacistLines(pharmacist),
    { text: 'Item | HSN | Batch | Expiry | Qty | Rate | GST | Amount', bold: true },
  ];
  for (const item of items) {
    lines.push({ text: `${item.product_name}${item.pack_size ? ` (${item.pack_size})` : ''}` });
    lines.push({
      text: `   HSN ${item.hsn ?? '-'} | Batch ${item.batch} | Exp ${expiry(item.batch_expiry)} | ${item.quantity} x ${rs(item.unit_price)} | GST ${item.gst_rate}% ${rs(item.gst_amount)} | ${rs(item.line_total)}`,
    });
  }
  lines.push({ text: '' });
  if ((order.coupon_discount ?? 0) > 0)
    lines.push({ text: `Coupon ${order.coupon_code ?? ''}: -${rs(order.coupon_discount ?? 0)}` });
  lines.push({ text: `Delivery fee: ${rs(order.delivery_fee)}` });
  lines.push({ text: `GST included: ${rs(order.gst_total)}` });
  lines.push({ text: `Total: ${rs(order.total)}`, bold: true });
  lines.push({ text: '' });
  lines.push({ text: 'Prices include GST. This is a computer-generated invoice.', size: 9 });
  return lines;
}

/**
 * A credit note's lines (Rule 53(1A)): its own serial and date, the original invoice's number and
 * date, the order by its number, each reversed line with its HSN, batch and tax, and the total
 * given back — the amount of the refund record, in integer paise (./credit-note.ts).
 */
export function creditNoteLines(order: TaxDocumentOrder, note: CreditNote): DocumentLine[] {
  const lines: DocumentLine[] = [
    { text: 'CREDIT NOTE', bold: true, size: 16 },
    { text: `Credit note no. ${note.number}    Date ${documentDay(note.date)}` },
    { text: `Against tax invoice no. ${note.invoice_number} dated ${documentDay(note.invoice_date)}` },
    { text: `Order ${orderReference(order)}    Refund ${note.refund_id}` },
    { text: '' },
    ...parties(order),
    { text: 'Item | HSN | Batch | Qty | Value | GST | Amount', bold: true },
  ];
  for (const line of note.lines) {
    lines.push({ text: line.description });
    lines.push({
      text: `   HSN ${line.hsn ?? '-'} | Batch ${line.batch ?? '-'} | ${line.quantity ?? '-'} | ${rsPaise(line.amount_paise - line.gst_paise)} | GST ${line.gst_rate}% ${rsPaise(line.gst_paise)} | -${rsPaise(line.amount_paise)}`,
    });
  }
  lines.push({ text: '' });
  lines.push({ text: `GST reversed: ${rsPaise(note.gst_paise)}` });
  lines.push({ text: `Total credited: -${rsPaise(note.total_paise)}`, bold: true });
  lines.push({ text: '' });
  lines.push({ text: 'Amounts include GST. This is a computer-generated credit note.', size: 9 });
  return lines;
}

/** Greedy word wrap to `maxWidth` (a word wider than the line is cut). An empty line stays one empty line. */
export function wrap(text: string, widthOf: (text: string) => number, maxWidth: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/(\s+)/)) {
    const next = current + word;
    if (widthOf(next) <= maxWidth) {
      current = next;
      continue;
    }
    if (current.trim()) out.push(current.trimEnd());
    current = word.trimStart();
    while (current && widthOf(current) > maxWidth) {
      let cut = current.length - 1;
      while (cut > 1 && widthOf(current.slice(0, cut)) > maxWidth) cut -= 1;
      out.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  out.push(current.trimEnd());
  return out;
}

/** `invoice-2026-27-000123.pdf`. */
export const invoiceFileName = (invoiceNumber: string): string => `invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;

/** `credit-note-CN2026-27-000004.pdf`. */
export const creditNoteFileName = (creditNoteNumber: string): string =>
  `credit-note-${creditNoteNumber.replace(/\//g, '-')}.pdf`;
