import { Query, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  eventsOf,
  orderRow,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, paidOrder } from '../../order-state/test/sdk-orders.ts';
import { partnerWebhookSignature } from '../../lib/orders/delivery-partner.ts';

/**
 * A delivery partner booked through the dev server's Porter sandbox (issue 38 §2, ADR 0011):
 * book → the sandbox's signed webhooks → our delivery row and the order; the same webhook twice
 * changes nothing; a forged one is refused; only the order's store team books or cancels (not
 * another store's staff, not the store's rider, not the customer).
 */

let t: TestServer;
let m: Marketplace;
let rider: SignedInUser;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'partner');
  await m.users.updatePhone({ userId: m.customer.user.$id, number: '+919812345678' });
  rider = await signUpAndSignIn(t, {
    email: 'rider.partner@instamg.test',
    password: 'correct horse battery',
    name: 'Ravi',
  });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_admins',
    rowId: `sa-${rider.user.$id}`.slice(0, 36),
    data: { user_id: rider.user.$id, store_id: STORES.A.id, role: 'delivery' },
    permissions: [`read("user:${rider.user.$id}")`],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ok = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};
const packed = async () => {
  const id = await paidOrder(t, m);
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup']) await ok(m.staffA, id, action);
  return id;
};
const deliveryRow = (id: string) => m.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id });
const advance = async (partnerOrderId: string, event: string) => {
  const r = await fetch(`${t.endpoint}/dev/porter/orders/${partnerOrderId}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, any> };
};
const secret = async () => {
  const r = await fetch(`${t.endpoint}/dev/porter/credentials`, {
    headers: { 'x-appwrite-key': t.apiKey, 'x-appwrite-project': t.projectId },
  });
  return ((await r.json()) as { webhook_secret: string }).webhook_secret;
};
/** A webhook as the partner would send it, signed with `key`. */
const sendWebhook = async (body: Record<string, unknown>, key: string) => {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const r = await fetch(`${t.endpoint}/functions/delivery-partner-webhook/executions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': t.projectId },
    body: JSON.stringify({
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-porter-timestamp': timestamp,
        'x-porter-signature': partnerWebhookSignature(timestamp, raw, key),
      },
      method: 'POST',
      path: '/',
      async: false,
    }),
  });
  const execution = (await r.json()) as { responseStatusCode: number; responseBody: string };
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, any> };
};

