// Journey + SDK (issue 15): nobody accepts. A customer (made for this run) pays; the demo store's
// owner has the order ringing in the inbox and lets it wait → the re-routing sweeper runs (an
// API-key execution, clock driven to after the accept window, for this spec's order only) → the
// order leaves the owner's inbox and the owner's session gets 404 on the order and sees none of
// its items or events; a member of the next store sees it in their inbox (moved here) and rejects
// it with a reason of their own → every store after that lets it pass too → no store left: the
// order is cancelled and fully refunded, and the customer's order page says so.
// The SDK half (stock, partial refunds, the Rx file) is appwrite/functions/order-state/test/reroute.sdk.test.ts.
import { expect, test } from '../support/fixtures';
import { seedCredentials } from '../auth/auth-helpers';
import { cartCheckout, openCartCheckout } from '../checkout/checkout-helpers';
import {
  buyAndPay,
  newCustomer,
  newStoreMember,
  openInbox,
  orderCard,
  orderRow,
  readStatus,
  sweep,
  apiSignedInPage,
} from './inbox-helpers';

test.beforeEach(() => test.setTimeout(240_000));

const MINUTE = 60_000;

test('an order nobody accepts moves to the next store, then is cancelled and refunded when no store is left', async ({
  browser,
  baseURL,
}) => {
  const demoStore = seedCredentials().stores.demo;
  const owner = await apiSignedInPage(browser, seedCredentials().users.owner);
  await openInbox(owner.page);
  const customer = await apiSignedInPage(browser, await newCustomer('inbox-reroute'));
  const orderId = await buyAndPay(customer.page, baseURL, { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet' });
  const paid = await orderRow(orderId);
  expect(paid.store_id).toBe(demoStore);
  await expect(orderCard(owner.page, orderId)).toHaveAttribute('data-ringing', 'true', { timeout: 30_000 });

  // Inside the window the sweeper leaves it alone; after it, the order moves.
  const paidAt = Date.parse(String(paid.paid_at));
  expect(await sweep([orderId], new Date(paidAt + 2 * MINUTE))).toMatchObject({ checked: 1, moved: 0 });
  expect(await sweep([orderId], new Date(paidAt + 4 * MINUTE))).toMatchObject({ checked: 1, moved: 1 });
  const moved = await orderRow(orderId);
  expect(moved).toMatchObject({ status: 'placed', payment_status: 'paid', reroute_count: 1 });
  expect(moved.store_id).not.toBe(demoStore);

  // The first store: the order leaves its inbox; its session cannot read the order, items or events.
  await expect(orderCard(owner.page, orderId)).toHaveCount(0, { timeout: 30_000 });
  expect(await readStatus(owner.page, 'orders', { rowId: orderId })).toMatchObject({ status: 404 });
  expect(await readStatus(owner.page, 'order_items', { orderId })).toEqual({ status: 200, total: 0 });
  expect(await readStatus(owner.page, 'order_events', { orderId })).toEqual({ status: 200, total: 0 });

  // The next store sees it, moved there, and rejects it with its own reason.
  const next = await apiSignedInPage(browser, await newStoreMember(String(moved.store_id), 'manager'));
  await openInbox(next.page);
  const card = orderCard(next.page, orderId);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Moved here from another store')).toBeVisible();
  await expect(card).toHaveAttribute('data-countdown', 'running');
  expect(await readStatus(next.page, 'order_items', { orderId })).toMatchObject({ status: 200, total: 1 });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = next.page.getByRole('dialog', { name: /^Reject order IMG-\d{4}-\d{6}\?$/ });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('Please say why you are rejecting this order.')).toBeVisible();
  await dialog.getByLabel('Reason (required)').fill('Pharmacist on leave today');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  // Re-routing finds the next store and moves the stock: slow on a busy two-core machine.
  await expect(next.page.getByText(/^Order IMG-\d{4}-\d{6} rejected: it moves to the next store$/)).toBeVisible({
    timeout: 45_000,
  });
  await expect(card).toHaveCount(0);
  const rejected = await orderRow(orderId);
  expect(rejected.store_id).not.toBe(moved.store_id);

  // Every later store lets its window pass until none is left in reach.
  let row = rejected;
  for (let hop = 0; hop < 40 && row.status === 'placed'; hop++) {
    const since = Date.parse(String(row.routed_at ?? row.paid_at));
    await sweep([orderId], new Date(since + 4 * MINUTE));
    row = await orderRow(orderId);
  }
  expect(row.status).toBe('cancelled');
  // A move's partial refund may already read refund_status 'refunded' (payment still 'paid'): wait for the full one.
  await expect
    .poll(
      async () => {
        const { payment_status, refund_status } = await orderRow(orderId);
        return { payment_status, refund_status };
      },
      { timeout: 30_000 },
    )
    .toEqual({ payment_status: 'refunded', refund_status: 'refunded' });

  await openCartCheckout(customer.page, `/orders/${orderId}`);
  await expect(cartCheckout(customer.page).getByTestId('payment-status')).toHaveText('Payment: Refunded', {
    timeout: 30_000,
  });
  for (const c of [owner, customer, next]) await c.context.close();
});
