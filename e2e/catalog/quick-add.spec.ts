import { expect, test } from '../support/fixtures';
import { catalog, openCatalog } from './catalog-helpers';

// Product cards in lists offer Add (one of the product at the shown price), as peers' list pages
// do; the cart line, the badge and the toast are the cart remote's real ones.

test.beforeEach(() => test.slow());

test('Add on a /medicines card puts one of it in the cart', async ({ page }) => {
  await openCatalog(page, '/medicines');
  const card = catalog(page).getByTestId('product-card').filter({ hasText: 'Dolo 650 Tablet' }).first();
  await card.getByRole('button', { name: 'Add Dolo 650 Tablet to cart' }).click();
  await expect(page.getByText('Added 1 × Dolo 650 Tablet to your cart')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Once in the cart the card shows a −/+ stepper (issue 22 §4): + makes it two of one line.
  await card.getByRole('button', { name: 'One more Dolo 650 Tablet' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // The rest of the card still opens the product.
  await card.getByTestId('product-name').click();
  await expect(page).toHaveURL(/\/product\/dolo-650-tablet$/);
});

test('a Schedule X card in search results says Not sold online and has no Add', async ({ page }) => {
  await openCatalog(page, '/search?q=addwize');
  const card = catalog(page).getByTestId('product-card').filter({ hasText: 'Addwize 10 Tablet' }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Not sold online')).toBeVisible();
  await expect(card.getByRole('button', { name: /Add .* to cart/ })).toHaveCount(0);
});
