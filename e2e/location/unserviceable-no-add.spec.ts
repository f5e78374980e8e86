// Issue 40 §8 on a 390 px phone: where no partner store is within 5 km, prices still show but
// Add gives way to SPEC §8's Area Not Serviceable words (product page and search result cards), and a cart filled elsewhere says why it
// cannot check out.
import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, NOT_SERVICEABLE, grantLocation, selector, warmUpLocationFunctions } from './location-helpers';
import { catalog } from '../catalog/catalog-helpers';
import { cartCheckout } from '../checkout/checkout-helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeAll(async () => warmUpLocationFunctions());
test.describe.configure({ timeout: 120_000 });

const WORDS = "Area Not Serviceable: We don't have partner stores within 5km of this location yet.";

test('unserviceable address: prices, no Add, and the cart says why it cannot check out', async ({ page, context }) => {
  await grantLocation(context, NOT_SERVICEABLE);
  await page.addInitScript(() => {
    // A cart filled while somewhere served.
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'instamg-cart',
        JSON.stringify([{ medicine_id: 'dolo-650-tablet', price: 30.5, quantity: 1, name: 'Dolo 650 Tablet' }]),
      );
    }
  });
  await page.goto('/product/dolo-650-tablet');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Not serviceable', FIRST_RESULT);
  const product = catalog(page);
  await expect(product.getByTestId('availability')).toHaveText(WORDS, FIRST_RESULT);
  await expect(product.getByText(/₹\d/).first()).toBeVisible();
  await expect(product.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(product.getByRole('button', { name: /Notify me/ })).toHaveCount(0);

  // Search result cards say the same instead of Add (and offer no Notify me).
  await page.goto('/search?q=dolo');
  const results = catalog(page).getByTestId('search-result');
  await expect(results.first().getByTestId('availability-line')).toHaveText(WORDS, FIRST_RESULT);
  await expect(results.first().getByText(/₹\d/).first()).toBeVisible();
  await expect(catalog(page).getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(catalog(page).getByRole('button', { name: /Notify me/ })).toHaveCount(0);

  await page.goto('/cart');
  const cart = cartCheckout(page);
  await expect(cart.getByTestId('cart-blocked')).toHaveText(
    `${WORDS} Choose another delivery address to check out.`,
    FIRST_RESULT,
  );
  await expect(cart.getByText('Choose your delivery location')).toHaveCount(0);
  await expect(cart.getByTestId('sticky-proceed')).toBeDisabled();
});
