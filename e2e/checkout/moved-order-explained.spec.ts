// Issue 40 §3 on a 390 px phone: an order the first pharmacy did not accept in time moves to the
// next one (the re-routing sweeper, as in store-panel/orders-inbox-reroute.spec.ts), which sells
// the medicine for less; the customer's order page says where it went and why, and how much came
// back to which method — and its status card tells the order's state, not "Refunded".
import { Query } from 'node-appwrite';
import { formatINR } from '@instamg/shared/domain/money';
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import { cartCheckout, FIRST_LOAD_MS, openCartCheckout } from './checkout-helpers';
import { keyTablesDB } from '../store-panel/fulfilment-helpers';
import { buyAndPay, newCustomer, orderRow, signedInPage, sweep } from '../store-panel/inbox-helpers';

test.beforeEach(() => test.setTimeout(240_000));

const MINUTE = 60_000;
const PRODUCT = { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' };

test("a moved order's page says where and why, and shows the refund amount", async ({ browser, baseURL }) => {
  const demoStore = seedCredentials().stores.demo;
  const tablesDB = keyTablesDB();
  // Every other store sells it for ₹5, so the move refunds the difference.
  const others = await tablesDB.listRows({
    databaseId: 'instamg',
    tableId: 'store_inventory',
    queries: [Query.equal('product_id', PRODUCT.id), Query.notEqual('store_id', demoStore), Query.limit(500)],
  });
  const prices = others.rows.map((r) => ({ id: r.$id, price: r.selling_price as number }));
  const customer = await signedInPage(browser, await newCustomer('moved-explained'));
  try {
    for (const { id } of prices)
      await tablesDB.updateRow({
        databaseId: 'instamg',
        tableId: 'store_inventory',
        rowId: id,
        data: { selling_price: 5 },
      });
    const orderId = await buyAndPay(customer.page, baseURL, PRODUCT);
    const paid = await orderRow(orderId);
    expect(paid.store_id).toBe(demoStore);
    expect(await sweep([orderId], new Date(Date.parse(String(paid.paid_at)) + 4 * MINUTE))).toMatchObject({ moved: 1 });
    const moved = await orderRow(orderId);
    expect(moved).toMatchObject({ status: 'placed', payment_status: 'paid', reroute_count: 1 });
    const refunded = Math.round(((paid.total as number) - (moved.total as number)) * 100) / 100;
    expect(refunded).toBeGreaterThan(0);

    await customer.page.setViewportSize({ width: 390, height: 844 });
    await openCartCheckout(customer.page, `/orders/${orderId}`);
    const root = cartCheckout(customer.page);
    const rupees = formatINR(refunded);
    await expect(root.getByTestId('order-moved')).toHaveText(
      `Moved to ${String(moved.store_name)} because the first pharmacy did not accept it in time; ${rupees} back to your UPI.`,
      { timeout: FIRST_LOAD_MS },
    );
    // The status card: still placed and paid, no "Refunded to your original payment method."
    await expect(root.getByTestId('order-status')).toHaveText('Placed');
    await expect(root.getByTestId('payment-status')).toHaveText('Payment: Paid');
    await expect(root.getByTestId('refund-status')).toHaveCount(0);
  } finally {
    for (const { id, price } of prices)
      await tablesDB.updateRow({
        databaseId: 'instamg',
        tableId: 'store_inventory',
        rowId: id,
        data: { selling_price: price },
      });
    await customer.context.close();
  }
});
