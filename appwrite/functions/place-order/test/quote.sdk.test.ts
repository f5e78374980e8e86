import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  HOME,
  INVENTORY_A,
  PRODUCTS,
  STORES,
  buildMarketplace,
  run,
  stockOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';

/**
 * place-order `quote` through the web SDK: the checkout summary's numbers come from the same
 * plan placement uses, so the placed order equals its quote; a quote writes nothing.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'quote');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const body = (extra: Record<string, unknown>) => ({ address_id: m.addressId, delivery_mode: 'standard', ...extra });
const quote = (extra: Record<string, unknown>) =>
  run<{ quote: Record<string, any> }>(m.customer, 'place-order', { action: 'quote', ...body(extra) });
const place = (extra: Record<string, unknown>) =>
  run<{ order: Record<string, any>; items: Record<string, any>[] }>(m.customer, 'place-order', body(extra));

const ordersOf = async () => (await m.tablesDB.listRows({ databaseId: DB, tableId: 'orders', queries: [] })).total;

describe('place-order quote', () => {
  it('prices at the store with savings, fee and GST parts; writes nothing; placement equals it', async () => {
    const items = [
      { product_id: PRODUCTS.otc.$id, quantity: 3, price: 0.01 },
      { product_id: PRODUCTS.rush.$id, quantity: 2 },
    ];
    const stock = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const orders = await ordersOf();
    const q = await quote({ items, client_total: 1 });
    expect(q.status).toBe(200);
    const { quote: got } = q.body;
    expect(got.store).toMatchObject({ id: STORES.A.id, name: 'Test Pharmacy A' });
    expect(got.lines).toEqual([
      expect.objectContaining({
        product_id: PRODUCTS.otc.$id,
        quantity: 3,
        unit_price: 27.45,
        mrp: 30,
        line_total: 82.35,
        mrp_total: 90,
        saving: 7.65,
        gst_rate: 12,
        gst_amount: 8.82,
      }),
      expect.objectContaining({
        product_id: PRODUCTS.rush.$id,
        quantity: 2,
        unit_price: 22.5,
        line_total: 45,
        saving: 5,
      }),
    ]);
    // 127.35 of items is below ₹499: ₹25 for a store 0.3 km away; GST is inside the prices.
    expect(got.amounts).toEqual({
      item_count: 5,
      items_mrp_total: 140,
      items_total: 127.35,
      discount: 12.65,
      delivery_fee: 25,
      gst_total: got.amounts.gst_total,
      total: 152.35,
    });
    expect(got.gst).toEqual({ included: true, items: 10.96, delivery: 3.81, delivery_rate: 18 });
    expect(got.amounts.gst_total).toBe(14.77);
    expect(got).toMatchObject({ unavailable: [], placeable: true, prescription_required_for: [] });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stock);
    expect(await ordersOf()).toBe(orders);

    const placed = await place({ items });
    expect(placed.status).toBe(201);
    const { order, items: rows } = placed.body;
    for (const key of Object.keys(got.amounts)) expect([key, order[key]]).toEqual([key, got.amounts[key]]);
    expect(order.store_id).toBe(got.store.id);
    expect(order.distance_km).toBe(got.store.distance_km);
    expect(rows.map((r) => [r.product_id, r.unit_price, r.line_total, r.gst_amount])).toEqual(
      got.lines.map((l: any) => [l.product_id, l.unit_price, l.line_total, l.gst_amount]),
    );
  });

  it('follows the delivery mode and the chosen store', async () => {
    const items = [{ product_id: PRODUCTS.otc.$id, quantity: 1 }];
    const express = (await quote({ items, delivery_mode: 'express' })).body.quote;
    expect(express.amounts.delivery_fee).toBe(55);
    const atB = (await quote({ items, store_id: STORES.B.id })).body.quote;
    // Store B is ~2.4 km away and a little cheaper: ₹26 + ₹25 + ₹5.
    expect(atB.store.id).toBe(STORES.B.id);
    expect(atB.lines[0].unit_price).toBe(26);
    expect(atB.amounts).toMatchObject({ items_total: 26, delivery_fee: 30, total: 56 });
    const placedAtB = await place({ items, store_id: STORES.B.id });
    expect(placedAtB.body.order.total).toBe(atB.amounts.total);
  });

  it('shows lines the store cannot supply, priced without them, and not placeable', async () => {
    const items = [
      { product_id: PRODUCTS.otc.$id, quantity: 1 },
      { product_id: PRODUCTS.h.$id, quantity: 1 },
    ];
    const q = (await quote({ items, store_id: STORES.B.id })).body.quote;
    expect(q.placeable).toBe(false);
    expect(q.unavailable).toEqual([{ product_id: PRODUCTS.h.$id, name: PRODUCTS.h.name, quantity: 1 }]);
    expect(q.lines.map((l: any) => l.product_id)).toEqual([PRODUCTS.otc.$id]);
    expect(q.amounts.items_total).toBe(26);
    expect(q.prescription_required_for).toEqual([PRODUCTS.h.name]);
    // More than store A holds: the nearest store is quoted, with the short line.
    const many = (
      await quote({
        items: [
          { product_id: PRODUCTS.rush.$id, quantity: 20 },
          { product_id: PRODUCTS.otc.$id, quantity: 1 },
        ],
      })
    ).body.quote;
    expect(many.placeable).toBe(true);
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: INVENTORY_A.rush.id,
      data: { stock: 5 },
    });
    const short = (await quote({ items: [{ product_id: PRODUCTS.rush.$id, quantity: 6 }] })).body.quote;
    expect(short).toMatchObject({
      placeable: false,
      store: { id: STORES.A.id },
      unavailable: [{ product_id: PRODUCTS.rush.$id, quantity: 6 }],
      lines: [],
    });
    expect(short.amounts.total).toBe(0 + short.amounts.delivery_fee);
    expect((await place({ items: [{ product_id: PRODUCTS.rush.$id, quantity: 6 }] })).body.code).toBe('out_of_stock');
  });

  it('needs no prescription yet, but refuses what placement refuses, with the same errors', async () => {
    const rx = await quote({ items: [{ product_id: PRODUCTS.h.$id, quantity: 1 }] });
    expect(rx.status).toBe(200);
    expect(rx.body.quote.prescription_required_for).toEqual([PRODUCTS.h.name]);
    for (const items of [
      [{ product_id: PRODUCTS.x.$id, quantity: 1 }],
      [{ product_id: PRODUCTS.ndps.$id, quantity: 1 }],
    ]) {
      const q = await quote({ items });
      const p = await place({ items });
      expect([q.status, q.body.code, q.body.message]).toEqual([p.status, p.body.code, p.body.message]);
      expect(q.body.code).toBe('schedule_not_sold_online');
    }
    expect((await quote({ items: [] })).body.code).toBe('invalid_input');
    expect(
      (await quote({ items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }], store_id: STORES.FAR.id })).body.code,
    ).toBe('store_out_of_range');
    const bad = await run(m.customer, 'place-order', {
      action: 'estimate',
      ...body({ items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }] }),
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_action']);
  });
  it("the customer's coordinates alone decide the store: a Mumbai PIN with Delhi coordinates is refused, placing nothing", async () => {
    const items = [{ product_id: PRODUCTS.otc.$id, quantity: 1 }];
    const mumbai = {
      address_line1: '1 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      postal_code: '400001',
      ...HOME,
    };
    const before = [await ordersOf(), await stockOf(m.tablesDB, INVENTORY_A.otc.id)];
    for (const action of ['quote', 'place']) {
      const r = await run(m.customer, 'place-order', { action, address: mumbai, delivery_mode: 'standard', items });
      expect([action, r.status, r.body.code]).toEqual([action, 400, 'address_location_mismatch']);
      expect(r.body.message).toMatch(/PIN code/);
    }
    expect([await ordersOf(), await stockOf(m.tablesDB, INVENTORY_A.otc.id)]).toEqual(before);
    // The same coordinates with their own (Delhi) PIN are fine.
    const delhi = await run(m.customer, 'place-order', {
      action: 'quote',
      address: { ...mumbai, city: 'New Delhi', state: 'Delhi', postal_code: '110001' },
      delivery_mode: 'standard',
      items,
    });
    expect(delhi.status, JSON.stringify(delhi.body)).toBe(200);
  });
});
