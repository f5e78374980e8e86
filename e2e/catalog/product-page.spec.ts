import { STORAGE_KEYS } from '../../shared/src/constants';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signIn } from '../auth/auth-helpers';
import { catalog, openCatalog, productRow, rupees } from './catalog-helpers';

test.beforeEach(() => test.slow());

// Product detail: price block, substitutes cheapest first, and the schedule rules of research/domain.md §2.

test('a product shows MRP, price and discount, and its substitutes cheapest first', async ({ page }) => {
  const row = await productRow('dolo-650-tablet');
  await openCatalog(page, '/product/dolo-650-tablet');
  const root = catalog(page);
  await expect(root.getByRole('heading', { level: 1, name: row.name })).toBeVisible();
  await expect(root.getByTestId('composition')).toHaveText('Paracetamol 650 mg');

  const priceBlock = root.getByTestId('price-block').first();
  await expect(priceBlock.getByTestId('selling-price')).toHaveText(rupees(row.price));
  await expect(priceBlock.getByTestId('mrp')).toHaveText(rupees(row.mrp));
  await expect(priceBlock.getByTestId('discount')).toHaveText(
    `${Math.round(((row.mrp - row.price) / row.mrp) * 100)}% off`,
  );
  await expect(root.getByText('MRP inclusive of all taxes')).toBeVisible();

  const substitutes = root.getByTestId('substitute');
  await expect(substitutes.first()).toBeVisible();
  const names = await root.getByTestId('substitute-name').allTextContents();
  expect(names).not.toContain(row.name);
  expect(names.length).toBeGreaterThanOrEqual(3);
  const prices = await root
    .getByTestId('substitute-price')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price'))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The cheapest brand shows what it saves against this one.
  const cheapest = prices[0]!;
  const saved = Math.round((row.price - cheapest) * 100) / 100;
  await expect(substitutes.first().getByTestId('substitute-saving')).toHaveText(
    `Save ${rupees(saved)} (${Math.round((saved / row.price) * 100)}%)`,
  );

  // /medicines/{id} is the same page.
  await openCatalog(page, '/medicines/dolo-650-tablet');
  await expect(catalog(page).getByRole('heading', { level: 1, name: row.name })).toBeVisible();
});

test('an H1 product shows the red boxed Rx warning', async ({ page }) => {
  expect((await productRow('taxim-o-200-tablet')).schedule).toBe('H1');
  await openCatalog(page, '/product/taxim-o-200-tablet');
  const warning = catalog(page).getByRole('note', { name: 'Schedule H1 warning' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Schedule H1 Drug - Warning');
  await expect(warning).toContainText(
    'Not to be sold by retail without the prescription of a Registered Medical Practitioner.',
  );
  await expect(warning).toHaveCSS('border-top-style', 'solid');
  await expect(catalog(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('a Schedule H product is labelled Prescription required', async ({ page }) => {
  await openCatalog(page, '/product/azithral-500-tablet');
  await expect(catalog(page).getByTestId('rx-notice')).toContainText('Prescription required');
});

test('a Schedule X product is not sold online: no Add to cart, nothing reaches the cart', async ({ page }) => {
  expect((await productRow('addwize-10-tablet')).schedule).toBe('X');
  await openCatalog(page, '/product/addwize-10-tablet');
  const root = catalog(page);
  await expect(root.getByRole('heading', { level: 1, name: 'Addwize 10 Tablet' })).toBeVisible();
  await expect(root.getByTestId('not-sold-online')).toContainText('Not sold online');
  await expect(root.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(root.getByLabel('Quantity')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)).toBeNull();
});

test('Add to cart stores the item and the top-bar badge counts it', async ({ page }) => {
  await openCatalog(page, '/product/dolo-650-tablet');
  await catalog(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added 1 × Dolo 650 Tablet to your cart')).toBeVisible();
  const cart = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)) ?? '[]');
  expect(cart).toEqual([expect.objectContaining({ medicine_id: 'dolo-650-tablet', quantity: 1 })]);
});

test('an unknown product id shows a not-found state', async ({ page }) => {
  await openCatalog(page, '/product/no-such-medicine');
  await expect(catalog(page).getByRole('heading', { name: 'Medicine not found' })).toBeVisible();
});

test('the backend refuses to order a Schedule X product even when the UI is bypassed', async ({ page }) => {
  // A signed-in customer calls place-order directly, as a tampered client would.
  await signIn(page, seedCredentials().users.customerA);
  const endpoint = process.env.APPWRITE_ENDPOINT!;
  const reply = await page.evaluate(
    async ({ endpoint }) => {
      const body = {
        items: [{ product_id: 'addwize-10-tablet', quantity: 1 }],
        address: {
          name: 'Home',
          address_line1: 'Plot 12, Sector 7',
          city: 'New Delhi',
          state: 'Delhi',
          postal_code: '110075',
          latitude: 28.5921,
          longitude: 77.046,
        },
        store_id: null,
        delivery_mode: 'standard',
      };
      const response = await fetch(`${endpoint}/functions/place-order/executions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-appwrite-project': 'instamg',
          'x-fallback-cookies': localStorage.getItem('cookieFallback') ?? '',
        },
        credentials: 'include',
        body: JSON.stringify({
          body: JSON.stringify(body),
          async: false,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        }),
      });
      const execution = (await response.json()) as { responseStatusCode: number; responseBody: string };
      return {
        status: execution.responseStatusCode,
        body: JSON.parse(execution.responseBody || 'null') as { code?: string; message?: string },
      };
    },
    { endpoint },
  );
  expect(reply.status).toBe(422);
  expect(reply.body).toMatchObject({ code: 'schedule_not_sold_online' });
  expect(reply.body.message).toContain('Addwize 10 Tablet is a Schedule X medicine and cannot be ordered online');
});
