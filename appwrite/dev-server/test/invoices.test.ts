import { ID, Messaging } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '@instamg/shared/testing/pdf-text';
import { financialYear } from '@instamg/shared/domain/invoice-number';
import { startTestServer, type TestServer } from './harness.ts';
import {
  PRODUCTS,
  buildMarketplace,
  deliverOrder,
  orderRow,
  returnWholeOrder,
  run,
  type Marketplace,
} from './orders-fixtures.ts';
import type { SignedInUser } from './web-client.ts';

/**
 * Issue 40 §11, GST Rule 46(b): the payments function's `invoice` action numbers a paid order's
 * tax invoice from its store's counter for the financial year — consecutive, unique, once per
 * order — even when many asks arrive at once (the real node-appwrite SDK against the dev server).
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'invoices');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function placeOrder(): Promise<string> {
  const r = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
  });
  expect(r.status).toBe(201);
  return r.body.order.$id as string;
}

async function placeAndPay(): Promise<string> {
  const id = await placeOrder();
  const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
    .payment_session_id as string;
  const reply = await fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(reply.status).toBe(303);
  return id;
}

const serialOf = (invoiceNumber: string): number => Number(invoiceNumber.split('/')[1]);

describe('tax invoice serials (payments: invoice)', () => {
  it('numbers paid orders of one store consecutively and uniquely under concurrent asks, once per order', async () => {
    const ids = [await placeAndPay(), await placeAndPay(), await placeAndPay(), await placeAndPay()];
    // Every order asked for twice, all at once.
    const replies = await Promise.all(
      [...ids, ...ids].map((order_id) => run(m.customer, 'payments', { action: 'invoice', order_id })),
    );
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const numbers = replies.map((r) => r.body.invoice_number as string);
    const fy = financialYear(new Date());
    for (const n of numbers) expect(n).toMatch(new RegExp(`^${fy}/\\d{6}$`));
    expect(n16(numbers)).toBe(true);
    // The two asks of one order got the same number; four orders, four numbers.
    expect(numbers.slice(0, 4)).toEqual(numbers.slice(4));
    const serials = numbers
      .slice(0, 4)
      .map(serialOf)
      .sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(4);
    expect(serials[3]! - serials[0]!).toBe(3);
    // Written on the order, and asked again: the same number.
    expect((await orderRow(m.tablesDB, ids[0]!)).invoice_number).toBe(numbers[0]);
    expect((await run(m.customer, 'payments', { action: 'invoice', order_id: ids[0] })).body.invoice_number).toBe(
      numbers[0],
    );
    // The next paid order follows on.
    const next = await placeAndPay();
    const nextNumber = (await run(m.customer, 'payments', { action: 'invoice', order_id: next })).body
      .invoice_number as string;
    expect(serialOf(nextNumber)).toBe(serials[3]! + 1);
  }, 120_000);

  it('an unpaid order has no invoice yet; another customer cannot ask for one', async () => {
    const unpaid = await placeOrder();
    const r = await run(m.customer, 'payments', { action: 'invoice', order_id: unpaid });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('invoice_not_available');
    const paid = await placeAndPay();
    expect((await run(m.otherCustomer, 'payments', { action: 'invoice', order_id: paid })).status).toBe(404);
    expect((await orderRow(m.tablesDB, paid)).invoice_number).toBeNull();
  }, 60_000);
});

/** A file read as the browser does: the file URL with the caller's session (or none for a guest). */
async function download(as: SignedInUser | null, bucketId: string, fileId: string) {
  const headers: Record<string, string> = { 'x-appwrite-project': t.projectId };
  if (as) headers['x-fallback-cookies'] = as.fallbackCookies()!;
  const res = await fetch(`${t.endpoint}/storage/buckets/${bucketId}/files/${fileId}/download`, { headers });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the stored invoice PDF and the delivered e-mail (issue 40 §11)', () => {
  it('delivered: the invoice is stored for the customer, the store and admins only, and attached to the delivered e-mail', async () => {
    const id = await placeAndPay();
    const delivered = await deliverOrder(m, m.staffA, id);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const order = await orderRow(m.tablesDB, id);
    expect(order.invoice_number).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    // The order page's ask names the same stored file.
    const asked = await run(m.customer, 'payments', { action: 'invoice', order_id: id });
    expect(asked.body).toMatchObject({ invoice_number: order.invoice_number, bucket_id: 'invoices' });
    const fileId = asked.body.file_id as string;
    const mine = await download(m.customer, 'invoices', fileId);
    expect(mine.status).toBe(200);
    expect(pdfText(mine.bytes)).toContain(`Invoice no. ${order.invoice_number as string}`);
    expect((await download(m.staffA, 'invoices', fileId)).status).toBe(200);
    expect((await download(m.admin, 'invoices', fileId)).status).toBe(200);
    for (const outsider of [null, m.otherCustomer, m.staffB])
      expect((await download(outsider, 'invoices', fileId)).status).toBe(404);
    // The customer cannot rewrite or delete it either.
    await expect(m.customer.storage.deleteFile({ bucketId: 'invoices', fileId })).rejects.toMatchObject({ code: 401 });

    // The delivered e-mail in the outbox carries the same PDF bytes.
    const outbox = (await (
      await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(m.customer.user.email)}`)
    ).json()) as {
      messages: {
        subject: string;
        attachments: { bucketId: string; fileId: string; name: string; mimeType: string; content: string }[];
      }[];
    };
    const mail = outbox.messages.find((msg) => msg.attachments.some((a) => a.fileId === fileId));
    expect(mail, outbox.messages.map((msg) => msg.subject).join(' | ')).toBeDefined();
    expect(mail!.attachments[0]).toMatchObject({ bucketId: 'invoices', mimeType: 'application/pdf' });
    expect(Buffer.from(mail!.attachments[0]!.content, 'base64').equals(mine.bytes)).toBe(true);
  }, 120_000);

  it('a whole return after the invoice gets a credit note of its own series naming the invoice, the order and the refund', async () => {
    const id = await placeAndPay();
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    const invoice = await orderRow(m.tablesDB, id);
    expect((await returnWholeOrder(m, m.admin, id)).status).toBe(200);
    for (let i = 0; i < 100 && (await orderRow(m.tablesDB, id)).status !== 'refunded'; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const refundId = `rf_${id}`;
    const [first, again] = await Promise.all([
      run(m.customer, 'payments', { action: 'credit_note', order_id: id, refund_id: refundId }),
      run(m.customer, 'payments', { action: 'credit_note', order_id: id, refund_id: refundId }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.body.credit_note_number).toBe(first.body.credit_note_number);
    expect(first.body.credit_note_number).toMatch(/^CN\d{4}-\d{2}\/\d{6}$/);
    const pdf = await download(m.customer, first.body.bucket_id as string, first.body.file_id as string);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`Credit note no. ${first.body.credit_note_number as string}`);
    expect(text).toContain(`Against tax invoice no. ${invoice.invoice_number as string}`);
    expect(text).toContain(`Order ${invoice.order_number as string}`);
    expect(text).toContain(`Total credited: -Rs. ${(invoice.total as number).toFixed(2)}`);
    expect((await download(m.otherCustomer, 'invoices', first.body.file_id as string)).status).toBe(404);
    expect(
      (await run(m.otherCustomer, 'payments', { action: 'credit_note', order_id: id, refund_id: refundId })).status,
    ).toBe(404);
  }, 120_000);

  it('Messaging refuses an attachment that does not exist, as Appwrite does', async () => {
    const messaging = new Messaging(t.serverClient());
    const mail = (attachments: string[]) =>
      messaging.createEmail({
        messageId: ID.unique(),
        subject: 'x',
        content: 'y',
        users: [m.customer.user.$id],
        attachments,
      });
    await expect(mail(['invoices:nope'])).rejects.toMatchObject({ code: 404, type: 'storage_file_not_found' });
    await expect(mail(['no_bucket:nope'])).rejects.toMatchObject({ code: 404, type: 'storage_bucket_not_found' });
    await expect(mail(['invoices'])).rejects.toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });
});

/** Rule 46(b): at most 16 characters. */
const n16 = (numbers: string[]): boolean => numbers.every((n) => n.length <= 16);
