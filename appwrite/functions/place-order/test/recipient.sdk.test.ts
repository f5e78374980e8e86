import { ID, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  HOME,
  PRODUCTS,
  buildMarketplace,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { pay } from '../../order-state/test/sdk-orders.ts';

/**
 * Issue 22 §5: a saved address's recipient (name, +91 mobile) is who the order goes to: place-order
 * copies them to the order and its contact row (the store reads the phone while the order is
 * active, from payment: issue 32); an address without them falls back to the account's name and phone.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'recipient');
  await m.users.updatePhone({ userId: m.customer.user.$id, number: '+919811111111' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const place = async (address_id: string) => {
  const r = await run(m.customer, 'place-order', {
    address_id,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const order = r.body.order as { $id: string; recipient_name: string | null };
  // The store's team reads the contact once the order is paid (issue 32).
  await pay(t, m, order.$id);
  return order;
};
/** The order's contact row as the fulfilling store's staff reads it. */
const contactOf = (orderId: string) =>
  m.staffA.tablesDB.getRow<{ recipient_name: string | null; phone: string | null } & Models.DefaultRow>({
    databaseId: DB,
    tableId: 'order_contacts',
    rowId: orderId,
  });

describe('the recipient of a saved address', () => {
  it('goes on the order and its contact row', async () => {
    const address = await m.customer.tablesDB.createRow({
      databaseId: DB,
      tableId: 'addresses',
      rowId: ID.unique(),
      data: {
        user_id: m.customer.user.$id,
        name: 'Parents',
        recipient_name: 'Kamala Devi',
        recipient_phone: '+919822222222',
        address_line1: '4 Janpath',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110001',
        ...HOME,
      },
    });
    // Only its owner reads it (row security), the recipient's phone included.
    await expect(
      m.otherCustomer.tablesDB.getRow({ databaseId: DB, tableId: 'addresses', rowId: address.$id }),
    ).rejects.toMatchObject({ code: 404 });
    const order = await place(address.$id);
    expect(order.recipient_name).toBe('Kamala Devi');
    expect(await contactOf(order.$id)).toMatchObject({ recipient_name: 'Kamala Devi', phone: '+919822222222' });
  });

  it("without one, the account's name and phone", async () => {
    const order = await place(m.addressId);
    expect(order.recipient_name).toBe(m.customer.user.name);
    expect(await contactOf(order.$id)).toMatchObject({ phone: '+919811111111' });
  });
});
