// Journeys (issue 16 §1, issue 32): the customer is not home → the store marks the delivery failed
// (the reason, what happened and the calls made) → the customer asks for another delivery on their
// order page → the store redelivers, the redelivery fee (settings.redelivery_fee_paise, ₹25 in the
// seed) added and a new code issued → delivered; and the cancel path: refused → cancelled with no
// redelivery asked for, so everything paid is refunded.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { cartCheckout, FIRST_LOAD_MS, runOrderStateAs } from '../checkout/checkout-helpers';
import { issuedDeliveryCode, orderRowByKey, paidOrderOfCustomerA, signInAsStaffOfOrder } from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(180_000));

/** The store's steps up to out for delivery (through order-state with the staff member's session). */
async function sendOut(store: Page, orderId: string): Promise<void> {
  for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery'])
    expect(await runOrderStateAs(store, { action, order_id: orderId }), action).toMatchObject({ status: 200 });
  await store.goto(`/store/orders/${orderId}`);
  await expect(
    store.getByRole('heading', { level: 1, name: `Order ${String((await orderRowByKey(orderId)).order_number)}` }),
  ).toBeVisible(REMOTE_READY);
  await expect(store.getByTestId('order-status')).toHaveText('Out for delivery');
}

async function failDelivery(store: Page, reason: string): Promise<void> {
  await store.getByRole('button', { name: 'Delivery failed' }).click();
  const dialog = store.getByRole('dialog', { name: 'Delivery failed' });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('What happened (shown to the customer)').fill('Rang the bell twice and waited');
  if (reason === 'Customer not reachable') await dialog.getByLabel('Calls made to the customer').fill('2');
  await dialog.getByRole('button', { name: 'Delivery failed' }).click();
  await expect(store.getByTestId('order-status')).toHaveText('Delivery failed', { timeout: 20_000 });
}

test('customer not home → delivery failed → redelivery with the fee and a new code → delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const storeContext = await browser.newContext({ baseURL });
  const store = await storeContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await sendOut(store, orderId);
    await page.goto(`/orders/${orderId}`);
    const customer = cartCheckout(page);
    const firstCode = (await customer.getByTestId('delivery-code').textContent({ timeout: FIRST_LOAD_MS }))!;

    await failDelivery(store, 'Customer not reachable');
    await expect(customer.getByTestId('delivery-failed')).toContainText('Customer not reachable', { timeout: 20_000 });
    await expect(customer.getByTestId('delivery-code')).toHaveCount(0);

    // No redelivery (and no fee) until the customer asks for it from their own order page.
    await expect(store.getByRole('button', { name: 'Redeliver' })).toHaveCount(0);
    await customer.getByRole('button', { name: 'Request another delivery' }).click();
    await expect(customer.getByTestId('delivery-failed')).toContainText('You asked for another delivery', {
      timeout: 20_000,
    });
    await store.reload();
    const redeliveredAt = Date.now();
    await store.getByRole('button', { name: 'Redeliver' }).click(REMOTE_READY);
    await expect(store.getByTestId('order-status')).toHaveText('Out for delivery', { timeout: 20_000 });
    await expect(customer.getByTestId('redelivery-fee')).toHaveText('Redelivery fee: ₹25', { timeout: 20_000 });
    // The customer sees the new round's code, never the last round's (it stayed in the page's cache once).
    const secondCode = await issuedDeliveryCode(orderId, redeliveredAt);
    const code = customer.getByTestId('delivery-code');
    await expect(code).toHaveText(secondCode, { timeout: 20_000 });
    expect(await orderRowByKey(orderId)).toMatchObject({ redelivery_count: 1, redelivery_fee_total: 25 });

    await store.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = store.getByRole('dialog', { name: 'Mark delivered' });
    // The first round's code no longer works (unless the new one happens to repeat it).
    if (firstCode !== secondCode) {
      await dialog.getByLabel('Delivery code from the customer').fill(firstCode);
      await dialog.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(dialog.getByRole('alert')).toContainText('not right');
    }
    await dialog.getByLabel('Delivery code from the customer').fill(secondCode);
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(store.getByTestId('order-status')).toHaveText('Delivered', { timeout: 20_000 });
    await expect(customer.getByTestId('order-status')).toHaveText('Delivered', { timeout: 20_000 });
  } finally {
    await storeContext.close();
  }
});

test('refused → cancelled with no redelivery asked for: everything paid is refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const storeContext = await browser.newContext({ baseURL });
  const store = await storeContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await sendOut(store, orderId);
    await failDelivery(store, 'Customer refused the delivery');
    await store.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = store.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByLabel('Reason (shown to the customer)').fill('Refused at the door');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(store.getByTestId('order-status')).toHaveText('Cancelled', { timeout: 20_000 });

    await page.goto(`/orders/${orderId}`);
    const customer = cartCheckout(page);
    await expect(customer.getByTestId('refund-status')).toHaveAttribute('data-refund', 'refunded', {
      timeout: FIRST_LOAD_MS,
    });
    await expect(customer.getByTestId('redelivery-fee')).toHaveCount(0);
    const order = await orderRowByKey(orderId);
    expect(order.refund_amount).toBeCloseTo(order.placed_total as number, 2);
  } finally {
    await storeContext.close();
  }
});
