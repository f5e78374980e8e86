// The GST credit note (CGST Rule 53(1A); issue 40 §11): a refund made after the tax invoice was
// issued is reversed on a credit note of its own series, consecutive per financial year and store
// like the invoices (invoice-number.ts), naming the original invoice by number and date. Its total
// is the refund record's amount (order_refunds, the ledger's refund line); its lines are the items
// given back at the price paid, their GST reversed in the same share. Integer paise. Pure.
import { toPaise } from '../refunds';

export interface CreditNoteLine {
  description: string;
  hsn: string | null;
  batch: string | null;
  quantity: number | null;
  /** GST-inclusive amount credited. */
  amount_paise: number;
  gst_rate: number;
  /** The GST inside `amount_paise`. */
  gst_paise: number;
}

export interface CreditNote {
  number: string;
  date: string;
  invoice_number: string;
  invoice_date: string;
  refund_id: string;
  lines: CreditNoteLine[];
  total_paise: number;
  gst_paise: number;
}

/** `CN2026-27/000004`: 16 characters (Rule 46(b)'s limit, which Rule 53 keeps) until the sequence passes 999999. */
export function formatCreditNoteNumber(fy: string, seq: number): string {
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`bad financial year: ${fy}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`bad credit note sequence: ${seq}`);
  return `CN${fy}/${String(seq).padStart(6, '0')}`;
}

/** The `counters` row of one store's credit notes in one financial year (beside invoiceCounterId's). */
export function creditNoteCounterId(storeId: string, fy: string): string {
  return `crn-${fy.slice(2, 4)}${fy.slice(5, 7)}-${storeId.slice(-27)}`;
}

/** A refund needs a credit note when it was made (money returned) after the invoice was issued. */
export function refundNeedsCreditNote(
  order: { invoice_number: string | null; invoice_date: string | null },
  refund: { status: string; $createdAt: string; amount: number },
): boolean {
  return (
    Boolean(order.invoice_number && order.invoice_date) &&
    refund.status === 'refunded' &&
    refund.amount > 0 &&
    Date.parse(refund.$createdAt) >= Date.parse(order.invoice_date!)
  );
}

export interface CreditedItem {
  $id: string;
  product_name: string;
  pack_size: string | null;
  hsn: string | null;
  batch: string;
  quantity: number;
  line_total: number;
  gst_rate: number;
  gst_amount: number;
}

/**
 * The lines and totals of a credit note for a refund of `refundPaise`:
 * - `returned` lists the items given back (a verified return's `verified_lines`), or `'all'` (the
 *   whole order refunded): each at its share of what was paid for the line, GST in the same share;
 * - items worth more than the refund (it is capped by what is still paid) are scaled down to it,
 *   the last paisa on the last line, so the lines always add up to the refund;
 * - what the refund returns beyond the items (the delivery fee of a whole-order refund) is a line
 *   of its own without GST (the fee is not taxed on the invoice either);
 * - a refund without items (a price difference after a move or a substitution) is one line
 *   carrying the order's GST share.
 */
export function creditNoteAmounts(
  items: readonly CreditedItem[],
  returned: readonly { item_id: string; quantity: number }[] | 'all',
  refundPaise: number,
  order: { gst_total: number; total: number },
  refundNote?: string | null,
): Pick<CreditNote, 'lines' | 'total_paise' | 'gst_paise'> {
  if (!Number.isInteger(refundPaise) || refundPaise <= 0) throw new RangeError(`bad refund: ${refundPaise}`);
  const picked =
    returned === 'all'
      ? items.map((item) => ({ item, quantity: item.quantity }))
      : returned.flatMap(({ item_id, quantity }) => {
          const item = items.find((i) => i.$id === item_id);
          return item && quantity > 0 ? [{ item, quantity: Math.min(quantity, item.quantity) }] : [];
        });
  let lines: CreditNoteLine[] = picked.map(({ item, quantity }) => ({
    description: `${item.product_name}${item.pack_size ? ` (${item.pack_size})` : ''}`,
    hsn: item.hsn,
    batch: item.batch,
    quantity,
    amount_paise: Math.round((toPaise(item.line_total) * quantity) / item.quantity),
    gst_rate: item.gst_rate,
    gst_paise: Math.round((toPaise(item.gst_amount) * quantity) / item.quantity),
  }));
  const itemsPaise = lines.reduce((sum, l) => sum + l.amount_paise, 0);
  if (lines.length === 0) {
    const orderPaise = toPaise(order.total);
    const gst = orderPaise > 0 ? Math.round((refundPaise * toPaise(order.gst_total)) / orderPaise) : 0;
    lines = [
      {
        description: `Refund${refundNote ? `: ${refundNote}` : ''}`,
        hsn: null,
        batch: null,
        quantity: null,
        amount_paise: refundPaise,
        gst_rate: 0,
        gst_paise: gst,
      },
    ];
  } else if (itemsPaise > refundPaise) {
    let left = refundPaise;
    let leftGst = lines.reduce((sum, l) => sum + Math.round((l.gst_paise * refundPaise) / itemsPaise), 0);
    lines = lines.map((line, i) => {
      const last = i === lines.length - 1;
      const amount = last ? left : Math.round((line.amount_paise * refundPaise) / itemsPaise);
      const gst = last ? leftGst : Math.round((line.gst_paise * refundPaise) / itemsPaise);
      left -= amount;
      leftGst -= gst;
      return { ...line, amount_paise: amount, gst_paise: gst };
    });
  } else if (itemsPaise < refundPaise) {
    lines.push({
      description: 'Delivery fee and other charges',
      hsn: null,
      batch: null,
      quantity: null,
      amount_paise: refundPaise - itemsPaise,
      gst_rate: 0,
      gst_paise: 0,
    });
  }
  return {
    lines,
    total_paise: lines.reduce((sum, l) => sum + l.amount_paise, 0),
    gst_paise: lines.reduce((sum, l) => sum + l.gst_paise, 0),
  };
}
