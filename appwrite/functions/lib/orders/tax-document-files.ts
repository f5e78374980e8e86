// The order's tax documents as stored PDF files (issue 40 §11): the tax invoice (Rule 46), made at
// delivery by order-state and on demand by payments, and a credit note (Rule 53) per refund made
// after the invoice, on demand by payments. Both are rendered by the one layout of
// shared/src/domain/tax-document (the order page falls back to the same code when a file is
// missing), written with the function's key into the `invoices` bucket, and readable by the
// customer, the order's store team (it reads the order's rows already) and admins — nobody writes.
// File ids derive from the order / refund row, so a second ask finds the file (409 → it exists).
import { createHash } from 'node:crypto';
import { AppwriteException, Permission, Query, Role, Storage, type Client, type TablesDB } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderRefundsRow, PrescriptionVerificationsRow, RefundRequestsRow } from '@instamg/shared/appwrite/rows';
import { financialYear } from '@instamg/shared/domain/invoice-number';
import { REFUND_IDS, toPaise } from '@instamg/shared/domain/refunds';
import {
  creditNoteAmounts,
  creditNoteCounterId,
  formatCreditNoteNumber,
  refundNeedsCreditNote,
  type CreditNote,
} from '@instamg/shared/domain/tax-document/credit-note';
import { taxDocumentPdf } from '@instamg/shared/domain/tax-document/pdf';
import {
  creditNoteFileName,
  creditNoteLines,
  invoiceFileName,
  invoiceLines,
  type DispensingPharmacist,
} from '@instamg/shared/domain/tax-document/tax-document';
import { fail } from '../runtime/errors.ts';
import { issueInvoice, nextInCounter } from './invoice.ts';
import { listOrderItems, type OrderRow } from './rows.ts';

export interface StoredDocument {
  bucketId: string;
  fileId: string;
  /** `bucketId:fileId`, as Messaging's `attachments` takes it. */
  attachment: string;
}

const isCode = (err: unknown, code: number) => err instanceof AppwriteException && err.code === code;
const stored = (fileId: string): StoredDocument => ({
  bucketId: BUCKETS.invoices,
  fileId,
  attachment: `${BUCKETS.invoices}:${fileId}`,
});

/** `inv.<order id>`: one invoice file per order. */
export const invoiceFileId = (orderId: string): string => `inv.${orderId}`.slice(0, 36);
/** `cn.<refund row id>`: one credit note file per refund. */
export const creditNoteFileId = (refundRowId: string): string => `cn.${refundRowId}`.slice(0, 36);

/** An invoice is stored once the goods are the customer's: delivered (or refunded after delivery). */
export const invoiceFileDue = (order: Pick<OrderRow, 'status'>): boolean =>
  order.status === 'delivered' || order.status === 'refunded';

/** Who reads a tax document: the customer, the order's store team, admins (docs/permissions.md). */
const documentPermissions = (order: Pick<OrderRow, 'customer_id' | 'store_team_id'>): string[] => [
  Permission.read(Role.user(order.customer_id)),
  Permission.read(Role.team(order.store_team_id)),
  Permission.read(Role.label('admin')),
];

async function writeOnce(
  client: Client,
  order: OrderRow,
  fileId: string,
  name: string,
  render: () => Promise<Uint8Array>,
): Promise<StoredDocument> {
  const storage = new Storage(client);
  try {
    await storage.getFile({ bucketId: BUCKETS.invoices, fileId });
    return stored(fileId);
  } catch (err) {
    if (!isCode(err, 404)) throw err;
  }
  try {
    await storage.createFile({
      bucketId: BUCKETS.invoices,
      fileId,
      file: InputFile.fromBuffer(Buffer.from(await render()), name),
      permissions: documentPermissions(order),
    });
  } catch (err) {
    if (!isCode(err, 409)) throw err; // a concurrent ask stored the same document
  }
  return stored(fileId);
}

/** The pharmacist whose verification this order carries (its own row), or null for an order without one. */
export async function dispensingPharmacist(
  tablesDB: TablesDB,
  order: Pick<OrderRow, 'rx_status' | 'rx_verification_id'>,
): Promise<DispensingPharmacist | null> {
  if (order.rx_status !== 'verified' || !order.rx_verification_id) return null;
  const row = await tablesDB
    .getRow<PrescriptionVerificationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.prescriptionVerifications,
      rowId: order.rx_verification_id,
    })
    .catch((err: unknown) => {
      if (isCode(err, 404)) return null;
      throw err;
    });
  if (!row || row.decision !== 'verified' || !row.pharmacist_name || !row.registration_number) return null;
  return {
    name: row.pharmacist_name,
    council: row.pharmacy_council ?? null,
    registration_number: row.registration_number,
  };
}

