import { Functions, ID, Query, Storage, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  createWebClient,
  signUpAndSignIn,
  type SignedInUser,
  type WebClient,
} from '../../../dev-server/test/web-client.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  registerPharmacist,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { listRxQueue, searchStoreStock } from '@instamg/shared/appwrite/rx-request-reads';
import { moveUnclaimedRxRequests } from '../../lib/orders/rx-requests.ts';
import { pay } from '../../order-state/test/sdk-orders.ts';

/**
 * Orders by prescription photo (issue 36 §1, §4) through the real SDKs against the dev server:
 * who reads a request's images and cart (the customer and the pharmacists of the store it is with,
 * never another store, another customer, a guest, or a store it has moved away from), that only
 * the function writes them, that a staff member who is not the pharmacist sees a request waiting
 * but cannot price or decline it; a decline, a move to another store, and a checkout into an order
 * already verified by the pricing pharmacist.
 */

const FN = 'rx-requests';
const BUCKET = 'rx_request_files';
let t: TestServer;
let m: Marketplace;
let guest: WebClient;
let pharmacistB: SignedInUser;
const issuedOn = () => new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rx-requests');
  guest = createWebClient(t.endpoint, t.projectId);
  // Store B gets a registered pharmacist too, so a request can move there.
  pharmacistB = await signUpAndSignIn(t, {
    email: `pharmacistb.rx-requests@instamg.test`,
    password: 'correct horse battery',
    name: 'pharmacistb',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.B.id),
    roles: ['pharmacist'],
    userId: pharmacistB.user.$id,
  });
  await registerPharmacist(m.tablesDB, pharmacistB.user.$id, STORES.B.id, { name: 'Pharmacist B' });
});

afterAll(async () => {
  await t?.close();
});

async function uploadPhoto(who: SignedInUser = m.customer): Promise<string> {
  const file = await who.storage.createFile({
    bucketId: BUCKET,
    fileId: ID.unique(),
    file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rx.jpg', { type: 'image/jpeg' }),
  });
  return file.$id;
}

async function submit(note = 'all medicines, 1 month'): Promise<Models.DefaultRow> {
  const fileId = await uploadPhoto();
  const reply = await run(m.customer, FN, { action: 'submit', file_ids: [fileId], address_id: m.addressId, note });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.request as Models.DefaultRow;
}

const canReadFile = (who: WebClient, fileId: string) =>
  who.storage.getFile({ bucketId: BUCKET, fileId }).then(
    () => true,
    () => false,
  );
const canReadRow = (who: WebClient, tableId: string, rowId: string) =>
  who.tablesDB.getRow({ databaseId: DB, tableId, rowId }).then(
    () => true,
    () => false,
  );

const TWO_LINES = [
  { product_id: PRODUCTS.h.$id, quantity: 10, units_per_day: 1, days: 10 },
  { product_id: PRODUCTS.otc.$id, quantity: 4 },
];
const PRESCRIBER = { prescriber_name: 'Dr R. Iyer', prescriber_registration: 'DMC-44120' };

