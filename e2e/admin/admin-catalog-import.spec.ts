// Journeys of issue 19 §3 (bulk catalogue and listing requests), on the built apps:
// 1. the admin uploads a product CSV with errors; the dry run lists each line's error and writes
//    nothing; the fixed file is committed and a customer finds the new product by search;
// 2. a store's owner requests a listing from the add-stock page; the admin approves it through the
//    product editor prefilled from the request; the store's add-stock page then shows it listed.
// Every run makes its own names (and its own store), so the spec changes no shared row.
import { readFileSync } from 'node:fs';
import { Query } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { REMOTE_READY } from '../support/apps';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { catalog, openCatalog } from '../catalog/catalog-helpers';
import { createFixtureStore } from '../store-panel/store-fixtures';
import { apiSignedInPage } from '../store-panel/inbox-helpers';
import { keyTables, openAdmin } from './admin-helpers';

const COLUMNS =
  'product_id,name,salt_composition,strength,dosage_form,pack_size,manufacturer,category,mrp,price,gst_rate,hsn,schedule,rx_required,sold_online,is_active,medicinal,non_returnable,description';

/** A word of letters only, new to the catalogue's vocabulary. */
const word = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

test('a product CSV with errors is listed line by line, the fixed file imports, and customers find the product', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [category] = (
    await keyTables().listRows({ databaseId: 'instamg', tableId: 'categories', queries: [Query.limit(1)] })
  ).rows;
  const brand = word('Bulkimp');
  const name = `${brand[0]!.toUpperCase()}${brand.slice(1)} 500 Tablet`;
  const other = `${name.replace(' 500 ', ' 250 ')}`;
  const line = (n: string, overrides: { category?: string; price?: string; gst?: string } = {}) =>
    `,${n},Paracetamol,500 mg,Tablet,strip of 10 tablets,E2E Import Labs,${overrides.category ?? String(category!.slug)},40.00,${overrides.price ?? '36.00'},${overrides.gst ?? '5'},3004,none,no,,yes,yes,,`;
  const withErrors = [
    COLUMNS,
    line(name),
    line(other, { price: '45.00' }),
    line(`${name} Strip`, { category: 'no-such-category' }),
    line(`${name} Pack`, { gst: '12' }),
  ].join('\r\n');
  const fixed = [COLUMNS, line(name), line(other)].join('\r\n');

  await signInByApi(page, seedCredentials().users.admin);
  await openAdmin(page, '/admin/inventory', 'Catalogue');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const panel = page.getByRole('region', { name: 'Import products from CSV' });
  // The template is every column of the import (and of the grid's export).
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('products-template.csv');
  const templateText = readFileSync((await template.path())!, 'utf8');
  // The template also offers the optional barcode column; the files above import without it.
  expect(templateText.split('\r\n')[0]).toBe(`${COLUMNS},barcode`);

  await panel.getByLabel('Product CSV file').setInputFiles({
    name: 'with-errors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(withErrors),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(panel.getByRole('status')).toContainText('4 lines · 1 new · 0 to update · 0 unchanged · 3 with errors');
  const errors = panel.getByRole('table', { name: 'Lines with errors' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row').nth(1)).toContainText(/3.*price.*Price cannot be more than the MRP\./);
  await expect(errors.getByRole('row').nth(2)).toContainText(/4.*category.*No category "no-such-category"/);
  await expect(errors.getByRole('row').nth(3)).toContainText(/5.*gst_rate.*GST rate must be one of 0%, 5%, 18%, 40%\./);
  await expect(panel.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  // The dry run wrote nothing.
  const named = async () =>
    (
      await keyTables().listRows({
        databaseId: 'instamg',
        tableId: 'products',
        queries: [Query.startsWith('name', name.slice(0, 12))],
      })
    ).total;
  expect(await named()).toBe(0);

  await panel.getByLabel('Product CSV file').setInputFiles({
    name: 'fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fixed),
  });
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(panel.getByRole('status')).toContainText('2 lines · 2 new · 0 to update · 0 unchanged · 0 with errors');
  await expect(panel.getByRole('table', { name: 'What the import will do' }).getByRole('row')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(toast(page, 'Products imported')).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('Imported: 2 added, 0 updated.');
  expect(await named()).toBe(2);

  // A customer (no session) finds it by search.
  const customer = await browser.newPage();
  await openCatalog(customer, `/search?q=${encodeURIComponent(brand)}`);
  await expect(
    catalog(customer).getByTestId('search-result').getByTestId('product-name').filter({ hasText: name }).first(),
  ).toBeVisible({ timeout: 20_000 });
  await customer.close();
});

test('a store’s listing request is approved through the prefilled editor and the store sees it listed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const store = await createFixtureStore('listing');
  const requested = `${word('Listreq')} 100 ml Syrup`;

  // The store's owner asks for a product the catalogue lacks.
  const owner = await apiSignedInPage(browser, store.owner);
  await owner.page.goto('/store/inventory/add');
  const search = owner.page.getByRole('textbox', { name: 'Search the catalogue' });
  await expect(search).toBeVisible(REMOTE_READY);
  await search.fill(requested);
  await owner.page.getByRole('button', { name: 'Request a listing' }).click(REMOTE_READY);
  const form = owner.page.getByRole('form', { name: 'Request a listing' });
  await form.getByRole('textbox', { name: 'Manufacturer' }).fill('Requestwell Labs');
  await form.getByRole('textbox', { name: 'Pack size' }).fill('bottle of 100 ml');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(owner.page.getByRole('status').filter({ hasText: `Listing requested for ${requested}` })).toBeVisible();
  const requests = owner.page.getByRole('table', { name: 'Your listing requests' });
  await expect(requests.getByRole('row').filter({ hasText: requested })).toContainText('Waiting for review');

  // The admin approves it: the editor starts from the request.
  await signInByApi(page, seedCredentials().users.admin);
  await openAdmin(page, '/admin/inventory/requests', 'Catalogue');
  const grid = page.getByRole('grid', { name: 'Listing requests' });
  const row = grid.getByRole('row').filter({ hasText: requested });
  await expect(row).toContainText(store.name);
  await row.getByRole('link', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\/add\?request=/);
  await expect(page.getByTestId('listing-request')).toContainText(
    `Approving a store's listing request for "${requested}"`,
  );
  await expect(page.getByRole('textbox', { name: 'Brand name' })).toHaveValue(requested);
  await expect(page.getByRole('textbox', { name: 'Manufacturer' })).toHaveValue('Requestwell Labs');
  await expect(page.getByRole('textbox', { name: 'Pack size' })).toHaveValue('bottle of 100 ml');
  await page.getByRole('textbox', { name: 'Salt composition' }).fill('Dextromethorphan');
  await page.getByRole('textbox', { name: 'Dosage form' }).fill('Syrup');
  await page.getByRole('textbox', { name: 'MRP (₹)' }).fill('95');
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill('90');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add product and approve' }).click();
  await expect(toast(page, 'Listing request approved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inventory\/edit\//);

  // It left the open requests; the store sees it listed.
  await openAdmin(page, '/admin/inventory/requests', 'Catalogue');
  await expect(grid.getByRole('row').filter({ hasText: requested })).toHaveCount(0);
  await owner.page.reload();
  await expect(requests.getByRole('row').filter({ hasText: requested })).toContainText('Listed', REMOTE_READY);
  await expect(requests.getByRole('row').filter({ hasText: requested }).getByRole('link')).toHaveText(
    'View in the catalogue',
  );
  await owner.context.close();

  // The requests list fits a phone screen (the grid scrolls inside itself).
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, '/admin/inventory/requests?status=listed', 'Catalogue');
  await expect(grid.getByRole('row').filter({ hasText: requested })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
