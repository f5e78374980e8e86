// The tax invoice as a PDF file (issue 40 §11), made with pdf-lib (@cantoo/pdf-lib, the
// maintained fork) in the standard Helvetica fonts every PDF reader has. Their WinAnsi encoding
// has no rupee sign, so amounts read "Rs. 28.17"; other characters outside Latin-1 become "?".
import type { OrderItemsRow, OrdersRow } from '@instamg/shared/appwrite/rows';
import { orderReference } from '@instamg/shared/domain/order-number';

export interface InvoiceLine {
  text: string;
  bold?: boolean;
  size?: number;
}

const rs = (amount: number): string =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string | null | undefined): string =>
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

/** The invoice's lines of text, top to bottom (pure: the PDF and its test read the same). */
export function invoiceLines(
  order: OrdersRow,
  items: readonly OrderItemsRow[],
  invoice: { invoice_number: string; invoice_date: string },
): InvoiceLine[] {
  const address = [order.address_line1, order.address_line2, order.city, order.state, order.postal_code]
    .filter(Boolean)
    .join(', ');
  const lines: InvoiceLine[] = [
    { text: 'TAX INVOICE', bold: true, size: 16 },
    { text: `Invoice no. ${invoice.invoice_number}    Date ${day(invoice.invoice_date)}` },
    { text: `Order ${orderReference(order)}` },
    { text: '' },
    { text: order.store_name, bold: true },
    { text: order.store_address ?? '' },
    { text: `GSTIN ${order.store_gstin}    Drug licence ${order.store_licence}` },
    { text: '' },
    { text: 'Billed to', bold: true },
    { text: order.recipient_name ?? order.address_name ?? 'Customer' },
    { text: address },
    { text: '' },
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

/** WinAnsi (Latin-1) only: the standard fonts have no glyphs beyond it (e.g. no rupee sign). */
const winAnsi = (s: string): string => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The invoice as an A4 PDF, by pdf-lib (the maintained @cantoo fork; loaded with this module only
 * when a customer downloads): the standard Helvetica fonts, long lines wrapped to the page width,
 * new pages as needed; the title names the serial. Async: pdf-lib writes asynchronously.
 */
export async function invoicePdf(
  lines: readonly InvoiceLine[],
  meta: { title: string; author: string },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(meta.title));
  pdf.setAuthor(winAnsi(meta.author));
  pdf.setCreator('instamg');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 40;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    const font = line.bold ? bold : regular;
    for (const text of wrap(winAnsi(line.text), (t) => font.widthOfTextAtSize(t, size), width - 2 * margin)) {
      if (y - size < margin) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      y -= size + 3;
      if (text) page.drawText(text, { x: margin, y, size, font });
    }
  }
  return pdf.save();
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
