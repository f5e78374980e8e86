// Issue 37: the cart, checkout, the payment result and the order page in Hindi (cookie
// instamg_locale=hi-IN) at 390 px, paid through the dev payments sandbox; a switch of language in
// the middle of checkout keeps the cart and what the customer had chosen and typed. No page logs a
// React error (hydration or otherwise).
import { expect, test } from '../support/fixtures';
import { PHONE_VIEWPORT, expectNoSidewaysScroll, reactErrors } from '../frame/frame-helpers';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  signInAsCustomerAByApi,
} from './checkout-helpers';

test.use({ viewport: PHONE_VIEWPORT });
// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

test('cart, checkout, payment result and order page in Hindi, paid in the sandbox', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = reactErrors(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await signInAsCustomerAByApi(page);
  await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: baseURL! }]);

  await page.goto('/cart');
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The medicine's name stays as printed; the words around it are Hindi.
  const line = root.getByRole('listitem', { name: 'Dolo 650 Tablet' });
  await expect(line).toContainText('प्रति यूनिट');
  await expect(line.getByRole('button', { name: 'Dolo 650 Tablet की मात्रा बढ़ाएँ' })).toBeVisible();
  const summary = root.getByRole('region', { name: 'कार्ट का सारांश' });
  await expect(summary).toContainText('डिलीवरी शुल्क');
  await expect(summary).toContainText('डिलीवरी मुफ़्त');
  await expect(root.getByText('Proceed to checkout')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  // Reloaded in Hindi, the cart hydrates and stays Hindi.
  await page.reload();
  await expect(root.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await root.getByRole('link', { name: 'चेकआउट करें' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(root.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(root.getByRole('region', { name: 'डिलीवरी का पता' })).toBeVisible();
  await expect(root.getByRole('radio', { name: /^Home:/ })).toBeChecked();
  await root.getByRole('radio', { name: /^स्टैंडर्ड:/ }).check();
  await expect(root.getByRole('radio', { name: 'ऑनलाइन पेमेंट करें' })).toBeChecked();
  await expect(root.getByRole('region', { name: 'पेमेंट' })).toContainText('सुरक्षित पेमेंट पेज पर UPI');
  const quote = root.getByTestId('quote');
  await expect(quote).toContainText('कुल', { timeout: 30_000 });
  await expect(quote).toContainText('कीमतों में GST शामिल है');
  await expectNoSidewaysScroll(page);
  await root.getByRole('button', { name: 'ऑर्डर करें और पेमेंट करें' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });

  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  const outcome = cartCheckout(page).getByTestId('payment-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'paid', { timeout: 30_000 });
  await expect(outcome.getByRole('heading', { name: 'पेमेंट सफल रहा' })).toBeVisible();
  await expect(outcome.getByTestId('paid-order-number')).toHaveText(/^ऑर्डर IMG-\d{4}-\d{6,}$/);
  await expect(outcome).toContainText('हमें ₹');
  await expect(outcome.getByTestId('paid-eta')).toHaveText(/^डिलीवरी का अनुमानित समय: /);
  await expectNoSidewaysScroll(page);

  await outcome.getByRole('link', { name: 'ऑर्डर देखें' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  // The status chip and the timeline read the shared status table's labels in Hindi.
  await expect(detail.getByTestId('order-status').first()).toHaveText('ऑर्डर हो गया', { timeout: FIRST_LOAD_MS });
  await expect(detail.getByLabel('ऑर्डर की प्रगति')).toContainText('कन्फ़र्म');
  await expect(detail.getByRole('heading', { level: 1, name: /^ऑर्डर IMG-\d{4}-\d{6,}$/ })).toBeVisible();
  await expect(detail.getByTestId('payment-status')).toHaveText('पेमेंट: पेमेंट हो गया');
  await expect(detail.getByRole('region', { name: 'आइटम' })).toContainText('Dolo 650 Tablet');
  await expect(detail.getByRole('region', { name: 'स्टोर' })).toContainText('ड्रग लाइसेंस:');
  await expect(detail.getByRole('region', { name: 'रकम' })).toContainText('कुल');
  await expectNoSidewaysScroll(page);

  await page.goto('/orders');
  const list = cartCheckout(page).getByRole('list', { name: 'आपके ऑर्डर' });
  await expect(list).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(list.getByRole('link', { name: /^ऑर्डर IMG-\d{4}-\d{6,} देखें$/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching language in the middle of checkout keeps the cart and the form', async ({ page, context }) => {
  const errors = reactErrors(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await signInAsCustomerAByApi(page);
  await page.goto('/checkout');
  const root = cartCheckout(page);
  await expect(root.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await root.getByRole('radio', { name: /^Scheduled:/ }).check();
  await expect(root.getByRole('combobox', { name: 'Delivery slot' })).toBeVisible();
  await root.getByRole('textbox', { name: 'Coupon code' }).fill('NOTYET');
  await expect(root.getByTestId('quote')).toContainText('Dolo 650 Tablet', { timeout: 30_000 });

  await page.getByTestId('language-switch').click();
  await expect(root.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Same page, same state: the chosen mode, the slot picker, the typed coupon and the cart's line.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(root.getByRole('radio', { name: /^शेड्यूल्ड:/ })).toBeChecked();
  await expect(root.getByRole('combobox', { name: 'डिलीवरी स्लॉट' })).toBeVisible();
  await expect(root.getByRole('textbox', { name: 'कूपन कोड' })).toHaveValue('NOTYET');
  await expect(root.getByTestId('quote')).toContainText('Dolo 650 Tablet');
  await expect(root.getByRole('button', { name: 'ऑर्डर करें और पेमेंट करें' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'instamg_locale')?.value).toBe('hi-IN');
  await expectNoSidewaysScroll(page);

  // And back: English again, nothing lost.
  await page.getByTestId('language-switch').click();
  await expect(root.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(root.getByRole('radio', { name: /^Scheduled:/ })).toBeChecked();
  await expect(root.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('NOTYET');
  await expect(root.getByTestId('quote')).toContainText('Dolo 650 Tablet');
  expect(errors).toEqual([]);
});
