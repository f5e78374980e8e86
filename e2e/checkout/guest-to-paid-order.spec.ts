// Journey (issue 7): a guest adds to cart → signs in → checks out with a saved address → pays in
// the local sandbox → sees the payment status page → the order detail shows it paid.
import { expect, test } from '../support/fixtures';
import { seedCredentials, submitSignIn } from '../auth/auth-helpers';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  placeOrderFromCheckout,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

const rupeesIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

test('guest to paid order', async ({ page, baseURL }) => {
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/cart');
  const root = cartCheckout(page);
  await expect(root.getByRole('listitem', { name: 'Dolo 650 Tablet' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await root.getByRole('link', { name: 'Proceed to checkout' }).click();

  // /checkout is signed-in only: the shell sends the guest to /auth and back.
  await expect(page).toHaveURL(`/auth?from=${encodeURIComponent('/checkout')}`);
  await submitSignIn(page, seedCredentials().users.customerA);
  await expect(page).toHaveURL(/\/checkout$/);

  await placeOrderFromCheckout(page);
  const amount = await page.getByTestId('amount').textContent();
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);

  const outcome = cartCheckout(page).getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'paid', { timeout: 30_000 });
  await expect(outcome.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // The order took the lines: the cart is empty again.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await outcome.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  // The order reads by its human number (issue 22 §8), not the row id.
  await expect(detail.getByRole('heading', { level: 1, name: /^Order IMG-\d{4}-\d{6,}$/ })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(detail.getByTestId('payment-status')).toHaveText('Payment: Paid');
  // The sandbox and the order agree on the amount charged.
  expect(rupeesIn(await detail.getByTestId('order-total').textContent())).toBe(rupeesIn(amount));
  await expect(detail.getByRole('region', { name: 'Items' })).toContainText('Dolo 650 Tablet');
  await expect(detail.getByRole('region', { name: 'Store' })).toContainText('Drug licence:');
  await expect(detail.getByRole('region', { name: 'Store' })).toContainText('GSTIN:');
});
