import { createHash } from 'node:crypto';
import { Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  deliveryCodeOf,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, paidOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * The family tracking link (issue 38 §4) through the real SDKs against the dev server: only the
 * order's customer shares it, only while the order is out for delivery; anyone with the token — no
 * session — sees the map's points, the rider's first name, the ETA and the status, and nothing
 * else; after delivery (or a failed attempt, or a revoked link) the same token answers 404. The
 * table itself is nobody's to read (permission-matrix.test.ts proves its cells).
 */

let t: TestServer;
let m: Marketplace;
let rider: SignedInUser;
let guest: ReturnType<typeof createWebClient>;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'tracking');
  await m.users.updateName({ userId: m.customer.user.$id, name: 'Asha Verma' });
  rider = await signUpAndSignIn(t, {
    email: 'rider.track@instamg.test',
    password: 'correct horse battery',
    name: 'Ravi Kumar',
  });
  await m.users.updatePhone({ userId: rider.user.$id, number: '+919800001234' });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_admins',
    rowId: `sa-${rider.user.$id}`.slice(0, 36),
    data: { user_id: rider.user.$id, store_id: STORES.A.id, role: 'delivery' },
    permissions: [`read("user:${rider.user.$id}")`],
  });
  guest = createWebClient(t.endpoint, t.projectId);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const ok = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};
const share = (who: SignedInUser, order_id: string) => run(who, 'delivery-tracking', { action: 'share', order_id });
const asGuest = async (body: unknown) => {
  const execution = await guest.functions.createExecution({
    functionId: 'delivery-tracking',
    body: JSON.stringify(body),
  });
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, any> };
};
const view = (token: string) => asGuest({ action: 'view', token });
const tokenOf = (url: string) => {
  expect(url).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
  return url.slice('/track/'.length);
};

/** A paid order at store A, packed and assigned to Ravi, who takes it out and shares one position. */
async function outWithRider(): Promise<string> {
  const id = await paidOrder(t, m);
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup']) await ok(m.staffA, id, action);
  await ok(m.staffA, id, 'assign_rider', { rider_id: rider.user.$id });
  await ok(rider, id, 'out_for_delivery');
  return id;
}

describe('delivery-tracking', () => {
  let order: string;
  let token: string;

  it('only the order’s customer shares, and only while it is out for delivery', async () => {
    const packed = await paidOrder(t, m);
    for (const action of ['confirm', 'start_processing', 'ready_for_pickup']) await ok(m.staffA, packed, action);
    await ok(m.staffA, packed, 'assign_rider', { rider_id: rider.user.$id });
    expect((await share(m.customer, packed)).body.code).toBe('tracking_not_out_for_delivery');

    order = await outWithRider();
    await new Promise((r) => setTimeout(r, 10));
    await ok(rider, order, 'rider_location', { latitude: 28.64, longitude: 77.23 });
    // Another customer, the store's own staff, another store's staff, the rider: no such order.
    for (const who of [m.otherCustomer, m.staffA, m.staffB, rider])
      expect(await share(who, order)).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
    // A guest has no session to share with.
    expect(await asGuest({ action: 'share', order_id: order })).toMatchObject({
      status: 401,
      body: { code: 'sign_in_required' },
    });
    expect((await share(m.customer, 'no-such-order')).status).toBe(404);

    const shared = await share(m.customer, order);
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    token = tokenOf(shared.body.url);
    // Only the token's hash is stored, and nobody but the function reads the row.
    const rows = await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'tracking_links',
      queries: [Query.equal('order_id', order)],
    });
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_by: m.customer.user.$id,
      revoked_at: null,
    });
    expect(JSON.stringify(rows.rows[0])).not.toContain(token);
    expect(rows.rows[0]!.$permissions).toEqual([]);
    // Not even the customer who shared it reads the row (no row permission at all).
    const mine = await m.customer.tablesDB.listRows({ databaseId: DB, tableId: 'tracking_links' });
    expect(mine.rows).toEqual([]);
    await expect(
      m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'tracking_links', rowId: rows.rows[0]!.$id }),
    ).rejects.toMatchObject({ code: 404 });
  }, 120_000);

  it('anyone with the token sees the map, the rider’s first name and the ETA — and no personal field', async () => {
    const seen = await view(token);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(Object.keys(seen.body).sort()).toEqual(
      ['destination', 'eta_minutes', 'rider', 'rider_first_name', 'state', 'status', 'store'].sort(),
    );
    expect(seen.body).toMatchObject({
      state: 'live',
      status: 'out_for_delivery',
      rider_first_name: 'Ravi',
      rider: { latitude: 28.64, longitude: 77.23 },
      store: { latitude: STORES.A.location[1], longitude: STORES.A.location[0] },
    });
    expect(Object.keys(seen.body.rider).sort()).toEqual(['at', 'latitude', 'longitude']);
    expect(Object.keys(seen.body.destination).sort()).toEqual(['latitude', 'longitude']);
    // The delivery point to 3 decimals (the street), not the saved address's exact pin.
    for (const v of Object.values(seen.body.destination as Record<string, number>))
      expect(Math.round(v * 1000) / 1000).toBe(v);
    expect(typeof seen.body.eta_minutes).toBe('number');
    // No phone, no name of the customer, no address line, no items, no cash to collect.
    expect(JSON.stringify(seen.body)).not.toMatch(/Asha|Verma|Kumar|1234|Test Road|•|item|cod|phone|address/i);

    // A guess, or a malformed token: the same 404 as an ended link, or a 400.
    expect(await view('A'.repeat(43))).toMatchObject({ status: 404, body: { code: 'tracking_link_expired' } });
    expect(await view('../etc')).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
  }, 60_000);

  it('sharing again makes a new link and keeps at most five live', async () => {
    const tokens = [token];
    for (let i = 0; i < 5; i++) tokens.push(tokenOf((await share(m.customer, order)).body.url));
    expect(new Set(tokens).size).toBe(6);
    // The first is revoked; the other five still show the delivery.
    expect((await view(tokens[0]!)).status).toBe(404);
    for (const live of tokens.slice(1)) expect((await view(live)).status).toBe(200);
    token = tokens[5]!;
  }, 60_000);

  it('after delivery the link answers 404 with the error JSON', async () => {
    const code = await deliveryCodeOf(m.customer, order);
    await ok(rider, order, 'delivered', { delivery_code: code });
    const ended = await view(token);
    expect(ended).toEqual({
      status: 404,
      body: { code: 'tracking_link_expired', message: 'This tracking link has expired' },
    });
    expect((await share(m.customer, order)).body.code).toBe('tracking_not_out_for_delivery');
  }, 60_000);

  it('a link from before a failed attempt stays ended when the order goes out again', async () => {
    const id = await outWithRider();
    const first = tokenOf((await share(m.customer, id)).body.url);
    expect((await view(first)).status).toBe(200);
    const failed = await act(rider, id, 'delivery_failed', {
      reason: 'unreachable',
      note: 'Rang the bell twice, waited 10 minutes',
      call_attempts: 2,
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect((await view(first)).status).toBe(404);
    // The customer asks again and the store sends it out: a new trip (out_at), the old link stays ended.
    await ok(m.customer, id, 'request_redelivery');
    await ok(m.staffA, id, 'redeliver');
    expect((await view(first)).status).toBe(404);
    const second = tokenOf((await share(m.customer, id)).body.url);
    expect((await view(second)).status).toBe(200);
  }, 120_000);
});
