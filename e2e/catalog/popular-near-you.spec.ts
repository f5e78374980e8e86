import { expect, test } from '../support/fixtures';
import { DWARKA_SEC6, DWARKA_SEC6_NAME, grantLocation, warmUpLocationFunctions } from '../location/location-helpers';
import { APPWRITE_ENDPOINT, catalog, rupees } from './catalog-helpers';

// Home 'Popular near you': what the selected store stocks, at that store's prices, as a sideways
// row on a phone.

test.beforeAll(async () => warmUpLocationFunctions());
test.beforeEach(() => test.slow());

/** The store's price for a product: its cheapest batch in stock, read straight from the backend. */
async function storePrice(storeId: string, productId: string): Promise<number> {
  const queries = [
    { method: 'equal', attribute: 'store_id', values: [storeId] },
    { method: 'equal', attribute: 'product_id', values: [productId] },
    { method: 'greaterThan', attribute: 'stock', values: [0] },
  ].map((q, i) => `queries[${i}]=${encodeURIComponent(JSON.stringify(q))}`);
  const response = await fetch(
    `${APPWRITE_ENDPOINT}/tablesdb/instamg/tables/store_inventory/rows?${queries.join('&')}`,
    { headers: { 'X-Appwrite-Project': 'instamg' } },
  );
  if (!response.ok) throw new Error(`Reading the inventory failed: ${response.status} ${await response.text()}`);
  const { rows } = (await response.json()) as { rows: { selling_price: number }[] };
  if (rows.length === 0) throw new Error(`${productId} is not in stock at ${storeId}`);
  return Math.min(...rows.map((row) => row.selling_price));
}

test('at a Dwarka store the home lists its stock at its prices, sideways on a phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await grantLocation(context, DWARKA_SEC6);
  await page.goto('/');
  const row = catalog(page).getByRole('list', { name: `Popular at ${DWARKA_SEC6_NAME}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const cards = row.getByTestId('product-card');
  await expect(cards).toHaveCount(8);

  const first = cards.first();
  const productId = decodeURIComponent((await first.getByRole('link').getAttribute('href'))!.replace('/product/', ''));
  await expect(first.getByTestId('selling-price')).toHaveText(rupees(await storePrice('dl-dwarka-sec6', productId)));

  // One card and a peek of the next: the row scrolls sideways, the page does not.
  const scroll = await row.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
