// Journey (issue 7): a paid order not yet Processing is cancelled by the customer; the timeline
// shows it cancelled and the cancel button is gone.
import { expect, test } from '../support/fixtures';
import { addFromProductPage, cartCheckout, FIRST_LOAD_MS, finishSandboxPayment, placeOrderFromCheckout, signInAsCustomerA } from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

test('cancel a paid order before processing', async ({ page, baseURL }) => {
  await signInAsCustomerA(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', { timeout: 30_000 });

  await page.goto(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  await expect(detail.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText('Your order was cancelled.')).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(detail.getByText('Cancellation reason: Ordered by mistake')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The order list shows it cancelled too.
  await page.goto('/orders');
  await expect(cartCheckout(page).getByRole('listitem').filter({ hasText: `Order ${orderId}` }).getByTestId('order-status')).toHaveText('Cancelled', { timeout: FIRST_LOAD_MS });
});
