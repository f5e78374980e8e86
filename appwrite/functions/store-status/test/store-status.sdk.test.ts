import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  HOME,
  buildMarketplace,
  orderRow,
  registerPharmacist,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { act, pay, placedOrder } from '../../order-state/test/sdk-orders.ts';
import { Query, Teams } from 'node-appwrite';
import { ALWAYS_OPEN, everyDay, type StoreHours } from '@instamg/shared/domain/store-hours';
import { GO_LIVE_MIN_PRODUCTS } from '@instamg/shared/domain/store-go-live';

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
  const setHours = (who: Marketplace['staffA'], store_id: string, hours: unknown) =>
    run(who, 'store-status', { store_id, action: 'set_hours', hours });
  const auditOf = async (storeId: string, action: string) =>
    (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'audit_log',
        queries: [Query.equal('entity_id', storeId), Query.equal('action', action)],
      })
    ).rows;

  it('opening hours are written only by the store’s owner, admin or manager, or a platform admin, and audited', async () => {
    const hours: StoreHours = everyDay('07:00', '23:00');
    expect(await setHours(m.staffA, 'store-a', hours)).toEqual({
      status: 403,
      body: {
        message: 'Only the store’s owner, admin or manager can change its opening hours.',
        code: 'not_store_member',
      },
    });
    expect(await setHours(m.staffB, 'store-a', hours)).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
    expect(await setHours(m.customer, 'store-a', hours)).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
    expect(await setHours(m.staffB, 'store-b', { week: { mon: [{ open: '10:00', close: '10:00' }] } })).toEqual({
      status: 400,
      body: { message: 'Monday: a range cannot open and close at the same time.', code: 'invalid_input' },
    });
    // No client writes the column directly, not even the store's owner.
    await expect(
      m.staffB.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'stores',
        rowId: 'store-b',
        data: { opening_hours: '{}' },
      }),
    ).rejects.toMatchObject({ code: 401 });
    expect(
      (await m.tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: 'store-a' })).opening_hours ?? null,
    ).toBeNull();

    const owner = await setHours(m.staffB, 'store-b', ALWAYS_OPEN);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(JSON.parse((owner.body.store as { opening_hours: string }).opening_hours)).toEqual(ALWAYS_OPEN);
    expect((await setHours(m.admin, 'store-a', ALWAYS_OPEN)).status).toBe(200);
    expect(await auditOf('store-b', 'set_hours')).toMatchObject([{ actor_id: m.staffB.user.$id, actor_role: 'store' }]);
    expect(await auditOf('store-a', 'set_hours')).toMatchObject([{ actor_id: m.admin.user.$id, actor_role: 'admin' }]);
  });

  it('a store closed by its hours is not serviceable: the locator lists it apart with when it opens, checkout skips it', async () => {
    const until = new Date(Date.now() + 2 * 3600_000).toISOString();
    const closed = {
      ...ALWAYS_OPEN,
      closure: { from: new Date(Date.now() - 60_000).toISOString(), until, reason: 'Stocktaking' },
    };
    expect((await setHours(m.admin, 'store-a', closed)).status).toBe(200);
    try {
      const reply = await run(m.customer, 'store-locator', HOME);
      expect((reply.body.stores as { id: string }[]).map((s) => s.id)).toEqual(['store-b']);
      expect(reply.body.closed).toMatchObject([{ id: 'store-a', open_now: false, opens_at: until }]);
      const id = await placedOrder(m);
      expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-b');
    } finally {
      await setHours(m.admin, 'store-a', ALWAYS_OPEN);
    }
    expect(await nearby()).toEqual(['store-a', 'store-b']);
  });

  it('a newly approved store opens only with its go-live checklist complete', async () => {
    const storeId = 'store-new';
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'stores',
      rowId: storeId,
      data: {
        name: 'New Pharmacy',
        address: '9 Test Road',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110001',
        location: [77.2175, 28.632],
        phone: '+911100000009',
        drug_license_number: 'DL-TEST-NEW',
        gstin: '07AAAAA0009A1Z5',
        is_active: true,
        go_live_pending: true,
        team_id: 'store-store-new',
      },
    });
    await new Teams(t.serverClient()).create({ teamId: 'store-store-new', name: 'New' });
    await new Teams(t.serverClient()).createMembership({
      teamId: 'store-store-new',
      roles: ['owner'],
      userId: m.staffB.user.$id,
    });
    try {
      expect(await nearby()).not.toContain(storeId);
      expect(await run(m.staffB, 'store-status', { store_id: storeId, status: 'open' })).toEqual({
        status: 409,
        body: {
          code: 'go_live_incomplete',
          message: `Before the store can open: opening hours set; at least ${GO_LIVE_MIN_PRODUCTS} products in stock; registered pharmacist confirmed; bank account verified.`,
        },
      });
      expect((await setHours(m.staffB, storeId, everyDay('00:00', '24:00'))).status).toBe(200);
      for (let i = 0; i < GO_LIVE_MIN_PRODUCTS; i++)
        await m.tablesDB.createRow({
          databaseId: DB,
          tableId: 'inventory_products',
          rowId: `ip-new-${i}`,
          data: {
            store_id: storeId,
            product_id: `p-${i}`,
            name: `Product ${i}`,
            salt_composition: 'x',
            category_id: 'cat-test',
            schedule: 'none',
            stock: i === 0 ? 0 : 10,
            batches: 1,
            low_stock_threshold: 10,
            low_stock: false,
          },
        });
      const still = await run(m.staffB, 'store-status', { store_id: storeId, action: 'go_live_checklist' });
      expect(still.body).toMatchObject({
        pending: true,
        checklist: [
          { item: 'hours', done: true },
          { item: 'stock', done: false },
          { item: 'pharmacist', done: false },
          { item: 'bank', done: false },
        ],
      });
      await m.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'inventory_products',
        rowId: 'ip-new-0',
        data: { stock: 3 },
      });
      await registerPharmacist(m.tablesDB, m.staffB.user.$id, storeId);
      await m.tablesDB.createRow({
        databaseId: DB,
        tableId: 'store_bank_details',
        rowId: 'bank-new',
        data: {
          store_id: storeId,
          account_holder: 'New Pharmacy',
          account_masked: 'XXXXXX1234',
          account_last4: '1234',
          ifsc: 'HDFC0000001',
          verified: false,
          updated_at: new Date().toISOString(),
        },
      });
      expect(await run(m.staffB, 'store-status', { store_id: storeId, status: 'open' })).toMatchObject({
        status: 409,
        body: { message: 'Before the store can open: bank account verified.' },
      });
      await m.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'store_bank_details',
        rowId: 'bank-new',
        data: { verified: true },
      });
      // Staff of another store, and a customer, cannot open it however complete the list is.
      expect((await run(m.staffA, 'store-status', { store_id: storeId, status: 'open' })).status).toBe(404);
      const opened = await run(m.staffB, 'store-status', { store_id: storeId, status: 'open' });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: storeId })).go_live_pending).toBe(
        false,
      );
      expect(await auditOf(storeId, 'go_live')).toMatchObject([{ actor_id: m.staffB.user.$id }]);
      expect(await nearby()).toContain(storeId);
    } finally {
      await m.tablesDB.updateRow({ databaseId: DB, tableId: 'stores', rowId: storeId, data: { is_active: false } });
    }
  });
});
