// Journeys (issue 31 §2): one refund figure on every screen, and a return in the store's earnings.
// 1. A paid order of a fixture store fails delivery, the customer asks for one redelivery (₹25 fee),
//    it fails again and the store cancels: ₹25 is kept, the rest refunded — and the store's order
//    page, the customer's order page and the admin's order page all say that amount, not the total.
// 2. A delivered order of two items has one returned and refunded: the owner's /store/earnings
//    shows it under "Refund adjustments" of the current cycle.
// Every step but the pages is done through the functions with sessions (signInByApi for the pages).
import { Query, TablesDB } from 'node-appwrite';
import { formatINR, formatINRFromPaise } from '@instamg/shared/domain/money';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { createFixtureStore, FixtureCustomer, keyClient, orderActionAs, orderOf } from './store-fixtures';

test.beforeEach(() => test.setTimeout(180_000));

const DB = 'instamg';

async function act(who: Parameters<typeof orderActionAs>[0], body: Record<string, unknown>): Promise<void> {
  const reply = await orderActionAs(who, body);
  expect(reply.status, `${String(body.action)}: ${JSON.stringify(reply.body)}`).toBe(200);
}

async function toOutForDelivery(owner: Parameters<typeof orderActionAs>[0], orderId: string): Promise<void> {
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery'])
    await act(owner, { action, order_id: orderId });
}

test('failed delivery then cancel: the store, the customer and the admin see the same refunded amount', async ({
  page,
  browser,
  baseURL,
}) => {
  const store = await createFixtureStore('ledger-refund');
  const customer = await FixtureCustomer.near(store);
  const orderId = await customer.paidOrder();
  await toOutForDelivery(store.owner, orderId);
  await act(store.owner, {
    action: 'delivery_failed',
    order_id: orderId,
    reason: 'unreachable',
    note: 'Rang twice',
    call_attempts: 2,
  });
  await act(customer.person, { action: 'request_redelivery', order_id: orderId });
  await act(store.owner, { action: 'redeliver', order_id: orderId });
  await act(store.owner, {
    action: 'delivery_failed',
    order_id: orderId,
    reason: 'refused',
    note: 'Refused at the door',
  });
  await act(store.owner, { action: 'cancel', order_id: orderId, reason: 'Customer refused the delivery' });
  await expect.poll(async () => (await orderOf(orderId)).refund_status, { timeout: 20_000 }).toBe('refunded');
  const order = await orderOf(orderId);
  const refundedPaise = Math.round(Number(order.placed_total) * 100) - 2500;
  // refundTotals/refundedText (shared/src/domain/ledger/order-money.ts) always show paise.
  const refunded = formatINRFromPaise(refundedPaise, { paise: 'always' });
  const total = formatINR(Number(order.total));
  expect(refundedPaise).toBeLessThan(Math.round(Number(order.total) * 100));

  // The store's order page: what went back, beside the order's total.
  await signInByApi(page, store.owner);
  await page.goto(`/store/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled', REMOTE_READY);
  await expect(page.getByTestId('order-refunded')).toHaveText(`${refunded} refunded of ${total}`);

  // The customer's order page.
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  try {
    await signInByApi(customerPage, customer.person);
    await customerPage.goto(`/orders/${orderId}`);
    await expect(customerPage.getByTestId('order-refunded')).toContainText(
      formatINR(refundedPaise / 100),
      REMOTE_READY,
    );
  } finally {
    await customerContext.close();
  }

  // The admin's order page.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  try {
    await signInByApi(adminPage, seedCredentials().users.admin);
    await adminPage.goto(`/admin/orders/${orderId}`);
    await expect(adminPage.getByText(`Refunded: ${refunded} refunded`)).toBeVisible(REMOTE_READY);
  } finally {
    await adminContext.close();
  }
});

test("a return's refund shows in the store's earnings of its cycle, under Refund adjustments", async ({ page }) => {
  const store = await createFixtureStore('ledger-return');
  const customer = await FixtureCustomer.near(store);
  const orderId = await customer.paidOrder(2);
  await toOutForDelivery(store.owner, orderId);
  const tablesDB = new TablesDB(keyClient());
  const code = await tablesDB.getRow({ databaseId: DB, tableId: 'delivery_codes', rowId: orderId });
  await act(store.owner, { action: 'delivered', order_id: orderId, delivery_code: code.code });
  const [item] = (
    await tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', orderId)] })
  ).rows;
  const line = { item_id: item!.$id, quantity: 1 };
  await act(customer.person, { action: 'report_problem', order_id: orderId, lines: [{ ...line, reason: 'damaged' }] });
  await act(store.owner, { action: 'approve_refund', order_id: orderId });
  const start = Date.now() + 3600_000;
  await act(store.owner, {
    action: 'schedule_return_pickup',
    order_id: orderId,
    slot: { start: new Date(start).toISOString(), end: new Date(start + 2 * 3600_000).toISOString() },
  });
  await act(store.owner, { action: 'return_collected', order_id: orderId });
  await act(store.owner, { action: 'verify_return', order_id: orderId, accepted: [line] });
  await expect
    .poll(
      async () =>
        (await tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: orderId }))
          .adjustment_net_paise,
      {
        timeout: 20_000,
      },
    )
    .toBeLessThan(0);
  const earnings = await tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: orderId });
  const adjustment = formatINRFromPaise(Number(earnings.adjustment_net_paise), { paise: 'always' });

  await signInByApi(page, store.owner);
  await page.goto('/store/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible(REMOTE_READY);
  const totals = page.getByTestId('earnings-totals');
  const row = totals.getByRole('row', { name: /^Refund adjustments/ });
  await expect(row).toContainText(adjustment, { timeout: 20_000 });
  await expect(row).not.toContainText('₹0.00');
});
