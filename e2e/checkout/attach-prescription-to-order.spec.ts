// Journey (issue 7): a Schedule H order is placed with a prescription, checked against the
// server's quote; the prescription is rejected (by a registered pharmacist of the store fulfilling
// it, which need not be the demo store, so one is registered for it); the customer's order page
// follows live and offers "Attach prescription"; the customer uploads a new one there and the
// order waits for verification again.
import { expect, test } from '../support/fixtures';
import { signIn } from '../auth/auth-helpers';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  pharmacistOfOrder,
  prescriptionDate,
  runOrderStateAs,
  signInAsCustomerAByApi,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a rejected prescription is replaced from the order page', async ({ page, browser, baseURL }) => {
  await signInAsCustomerAByApi(page);
  await addFromProductPage(page, 'azithral-500-tablet', 'Azithral 500 Tablet');
  await page.goto('/checkout');
  const checkout = cartCheckout(page);
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(checkout.getByRole('radio', { name: /^Home:/ })).toBeChecked();
  await checkout.getByRole('radio', { name: /^Standard:/ }).check();

  // The summary is the server's quote for this cart, address, mode and store.
  await expect(checkout.getByTestId('quote')).toBeVisible({ timeout: 30_000 });
  await expect(checkout.getByRole('list', { name: 'Priced items' })).toContainText('Azithral 500 Tablet × 1');
  await expect(checkout.getByTestId('quote')).toContainText('Prices include GST');
  const quotedTotal = (await checkout.getByTestId('quote-total').textContent())!;
  expect(quotedTotal).toMatch(/^₹[\d,]+\.\d{2}$/);

  const first = `rx-first-${Date.now()}.png`;
  const prescriptionSection = checkout.getByRole('region', { name: 'Prescription' });
  await prescriptionSection
    .getByLabel('Prescription file')
    .setInputFiles({ name: first, mimeType: 'image/png', buffer: PNG });
  await prescriptionSection.getByLabel('Date on the prescription').fill(prescriptionDate());
  await prescriptionSection.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(prescriptionSection.getByRole('radio', { name: new RegExp(first) })).toBeChecked({ timeout: 30_000 });
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });

  await page.goto(`/orders/${orderId}`);
  const detail = cartCheckout(page);
  // Placement charged exactly the quote.
  await expect(detail.getByTestId('order-total')).toHaveText(quotedTotal, { timeout: FIRST_LOAD_MS });
  await expect(detail.getByTestId('rx-status')).toHaveText('Prescription pending verification');
  await expect(detail.getByRole('button', { name: 'Attach prescription' })).toHaveCount(0);

  // The store's registered pharmacist rejects it in their own browser, through order-state.
  const pharmacistContext = await browser.newContext({ baseURL });
  try {
    const pharmacist = await pharmacistContext.newPage();
    await signIn(pharmacist, await pharmacistOfOrder(orderId));
    expect(
      await runOrderStateAs(pharmacist, {
        action: 'reject_prescription',
        order_id: orderId,
        reason: 'The doctor’s registration number is missing',
      }),
    ).toMatchObject({ status: 200 });
  } finally {
    await pharmacistContext.close();
  }

  // The customer's page follows over Realtime and offers a new prescription.
  await expect(detail.getByTestId('rx-status')).toHaveText(
    'Prescription rejected: The doctor’s registration number is missing',
    { timeout: 30_000 },
  );
  await detail.getByRole('button', { name: 'Attach prescription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach prescription' });
  // The rejected one is not offered again.
  await expect(dialog.getByRole('radio', { name: new RegExp(first) })).toHaveCount(0);
  const second = `rx-second-${Date.now()}.png`;
  await dialog.getByLabel('Prescription file').setInputFiles({ name: second, mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Date on the prescription').fill(prescriptionDate());
  await dialog.getByRole('button', { name: 'Upload prescription' }).click();

  await expect(page.getByText('Prescription attached. The pharmacist will verify it.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('rx-status')).toHaveText('Prescription pending verification');
  await expect(detail.getByRole('button', { name: 'Attach prescription' })).toHaveCount(0);
  // The prescription list shows it belongs to this order now.
  await page.goto('/upload-prescription');
  await expect(cartCheckout(page).getByRole('listitem', { name: second })).toContainText(
    'View the order it is attached to',
    { timeout: FIRST_LOAD_MS },
  );
});