describe('rx-requests: routing and who reads a request', () => {
  it('goes to the nearest store with a pharmacist; the customer and its pharmacists read the images, nobody else', async () => {
    const request = await submit();
    expect(request.state).toBe('reading');
    expect(request.store_id).toBe(STORES.A.id);
    const fileId = (request.file_ids as string[])[0]!;
    expect(await canReadFile(m.customer, fileId)).toBe(true);
    expect(await canReadFile(m.pharmacistA, fileId)).toBe(true);
    expect(await canReadRow(m.pharmacistA, 'rx_requests', request.$id)).toBe(true);
    for (const other of [m.staffA, m.staffB, pharmacistB, m.otherCustomer, guest]) {
      expect(await canReadFile(other, fileId)).toBe(false);
      expect(await canReadRow(other, 'rx_requests', request.$id)).toBe(false);
    }
    // The customer can no longer replace or delete the file the pharmacist reads.
    await expect(m.customer.storage.deleteFile({ bucketId: BUCKET, fileId })).rejects.toMatchObject({ code: 401 });
    // Another customer cannot submit someone else's upload.
    const stolen = await run(m.otherCustomer, FN, { action: 'submit', file_ids: [fileId], address_id: m.addressId });
    expect(stolen.status).toBe(404);
  });

  it('refuses direct writes of requests and lines: the priced cart is written only by the function', async () => {
    const request = await submit();
    for (const who of [m.customer, m.pharmacistA]) {
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'rx_requests',
          rowId: request.$id,
          data: { state: 'priced' },
        }),
      ).rejects.toMatchObject({ code: 401 });
      await expect(
        who.tablesDB.createRow({
          databaseId: DB,
          tableId: 'rx_request_lines',
          rowId: ID.unique(),
          data: {
            request_id: request.$id,
            product_id: PRODUCTS.h.$id,
            product_name: 'x',
            schedule: 'H',
            quantity: 1,
            unit_price: 0,
            mrp: 0,
          },
        }),
      ).rejects.toMatchObject({ code: 401 });
    }
  });

  it('staff who are not the pharmacist see a request waiting but cannot price or decline it', async () => {
    const request = await submit();
    const waiting = await run(m.staffA, FN, { action: 'waiting', store_id: STORES.A.id });
    expect(waiting.status).toBe(200);
    expect(waiting.body.count).toBeGreaterThanOrEqual(1);
    expect((await run(m.staffB, FN, { action: 'waiting', store_id: STORES.A.id })).status).toBe(403);
    const price = await run(m.staffA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: TWO_LINES,
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(price.status).toBe(403);
    expect((await run(m.staffA, FN, { action: 'decline', request_id: request.$id, reason: 'unreadable' })).status).toBe(
      403,
    );
    // Another store's pharmacist does not even learn of it.
    expect(
      (await run(pharmacistB, FN, { action: 'decline', request_id: request.$id, reason: 'unreadable' })).status,
    ).toBe(404);
  });

  it('the store panel’s reads: the queue lists a request for its pharmacist only; the stock search gives this store’s stock', async () => {
    const request = await submit('queue read');
    const queue = await listRxQueue(m.pharmacistA.tablesDB, STORES.A.id, 'waiting');
    expect(queue.map((r) => r.$id)).toContain(request.$id);
    // Oldest first: what waits longest is read first.
    const times = queue.map((r) => r.submitted_at);
    expect(times).toEqual([...times].sort());
    expect(await listRxQueue(m.pharmacistA.tablesDB, STORES.A.id, 'done')).not.toContainEqual(
      expect.objectContaining({ $id: request.$id }),
    );
    for (const other of [m.staffA, pharmacistB, m.otherCustomer, guest])
      expect(await listRxQueue(other.tablesDB, STORES.A.id, 'waiting')).toEqual([]);
    // One product, two stores' prices; a product store B does not stock is not offered there.
    expect(await searchStoreStock(m.pharmacistA.tablesDB, STORES.A.id, 'Paracip')).toEqual([
      expect.objectContaining({ $id: PRODUCTS.otc.$id, price: 27.45 }),
    ]);
    expect(await searchStoreStock(pharmacistB.tablesDB, STORES.B.id, 'Paracip')).toEqual([
      expect.objectContaining({ $id: PRODUCTS.otc.$id, price: 26 }),
    ]);
    expect(await searchStoreStock(m.pharmacistA.tablesDB, STORES.A.id, 'Azee')).toHaveLength(1);
    expect(await searchStoreStock(pharmacistB.tablesDB, STORES.B.id, 'Azee')).toEqual([]);
  });
});

