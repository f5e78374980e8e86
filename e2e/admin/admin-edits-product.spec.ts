// Journey (issue 19 §3): the admin finds a product in /admin/inventory by its salt, opens the
// editor, changes the price and uploads an image (preview first), saves; the customer product page
// shows the new price and the uploaded image. Invalid values are refused field by field, and
// unlisting removes the product from the customer's page. The product is this spec's own.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { catalog, openCatalog, rupees } from '../catalog/catalog-helpers';
import { fixtureProduct, openAdmin } from './admin-helpers';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin edits the price and image; the customer product page shows both', async ({ page, browser }) => {
  test.slow();
  const id = `e2e-admin-edit-${test.info().workerIndex}-${Date.now().toString(36)}`;
  await fixtureProduct(id, `Edittest ${id}`);
  await signInByApi(page, seedCredentials().users.admin);

  // Found by salt + manufacturer search, filtered, in the grid; the link opens the editor.
  await openAdmin(page, '/admin/inventory', 'Catalogue');
  const search = page.getByRole('search', { name: 'Filter products' });
  await search.getByLabel('Search brand, salt or manufacturer').fill('E2E Pharma');
  await search.getByLabel('Search brand, salt or manufacturer').press('Enter');
  await expect(page).toHaveURL(/q=E2E\+Pharma/);
  const grid = page.getByRole('grid', { name: 'Products' });
  await grid.getByRole('link', { name: `Edittest ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inventory/edit/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit Edittest ${id}` })).toBeVisible();

  // A price above the MRP is refused before saving.
  const price = page.getByRole('textbox', { name: 'Price (₹)' });
  await price.fill('55');
  await price.blur();
  await expect(page.getByText('Price cannot be more than the MRP.')).toBeVisible();
  await price.fill('39.5');
  await expect(page.getByText('Price cannot be more than the MRP.')).toHaveCount(0);

  await page.getByLabel('Product image').setInputFiles({ name: 'pill.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Product image preview' });
  await expect(preview).toHaveAttribute('src', /\/storage\/buckets\/product_images\/files\/[^/]+\/view/);
  const imageUrl = (await preview.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Product saved' })).toBeVisible();

  // Another visitor (no session) sees the new price and the image.
  const customer = await browser.newPage();
  await openCatalog(customer, `/product/${id}`);
  const root = catalog(customer);
  await expect(root.getByRole('heading', { level: 1, name: `Edittest ${id}` })).toBeVisible();
  await expect(root.getByTestId('price-block').first().getByTestId('selling-price')).toHaveText(rupees(39.5));
  await expect(root.getByRole('img', { name: `Edittest ${id}` }).first()).toHaveAttribute('src', imageUrl);

  // Unlisting takes it off the customer's page.
  await page.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByTestId('listing-status')).toHaveText('Unlisted');
  await customer.reload();
  await expect(root.getByRole('heading', { level: 1, name: `Edittest ${id}` })).toHaveCount(0, { timeout: 20_000 });
  await customer.close();
});

test('every SPEC edit path opens the same editor; a new product is added through /admin/inventory/add', async ({
  page,
}) => {
  test.slow();
  const id = `e2e-admin-paths-${test.info().workerIndex}-${Date.now().toString(36)}`;
  await fixtureProduct(id, `Pathtest ${id}`);
  await signInByApi(page, seedCredentials().users.admin);
  for (const path of [`/admin/inventory/${id}`, `/admin/product/edit/${id}`]) {
    await openAdmin(page, path, `Edit Pathtest ${id}`);
    await expect(page.getByRole('textbox', { name: 'Brand name' })).toHaveValue(`Pathtest ${id}`);
  }

  await openAdmin(page, '/admin/inventory/add', 'Add product');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(/Please correct \d+ fields marked in red\./)).toBeVisible();
  const name = `Newtest ${id}`;
  await page.getByRole('textbox', { name: 'Brand name' }).fill(name);
  await page.getByRole('textbox', { name: 'Manufacturer' }).fill('E2E Pharma');
  await page.getByRole('textbox', { name: 'Salt composition' }).fill('Cetirizine');
  await page.getByRole('textbox', { name: 'Strength' }).fill('10 mg');
  await page.getByRole('textbox', { name: 'Pack size' }).fill('strip of 10 tablets');
  await page.getByRole('textbox', { name: 'MRP (₹)' }).fill('20');
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill('18');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  // A Schedule X product may be listed but never sold: the editor says so and ticks Rx.
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Schedule X (not sold online)' }).click();
  await expect(page.getByText('customers cannot order them online')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Prescription required' })).toBeChecked();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inventory\/edit\/[^/]+$/);
});
