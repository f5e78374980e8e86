// Journey (issue 38 §4, ADR 0011 "Family tracking link"), three browser contexts and a fourth with
// no session: the store assigns a rider, the rider takes the order out sharing their location, the
// customer presses "Share tracking" (no Web Share API here, so the link is copied and shown); a
// browser with no session opens /track/<token> and sees the rider's first name and an ETA and no
// phone; once the rider enters the code and delivers, the same link says it has expired.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { signIn } from '../auth/auth-helpers';
import { cartCheckout, FIRST_LOAD_MS } from '../checkout/checkout-helpers';
import {
  openStoreOrder,
  paidOrderOfCustomerA,
  riderOfOrder,
  signInAsStaffOfOrder,
  stepOrderTo,
} from './fulfilment-helpers';

test.beforeEach(() => test.setTimeout(240_000));

test('the customer shares tracking → a browser with no session sees the rider and ETA, no phone → expired after delivery', async ({
  page,
  browser,
  baseURL,
}) => {
  // The copy fallback: this browser has no share sheet (Linux Chromium has none; removed to be sure).
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const orderId = await paidOrderOfCustomerA(page, baseURL);
  const rider = await riderOfOrder(orderId);
  await page.goto(`/orders/${orderId}`);
  const customer = cartCheckout(page);
  await expect(customer.getByTestId('order-status')).toHaveText('Placed', { timeout: FIRST_LOAD_MS });

  const storeContext = await browser.newContext({ baseURL });
  const riderContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 28.6, longitude: 77.2 },
  });
  const familyContext = await browser.newContext({ baseURL });
  const store = await storeContext.newPage();
  const phone: Page = await riderContext.newPage();
  const family = await familyContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await openStoreOrder(store, orderId);
    await stepOrderTo(store, 'Ready for pickup');
    await store.getByRole('button', { name: 'Assign rider' }).click();
    await expect(store.getByTestId('assigned-rider')).toHaveText('Ravi');

    await signIn(phone, rider);
    await phone.goto('/store/deliveries');
    const card = phone.getByTestId('delivery-card');
    await expect(card).toHaveCount(1, REMOTE_READY);
    await card.getByRole('button', { name: 'Picked up — start delivery' }).click();
    await expect(phone.getByTestId('location-state')).toContainText('Sharing your location', { timeout: 20_000 });

    // The customer shares: a new link, copied (with a toast) and shown.
    await expect(customer.getByTestId('rider-eta')).toHaveText(/Arriving in about \d+ min/, { timeout: 30_000 });
    await customer.getByTestId('share-tracking').click();
    await expect(page.getByText('Tracking link copied')).toBeVisible({ timeout: 20_000 });
    const link = customer.getByTestId('tracking-link-url');
    await expect(link).toHaveValue(/\/track\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Family, with no session: the rider's first name, an ETA, the schematic — and no phone.
    await family.goto(new URL(url).pathname);
    const live = family.getByTestId('tracking-live');
    await expect(family.getByTestId('tracking-rider')).toHaveText('Ravi is bringing the order', REMOTE_READY);
    await expect(family.getByTestId('tracking-eta')).toHaveText(/Arriving in about \d+ min/);
    await expect(live.getByRole('img')).toHaveAttribute('aria-label', /^Ravi is [\d.]+ (m|km) away/);
    await expect(live).not.toContainText('•');
    await expect(live).not.toContainText(/phone|Rider’s phone/i);
    await expect(family.getByTestId('delivery-code')).toHaveCount(0);
    // A secret link's page: never indexed, no canonical.
    await expect(family.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(family.locator('link[rel="canonical"]')).toHaveCount(0);

    // The rider delivers with the code the customer reads out; the link ends.
    const code = (await customer.getByTestId('delivery-code').textContent())!.trim();
    await phone.getByLabel("Customer's delivery code").fill(code);
    await card.getByRole('button', { name: 'Delivered' }).click();
    await expect(customer.getByTestId('order-status')).toHaveText('Delivered', { timeout: 20_000 });
    // The page asks again every 10 s; it says the link has expired without a reload.
    await expect(family.getByTestId('tracking-expired')).toHaveText('This tracking link has expired', {
      timeout: 25_000,
    });
    await expect(family.getByTestId('tracking-live')).toHaveCount(0);
  } finally {
    await storeContext.close();
    await riderContext.close();
    await familyContext.close();
  }
});