describe('rx-requests: price, decline, cancel, move', () => {
  it('the pharmacist prices a two-line cart within the prescription; the customer reads it, named', async () => {
    const request = await submit();
    const over = await run(m.pharmacistA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.h.$id, quantity: 11, units_per_day: 1, days: 10 }],
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most 10/);
    const x = await run(m.pharmacistA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.x.$id, quantity: 1 }],
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(x.status).toBe(400);
    const reply = await run(m.pharmacistA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: TWO_LINES,
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.request).toMatchObject({ state: 'priced', pharmacist_name: 'Pharmacist A' });
    expect(reply.body.request.pharmacist_registration).toMatch(/^DPC\//);
    const lines = await m.customer.tablesDB.listRows({
      databaseId: DB,
      tableId: 'rx_request_lines',
      queries: [Query.equal('request_id', request.$id)],
    });
    expect(lines.rows.map((l) => [l.product_id, l.quantity, l.unit_price])).toEqual(
      expect.arrayContaining([
        [PRODUCTS.h.$id, 10, 110.5],
        [PRODUCTS.otc.$id, 4, 27.45],
      ]),
    );
    const other = await m.otherCustomer.tablesDB.listRows({
      databaseId: DB,
      tableId: 'rx_request_lines',
      queries: [Query.equal('request_id', request.$id)],
    });
    expect(other.rows).toHaveLength(0);
    // Priced: no longer cancellable, no second price.
    expect((await run(m.customer, FN, { action: 'cancel', request_id: request.$id })).status).toBe(409);
  });

  it('service level (issue 36 §2): today’s p50/p90 from submission to priced cart, for the store’s team and per store for admins', async () => {
    const request = await submit();
    // Priced 4 minutes after submission, by the execution's clock (the key may set it).
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'rx_requests',
      rowId: request.$id,
      data: { submitted_at: new Date(Date.now() - 240_000).toISOString() },
    });
    const priced = await run(m.pharmacistA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: TWO_LINES,
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const store = await run(m.staffA, FN, { action: 'service_level', store_id: STORES.A.id });
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    expect(store.body.count).toBeGreaterThanOrEqual(1);
    expect(store.body.p90_s).toBeGreaterThanOrEqual(store.body.p50_s);
    expect(store.body.p90_s).toBeGreaterThanOrEqual(239);
    // Another store's staff, a customer: not theirs to see; per store only for admins.
    expect((await run(m.staffB, FN, { action: 'service_level', store_id: STORES.A.id })).status).toBe(403);
    expect((await run(m.customer, FN, { action: 'service_level', store_id: STORES.A.id })).status).toBe(403);
    const refused = await run(m.staffA, FN, { action: 'service_level' });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('admin_required');
    const admin = await run(m.admin, FN, { action: 'service_level' });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect(admin.body.stores).toEqual(
      expect.arrayContaining([expect.objectContaining({ store_id: STORES.A.id, count: store.body.count })]),
    );
    // Another day has none.
    const before = await run(m.admin, FN, { action: 'service_level', day: '2026-01-01' });
    expect(before.body).toEqual({ day: '2026-01-01', stores: [] });
  });

  it('two prices of one request at once: one cart, the other refused', async () => {
    const request = await submit();
    const body = { action: 'price', request_id: request.$id, lines: TWO_LINES, ...PRESCRIBER, issued_on: issuedOn() };
    const replies = await Promise.all([run(m.pharmacistA, FN, body), run(m.pharmacistA, FN, body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const lines = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'rx_request_lines',
      queries: [Query.equal('request_id', request.$id)],
    });
    expect(lines.total).toBe(2);
  });

  it('a decline carries a reason the customer understands; a cancel while being read ends the store’s access', async () => {
    const declined = await submit();
    const reply = await run(m.pharmacistA, FN, { action: 'decline', request_id: declined.$id, reason: 'unreadable' });
    expect(reply.status).toBe(200);
    expect(reply.body.request).toMatchObject({ state: 'declined', decline_reason: 'unreadable' });
    expect((await run(m.pharmacistA, FN, { action: 'decline', request_id: declined.$id, reason: 'nope' })).status).toBe(
      409,
    );

    const cancelled = await submit();
    expect((await run(m.otherCustomer, FN, { action: 'cancel', request_id: cancelled.$id })).status).toBe(404);
    expect((await run(m.customer, FN, { action: 'cancel', request_id: cancelled.$id })).status).toBe(200);
    const fileId = (cancelled.file_ids as string[])[0]!;
    expect(await canReadFile(m.pharmacistA, fileId)).toBe(false);
    expect(await canReadFile(m.customer, fileId)).toBe(true);
  });

  it('moves to the next store when not picked up in the accept window; the previous store loses access', async () => {
    const request = await submit();
    const fileId = (request.file_ids as string[])[0]!;
    const later = new Date(Date.now() + 60 * 60_000);
    const storage = new Storage(t.serverClient());
    const moved = await moveUnclaimedRxRequests(m.tablesDB, storage, later, 3);
    const mine = moved.find((r) => r.$id === request.$id);
    expect(mine).toMatchObject({ state: 'reading', store_id: STORES.B.id, tried_store_ids: [STORES.A.id] });
    expect(await canReadFile(m.pharmacistA, fileId)).toBe(false);
    expect(await canReadRow(m.pharmacistA, 'rx_requests', request.$id)).toBe(false);
    expect(await canReadFile(pharmacistB, fileId)).toBe(true);
    expect(await canReadFile(m.customer, fileId)).toBe(true);
    expect(
      (await run(m.pharmacistA, FN, { action: 'decline', request_id: request.$id, reason: 'unreadable' })).status,
    ).toBe(404);
    // The sweeper moves it on (its schedule's run, the clock injected): no store left after B, so
    // unserved, and only the customer reads it.
    const sweep = await new Functions(t.serverClient()).createExecution({
      functionId: 'reroute-unaccepted-orders',
      body: JSON.stringify({ now: new Date(later.getTime() + 60 * 60_000).toISOString() }),
    });
    expect(sweep.responseStatusCode, sweep.responseBody).toBe(200);
    expect(JSON.parse(sweep.responseBody).rx_requests_moved).toBeGreaterThanOrEqual(1);
    const again = await m.tablesDB.getRow({ databaseId: DB, tableId: 'rx_requests', rowId: request.$id });
    expect(again).toMatchObject({ state: 'unserved', store_id: null });
    expect(await canReadFile(pharmacistB, fileId)).toBe(false);
  });
});

