// Journey (issue 40 §1, on a 390 px phone): the customer leaves the gateway with Back → the order
// waits for them as "Awaiting payment" with Pay now (also on the cart and the orders list); a
// cancel at the gateway reads "Payment cancelled"; paying from there completes the order, with
// its number on the success page; Back after success lands on the order, not the gateway.
import { expect, test } from '../support/fixtures';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  openCartCheckout,
  placeOrderFromCheckout,
  signInAsCustomerA,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(240_000));

const SANDBOX = /\/v1\/dev\/payments\/checkout\?payment_session_id=/;

test('Back from the gateway → "Awaiting payment" with Pay now; paying from there completes the order', async ({
  page,
  baseURL,
}) => {
  await signInAsCustomerA(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await openCartCheckout(page, '/checkout');
  await placeOrderFromCheckout(page);

  // Back from the gateway's page: not "Your cart is empty", but this order, waiting.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment\/status\/[^/?]+$/, { timeout: 30_000 });
  const orderId = page.url().split('/payment/status/')[1]!;
  const waiting = cartCheckout(page).getByTestId('awaiting-payment');
  await expect(waiting.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(waiting.getByTestId('hold-remaining')).toContainText(/\d+ min left to pay/);
  await expect(waiting.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const orderNumber = /Order (IMG-[\w-]+)/.exec((await waiting.textContent()) ?? '')?.[1];
  expect(orderNumber).toBeTruthy();

  // The orders list and the cart point at it too.
  await openCartCheckout(page, '/orders');
  const row = cartCheckout(page)
    .getByRole('listitem')
    .filter({ hasText: `Order ${orderNumber}` });
  await expect(row.getByTestId('order-status')).toHaveText(/^Awaiting payment · \d+ min left$/, {
    timeout: FIRST_LOAD_MS,
  });
  await openCartCheckout(page, '/cart');
  const notice = cartCheckout(page)
    .getByTestId('awaiting-payment-notice')
    .getByRole('alert')
    .filter({ hasText: `Order ${orderNumber}` });
  await expect(notice).toBeVisible({ timeout: FIRST_LOAD_MS });
  await notice.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/status/${orderId}$`));

  // Pay now → the gateway; a cancel there reads as a cancel, not a failure.
  await cartCheckout(page).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(SANDBOX, { timeout: 30_000 });
  expect(await finishSandboxPayment(page, /^Cancel$/, baseURL)).toBe(orderId);
  const outcome = cartCheckout(page).getByTestId('payment-outcome');
  await expect(outcome.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({ timeout: 30_000 });

  // Paying from there completes the order; the success page names it.
  await outcome.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(SANDBOX, { timeout: 30_000 });
  expect(await finishSandboxPayment(page, /^Pay /, baseURL)).toBe(orderId);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
  await expect(cartCheckout(page).getByTestId('paid-order-number')).toHaveText(`Order ${orderNumber}`);
  await expect(cartCheckout(page).getByTestId('paid-eta')).toHaveText(/^Expected delivery: /);

  // Back after success: the order, not the gateway's page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(cartCheckout(page).getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(cartCheckout(page).getByTestId('payment-status')).toHaveText('Payment: Paid');
  await expect(cartCheckout(page).getByTestId('awaiting-payment')).toHaveCount(0);
});
