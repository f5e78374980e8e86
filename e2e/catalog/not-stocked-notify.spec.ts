import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { expect, test } from '../support/fixtures';
import { signInByApi } from '../auth/auth-helpers';
import { grantLocation, warmUpLocationFunctions } from '../location/location-helpers';
import { createFixtureStore } from '../store-panel/store-fixtures';
import { catalog, openCatalog, rupees } from './catalog-helpers';
import { createPerson, createStoreBeside, otherOtcProduct, outboxSubjects, runAs } from './stock-fixtures';
import { expectNoViolations } from '../support/axe';

// Issue 22 §4 "Never sell what cannot be delivered": a medicine the selected store does not have
// offers Notify me and the nearest store that has it, not Add; the store restocking it (its owner,
// through the inventory function) e-mails the customer once. Cards turn Add into a −/+ stepper;
// on a phone the product page keeps its buy bar above the bottom bar.

/** axe's WCAG 2.1 A/AA rules, as accessibility.spec.ts runs them on every catalogue screen. */
test.beforeAll(async () => {
  await warmUpLocationFunctions();
  // The first execution of a function is a cold start (seconds on two cores): warm stock-alerts
  // and inventory, so the clicks below measure the product (each answers 400 to an empty body).
  const warmer = await createPerson('notify-warmer', 'Warmer');
  await Promise.all([runAs(warmer, 'stock-alerts', {}), runAs(warmer, 'inventory', {})]);
});
test.beforeEach(() => test.slow());

test('a medicine the selected store lacks cannot be added, offers Notify me and the store nearby that has it; the restock e-mails once', async ({
  page,
  context,
}) => {
  // Own stores at a random spot: A (selected, nearest) lacks the medicine, B ~1 km away has it.
  const storeA = await createFixtureStore('notify');
  const medicine = await otherOtcProduct(storeA);
  const storeB = await createStoreBeside(storeA, medicine);
  const customer = await createPerson('notify-customer', 'Notify Customer');
  const [longitude, latitude] = storeA.location;
  await grantLocation(context, { latitude: latitude + 0.002, longitude: longitude + 0.002 });
  await signInByApi(page, customer);

  await openCatalog(page, `/product/${medicine.id}`);
  const root = catalog(page);
  await expect(root.getByRole('heading', { level: 1, name: medicine.name })).toBeVisible();
  await expect(root.getByTestId('availability')).toContainText(`Out of stock at ${storeA.name}`, { timeout: 30_000 });
  await expect(root.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(root.getByTestId('nearest-stockist')).toContainText(`In stock at ${storeB.name}`, { timeout: 30_000 });
  await expect(root.getByTestId('nearest-stockist')).toContainText(rupees(storeB.price));

  await root.getByRole('button', { name: `Notify me when ${medicine.name} is back at ${storeA.name}` }).click();
  await expect(page.getByText(`We will e-mail you when ${storeA.name} has ${medicine.name} again`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(root.getByTestId('stock-alert-set').first()).toBeVisible();
  await expectNoViolations(page);
  const subject = `Back in stock: ${medicine.name} at ${storeA.name}`;
  expect(await outboxSubjects(customer.email)).not.toContain(subject);

  // Search finds it too, says so, and offers no Add (the alert just set shows on the card).
  await openCatalog(page, `/search?q=${encodeURIComponent(medicine.name)}`);
  const card = catalog(page).getByTestId('product-card').filter({ hasText: medicine.name }).first();
  await expect(card.getByTestId('availability-line')).toHaveText(`Out of stock at ${storeA.name}`, {
    timeout: 30_000,
  });
  await expect(card.getByRole('button', { name: `Add ${medicine.name} to cart` })).toHaveCount(0);
  await expect(card.getByTestId('stock-alert-set')).toBeVisible();

  // Store A's owner receives the medicine (the store panel's add_batch), then counts more in.
  const batch = await runAs(storeA.owner, 'inventory', {
    action: 'add_batch',
    store_id: storeA.storeId,
    product_id: medicine.id,
    batch: 'BACK1',
    expiry: addDays(istToday(new Date()), 400),
    quantity: 6,
    mrp: medicine.mrp,
    selling_price: medicine.mrp,
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  await expect.poll(async () => (await outboxSubjects(customer.email)).filter((s) => s === subject)).toHaveLength(1);
  const more = await runAs(storeA.owner, 'inventory', {
    action: 'adjust_stock',
    inventory_id: (batch.body.inventory as { $id: string }).$id,
    change: 4,
    reason: 'received',
  });
  expect(more.status, JSON.stringify(more.body)).toBe(200);
  expect((await outboxSubjects(customer.email)).filter((s) => s === subject)).toHaveLength(1);

  // Back in stock: the page offers Add again.
  await openCatalog(page, `/product/${medicine.id}`);
  await expect(catalog(page).getByTestId('availability')).toContainText(`In stock at ${storeA.name}`, {
    timeout: 30_000,
  });
  await expect(catalog(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('a card turns Add into a −/+ stepper; on a phone the product page keeps its buy bar above the bottom bar', async ({
  page,
}) => {
  await openCatalog(page, '/medicines');
  const card = catalog(page).getByTestId('product-card').filter({ hasText: 'Dolo 650 Tablet' }).first();
  await card.getByRole('button', { name: 'Add Dolo 650 Tablet to cart' }).click();
  const stepper = card.getByRole('group', { name: 'Dolo 650 Tablet in cart' });
  await expect(stepper.getByTestId('cart-quantity')).toHaveText('1');
  await stepper.getByRole('button', { name: 'One more Dolo 650 Tablet' }).click();
  await expect(stepper.getByTestId('cart-quantity')).toHaveText('2');
  await expectNoViolations(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await stepper.getByRole('button', { name: 'One less Dolo 650 Tablet' }).click();
  await expect(stepper.getByTestId('cart-quantity')).toHaveText('1');
  await stepper.getByRole('button', { name: 'Remove Dolo 650 Tablet from cart' }).click();
  await expect(card.getByRole('button', { name: 'Add Dolo 650 Tablet to cart' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalog(page, '/product/dolo-650-tablet');
  const bar = catalog(page).getByTestId('sticky-buy-bar');
  const bottomBar = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  // At the top, and scrolled down to the last substitute: always on screen, never under the bottom bar.
  for (const scrollTo of ['top', 'substitutes'] as const) {
    if (scrollTo === 'substitutes') await catalog(page).getByTestId('substitute').last().scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const [barBox, navBox] = [await bar.boundingBox(), await bottomBar.boundingBox()];
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
  }
  await expectNoViolations(page);
  await bar.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added 1 × Dolo 650 Tablet to your cart')).toBeVisible();
});
