import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  HOME,
  buildMarketplace,
  orderRow,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { act, pay, placedOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * The store's intake switch (issue 15): only its owner, admin or manager (or a platform admin)
 * sets open / busy / paused through store-status; a busy or paused store gets no new orders from
 * checkout (place-order, store-locator) or a re-route.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'status');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const storeStatus = async (storeId: string) =>
  (await m.tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: storeId })).status;
const setStatus = (
  who: Marketplace['staffA'],
  store_id: string,
  status: string,
  timer: { for_minutes?: unknown; until?: unknown } = {},
) => run(who, 'store-status', { store_id, status, ...timer });
const nearby = async () =>
  ((await run(m.customer, 'store-locator', HOME)).body.stores as { id: string }[]).map((s) => s.id);

describe('store-status', () => {
  it('new stores are open; only owner, admin or manager of the store, or a platform admin, may switch it', async () => {
    expect(await storeStatus('store-a')).toBe('open');
    expect(await setStatus(m.staffA, 'store-a', 'paused')).toEqual({
      status: 403,
      body: {
        message: 'Only the store’s owner, admin or manager can open, pause or mark it busy.',
        code: 'not_store_member',
      },
    });
    expect(await setStatus(m.staffB, 'store-a', 'paused')).toEqual({
      status: 404,
      body: { message: 'That pharmacy was not found.', code: 'store_not_found' },
    });
    expect(await setStatus(m.customer, 'store-a', 'paused')).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
    expect(await setStatus(m.staffB, 'store-b', 'closed')).toEqual({
      status: 400,
      body: { message: 'status must be one of open, busy, paused.', code: 'invalid_input' },
    });
    expect(await storeStatus('store-a')).toBe('open');
    expect(await storeStatus('store-b')).toBe('open');

    expect(await setStatus(m.staffB, 'store-b', 'busy')).toEqual({
      status: 200,
      body: { store: { $id: 'store-b', status: 'busy', status_until: null } },
    });
    expect(await setStatus(m.admin, 'store-b', 'open')).toEqual({
      status: 200,
      body: { store: { $id: 'store-b', status: 'open', status_until: null } },
    });
  });

  it('a paused store gets no new order from checkout: the next store takes it', async () => {
    expect(await nearby()).toEqual(['store-a', 'store-b']);
    expect((await setStatus(m.admin, 'store-a', 'paused')).status).toBe(200);
    try {
      expect(await nearby()).toEqual(['store-b']);
      const id = await placedOrder(m);
      expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-b');
    } finally {
      await setStatus(m.admin, 'store-a', 'open');
    }
  });

  it('busy or paused for a while resumes by itself: past status_until the store takes orders again', async () => {
    expect(await setStatus(m.staffA, 'store-a', 'paused', { for_minutes: 15 })).toMatchObject({
      status: 403,
      body: { code: 'not_store_member' },
    });
    expect(await setStatus(m.staffB, 'store-b', 'paused', { for_minutes: 0 })).toEqual({
      status: 400,
      body: { message: 'for_minutes must be a whole number from 1 to 1440.', code: 'invalid_input' },
    });
    expect(await setStatus(m.staffB, 'store-b', 'open', { for_minutes: 15 })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    const pastNow = new Date(Date.now() - 60_000).toISOString();
    expect(await setStatus(m.staffB, 'store-b', 'busy', { until: pastNow })).toMatchObject({
      status: 400,
      body: { message: 'until must be later than now and at most 24 hours away.', code: 'invalid_input' },
    });

    const before = Date.now();
    const paused = await setStatus(m.admin, 'store-a', 'paused', { for_minutes: 30 });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const until = Date.parse((paused.body.store as { status_until: string }).status_until);
    expect(until - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(until - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    try {
      expect(await nearby()).toEqual(['store-b']);
      // The half hour is over (set the end into the past as time would): no one reopens it, yet it takes orders.
      await m.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'stores',
        rowId: 'store-a',
        data: { status_until: new Date(Date.now() - 1_000).toISOString() },
      });
      expect(await storeStatus('store-a')).toBe('paused');
      expect(await nearby()).toEqual(['store-a', 'store-b']);
      const id = await placedOrder(m);
      expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-a');
    } finally {
      await setStatus(m.admin, 'store-a', 'open');
    }
  });

  it('a busy store gets no re-routed order', async () => {
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    expect((await setStatus(m.staffB, 'store-b', 'busy')).status).toBe(200);
    try {
      const r = await act(m.staffA, id, 'reject', { reject_reason: 'out_of_stock' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'cancelled', store_id: 'store-a' });
    } finally {
      await setStatus(m.staffB, 'store-b', 'open');
    }
  });
});
