// Journey (issue 15): a prescription order in the inbox. A customer (made for this run) uploads a
// prescription and pays for a Schedule H medicine; a member of the fulfilling store sees the order
// with "Prescription to verify" and Accept blocked, saying why. The store's registered pharmacist
// (third context) opens the prescription for review → the member's countdown shows paused; the
// pharmacist verifies it → Accept works → the order moves to Preparing. Until the /store/prescriptions
// queue lands, the pharmacist's two steps are the order-state actions run with their browser session.
import { expect, test } from '../support/fixtures';
import {
  cartCheckout,
  finishSandboxPayment,
  openCartCheckout,
  pharmacistOfOrder,
  prescriptionDate,
  runOrderStateAs,
  addFromProductPage,
} from '../checkout/checkout-helpers';
import { RX_VERIFICATION } from './rx-fixtures';
import {
  newCustomer,
  newStoreMember,
  openInbox,
  orderCard,
  orderLink,
  orderRow,
  signedInPage,
  apiSignedInPage,
} from './inbox-helpers';

test.beforeEach(() => test.setTimeout(240_000));

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an Rx order is accepted only after the pharmacist verified it; the countdown pauses during review', async ({
  browser,
  baseURL,
}) => {
  const customer = await apiSignedInPage(browser, await newCustomer('inbox-rx'));
  const page = customer.page;
  await openCartCheckout(page, '/upload-prescription');
  const fileName = `rx-inbox-${Date.now()}.png`;
  await cartCheckout(page)
    .getByLabel('Prescription file')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await cartCheckout(page).getByLabel('Date on the prescription').fill(prescriptionDate());
  await cartCheckout(page).getByRole('button', { name: 'Upload prescription' }).click();
  await expect(cartCheckout(page).getByRole('listitem', { name: fileName })).toContainText('Pending verification', {
    timeout: 30_000,
  });
  await addFromProductPage(page, 'azithral-500-tablet', 'Azithral 500 Tablet');
  await openCartCheckout(page, '/upload-prescription');
  await cartCheckout(page)
    .getByRole('listitem', { name: fileName })
    .getByRole('button', { name: 'Attach to my next order' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartCheckout(page).getByRole('radio', { name: new RegExp(fileName) })).toBeChecked({ timeout: 45_000 });
  await cartCheckout(page).getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/payments\/checkout\?payment_session_id=/, { timeout: 30_000 });
  const orderId = await finishSandboxPayment(page, /^Pay /, baseURL);
  await expect.poll(async () => (await orderRow(orderId)).payment_status, { timeout: 30_000 }).toBe('paid');
  const storeId = String((await orderRow(orderId)).store_id);

  const member = await apiSignedInPage(browser, await newStoreMember(storeId, 'manager'));
  await openInbox(member.page);
  const card = orderCard(member.page, orderId);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('data-ringing', 'true');
  await expect(card.getByText('Prescription to verify')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(card.getByTestId('accept-blocked')).toHaveText(
    "Accept after the store's pharmacist has verified the prescription.",
  );
  await expect(card).toHaveAttribute('data-countdown', 'running');

  // A member by role alone cannot verify (order-state refuses; the UI offers no such button to them).
  const refused = await runOrderStateAs(member.page, { action: 'verify_prescription', order_id: orderId });
  expect(refused.status).toBe(403);

  const pharmacist = await signedInPage(browser, await pharmacistOfOrder(orderId));
  const opened = await runOrderStateAs(pharmacist.page, { action: 'open_prescription_review', order_id: orderId });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  await expect(card).toHaveAttribute('data-countdown', 'paused', { timeout: 20_000 });
  await expect(card.getByTestId('countdown')).toHaveText(/^Paused for prescription review · \d:\d\d left$/);
  const secondsLeft = async () => {
    const [, m, s] = /(\d+):(\d\d) left$/.exec((await card.getByTestId('countdown').textContent()) ?? '')!;
    return Number(m) * 60 + Number(s);
  };
  const pausedAt = await secondsLeft();
  await member.page.waitForTimeout(2_500);
  // Paused: the time left does not run down (a second's give for the server's own review start time).
  expect(pausedAt - (await secondsLeft())).toBeLessThanOrEqual(1);

  const verified = await runOrderStateAs(pharmacist.page, {
    action: 'verify_prescription',
    order_id: orderId,
    ...RX_VERIFICATION,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  await expect(card.getByText('Prescription verified')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await card.getByRole('button', { name: 'Accept' }).click();
  await member.page.getByRole('dialog').getByRole('button', { name: 'Accept order' }).click();
  await expect(card).toHaveCount(0, { timeout: 45_000 });
  expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', rx_status: 'verified' });
  await member.page.getByRole('tab', { name: /^Preparing/ }).click();
  await expect(orderLink(member.page, orderId)).toBeVisible({ timeout: 15_000 });

  for (const c of [customer, member, pharmacist]) await c.context.close();
});
