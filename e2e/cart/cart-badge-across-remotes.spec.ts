// Journey (issue 7): the shell's cart badge follows cart changes made in two different remotes:
// adding in mf_catalog, changing quantities and removing in mf_cart_checkout.
import { expect, test } from '../support/fixtures';
import { addFromProductPage, cartCheckout, FIRST_LOAD_MS } from '../checkout/checkout-helpers';

// Whole journeys through functions and the sandbox on a shared two-core machine.
test.beforeEach(() => test.setTimeout(180_000));

test('the cart badge updates across remotes', async ({ page }) => {
  const banner = page.getByRole('banner');
  await addFromProductPage(page, 'dolo-650-tablet', 'Dolo 650 Tablet');
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Client-side navigation keeps the page: the cart page's store hears the same events.
  await banner.getByRole('link', { name: 'Cart, 1 item' }).click();
  const line = cartCheckout(page).getByRole('listitem', { name: 'Dolo 650 Tablet' });
  await expect(line).toBeVisible({ timeout: FIRST_LOAD_MS });
  await line.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }).click();
  await line.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }).click();
  await expect(banner.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(line.getByLabel('Quantity of Dolo 650 Tablet', { exact: true })).toHaveText('3');

  await line.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).click();
  await expect(banner.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // A quantity below 1 removes the line (SPEC §4).
  await line.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).click();
  await line.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).click();
  await expect(cartCheckout(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});
