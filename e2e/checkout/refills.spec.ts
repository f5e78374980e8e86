// Issue 36 §3, refills: a customer sets "Refill every 30 days" on a delivered order; the refills
// schedule runs with an injected clock on the reminder day (3 days before run-out); the reminder
// is in the outbox and the refill's order, placed unpaid (never charged), opens from Account ›
// Refills ready to pay in one tap. On a 390 px phone, by keyboard where it matters, with axe checks.
import { Functions, ID, Permission, Query, Role } from 'node-appwrite';
import { reminderDay } from '@instamg/shared/domain/refill';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { keyTables, keyUsers } from '../admin/admin-helpers';
import { keyClient } from '../support/key-client';
import { expectNoViolations } from '../support/axe';
import { FIRST_LOAD_MS, cartCheckout, openCartCheckout } from './checkout-helpers';

const DB = 'instamg';

test.use({ viewport: { width: 390, height: 844 } });

/** A customer of this test alone (so no other spec's unpaid orders count), a saved address near the demo store, one delivered order of Dolo 650 (inserted with the key). */
async function customerWithDeliveredOrder() {
  const email = `refills.${Date.now()}@example.in`;
  const password = 'Refills-e2e-2026';
  const user = await keyUsers().create({ userId: ID.unique(), email, password, name: 'Refill Test' });
  const own = [Permission.read(Role.user(user.$id))];
  const tables = keyTables();
  const address = await tables.createRow({
    databaseId: DB,
    tableId: 'addresses',
    rowId: ID.unique(),
    permissions: [...own, Permission.update(Role.user(user.$id)), Permission.delete(Role.user(user.$id))],
    data: {
      user_id: user.$id,
      name: 'Home',
      address_line1: 'Flat 302, Tower B, Shree Apartments',
      address_line2: 'Sector 10, Dwarka',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110075',
      latitude: 28.5826,
      longitude: 77.0551,
      is_default: true,
    },
  });
  const store = seedCredentials().stores.demo;
  const order = await tables.createRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: ID.unique(),
    permissions: own,
    data: {
      order_number: `IMG-E2E-${Date.now().toString(36).toUpperCase()}`,
      customer_id: user.$id,
      store_id: store,
      store_team_id: `store-${store}`,
      store_name: 'Demo Pharmacy',
      store_licence: 'DL-1',
      store_gstin: '07AAAAA0000A1Z5',
      status: 'delivered',
      payment_status: 'paid',
      delivery_mode: 'standard',
      address_id: address.$id,
      address_line1: 'Flat 302, Tower B, Shree Apartments',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110075',
      latitude: 28.5826,
      longitude: 77.0551,
      distance_km: 0.8,
      item_count: 1,
      items_mrp_total: 30.91,
      items_total: 30.91,
      discount: 0,
      delivery_fee: 0,
      gst_total: 3.31,
      total: 30.91,
      placed_total: 30.91,
      currency: 'INR',
      rx_status: 'not_required',
      delivered_at: new Date().toISOString(),
    },
  });
  await tables.createRow({
    databaseId: DB,
    tableId: 'order_items',
    rowId: ID.unique(),
    permissions: own,
    data: {
      order_id: order.$id,
      product_id: 'dolo-650-tablet',
      inventory_id: 'historic',
      batch: 'B1',
      product_name: 'Dolo 650 Tablet',
      schedule: 'none',
      rx_required: false,
      quantity: 1,
      mrp: 30.91,
      unit_price: 30.91,
      line_total: 30.91,
      gst_rate: 12,
      gst_amount: 3.31,
    },
  });
  return { email, password, userId: user.$id, orderId: order.$id };
}

test('refill on a delivered order → the schedule reminds 3 days before run-out → one tap opens the order ready to pay', async ({
  page,
}) => {
  test.slow();
  const customer = await customerWithDeliveredOrder();
  await signInByApi(page, customer);
  await openCartCheckout(page, `/orders/${customer.orderId}`);
  const refill = cartCheckout(page).getByRole('region', { name: 'Refill every N days' });
  await expect(refill).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(refill.getByRole('checkbox', { name: /Dolo 650 Tablet × 1 · runs out about/ })).toBeChecked();
  await expect(refill.getByText(/Next refill: runs out .*; reminder /)).toBeVisible();
  // The order page's help and timeline have findings of their own (not this section's).
  await expectNoViolations(page, '[aria-labelledby="refill-heading"]');
  await refill.getByRole('button', { name: 'Set refill' }).click();
  await expect(refill.getByTestId('refill-set')).toContainText('Refill every 30 days · runs out');

  // The schedule, as Appwrite runs it (the API key), on the reminder day at 10:00 IST.
  const [row] = (
    await keyTables().listRows({
      databaseId: DB,
      tableId: 'refills',
      queries: [Query.equal('source_order_id', customer.orderId)],
    })
  ).rows;
  expect(row).toBeTruthy();
  const day = reminderDay(row!.run_out_day as string);
  const execution = await new Functions(keyClient()).createExecution({
    functionId: 'refills',
    body: JSON.stringify({ now: `${day}T04:30:00.000Z`, refill_ids: [row!.$id] }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  expect(JSON.parse(execution.responseBody)).toMatchObject({ placed: 1 });

  // The reminder, in the dev server's outbox.
  const outbox = (await (
    await page.request.get(`${process.env.APPWRITE_ENDPOINT}/dev/outbox?to=${encodeURIComponent(customer.email)}`)
  ).json()) as { messages: { subject: string }[] };
  expect(outbox.messages.map((m) => m.subject)).toContainEqual(
    expect.stringMatching(/refill order .* is ready to pay/),
  );

  // Account › Refills: the next cycle, and the one tap to the order awaiting payment.
  await openCartCheckout(page, '/account/refills');
  const card = cartCheckout(page).getByRole('listitem', { name: 'Dolo 650 Tablet' });
  await expect(card).toContainText('Every 30 days · next run-out');
  await expectNoViolations(page);
  // The one tap, from the keyboard.
  await card.getByRole('button', { name: 'Order now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  expect(page.url()).not.toContain(customer.orderId);
  const awaiting = cartCheckout(page).getByTestId('awaiting-payment').first();
  await expect(awaiting).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(awaiting).toContainText('No money has been taken yet');
  await awaiting.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
});
