// Real ratings (issue 33 §6), three browser contexts: customer A rates a delivered order on its
// page (the pharmacy's stars by keyboard, the delivery's by pointer, a text); the store's staff
// see it on their dashboard with the customer's first name only; a visitor near the
// order's address sees the store's real figure on /stores; an admin hides the rating on
// /admin/ratings (which passes axe at 1280 and 390 px) with a reason, and the visitor's /stores no longer counts it.
// Who may write or read what is proven through the SDK (store-ratings.sdk.test.ts).
import type { Page } from '@playwright/test';
import { Users } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { expectNoViolations } from '../support/axe';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { cartCheckout, FIRST_LOAD_MS, runOrderStateAs } from '../checkout/checkout-helpers';
import {
  keyTablesDB,
  orderRowByKey,
  paidOrderOfCustomerA,
  signInAsStaffOfOrder,
} from '../store-panel/fulfilment-helpers';
import { FIRST_RESULT, grantLocation, warmUpLocationFunctions } from '../location/location-helpers';
import { storeRatingText } from '../../shared/src/domain/store-rating';
import { keyClient } from '../support/key-client';

test.beforeAll(async () => warmUpLocationFunctions());
test.beforeEach(() => test.setTimeout(240_000));

/** The store's figure as the back end has it (API key), in the words a customer reads. */
async function storeFigure(storeId: string): Promise<{ text: string; reviews: number }> {
  const store = await keyTablesDB().getRow({ databaseId: 'instamg', tableId: 'stores', rowId: storeId });
  const figure = { rating: store.rating as number | null, reviews: store.reviews as number | null };
  return { text: storeRatingText(figure), reviews: figure.reviews ?? 0 };
}

const storeCard = (page: Page, name: string) =>
  page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a customer rates a delivered order → it counts on /stores → an admin hides it → it no longer does', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const order = await orderRowByKey(orderId);
  const storeId = order.store_id as string;
  const storeName = order.store_name as string;
  const before = await storeFigure(storeId);

  const staffContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const staff = await staffContext.newPage();
    await signInAsStaffOfOrder(staff, orderId);
    for (const action of ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery'])
      expect(await runOrderStateAs(staff, { action, order_id: orderId }), action).toMatchObject({ status: 200 });
    const code = await keyTablesDB().getRow({ databaseId: 'instamg', tableId: 'delivery_codes', rowId: orderId });
    expect(
      await runOrderStateAs(staff, { action: 'delivered', order_id: orderId, delivery_code: code.code }),
    ).toMatchObject({ status: 200 });

    // The customer rates it on the order page.
    await page.goto(`/orders/${orderId}`);
    const customer = cartCheckout(page);
    await expect(customer.getByTestId('order-status')).toHaveText('Delivered', { timeout: FIRST_LOAD_MS });
    const section = customer.getByRole('region', { name: 'Rate this order' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    const submit = section.getByRole('button', { name: 'Submit rating' });
    await expect(submit).toBeDisabled();
    // The pharmacy's stars by keyboard: MUI Rating's radios, Space picks the focused one.
    await section.getByRole('group', { name: 'The pharmacy' }).getByRole('radio', { name: '4 Stars' }).focus();
    await page.keyboard.press('Space');
    // The delivery's by pointer: the star (the radio's label).
    await section.getByRole('group', { name: 'The delivery' }).locator('label').filter({ hasText: '5 Stars' }).click();
    await expect(
      section.getByRole('group', { name: 'The delivery' }).getByRole('radio', { name: '5 Stars' }),
    ).toBeChecked();
    await section.getByLabel('Tell others about it (optional)').fill('Packed well and on time.');
    await submit.click();
    await expect(page.getByText('Thanks for rating your order.')).toBeVisible({ timeout: 30_000 });
    const mine = customer.getByRole('region', { name: 'Your rating' });
    await expect(mine.getByTestId('my-rating')).toContainText('Pharmacy: 4 of 5 stars');
    await expect(mine.getByRole('button', { name: 'Change rating' })).toBeVisible();

    const rated = await storeFigure(storeId);
    expect(rated.reviews).toBe(before.reviews + 1);

    // The store's team sees its figure and the text on its dashboard, with the first name only.
    const fullName = (await new Users(keyClient()).get({ userId: order.customer_id as string })).name;
    const firstName = fullName.trim().split(/\s+/)[0]!;
    await staff.goto('/store/dashboard');
    const reviews = staff.getByRole('region', { name: 'Customer ratings' });
    await expect(reviews.getByTestId('store-rating-figure')).toHaveText(`★ ${rated.text}`, REMOTE_READY);
    const latest = reviews.getByRole('listitem').filter({ hasText: 'Packed well and on time.' });
    await expect(latest).toContainText(firstName);
    if (fullName.trim() !== firstName) await expect(reviews).not.toContainText(fullName.trim());

    // A visitor near the order's address sees the real figure on /stores.
    await grantLocation(visitorContext, {
      latitude: order.latitude as number,
      longitude: order.longitude as number,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/stores');
    await expect(storeCard(visitor, storeName)).toContainText(rated.text, FIRST_RESULT);

    // An admin hides it with a reason.
    const admin = await adminContext.newPage();
    await signInByApi(admin, seedCredentials().users.admin);
    await admin.goto(`/admin/ratings?number=${encodeURIComponent(order.order_number as string)}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Store ratings' })).toBeVisible(REMOTE_READY);
    const row = admin.getByRole('row').filter({ hasText: 'Packed well and on time.' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(admin);
    await row.getByRole('button', { name: `Hide the rating of order ${order.order_number as string}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this rating' });
    await expect(dialog.getByRole('button', { name: 'Hide rating' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Test rating from the e2e journey');
    await dialog.getByRole('button', { name: 'Hide rating' }).click();
    await expect(admin.getByText('Rating hidden')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Hidden by an admin')).toBeVisible();
    // The page on a phone passes axe too.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(admin);

    const hidden = await storeFigure(storeId);
    expect(hidden.reviews).toBe(before.reviews);
    await visitor.reload();
    await expect(storeCard(visitor, storeName)).toContainText(hidden.text, FIRST_RESULT);

    // The customer still sees their rating, marked hidden.
    await page.reload();
    await expect(cartCheckout(page).getByText(/moderators have hidden this rating/)).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
  } finally {
    await Promise.all([staffContext.close(), visitorContext.close(), adminContext.close()]);
  }
});
