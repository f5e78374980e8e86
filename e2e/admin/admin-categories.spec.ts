// Journey (issue 19 §4): the admin adds a category of this spec's own at /admin/categories/new
// (the shared validator refuses a bad slug first), finds it on the grid, sees it on the home page,
// deactivates it in its editor, and it leaves the home page. It stays inactive, so no other spec
// sees it afterwards.
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { catalog, openCatalog } from '../catalog/catalog-helpers';
import { openAdmin } from './admin-helpers';

test('the admin adds a category, then deactivates it: it leaves the home page', async ({ page, browser }) => {
  test.slow();
  const run = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const name = `Zz Category ${run}`;
  await signInByApi(page, seedCredentials().users.admin);

  await openAdmin(page, '/admin/categories', 'Categories');
  await page.getByRole('link', { name: 'Add category' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add category' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // The slug follows the name; a bad one is refused before saving.
  await expect(page.getByRole('textbox', { name: 'Slug (link)' })).toHaveValue(`zz-category-${run}`);
  const slug = page.getByRole('textbox', { name: 'Slug (link)' });
  await slug.fill('Bad Slug');
  await slug.blur();
  await expect(page.getByText('Use lower-case letters and digits joined by single hyphens')).toBeVisible();
  await slug.fill(`zz-category-${run}`);
  await page.getByRole('textbox', { name: 'Sort order (smaller first)' }).fill('99999');
  await page.getByRole('textbox', { name: 'Icon (MUI icon name)' }).fill('Favorite');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Category added' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories\/(?!new)[^/]+$/);
  await expect(page.getByText('0 products in this category.')).toBeVisible();

  // On the grid (active filter in the URL), with its product count.
  await openAdmin(page, '/admin/categories?active=yes', 'Categories');
  const grid = page.getByRole('grid', { name: 'Categories' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('product-count')).toHaveText('0');

  // A visitor sees it on the home page.
  const visitor = await browser.newPage();
  await openCatalog(visitor, '/');
  const circles = catalog(visitor).getByRole('navigation', { name: 'Shop by category' });
  await expect(circles.getByRole('link', { name })).toBeVisible();

  // Deactivated in its editor: it leaves the home page.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('category-status')).toHaveText('Inactive');
  await visitor.reload();
  await expect(catalog(visitor).getByRole('navigation', { name: 'Shop by category' })).toBeVisible();
  await expect(circles.getByRole('link', { name })).toHaveCount(0);
  await expect(circles.getByRole('link', { name: 'Diabetes Care' })).toBeVisible();

  // The inactive filter lists it.
  await openAdmin(page, '/admin/categories?active=no', 'Categories');
  await expect(page.getByRole('grid', { name: 'Categories' }).getByRole('row').filter({ hasText: name })).toBeVisible();
  await visitor.close();
});
