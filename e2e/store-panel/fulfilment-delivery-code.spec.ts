// Journey (issue 16 §2–4), two browser contexts: the customer pays; a staff member of the store
// opens /store/orders/:id, accepts, starts processing, picks the proposed FEFO batch, marks it
// ready and out for delivery; the customer's page (open all along) shows the 4-digit code live; a
// wrong code is refused; the right one delivers; the customer's timeline follows every step.
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { cartCheckout, FIRST_LOAD_MS } from '../checkout/checkout-helpers';
import { orderRowByKey, paidOrderOfCustomerA, signInAsStaffOfOrder } from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(180_000));

test('accept → FEFO pick → ready → out for delivery → code: wrong refused, right delivers; the customer follows live', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  await page.goto(`/orders/${orderId}`);
  const customer = cartCheckout(page);
  const progress = customer.getByRole('list', { name: 'Order progress' }).or(customer.getByLabel('Order progress'));
  await expect(customer.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });

  const storeContext = await browser.newContext({ baseURL });
  const store = await storeContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await store.goto(`/store/orders/${orderId}`);
    await expect(
      store.getByRole('heading', { level: 1, name: `Order ${String((await orderRowByKey(orderId)).order_number)}` }),
    ).toBeVisible(REMOTE_READY);
    await expect(store.getByTestId('recipient-name')).not.toBeEmpty();
    await expect(store.getByTestId('order-line')).toHaveCount(1);
    await expect(store.getByTestId('order-line')).toContainText('Dolo 650');

    const step = async (button: string, status: string) => {
      await store.getByRole('button', { name: button, exact: true }).click();
      await expect(store.getByTestId('order-status')).toHaveText(status, { timeout: 20_000 });
      // The customer's page follows over Realtime, without a reload.
      await expect(customer.getByTestId('order-status')).toHaveText(status, { timeout: 20_000 });
    };
    await step('Accept order', 'Confirmed');
    await step('Start processing', 'Processing');
    // The pick: the proposed batch is FEFO's (first option, marked), kept as proposed.
    const batch = store.getByRole('combobox', { name: /^Batch for / });
    await expect(batch).toContainText('(FEFO)');
    await step('Ready for pickup', 'Ready for pickup');
    await expect(store.getByTestId('line-batch')).not.toBeEmpty();
    await step('Out for delivery', 'Out for delivery');

    const code = customer.getByTestId('delivery-code');
    await expect(code).toHaveText(/^\d{4}$/, { timeout: 20_000 });
    const right = (await code.textContent())!;
    const wrong = right === '0000' ? '1111' : '0000';

    await store.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = store.getByRole('dialog', { name: 'Mark delivered' });
    await dialog.getByLabel('Delivery code from the customer').fill(wrong);
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not right');
    await expect(store.getByTestId('order-status')).toHaveText('Out for delivery');
    await dialog.getByLabel('Delivery code from the customer').fill(right);
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(store.getByTestId('order-status')).toHaveText('Delivered', { timeout: 20_000 });
    await expect(customer.getByTestId('order-status')).toHaveText('Delivered', { timeout: 20_000 });
    await expect(customer.getByTestId('delivery-code')).toHaveCount(0);
    // Every step is done on the customer's timeline.
    for (const label of ['Placed', 'Confirmed', 'Processing', 'Ready for pickup', 'Out for delivery', 'Delivered'])
      await expect(progress.getByText(label, { exact: true })).toBeVisible();
    // The store's timeline has both tries.
    await expect(store.getByTestId('store-timeline')).toContainText('wrong code (1 of 5)');
    await expect(store.getByTestId('store-timeline')).toContainText('right code');
    // After delivery the store no longer sees the customer's phone.
    await expect(store.getByTestId('recipient-phone')).toHaveText('Phone not shown: the order is no longer active.');
  } finally {
    await storeContext.close();
  }
});
