// Issue 40 §11: the order's tax invoice number, issued once, on the first ask after the customer
// has paid (payments `invoice`) or at delivery (order-state), whichever comes first. Rule 46(b): a consecutive serial unique per financial year — per store, from the
// store's `counters` row for the year (shared/src/domain/invoice-number.ts). incrementRowColumn is
// atomic, and a claim row per order (created once; a second concurrent ask waits for the first)
// keeps one order from taking two numbers, so the store's sequence has no holes from retries.
import { AppwriteException, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { financialYear, formatInvoiceNumber, invoiceCounterId } from '@instamg/shared/domain/invoice-number';
import { fail } from '../runtime/errors.ts';
import { getOrder, type OrderRow } from './rows.ts';

const isCode = (err: unknown, code: number) => err instanceof AppwriteException && err.code === code;
const counters = { databaseId: DATABASE_ID, tableId: TABLES.counters };

/** Paid online, or cash collected at the door. */
export const mayHaveInvoice = (order: Pick<OrderRow, 'payment_status' | 'status'>): boolean =>
  order.payment_status === 'paid' || order.payment_status === 'refunded';

/** The next number of a `counters` row (created at 1 by the first ask; incrementRowColumn is atomic). */
export async function nextInCounter(tablesDB: TablesDB, rowId: string): Promise<number> {
  const next = () => tablesDB.incrementRowColumn<Models.DefaultRow>({ ...counters, rowId, column: 'value', value: 1 });
  try {
    return Number((await next()).value);
  } catch (err) {
    if (!isCode(err, 404)) throw err;
    try {
      return Number(
        (await tablesDB.createRow<Models.DefaultRow>({ ...counters, rowId, data: { value: 1 }, permissions: [] }))
          .value,
      );
    } catch (createErr) {
      if (!isCode(createErr, 409)) throw createErr;
      return Number((await next()).value);
    }
  }
}

export async function issueInvoice(
  tablesDB: TablesDB,
  order: OrderRow,
  now: Date,
): Promise<{ invoice_number: string; invoice_date: string }> {
  if (order.invoice_number && order.invoice_date)
    return { invoice_number: order.invoice_number, invoice_date: order.invoice_date };
  if (!mayHaveInvoice(order)) throw fail('invoice_not_available');
  const claim = `invc-${order.$id.slice(-31)}`;
  try {
    await tablesDB.createRow({ ...counters, rowId: claim, data: { value: 0 }, permissions: [] });
  } catch (err) {
    if (!isCode(err, 409)) throw err;
    // Another ask for this order is numbering it: its number, once written.
    for (let i = 0; i < 50; i++) {
      const again = await getOrder(tablesDB, order.$id);
      if (again.invoice_number && again.invoice_date)
        return { invoice_number: again.invoice_number, invoice_date: again.invoice_date };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw fail('invoice_not_available', 'The invoice is being prepared. Please try again in a moment.');
  }
  try {
    const fy = financialYear(now);
    const invoice = {
      invoice_number: formatInvoiceNumber(fy, await nextInCounter(tablesDB, invoiceCounterId(order.store_id, fy))),
      invoice_date: now.toISOString(),
    };
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, data: invoice });
    return invoice;
  } catch (err) {
    await tablesDB.deleteRow({ ...counters, rowId: claim }).catch(() => undefined);
    throw err;
  }
}
