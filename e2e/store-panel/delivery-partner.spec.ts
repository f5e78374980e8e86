// Journey (issue 38 §2, ADR 0011 "Delivery partner"), two browser contexts: the customer pays and
// keeps their order page open; the store's staff packs it and books a delivery partner through
// the dev server's Porter sandbox (the fare first); the sandbox then moves the booking as Porter
// would — a rider allotted, picked up, trip ended — each with its signed webhook; the store sees
// the partner's rider, and the customer's page shows who is bringing it and the status moving to
// Delivered.
import { TablesDB } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { cartCheckout, FIRST_LOAD_MS } from '../checkout/checkout-helpers';
import { keyClient } from '../support/key-client';
import {
  openStoreOrder,
  orderRowByKey,
  paidOrderOfCustomerA,
  signInAsStaffOfOrder,
  stepOrderTo,
} from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(180_000));

/** The sandbox moves the Porter order by one event and sends its webhook (dev route). */
async function advance(partnerOrderId: string, event: string): Promise<void> {
  const response = await fetch(`${process.env.APPWRITE_ENDPOINT}/dev/porter/orders/${partnerOrderId}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(((await response.json()) as { webhook_status: number }).webhook_status).toBe(200);
}

test('store books a delivery partner → the sandbox’s webhooks move it → the customer sees the partner’s rider and Delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  await page.goto(`/orders/${orderId}`);
  const customer = cartCheckout(page);
  await expect(customer.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });

  const storeContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const store = await storeContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await openStoreOrder(store, orderId);
    await stepOrderTo(store, 'Ready for pickup');

    // The fare first, then the booking.
    await store.getByRole('button', { name: 'Book a delivery partner' }).click();
    await expect(store.getByTestId('partner-quote')).toContainText(/Porter: ₹\d/, { timeout: 20_000 });
    await store.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(store.getByTestId('partner-status')).toHaveText('Looking for a rider', { timeout: 20_000 });
    await expect(store.getByRole('link', { name: 'Track on Porter' })).toBeVisible();
    await expect(store.getByRole('button', { name: 'Book a delivery partner' })).toHaveCount(0);

    const delivery = await new TablesDB(keyClient()).getRow({
      databaseId: 'instamg',
      tableId: 'order_deliveries',
      rowId: orderId,
    });
    const crn = delivery.partner_order_id as string;
    expect(crn).toMatch(/^CRN/);

    // Porter allots a rider: the store sees them (the panel asks again every 10 s).
    await advance(crn, 'order_accepted');
    await expect(store.getByTestId('partner-status')).toHaveText('Rider on the way to the pharmacy', {
      timeout: 30_000,
    });
    await expect(store.getByTestId('partner-rider')).toContainText('••••••');
    const riderFirstName = (
      await new TablesDB(keyClient()).getRow({ databaseId: 'instamg', tableId: 'order_deliveries', rowId: orderId })
    ).rider_first_name as string;

    // Picked up: the order is out for delivery; the customer's page names the partner's rider.
    await advance(crn, 'order_start_trip');
    await expect(customer.getByTestId('order-status')).toHaveText('Out for delivery', { timeout: 30_000 });
    await expect(customer.getByTestId('rider-name')).toHaveText(`${riderFirstName} of Porter is bringing your order`, {
      timeout: 30_000,
    });
    await expect(customer.getByTestId('rider-phone')).toContainText('••••••');
    await expect(customer.getByTestId('partner-code-note')).toBeVisible();
    await expect(customer.getByTestId('delivery-code-panel')).toHaveCount(0);

    // The trip ends with Porter's proof of delivery: delivered.
    await advance(crn, 'order_end_job');
    await expect(customer.getByTestId('order-status')).toHaveText('Delivered', { timeout: 30_000 });
    expect((await orderRowByKey(orderId)).status).toBe('delivered');
  } finally {
    await storeContext.close();
  }
});
