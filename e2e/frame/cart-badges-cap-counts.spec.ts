import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, seedLocalStorage, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §9: top bar badge '99+' above 99, mobile bar badge '9+' above 9, no badge at 0.
// The cart is seeded in device storage under the key the cart uses (SPEC §3).

const CART_KEY = 'instamg-cart';
const cartOf = (...quantities: number[]) =>
  JSON.stringify(quantities.map((quantity, index) => ({ medicine_id: `med-${index + 1}`, price: 42.5, quantity })));

test.describe('top bar (desktop)', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('shows 99+ when the quantities add up to more than 99', async ({ page }) => {
    await seedLocalStorage(page, { [CART_KEY]: cartOf(60, 40, 5) });
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 105 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.locator('.MuiBadge-badge')).toHaveText('99+');
  });

  test('shows the exact count at 99', async ({ page }) => {
    await seedLocalStorage(page, { [CART_KEY]: cartOf(90, 9) });
    await page.goto(UNKNOWN_PATH);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 99 items' }).locator('.MuiBadge-badge'),
    ).toHaveText('99');
  });

  test('hides the badge for an empty cart', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true });
    await expect(cart).toBeVisible();
    await expect(cart.locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
  });

  test('follows cart-updated events from the app that changed the cart', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    await page.evaluate(() => {
      const items = [{ medicine_id: 'med-1', price: 10, quantity: 3 }];
      window.dispatchEvent(new CustomEvent('cart-updated', { detail: { count: 3, total: 30, items } }));
    });
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).locator('.MuiBadge-badge'),
    ).toHaveText('3');
  });
});

test.describe('mobile bar (390 px)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('shows 9+ above 9, and the top bar has no cart button', async ({ page }) => {
    await seedLocalStorage(page, { [CART_KEY]: cartOf(7, 5) });
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    const cart = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Cart, 12 items' });
    await expect(cart.locator('.MuiBadge-badge')).toHaveText('9+');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  });

  test('shows the exact count at 9', async ({ page }) => {
    await seedLocalStorage(page, { [CART_KEY]: cartOf(4, 5) });
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Cart, 9 items' });
    await expect(cart.locator('.MuiBadge-badge')).toHaveText('9');
  });
});
