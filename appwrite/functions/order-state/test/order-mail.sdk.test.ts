import { Client, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  TO_OUT_FOR_DELIVERY,
  buildMarketplace,
  deliveryCodeOf,
  orderRow,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { sendOrderMail } from '../../lib/orders/order-mail.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { act, paidOrder, pay, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Order e-mails (issue 22 §9) through the real functions and Appwrite Messaging on the dev
 * server: the customer (only) gets the confirmation once the order is paid and one mail per
 * major step, each once even when sent again; a mail that cannot be sent does not fail anything.
 */

let t: TestServer;
let m: Marketplace;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
async function outbox(to: string): Promise<Mail[]> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}&limit=1000`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}
const mailsAbout = async (to: string, orderNumber: string) =>
  (await outbox(to)).filter((mail) => mail.subject.includes(orderNumber) || mail.text.includes(orderNumber)).reverse();

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'mail');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('order e-mails', () => {
  it('the customer alone gets the confirmation once paid, then one mail per step (the delivery code too), each once', async () => {
    const id = await placedOrder(m);
    const placed = await orderRow(m.tablesDB, id);
    const number = placed.order_number as string;
    expect(number).toMatch(/^IMG-\d{4}-\d{6}$/);
    // Placed but unpaid: no confirmation yet.
    expect(await mailsAbout(m.customer.user.email, number)).toEqual([]);

    await pay(t, m, id);
    const [confirmation, ...rest] = await mailsAbout(m.customer.user.email, number);
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toBe(`Order confirmation ${number}`);
    expect(confirmation!.text).toContain(`Total: ₹${placed.total}`);
    expect(confirmation!.text).toMatch(/1 × .+ ₹/);
    expect(confirmation!.text).toContain('Estimated delivery: 45-60 min after confirmation');

    for (const action of TO_OUT_FOR_DELIVERY) expect((await act(m.staffA, id, action)).status).toBe(200);
    const code = await deliveryCodeOf(m.customer, id);
    const delivered = await act(m.staffA, id, 'delivered', { delivery_code: code });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);

    const subjects = (await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Order confirmation ${number}`,
      `Test Pharmacy A accepted your order ${number}`,
      `Your order ${number} is being prepared`,
      `Your order ${number} is out for delivery`,
      `Delivered: your order ${number}`,
    ]);
    const outForDelivery = (await mailsAbout(m.customer.user.email, number))[3]!;
    expect(outForDelivery.text).toContain(`Your delivery code: ${code}`);

    // Nobody else hears about it: not the store's staff, not another customer, not an admin.
    for (const other of [m.staffA, m.pharmacistA, m.otherCustomer, m.admin])
      expect(await mailsAbout(other.user.email, number)).toEqual([]);

    // Sent again (a retried webhook or action): Appwrite refuses the same message id, nothing is mailed twice.
    const client = t.serverClient();
    const row = (await orderRow(m.tablesDB, id)) as unknown as OrderRow;
    const logs: string[] = [];
    expect(await sendOrderMail(client, new TablesDB(client), row, 'placed', (l) => logs.push(l))).toBe('duplicate');
    expect(await sendOrderMail(client, new TablesDB(client), row, 'delivered', (l) => logs.push(l))).toBe('duplicate');
    expect(await sendOrderMail(client, new TablesDB(client), row, 'ready_for_pickup', (l) => logs.push(l))).toBe(
      'skipped',
    );
    expect(logs).toEqual([]);
    expect(await mailsAbout(m.customer.user.email, number)).toHaveLength(5);
    // A whole journey through three functions: room for a loaded two-core machine.
  }, 120_000);

  it('a cancelled paid order: the cancellation, then the refund once the money is back', async () => {
    const id = await paidOrder(t, m);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    expect((await act(m.customer, id, 'cancel', { reason: 'Ordered by mistake' })).status).toBe(200);
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    // The webhook mails right after it marks the order refunded; and the sandbox may settle the refund
    // before the cancellation's mail is out, so the order of the two is not fixed.
    const refunded = `Refund of ₹${(await orderRow(m.tablesDB, id)).refund_amount} for order ${number}`;
    await expect
      .poll(async () => (await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject).sort(), {
        timeout: 10_000,
      })
      .toEqual([`Order confirmation ${number}`, `Your order ${number} is cancelled`, refunded].sort());
    const mails = await mailsAbout(m.customer.user.email, number);
    expect(mails.find((mail) => mail.subject.endsWith('cancelled'))!.text).toContain('Your refund has been started');
  });

  it('paid on a second try after a failed one: no mail for the failure, then the confirmation once', async () => {
    const id = await placedOrder(m);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    const press = (outcome: 'fail' | 'pay') =>
      fetch(`${t.endpoint}/dev/payments/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_session_id: session, outcome }).toString(),
        redirect: 'manual',
      });
    await press('fail');
    expect((await orderRow(m.tablesDB, id)).status).toBe('payment_failed');
    expect(await mailsAbout(m.customer.user.email, number)).toEqual([]);
    await press('pay');
    await waitForOrder(m, id, (o) => o.payment_status === 'paid');
    expect((await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject)).toEqual([
      `Order confirmation ${number}`,
    ]);
  });

  it('a mail that cannot be sent is logged and the action still succeeds', async () => {
    const id = await paidOrder(t, m);
    const row = (await orderRow(m.tablesDB, id)) as unknown as OrderRow;
    const noScope = new Client().setEndpoint(t.endpoint).setProject(t.projectId).setKey('not-a-key');
    const logs: string[] = [];
    expect(await sendOrderMail(noScope, m.tablesDB, row, 'confirmed', (l) => logs.push(l))).toBe('failed');
    expect(logs).toEqual([expect.stringContaining(`order e-mail ${id}:confirmed not sent`)]);
  });
});