describe('booking a delivery partner', () => {
  it('books, and the sandbox webhooks move the booking and the order to delivered; a repeat changes nothing', async () => {
    const id = await packed();
    const quote = await ok(m.staffA, id, 'partner_quote');
    expect(quote.partner).toBe('porter');
    expect(Number.isInteger(quote.fare_paise)).toBe(true);

    const { delivery } = await ok(m.staffA, id, 'book_partner');
    expect(delivery).toMatchObject({
      partner: 'porter',
      partner_status: 'booked',
      rider_id: 'partner:porter',
      rider_first_name: 'Porter',
      cod_amount_paise: 0,
      order_status: 'ready_for_pickup',
    });
    expect(delivery.partner_order_id).toMatch(/^CRN/);
    expect(delivery.partner_tracking_url).toContain(`/dev/porter/track/${delivery.partner_order_id}`);
    expect(delivery.partner_fare_paise).toBe(quote.fare_paise);
    // No user reads it as "the rider"; the customer reads it; a second booking is refused; no rider on top of it.
    expect(delivery.$permissions.some((p: string) => p.includes('partner:'))).toBe(false);
    await expect(
      m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id }),
    ).resolves.toBeTruthy();
    expect((await act(m.staffA, id, 'book_partner')).body.code).toBe('partner_already_booked');
    expect((await act(m.staffA, id, 'assign_rider', { rider_id: rider.user.$id })).body.code).toBe(
      'partner_already_booked',
    );

    const crn = delivery.partner_order_id as string;
    expect((await advance(crn, 'order_accepted')).body.webhook_status).toBe(200);
    const allotted = await deliveryRow(id);
    expect(allotted.partner_status).toBe('allotted');
    expect(allotted.rider_first_name).not.toBe('Porter');
    expect(allotted.rider_phone_masked).toMatch(/^\+91 ••••••\d{4}$/);
    expect(allotted.partner_vehicle).toMatch(/^[A-Z]{2}\d/);
    expect((await orderRow(m.tablesDB, id)).status).toBe('ready_for_pickup');

    // The same accepted event again (a partner retry), properly signed: no change.
    const replay = await sendWebhook(
      { event: 'order_accepted', order_id: crn, event_ts: Math.floor(Date.now() / 1000) },
      await secret(),
    );
    expect(replay).toMatchObject({ status: 200, body: { changed: false, partner_status: 'allotted' } });

    expect((await advance(crn, 'order_start_trip')).body.webhook_status).toBe(200);
    expect((await orderRow(m.tablesDB, id)).status).toBe('out_for_delivery');
    const out = await deliveryRow(id);
    expect(out).toMatchObject({ partner_status: 'picked_up', order_status: 'out_for_delivery' });
    expect(out.rider_latitude).not.toBeNull();
    // After the pickup the store can no longer cancel.
    expect((await act(m.staffA, id, 'cancel_partner')).body.code).toBe('partner_not_cancellable');

    expect((await advance(crn, 'order_end_job')).body.webhook_status).toBe(200);
    const done = await orderRow(m.tablesDB, id);
    expect(done.status).toBe('delivered');
    expect(done.delivered_at).toBeTruthy();
    expect((await deliveryRow(id)).partner_status).toBe('delivered');
    // Delivered by the partner, it is on the store's Closed tab like one the store delivered (issue 33).
    const closing = await m.tablesDB.listRows({
      databaseId: 'instamg',
      tableId: 'store_order_decisions',
      queries: [Query.equal('order_id', id), Query.equal('closes_order', true)],
    });
    expect(closing.rows.map((row) => [row.kind, row.actor_role, row.store_id])).toEqual([
      ['delivered', 'system', done.store_id],
    ]);
    // An out-of-order late event is ignored.
    const late = await sendWebhook({ event: 'order_start_trip', order_id: crn }, await secret());
    expect(late.body.changed).toBe(false);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.filter((e) => e.type === 'partner_update').length).toBe(3);
    expect(
      events.filter((e) => e.type === 'status_changed' && e.actor_role === 'gateway').map((e) => e.to_status),
    ).toEqual(['out_for_delivery', 'delivered']);
  }, 90_000);

  it('refuses a forged webhook (wrong signature) and changes nothing', async () => {
    const id = await packed();
    const { delivery } = await ok(m.staffA, id, 'book_partner');
    const forged = await sendWebhook({ event: 'order_end_job', order_id: delivery.partner_order_id }, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('invalid_signature');
    expect((await deliveryRow(id)).partner_status).toBe('booked');
    expect((await orderRow(m.tablesDB, id)).status).toBe('ready_for_pickup');
    // An unknown partner order, properly signed: ignored.
    expect(
      (await sendWebhook({ event: 'order_accepted', order_id: 'CRN0' }, await secret())).body.ignored,
    ).toBeTruthy();
  });

  it('only the order store’s team books and cancels; the store cancels before the pickup and may then assign its rider', async () => {
    const id = await packed();
    for (const who of [m.staffB, rider, m.customer]) {
      expect((await act(who, id, 'book_partner')).status).toBe(404);
      expect((await act(who, id, 'partner_quote')).status).toBe(404);
    }
    // An owner of store A books too (any team role); the staff of B cannot cancel it.
    const owner = await signUpAndSignIn(t, {
      email: 'owner.partner@instamg.test',
      password: 'correct horse battery',
      name: 'Owner',
    });
    await new Teams(t.serverClient()).createMembership({
      teamId: teamOf(STORES.A.id),
      roles: ['store_owner', 'admin'],
      userId: owner.user.$id,
    });
    const { delivery } = await ok(owner, id, 'book_partner');
    for (const who of [m.staffB, rider, m.customer]) expect((await act(who, id, 'cancel_partner')).status).toBe(404);
    expect((await deliveryRow(id)).partner_status).toBe('booked');

    const cancelled = await ok(m.staffA, id, 'cancel_partner');
    expect(cancelled.delivery.partner_status).toBe('cancelled');
    expect((await act(m.staffA, id, 'cancel_partner')).body.code).toBe('partner_not_cancellable');
    // The sandbox's order_cancel webhook comes after and changes nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect((await deliveryRow(id)).partner_status).toBe('cancelled');
    expect((await advance(delivery.partner_order_id, 'order_accepted')).status).toBe(409);
    // The store's own rider now.
    const { delivery: own } = await ok(m.staffA, id, 'assign_rider', { rider_id: rider.user.$id });
    expect(own).toMatchObject({ rider_id: rider.user.$id, partner: null, partner_status: null });
  });

  it('cancelling the order cancels the partner’s booking with it', async () => {
    const id = await packed();
    await ok(m.staffA, id, 'book_partner');
    await ok(m.staffA, id, 'cancel', { reason: 'Customer asked by phone' });
    expect((await orderRow(m.tablesDB, id)).status).toBe('cancelled');
    const row = await deliveryRow(id);
    expect(row).toMatchObject({ partner_status: 'cancelled', order_status: 'cancelled' });
    expect(row.$permissions.some((p: string) => p.includes('user:'))).toBe(true); // the customer still reads it
  });

  it('books only a packed order, and not a cash-on-delivery one (the partner collects no cash)', async () => {
    const id = await paidOrder(t, m);
    expect((await act(m.staffA, id, 'book_partner')).body.code).toBe('not_bookable');
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      payment_method: 'cod',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const cod = placed.body.order.$id as string;
    for (const action of ['confirm', 'start_processing', 'ready_for_pickup']) await ok(m.staffA, cod, action);
    const refused = await act(m.staffA, cod, 'book_partner');
    expect([refused.status, refused.body.code]).toEqual([409, 'partner_no_cod']);
  });
});
