// Journey (issue 7): upload a prescription on /upload-prescription (browser checks first), see it
// pending verification, attach it to the next order of a Schedule H medicine, and pay.
import { expect, test } from '../support/fixtures';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  openCartCheckout,
  prescriptionDate,
  signInAsCustomerAByApi,
} from './checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('upload a prescription and attach it to an order', async ({ page, baseURL }) => {
  await signInAsCustomerAByApi(page);
  await openCartCheckout(page, '/upload-prescription');
  const root = cartCheckout(page);
  const fileName = `rx-${Date.now()}.png`;

  // The browser refuses a wrong type before any upload.
  await root
    .getByLabel('Prescription file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(root.getByText('Please choose a JPG, PNG, HEIC image or a PDF.')).toBeVisible();
  await expect(root.getByRole('button', { name: 'Upload prescription' })).toBeDisabled();

  await root.getByLabel('Prescription file').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await root.getByLabel('Date on the prescription').fill(prescriptionDate());
  await root.getByLabel('Note for the pharmacist (optional)').fill('Dr. Rao, 20 Nov');
  await root.getByRole('button', { name: 'Upload prescription' }).click();
  const mine = root.getByRole('listitem', { name: fileName });
  await expect(mine).toContainText('Pending verification', { timeout: 30_000 });

  // A Schedule H medicine needs it.
  await addFromProductPage(page, 'azithral-500-tablet', 'Azithral 500 Tablet');
  await openCartCheckout(page, '/upload-prescription');
  await cartCheckout(page)
    .getByRole('listitem', { name: fileName })
    .getByRole('button', { name: 'Attach to my next order' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = cartCheckout(page);
  await expect(checkout.getByRole('radio', { name: new RegExp(fileName) })).toBeChecked({ timeout: FIRST_LOAD_MS });
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toContainText(
    'The pharmacist will verify your prescription',
  );

  await page.goto(`/orders/${orderId}`);
  await expect(cartCheckout(page).getByTestId('rx-status')).toHaveText('Prescription pending verification', {
    timeout: FIRST_LOAD_MS,
  });
  // The account's Prescriptions tab lists every upload too; this one now links to its order.
  await page.goto('/account/prescriptions');
  const listed = cartCheckout(page).getByRole('listitem', { name: fileName });
  await expect(listed).toContainText('Pending verification', { timeout: FIRST_LOAD_MS });
  await listed.getByRole('button', { name: 'View the order it is attached to' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
});
