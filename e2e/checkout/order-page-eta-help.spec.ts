// Issue 40 §4 on a 390 px phone: the order page says when the order should arrive (the SPEC §9
// promise before the pharmacy accepts, clock times after), puts a time on every step it reached,
// and offers help: call the store, call or e-mail support (24/7), report a problem.
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { addFromProductPage, cartCheckout, FIRST_LOAD_MS, signInAsCustomerA } from './checkout-helpers';
import { orderRowByKey, signInAsStaffOfOrder } from '../store-panel/fulfilment-helpers';

test.beforeEach(() => test.setTimeout(180_000));

/** "1 Dec, 3:20 pm": India time as the order page's steps show it. */
const STEP_TIME = /^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)$/;

test('the order page shows the expected delivery time, a time on each step, and help', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsCustomerA(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await page.goto('/checkout');
  const root = cartCheckout(page);
  await expect(root.getByRole('radio', { name: /^Home:/ })).toBeChecked({ timeout: FIRST_LOAD_MS });
  await root.getByRole('radio', { name: /^Standard:/ }).check();
  await expect(root.getByTestId('quote-total')).toBeVisible({ timeout: 30_000 });
  // Cash on delivery: the order is live without the gateway.
  await root.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await root.getByRole('button', { name: 'Place order (cash on delivery)' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/, { timeout: 30_000 });
  const orderId = page.url().split('/orders/')[1]!;

  // Before the pharmacy accepts: the standard promise, and the time it was placed.
  await expect(root.getByTestId('order-eta')).toHaveText('Expected delivery: 45-60 min after confirmation', {
    timeout: FIRST_LOAD_MS,
  });
  const progress = root.getByLabel('Order progress');
  await expect(progress.getByTestId('step-time')).toHaveCount(1);
  await expect(progress.getByTestId('step-time').first()).toHaveText(STEP_TIME);

  // Help: the store's phone, support's phone and e-mail naming the order, a problem report.
  const help = root.getByRole('region', { name: 'Help' });
  await expect(help).toContainText('Support: 24/7 by phone and e-mail.');
  const row = await orderRowByKey(orderId);
  await expect(help.getByRole('link', { name: `Call ${String(row.store_name)}` })).toHaveAttribute(
    'href',
    /^tel:\+?\d{8,}$/,
  );
  await expect(help.getByRole('link', { name: 'Call support +91 11 4084 7722' })).toHaveAttribute(
    'href',
    'tel:+911140847722',
  );
  const number = String(row.order_number);
  await expect(help.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
    'href',
    `mailto:support@instamg.in?subject=${encodeURIComponent(`Order ${number}`)}`,
  );
  await expect(help.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
    'href',
    `mailto:support@instamg.in?subject=${encodeURIComponent(`Problem with order ${number}`)}`,
  );

  // The store accepts: clock times from the acceptance, and a time on the Confirmed step too.
  const storeContext = await browser.newContext({ baseURL });
  const store = await storeContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await store.goto(`/store/orders/${orderId}`);
    await expect(store.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible(REMOTE_READY);
    await store.getByRole('button', { name: 'Accept order', exact: true }).click();
    await expect(store.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 20_000 });
  } finally {
    await storeContext.close();
  }
  await page.reload();
  await expect(root.getByTestId('order-eta')).toHaveText(
    /^Expected delivery: between \d{1,2}:\d{2} (am|pm) and \d{1,2}:\d{2} (am|pm)$/,
    { timeout: FIRST_LOAD_MS },
  );
  await expect(progress.getByTestId('step-time')).toHaveCount(2);
  for (const time of await progress.getByTestId('step-time').all()) await expect(time).toHaveText(STEP_TIME);
});
