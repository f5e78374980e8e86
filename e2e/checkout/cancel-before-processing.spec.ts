// Journeys (issue 7): a paid order not yet Processing is cancelled by the customer and refunded; once the
// store starts processing, the customer's order page follows live and cancelling is gone.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signIn } from '../auth/auth-helpers';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  placeOrderFromCheckout,
  runOrderStateAs,
  signInAsCustomerAByApi,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

test('cancel a paid order before processing', async ({ page, baseURL }) => {
  await signInAsCustomerAByApi(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });

  await page.goto(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  await expect(detail.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });
  // People read the order by its number (IMG-2026-000123), not the row id.
  const heading = await detail.getByRole('heading', { level: 1, name: /^Order IMG-\d{4}-\d{6,}$/ }).textContent();
  const orderNumber = heading!.replace(/^Order /, '');
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText('Your order was cancelled.')).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(detail.getByText('Cancellation reason: Ordered by mistake')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // It was paid, so the money goes back through the gateway: pending, then refunded (the local
  // sandbox settles a moment later with a signed refund webhook; the page follows over Realtime).
  await expect(detail.getByTestId('refund-status')).toHaveAttribute('data-refund', /^(pending|refunded)$/);
  await expect(detail.getByTestId('refund-status')).toHaveAttribute('data-refund', 'refunded', { timeout: 30_000 });
  await expect(detail.getByTestId('refund-status')).toHaveText('Refunded to your original payment method.');
  await expect(detail.getByTestId('payment-status')).toHaveText('Payment: Refunded');

  // The order list shows it cancelled too.
  await page.goto('/orders');
  await expect(
    cartCheckout(page)
      .getByRole('listitem')
      .filter({ hasText: `Order ${orderNumber}` })
      .getByTestId('order-status'),
  ).toHaveText('Cancelled', { timeout: FIRST_LOAD_MS });
});

test('once the store starts processing, the order page follows live and cancelling is no longer offered', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsCustomerAByApi(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
  await page.goto(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  await expect(detail.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The demo store's owner, in their own browser, confirms and starts preparing the order.
  const storeContext = await browser.newContext({ baseURL });
  try {
    const store = await storeContext.newPage();
    await signIn(store, seedCredentials().users.owner);
    expect(await runOrderStateAs(store, { action: 'confirm', order_id: orderId })).toMatchObject({ status: 200 });
    // The customer's page follows over Realtime, without a reload.
    await expect(detail.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 30_000 });
    expect(await runOrderStateAs(store, { action: 'start_processing', order_id: orderId })).toMatchObject({
      status: 200,
    });
  } finally {
    await storeContext.close();
  }
  await expect(detail.getByTestId('order-status')).toHaveText('Processing', { timeout: 30_000 });
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(
    detail.getByText('Once Processing they are assigned to a pharmacy and cannot be cancelled.'),
  ).toBeVisible();
  await expect(detail.getByLabel('Order progress')).toContainText('Processing');
});
