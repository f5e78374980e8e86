// Journey (issue 38, ADR 0011), three browser contexts: the customer pays and keeps their order
// page open; the store's staff packs it and assigns a rider (free ones first); the rider — a store
// member off the team — opens /store/deliveries on a 390 px phone, sees only that delivery, and
// marks it picked up with location shared; the customer's page shows the rider's first name,
// masked phone and an ETA.
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

test.beforeEach(() => test.setTimeout(180_000));

test('store assigns a rider → the rider’s phone view shows it → out for delivery with location → the customer sees the rider', async ({
  page,
  browser,
  baseURL,
}) => {
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
  const store = await storeContext.newPage();
  const phone: Page = await riderContext.newPage();
  try {
    await signInAsStaffOfOrder(store, orderId);
    await openStoreOrder(store, orderId);
    await stepOrderTo(store, 'Ready for pickup');
    // The rider is offered (free) and assigned.
    await expect(store.getByRole('combobox', { name: 'Rider' })).toContainText('Ravi Rider (free)');
    await store.getByRole('button', { name: 'Assign rider' }).click();
    await expect(store.getByTestId('assigned-rider')).toHaveText('Ravi');

    // The rider's phone: their one delivery, and nothing of the store's other sections.
    await signIn(phone, rider);
    await phone.goto('/store');
    await expect(phone).toHaveURL(/\/store\/deliveries$/, REMOTE_READY);
    await expect(phone.getByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible(REMOTE_READY);
    const card = phone.getByTestId('delivery-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('1 item');
    await expect(card).toContainText('Paid online: collect nothing');
    await expect(phone.getByTestId('location-state')).toContainText('not shared');
    await expect(phone.getByRole('button', { name: 'Start shift' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Picked up — start delivery' }).click();
    await expect(card).toContainText('Out for delivery', { timeout: 20_000 });
    await expect(phone.getByTestId('location-state')).toContainText('Sharing your location', { timeout: 20_000 });

    // The customer's page, open all along: who is bringing it, masked phone, an ETA.
    await expect(customer.getByTestId('order-status')).toHaveText('Out for delivery', { timeout: 20_000 });
    await expect(customer.getByTestId('rider-name')).toHaveText('Ravi is bringing your order', { timeout: 20_000 });
    await expect(customer.getByTestId('rider-phone')).toContainText('••••••');
    await expect(customer.getByTestId('rider-eta')).toHaveText(/Arriving in about \d+ min/, { timeout: 30_000 });
  } finally {
    await storeContext.close();
    await riderContext.close();
  }
});
