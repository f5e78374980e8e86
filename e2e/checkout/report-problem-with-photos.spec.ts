// Journey (issue 7, SPEC refund flow; issue 16 §6 returns): a delivered order's damaged item is
// reported with photos (checked in the browser, stored in the private problem_photos bucket); the
// return is approved, collected and verified, and the refund goes through the gateway; the
// customer's page follows to Refunded.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signIn } from '../auth/auth-helpers';
import {
  addFromProductPage,
  cartCheckout,
  FIRST_LOAD_MS,
  finishSandboxPayment,
  placeOrderFromCheckout,
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
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('report a problem with photos; the approved refund shows on the order', async ({ page, browser, baseURL }) => {
  await signInAsCustomerAByApi(page);
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  await placeOrderFromCheckout(page);
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect(cartCheckout(page).getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid', {
    timeout: 30_000,
  });

  // An admin takes it to delivered (whichever nearby store fulfils it), as the store would.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, seedCredentials().users.admin);
    for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery', 'delivered']) {
      expect(await runOrderStateAs(admin, { action, order_id: orderId }), action).toMatchObject({ status: 200 });
    }

    await page.goto(`/orders/${orderId}`);
    const detail = cartCheckout(page);
    await expect(detail.getByTestId('order-status')).toHaveText('Delivered', { timeout: FIRST_LOAD_MS });
    await detail.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('Return Dolo 650 Tablet').check();
    await dialog.getByLabel('Why return Dolo 650 Tablet?').selectOption('damaged');
    await dialog.getByLabel('What went wrong?').fill('The strip was crushed in the box');
    // The browser refuses a fourth photo and a PDF before any upload.
    await dialog.getByLabel('Problem photos').setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(dialog.getByText('Add at most 3 photos.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await dialog
      .getByLabel('Problem photos')
      .setInputFiles([{ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-') }]);
    await expect(dialog.getByText('bill.pdf: please choose a JPG, PNG or HEIC photo.')).toBeVisible();
    await dialog.getByLabel('Problem photos').setInputFiles([png('front.png'), png('back.png')]);
    await expect(dialog.getByTestId('problem-photos')).toHaveText('front.png, back.png');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks. Our team will review your report and may ask for more photos.')).toBeVisible({
      timeout: 30_000,
    });

    // The team approves, the items are collected and verified; the gateway refunds; the page follows over Realtime.
    const approved = await runOrderStateAs(admin, { action: 'approve_refund', order_id: orderId });
    expect(approved).toMatchObject({
      status: 200,
      body: { refund_request: { status: 'approved', photo_file_ids: [expect.any(String), expect.any(String)] } },
    });
    const start = Date.now() + 3_600_000;
    const slot = { start: new Date(start).toISOString(), end: new Date(start + 7_200_000).toISOString() };
    expect(await runOrderStateAs(admin, { action: 'schedule_return_pickup', order_id: orderId, slot })).toMatchObject({
      status: 200,
    });
    expect(await runOrderStateAs(admin, { action: 'return_collected', order_id: orderId })).toMatchObject({
      status: 200,
    });
    const lines = (approved.body as { refund_request: { lines: string } }).refund_request.lines;
    const accepted = (JSON.parse(lines) as Array<{ item_id: string; quantity: number }>).map(
      ({ item_id, quantity }) => ({ item_id, quantity }),
    );
    expect(await runOrderStateAs(admin, { action: 'verify_return', order_id: orderId, accepted })).toMatchObject({
      status: 200,
      body: { refund: 'started' },
    });
    await expect(detail.getByTestId('refund-status')).toHaveAttribute('data-refund', 'refunded', { timeout: 30_000 });
    await expect(detail.getByTestId('order-status')).toHaveText('Refunded');
    await expect(detail.getByTestId('payment-status')).toHaveText('Payment: Refunded');
  } finally {
    await adminContext.close();
  }
});
