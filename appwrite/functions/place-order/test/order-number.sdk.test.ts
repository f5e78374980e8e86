import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppwriteException, ID } from 'appwrite';
import { isOrderNumber, orderNumberCounterId, orderNumberYear } from '@instamg/shared/domain/order-number';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { DB, PRODUCTS, buildMarketplace, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';

/**
 * Human order numbers (issue 22 §8) through the web SDK: every placed order gets `IMG-{year}-{seq}`
 * from one atomic counter, orders placed at the same moment never share a number, a refused order
 * burns none, and nobody but the function can read or move the counter.
 */

let t: TestServer;
let m: Marketplace;
let otherAddressId: string;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'order-number');
  // The other customer orders to the same place (each customer may hold only three unpaid orders).
  const home = await m.tablesDB.getRow({ databaseId: DB, tableId: 'addresses', rowId: m.addressId });
  const fields = Object.fromEntries(Object.entries(home).filter(([key]) => !key.startsWith('$')));
  const copy = await m.otherCustomer.tablesDB.createRow({
    databaseId: DB,
    tableId: 'addresses',
    rowId: ID.unique(),
    data: { ...fields, user_id: m.otherCustomer.user.$id },
  });
  otherAddressId = copy.$id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Placed = { order: { $id: string; order_number: string } };
const place = (who: Marketplace['customer'], quantity = 1) =>
  run<Placed>(who, 'place-order', {
    address_id: who === m.customer ? m.addressId : otherAddressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity }],
  });
const seqOf = (number: string) => Number(number.split('-')[2]);

describe('order numbers', () => {
  it('are unique and consecutive when orders are placed at once, and a refused order burns none', async () => {
    const placed = await Promise.all([place(m.customer), place(m.customer), place(m.otherCustomer)]);
    for (const reply of placed) expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const numbers = placed.map((reply) => reply.body.order.order_number);
    for (const number of numbers) expect(isOrderNumber(number), number).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs[2]! - seqs[0]!).toBe(2);

    // The row carries it too, readable by its customer.
    const row = await m.customer.tablesDB.getRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: placed[0]!.body.order.$id,
    });
    expect(row.order_number).toBe(numbers[0]);

    const refused = await place(m.otherCustomer, 100_000);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const next = await place(m.otherCustomer);
    expect(next.status).toBe(201);
    expect(seqOf(next.body.order.order_number)).toBe(seqs[2]! + 1);
  });

  it('come from a counter no customer, staff member or admin can read or move', async () => {
    const rowId = orderNumberCounterId(orderNumberYear(new Date()));
    for (const who of [m.customer, m.staffA, m.admin]) {
      const read = await who.tablesDB.getRow({ databaseId: DB, tableId: 'counters', rowId }).catch((e: unknown) => e);
      expect(read).toBeInstanceOf(AppwriteException);
      expect([401, 404]).toContain((read as AppwriteException).code);
      const bump = await who.tablesDB
        .incrementRowColumn({ databaseId: DB, tableId: 'counters', rowId, column: 'value', value: 5 })
        .catch((e: unknown) => e);
      expect(bump).toBeInstanceOf(AppwriteException);
      expect([401, 404]).toContain((bump as AppwriteException).code);
    }
  });
});
