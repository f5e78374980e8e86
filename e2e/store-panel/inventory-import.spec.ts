// Journeys of issue 18 §1–2: the demo store's owner imports a CSV with errors, the dry run lists
// every line's error (unknown product, bad date, price above MRP, duplicate batch) and writes
// nothing; the fixed file is committed as an asynchronous job whose progress the page reads;
// the stock is then on the inventory grid and on the product page for a customer near the store.
// A price above the batch's MRP is refused with the amounts in the message. Each run makes its own
// catalogue product (API key), so the spec changes no shared row and runs beside any other.
import { ID, Query, TablesDB } from 'node-appwrite';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, seedCredentials, signInByApi } from '../auth/auth-helpers';
import { DWARKA_SEC6, DWARKA_SEC6_NAME, grantLocation, warmUpLocationFunctions } from '../location/location-helpers';
import { catalog, rupees } from '../catalog/catalog-helpers';
import { keyClient } from '../support/key-client';

function keyTables(): TablesDB {
  return new TablesDB(keyClient());
}

const HEADER = 'product_slug,batch,expiry,quantity,mrp,selling_price';
const inDays = (days: number) => addDays(istToday(new Date()), days);

/** A catalogue product of this run only (name and slug carry the tag). */
async function makeProduct(tag: string): Promise<{ id: string; slug: string; name: string }> {
  const tables = keyTables();
  const [category] = (
    await tables.listRows({ databaseId: 'instamg', tableId: 'categories', queries: [Query.limit(1)] })
  ).rows;
  const id = ID.unique();
  const name = `Importol ${tag} 500 Tablet`;
  const slug = `importol-${tag}-500-tablet`;
  await tables.createRow({
    databaseId: 'instamg',
    tableId: 'products',
    rowId: id,
    data: {
      name,
      slug,
      salt_composition: 'Paracetamol (500mg)',
      salt_key: 'paracetamol',
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'E2E Labs',
      mrp: 40,
      price: 40,
      schedule: 'none',
      rx_required: false,
      gst_rate: 12,
      hsn: '3004',
      category_id: category!.$id,
      is_active: true,
    },
  });
  return { id, slug, name };
}

test.beforeAll(async () => warmUpLocationFunctions(APPWRITE_ENDPOINT()));

test('a CSV with errors is listed line by line, the fixed file imports, and customers near the store see the stock', async ({
  page,
  browser,
}) => {
  // A long journey (two CSV checks, an async import, the panel and a customer's page) on a shared two-core machine.
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const product = await makeProduct(tag);
  const { users } = seedCredentials();

  await signInByApi(page, users.owner);
  await page.goto('/store/inventory/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add stock' })).toBeVisible(REMOTE_READY);

  // 1. A file with errors: the dry run lists each and nothing is imported.
  const broken = [
    HEADER,
    `no-such-medicine-${tag},E2E-1,${inDays(400)},10,40,30`,
    `${product.slug},E2E-2,2027-02-31,10,40,30`,
    `${product.slug},E2E-3,${inDays(400)},10,40,45`,
    `${product.slug},E2E-4,${inDays(400)},10,40,30`,
    `${product.slug},E2E-4,${inDays(400)},5,40,30`,
  ].join('\n');
  const fileInput = page.getByLabel('CSV file', { exact: true });
  await fileInput.setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const result = page.getByRole('region', { name: 'Check result' });
  await expect(result.getByRole('status')).toHaveText(
    '4 of 5 lines have errors. Fix them and check the file again; nothing was imported.',
    { timeout: 30_000 },
  );
  const problems = result.getByRole('table', { name: 'Lines with errors or warnings' }).getByRole('row');
  await expect(problems).toHaveCount(5); // the header and four lines
  await expect(problems.nth(1)).toContainText(`No catalogue product "no-such-medicine-${tag}".`);
  await expect(problems.nth(2)).toContainText('"2027-02-31" is not a date');
  await expect(problems.nth(3)).toContainText('The selling price ₹45 is above the MRP of ₹40.');
  await expect(problems.nth(4)).toContainText('Batch E2E-4 is already on line 5.');
  await expect(page.getByRole('button', { name: /^Import / })).toHaveCount(0);

  // 2. The fixed file: every line ready, committed asynchronously, progress from the job's row.
  const fixed = [HEADER, `${product.slug},E2E-4,${inDays(400)},37,40,32.5`].join('\n');
  await fileInput.setInputFiles({ name: 'stock-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(result.getByRole('status')).toHaveText('All 1 lines are ready to import.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 1 lines' }).click();
  await expect(page.getByText('Import finished: 1 batches are now in your inventory.')).toBeVisible({
    timeout: 60_000,
  });

  // 3. On the inventory grid, searched by brand.
  await page.getByRole('link', { name: 'Back to inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(REMOTE_READY);
  await page.getByLabel('Search brand or salt').fill(`Importol ${tag}`);
  const grid = page.getByRole('grid', { name: 'Inventory' });
  await expect(grid.getByRole('row')).toHaveCount(2, { timeout: 30_000 }); // header + our product
  // The name, then ": batches and ledger" for screen readers (a separate span: a space may come between).
  const productButton = grid.getByRole('button', {
    name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?: batches and ledger`),
  });
  await expect(productButton).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText('37');

  // 4. A price above the batch's MRP is refused, with both amounts.
  await productButton.click();
  const sheet = page.getByRole('dialog', { name: product.name });
  await expect(sheet.getByRole('table', { name: 'Batches' }).getByRole('row')).toHaveCount(2);
  await sheet.getByRole('button', { name: 'Edit price' }).click();
  await sheet.getByLabel('Selling price (₹)').fill('40.5');
  await sheet.getByRole('button', { name: 'Save price' }).click();
  await expect(sheet.getByText("The selling price ₹40.50 is above this batch's MRP of ₹40.")).toBeVisible();
  // The ledger says who added the batch and why.
  await expect(sheet.getByRole('table', { name: 'Stock ledger' })).toContainText('CSV import stock-fixed.csv');

  // 5. A customer near the store sees it in stock there, at the imported price.
  const customer = await browser.newContext();
  await grantLocation(customer, DWARKA_SEC6);
  const shop = await customer.newPage();
  await shop.goto('/');
  await expect(catalog(shop).getByRole('list', { name: `Popular at ${DWARKA_SEC6_NAME}` })).toBeVisible({
    timeout: 45_000,
  });
  await shop.goto(`/product/${product.id}`);
  await expect(catalog(shop).getByTestId('availability')).toContainText(
    `In stock at ${DWARKA_SEC6_NAME} at ${rupees(32.5)}`,
    { timeout: 45_000 },
  );
  await customer.close();
});
