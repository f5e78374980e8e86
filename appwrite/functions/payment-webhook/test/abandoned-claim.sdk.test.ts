import { Client as WebClient, Functions as WebFunctions } from 'appwrite';
import { ID } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  buildMarketplace,
  eventsOf,
  orderRow,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import {
  deliverWebhook,
  orderAwaitingPayment,
  sandboxMerchant,
  signedWebhookHeaders,
  webhookBody,
} from '../../../dev-server/test/webhook-fixtures.ts';
import { tableLayout } from '../../../dev-server/src/db/layout.ts';
import { ABANDONED_CLAIM_MS } from '../src/main.ts';

/**
 * Issue 31 §5, found by killing the dev server mid-run: payment-webhook claims the event
 * (`webhook:<type>:<cf_payment_id>`, unique) before it marks the order paid. An attempt that died in
 * between (kill -9, an execution that timed out) left the claim and an unpaid order, and every
 * later delivery of the same event answered `duplicate` — a captured payment whose order expired.
 * Now a delivery that finds a claim older than any execution can live, with the order still
 * waiting, finishes the work; a younger claim (an attempt maybe still at work) stays a duplicate.
 */

let t: TestServer;
let m: Marketplace;
let secret: string;
let guest: WebFunctions;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'abandoned');
  secret = (await sandboxMerchant(t)).client_secret;
  guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const deliverSuccess = (gatewayOrderId: string, amount: number, cfPaymentId: number) => {
  const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', gatewayOrderId, amount, cfPaymentId);
  return deliverWebhook(guest, body, signedWebhookHeaders(secret, body));
};

/** What the attempt that died wrote: the claim, and nothing else. `ageMs` back-dates it (the test's clock). */
async function claimLeftBehind(orderId: string, cfPaymentId: number, ageMs: number): Promise<string> {
  const row = await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'order_events',
    rowId: ID.unique(),
    permissions: [],
    data: {
      order_id: orderId,
      type: 'payment_succeeded',
      from_status: 'placed',
      to_status: 'placed',
      actor_role: 'gateway',
      note: `PAYMENT_SUCCESS_WEBHOOK cf_payment_id ${cfPaymentId}`,
      dedupe_key: `webhook:PAYMENT_SUCCESS_WEBHOOK:${cfPaymentId}`,
    },
  });
  // Appwrite sets $createdAt itself; the dev server's row store is where time is moved back.
  const at = new Date(Date.now() - ageMs).toISOString();
  const changed = t.dev.deps.db
    .prepare(
      `update "${tableLayout({ id: 'order_events', databaseId: DB }).rows}" set "_createdAt" = ? where "_id" = ?`,
    )
    .run(at, row.$id).changes;
  expect(changed).toBe(1);
  return row.$id;
}

describe('a payment webhook claim left by an attempt that died', () => {
  it('is finished by the next delivery once no live attempt can hold it', async () => {
    const o = await orderAwaitingPayment(m);
    const cfPaymentId = Math.floor(Math.random() * 1e12);
    await claimLeftBehind(o.id, cfPaymentId, ABANDONED_CLAIM_MS + 5_000);
    const reply = await deliverSuccess(o.gatewayOrderId, o.placedTotal, cfPaymentId);
    expect(reply, JSON.stringify(reply.body)).toMatchObject({ status: 200, body: { ok: true } });
    const order = await orderRow(m.tablesDB, o.id);
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', cf_payment_id: String(cfPaymentId) });
    // One claim, one outcome: the redelivery reused the claim instead of writing a second.
    const events = await eventsOf(m.tablesDB, o.id);
    expect(events.filter((e) => e.dedupe_key === `webhook:PAYMENT_SUCCESS_WEBHOOK:${cfPaymentId}`)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'payment_outcome')).toHaveLength(1);
    // And a further delivery is the plain duplicate again.
    expect((await deliverSuccess(o.gatewayOrderId, o.placedTotal, cfPaymentId)).body).toEqual({ duplicate: true });
  });

  it('a young claim (an attempt that may still be at work) stays a duplicate', async () => {
    const o = await orderAwaitingPayment(m);
    const cfPaymentId = Math.floor(Math.random() * 1e12);
    await claimLeftBehind(o.id, cfPaymentId, 1_000);
    expect((await deliverSuccess(o.gatewayOrderId, o.placedTotal, cfPaymentId)).body).toEqual({ duplicate: true });
    expect(await orderRow(m.tablesDB, o.id)).toMatchObject({ status: 'placed', payment_status: 'pending' });
  });
});