/** The order's invoice serial (issued now if it has none) and its stored PDF. */
export async function storeInvoiceFile(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  now: Date,
): Promise<StoredDocument & { invoice_number: string; invoice_date: string }> {
  const invoice = await issueInvoice(tablesDB, order, now);
  const file = await writeOnce(
    client,
    order,
    invoiceFileId(order.$id),
    invoiceFileName(invoice.invoice_number),
    async () =>
      taxDocumentPdf(
        invoiceLines(
          order,
          await listOrderItems(tablesDB, order.$id),
          invoice,
          await dispensingPharmacist(tablesDB, order),
        ),
        {
          title: `Tax invoice ${invoice.invoice_number}`,
          author: order.store_name,
          created: new Date(invoice.invoice_date),
        },
      ),
  );
  return { ...file, ...invoice };
}

/**
 * The refund's credit note serial, issued once: a claim row per refund (as the invoice's per
 * order) keeps a retry or a concurrent ask from taking a second number, then the store's credit
 * note counter for the year gives the next one, written to the refund's row.
 */
async function issueCreditNoteNumber(
  tablesDB: TablesDB,
  order: OrderRow,
  refund: OrderRefundsRow,
  now: Date,
): Promise<{ credit_note_number: string; credit_note_date: string }> {
  if (refund.credit_note_number && refund.credit_note_date)
    return { credit_note_number: refund.credit_note_number, credit_note_date: refund.credit_note_date };
  const counters = { databaseId: DATABASE_ID, tableId: TABLES.counters };
  const claim = `cnc-${createHash('sha256').update(refund.$id).digest('hex').slice(0, 32)}`;
  try {
    await tablesDB.createRow({ ...counters, rowId: claim, data: { value: 0 }, permissions: [] });
  } catch (err) {
    if (!isCode(err, 409)) throw err;
    for (let i = 0; i < 50; i++) {
      const again = await tablesDB.getRow<OrderRefundsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderRefunds,
        rowId: refund.$id,
      });
      if (again.credit_note_number && again.credit_note_date)
        return { credit_note_number: again.credit_note_number, credit_note_date: again.credit_note_date };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw fail('invoice_not_available', 'The credit note is being prepared. Please try again in a moment.');
  }
  try {
    const fy = financialYear(now);
    const data = {
      credit_note_number: formatCreditNoteNumber(
        fy,
        await nextInCounter(tablesDB, creditNoteCounterId(order.store_id, fy)),
      ),
      credit_note_date: now.toISOString(),
    };
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orderRefunds, rowId: refund.$id, data });
    return data;
  } catch (err) {
    await tablesDB.deleteRow({ ...counters, rowId: claim }).catch(() => undefined);
    throw err;
  }
}

/** What the refund gave back: a verified return's accepted items, the whole order, or no items (a price difference). */
async function returnedLines(
  tablesDB: TablesDB,
  order: OrderRow,
  refund: OrderRefundsRow,
): Promise<{ item_id: string; quantity: number }[] | 'all'> {
  const returns = await tablesDB.listRows<RefundRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refundRequests,
    queries: [Query.equal('order_id', order.$id), Query.equal('refund_id', refund.refund_id), Query.limit(1)],
  });
  const verified = returns.rows[0]?.verified_lines;
  if (verified && refund.refund_id !== REFUND_IDS.final(order.$id))
    return JSON.parse(verified) as { item_id: string; quantity: number }[];
  return refund.refund_id === REFUND_IDS.final(order.$id) ? 'all' : [];
}

/** The credit note of one of the order's refunds (its serial issued now if it has none) and its stored PDF. */
export async function storeCreditNoteFile(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  refundId: string,
  now: Date,
): Promise<StoredDocument & { credit_note_number: string; credit_note_date: string }> {
  const page = await tablesDB.listRows<OrderRefundsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    queries: [Query.equal('order_id', order.$id), Query.equal('refund_id', refundId), Query.limit(1)],
  });
  const refund = page.rows[0];
  if (!refund || !refundNeedsCreditNote(order, refund))
    throw fail('invoice_not_available', 'This refund has no credit note: it was made before the invoice.');
  const issued = await issueCreditNoteNumber(tablesDB, order, refund, now);
  const file = await writeOnce(
    client,
    order,
    creditNoteFileId(refund.$id),
    creditNoteFileName(issued.credit_note_number),
    async () => {
      const items = await listOrderItems(tablesDB, order.$id);
      const note: CreditNote = {
        number: issued.credit_note_number,
        date: issued.credit_note_date,
        invoice_number: order.invoice_number!,
        invoice_date: order.invoice_date!,
        refund_id: refund.refund_id,
        ...creditNoteAmounts(
          items,
          await returnedLines(tablesDB, order, refund),
          toPaise(refund.amount),
          order,
          refund.note,
        ),
      };
      return taxDocumentPdf(creditNoteLines(order, note), {
        title: `Credit note ${note.number}`,
        author: order.store_name,
        created: new Date(note.date),
      });
    },
  );
  return { ...file, ...issued };
}
