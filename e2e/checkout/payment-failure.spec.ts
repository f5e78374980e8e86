// Journey (issue 7): the payment fails in the sandbox → the status page says so and offers a
// retry → the retry opens a new sandbox session that succeeds.
import { expect, test } from '../support/fixtures';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  placeOrderFromCheckout,
  signInAsCustomerAByApi,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

test('a failed payment can be retried', async ({ page, baseURL }) => {
  await signInAsCustomerAByApi(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  // A saved address without coordinates cannot be delivered to (SPEC §5).
  const checkout = cartCheckout(page);
  await checkout.getByRole('radio', { name: /^Parents:/ }).check({ timeout: FIRST_LOAD_MS });
  await expect(
    checkout.getByText('Please update this address to include location details for better delivery estimates.'),
  ).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
  await checkout.getByRole('radio', { name: /^Home:/ }).check();
  await placeOrderFromCheckout(page);
  const firstSession = new URL(page.url()).searchParams.get('payment_session_id');
  const orderId = await finishSandboxPayment(page, /^Fail payment$/, baseURL);

  const outcome = cartCheckout(page).getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'failed', { timeout: 30_000 });
  await expect(outcome.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(outcome).toContainText('No money was taken. You can try the payment again.');
  await expect(outcome.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orders/${orderId}`);

  await outcome.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('payment_session_id')).not.toBe(firstSession);
  expect(await finishSandboxPayment(page, /^Pay /, baseURL)).toBe(orderId);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
});
