// Issue 22 §5 and §9, as a new customer meets them: the address form of a delivery app (PIN code
// fills city and state, recipient name and mobile, no latitude/longitude fields), then the order
// placed to that address is paid and its confirmation e-mail (order number, items, total) is in
// the dev outbox, the local stand-in for Appwrite Messaging's e-mail provider.
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, newAccount, signUpThroughUi } from '../auth/auth-helpers';
import { FIRST_LOAD_MS, addFromProductPage, cartCheckout, finishSandboxPayment } from './checkout-helpers';

test.beforeEach(() => test.setTimeout(180_000));

interface Mail {
  subject: string;
  text: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

test('a new customer adds an address by PIN code, pays, and gets the order confirmation e-mail', async ({
  page,
  baseURL,
}) => {
  const account = newAccount('OrderMail');
  await signUpThroughUi(page, account);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  const checkout = cartCheckout(page);
  await checkout.getByRole('link', { name: 'Add address' }).click({ timeout: FIRST_LOAD_MS });

  const form = page.getByRole('form', { name: 'Add New Address' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  // Coordinates are internal: no field asks for them.
  await expect(form.getByLabel(/latitude|longitude/i)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Use my current location' })).toBeVisible();
  // No Maps key in this build: no map and no error.
  await expect(form.getByRole('region', { name: /on the map/ })).toHaveCount(0);
  await form.getByLabel('Address name (Home, Office…)').fill('Home');
  await form.getByLabel('Recipient name').fill('Asha Rao');
  // A number that is not an Indian mobile is refused on save.
  await form.getByLabel('Recipient mobile number').fill('12345');
  await form.getByLabel('PIN code').fill('110075');
  // The PIN lookup fills city and state (the bundled PIN data, through the geocoder function).
  await expect(form.getByLabel('City')).toHaveValue('New Delhi', { timeout: 30_000 });
  await expect(form.getByLabel('State')).toHaveValue('Delhi');
  await expect(form.getByRole('status')).toContainText('City and state filled from PIN 110075');
  await form.getByLabel('House number and street').fill('Flat 4, Plot 7, Sector 6');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a 10-digit mobile number')).toBeVisible();
  await form.getByLabel('Recipient mobile number').fill('98765 43210');
  await form.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/\/checkout\?address=[A-Za-z0-9]+$/, { timeout: 30_000 });
  await expect(checkout.getByRole('radio', { name: /^Home:.*110075/ })).toBeChecked({ timeout: FIRST_LOAD_MS });
  await checkout.getByRole('radio', { name: /^Standard:/ }).check();
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);

  await page.goto(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  const heading = await detail
    .getByRole('heading', { level: 1, name: /^Order IMG-\d{4}-\d{6,}$/ })
    .textContent({ timeout: FIRST_LOAD_MS });
  const orderNumber = heading!.replace(/^Order /, '');
  const total = (await detail.getByTestId('order-total').textContent())!.match(/₹[\d,.]+/)![0];

  // The webhook that marked it paid also mailed the customer, once.
  await expect
    .poll(async () => (await mailsTo(account.email)).map((m) => m.subject), { timeout: 15_000 })
    .toContain(`Order confirmation ${orderNumber}`);
  const confirmations = (await mailsTo(account.email)).filter((m) => m.subject === `Order confirmation ${orderNumber}`);
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.text).toContain(`Total: ${total}`);
  expect(confirmations[0]!.text).toContain('1 × Dolo 650 Tablet');
  expect(confirmations[0]!.text).toContain('Delivering to: Asha Rao, Flat 4, Plot 7, Sector 6');
});

test('"Use my current location" says how to allow it when the browser refuses, and fills the address when allowed', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, newAccount('CurrentLocation'));
  await page.goto('/account/addresses?new=1');
  const form = page.getByRole('form', { name: 'Add New Address' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  // No permission granted in this browser context: the browser refuses.
  await form.getByRole('button', { name: 'Use my current location' }).click();
  await expect(form.getByRole('status')).toContainText('Location permission is off for this site', {
    timeout: 15_000,
  });

  // Allowed, at Dwarka Sector 6: the nearest PIN's city, state and PIN code are filled (reverse geocoder).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 28.5921, longitude: 77.046 });
  await form.getByRole('button', { name: 'Use my current location' }).click();
  await expect(form.getByRole('status')).toContainText('Location set from your device', { timeout: 30_000 });
  await expect(form.getByLabel('PIN code')).toHaveValue(/^110\d{3}$/);
  await expect(form.getByLabel('City')).toHaveValue('New Delhi');
  await expect(form.getByLabel('State')).toHaveValue('Delhi');
  await expect(form.getByLabel('Area, landmark (optional)')).not.toHaveValue('');
});