describe('rx-requests: checkout', () => {
  it('the customer removes a line and orders: a normal order, verified by the pricing pharmacist, paid and confirmed', async () => {
    const request = await submit();
    const priced = await run(m.pharmacistA, FN, {
      action: 'price',
      request_id: request.$id,
      lines: TWO_LINES,
      ...PRESCRIBER,
      issued_on: issuedOn(),
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    // Never more than was priced, nor another medicine.
    const more = await run(m.customer, FN, {
      action: 'checkout',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.h.$id, quantity: 11 }],
    });
    expect(more.status).toBe(400);
    const added = await run(m.customer, FN, {
      action: 'checkout',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.rush.$id, quantity: 1 }],
    });
    expect(added.status).toBe(400);
    expect((await run(m.otherCustomer, FN, { action: 'checkout', request_id: request.$id })).status).toBe(404);

    const reply = await run(m.customer, FN, {
      action: 'checkout',
      request_id: request.$id,
      lines: [{ product_id: PRODUCTS.h.$id, quantity: 10 }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const order = reply.body.order as Record<string, unknown>;
    expect(order).toMatchObject({ store_id: STORES.A.id, status: 'placed', rx_status: 'verified' });
    expect(order.rx_verified_by).toBe(m.pharmacistA.user.$id);
    expect(reply.body.items).toHaveLength(1);
    expect(reply.body.request).toMatchObject({ state: 'ordered', order_id: order.$id });
    const verification = await m.customer.tablesDB.getRow({
      databaseId: DB,
      tableId: 'prescription_verifications',
      rowId: order.rx_verification_id as string,
    });
    expect(verification).toMatchObject({ pharmacist_name: 'Pharmacist A', prescriber_name: 'Dr R. Iyer' });
    // Only once.
    expect((await run(m.customer, FN, { action: 'checkout', request_id: request.$id })).status).toBe(409);
    await pay(t, m, order.$id as string);
    const confirmed = await run(m.staffA, 'order-state', { action: 'confirm', order_id: order.$id });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // Eight executions end to end (price, checkout, payment, confirm): 26 s on a loaded machine.
  }, 60_000);
});
