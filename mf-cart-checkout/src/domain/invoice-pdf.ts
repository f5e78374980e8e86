// The tax invoice as a PDF file (issue 40 §11), written by hand: a text-only PDF 1.4 with the
// built-in Helvetica fonts (no dependency; every PDF reader has them). Helvetica's WinAnsi
// encoding has no rupee sign, so amounts read "Rs. 28.17"; other characters outside Latin-1
// become "?".
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

/** Latin-1 only, with the PDF string's own escapes. */
const pdfText = (s: string): string =>
  s
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

/** A4 pages of text lines; long lines are cut to fit. */
export function invoicePdf(lines: readonly InvoiceLine[]): Uint8Array {
  const perPage = 60;
  const pages: InvoiceLine[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then per page: page, content.
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  const kids: string[] = [];
  pages.forEach((page, p) => {
    const pageObj = 5 + p * 2;
    kids.push(`${pageObj} 0 R`);
    let y = 800;
    const ops = page.map((line) => {
      const size = line.size ?? 10;
      const text = pdfText(line.text).slice(0, Math.floor(1000 / size));
      const op = `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 40 ${y} Td (${text}) Tj ET`;
      y -= size + 3;
      return op;
    });
    const stream = ops.join('\n');
    objects[pageObj] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj + 1} 0 R >>`;
    objects[pageObj + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = out.length;
    out += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objects.length; i++) out += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes: one byte per character, so the offsets above are byte offsets.
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}

/** `invoice-2026-27-000123.pdf`. */
export const invoiceFileName = (invoiceNumber: string): string => `invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;
