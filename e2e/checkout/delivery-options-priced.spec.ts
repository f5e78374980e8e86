// Issue 40 §2 on a 390 px phone: every delivery option shows its fee and promise before it is
// chosen; a first checkout starts on the cheaper option (not the selector's starting express), and
// the next checkout starts on the option the customer last used.
import { expect, test } from '../support/fixtures';
import { addFromProductPage, cartCheckout, FIRST_LOAD_MS, signInAsCustomerA } from './checkout-helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.setTimeout(180_000));

async function openCheckout(page: import('@playwright/test').Page) {
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(root.getByRole('radio', { name: /^Home:/ })).toBeChecked();
  await expect(root.getByTestId('quote-total')).toBeVisible({ timeout: 30_000 });
  return root;
}

test('delivery options show their fees, and the last used is the default', async ({ page }) => {
  await signInAsCustomerA(page);
  let root = await openCheckout(page);
  const express = root.getByRole('radio', { name: /^Express:/ });
  const standard = root.getByRole('radio', { name: /^Standard:/ });
  // Fee and promise on every option, before any is chosen.
  await expect(express).toHaveAccessibleName(/^Express: ₹\d+ · Delivery in \d+ min$/, { timeout: 30_000 });
  await expect(standard).toHaveAccessibleName(/^Standard: (₹\d+|Free) · 45-60 min after confirmation$/);
  await expect(root.getByRole('radio', { name: /^Scheduled: (₹\d+|Free) · chosen slot/ })).toBeVisible();
  const expressName = (await root.getByText(/^Express: ₹/).textContent())!;
  const standardName = (await root.getByText(/^Standard: /).textContent())!;
  const fee = (text: string) => Number(text.match(/₹(\d+)/)?.[1] ?? 0);
  expect(fee(expressName)).toBeGreaterThan(fee(standardName));
  // No choice made yet: the cheaper option, whatever the selector started on.
  await expect(standard).toBeChecked();

  // Express chosen and the order placed (cash on delivery: no payment page needed).
  await express.check();
  await expect(root.getByTestId('quote-delivery-fee')).toHaveText(`₹${fee(expressName)}`, { timeout: 30_000 });
  await root.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await root.getByRole('button', { name: 'Place order (cash on delivery)' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/, { timeout: 30_000 });

  // The next checkout starts on express, and says what it costs.
  root = await openCheckout(page);
  await expect(root.getByRole('radio', { name: /^Express:/ })).toBeChecked();
});
