// Issue 22 item 2: checkout's "Add address" goes to a page that exists (the account's Addresses tab
// at its own URL, form open) and comes back to checkout with the new address chosen; every account
// tab has its own URL and Back follows the tabs.
import { expect, test } from '../support/fixtures';
import { newAccount, signUpThroughUi } from '../auth/auth-helpers';
import { FIRST_LOAD_MS, addFromProductPage, cartCheckout } from './checkout-helpers';

test.beforeEach(() => test.setTimeout(120_000));

test('a new customer adds an address from checkout and returns with it chosen', async ({ page }) => {
  await signUpThroughUi(page, newAccount('CheckoutAddress'));
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  const checkout = cartCheckout(page);
  await expect(checkout.getByText('You have no saved addresses yet.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await checkout.getByRole('link', { name: 'Add address' }).click();

  await expect(page).toHaveURL(
    /\/account\/addresses\?new=1&return=%2Fcheckout|\/account\/addresses\?new=1&return=\/checkout/,
  );
  const form = page.getByRole('form', { name: 'Add New Address' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  await form.getByLabel('Address name (Home, Office…)').fill('Clinic');
  await form.getByLabel('Recipient name').fill('Test CheckoutAddress');
  await form.getByLabel('House number and street').fill('Plot 7, Sector 6');
  await form.getByLabel('City').fill('New Delhi');
  await form.getByLabel('State').fill('Delhi');
  await form.getByLabel('PIN code').fill('110075');
  await form.getByLabel('Recipient mobile number').fill('9876543210');
  // The PIN code gives the delivery point (issue 22 §5: no latitude/longitude fields).
  await expect(form.getByRole('status')).toContainText('City and state filled from PIN 110075', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/\/checkout\?address=[A-Za-z0-9]+$/, { timeout: 30_000 });
  await expect(checkout.getByRole('radio', { name: /^Clinic:/ })).toBeChecked({ timeout: FIRST_LOAD_MS });
});

test('each account tab has its own URL and Back follows the tabs', async ({ page }) => {
  await signUpThroughUi(page, newAccount('AccountTabs'));
  await page.goto('/account/addresses');
  await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true', {
    timeout: FIRST_LOAD_MS,
  });
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByTestId('next-aal')).toHaveText('Not set up');
  await page.getByRole('tab', { name: 'Prescriptions' }).click();
  await expect(page).toHaveURL(/\/account\/prescriptions$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
});
