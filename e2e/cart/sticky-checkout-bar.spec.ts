// Issue 40 §10 on a 390 px phone: the cart keeps its total, the delivery fee estimated from the
// selected store, and "Proceed to checkout" in a bar stuck just above the shell's bottom bar
// (one component with the product page's buy bar, shared/src/sticky-bar.ts); on a desktop the
// summary's own button does it and the bar is hidden.
import { expect, test } from '../support/fixtures';
import { LAYOUT, STORAGE_KEYS } from '../../shared/src/constants';
import { cartCheckout, openCartCheckout } from '../checkout/checkout-helpers';
import { DWARKA_SEC6, grantLocation } from '../location/location-helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('the phone cart has a sticky checkout bar with the total and the store-based delivery fee', async ({
  page,
  context,
}) => {
  await grantLocation(context, DWARKA_SEC6);
  // Enough lines to scroll: the bar must stay in view while the list moves under it.
  const lines = [
    'dolo-650-tablet',
    'crocin-650-tablet',
    'calpol-650-tablet',
    'pan-40-tablet',
    'azithral-500-tablet',
    'addwize-10-tablet',
    'taxim-o-200-tablet',
    'crocin-advance-tablet',
  ].map((id, i) => ({
    medicine_id: id,
    price: 20 + i,
    quantity: 2,
    name: id,
  }));
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    [STORAGE_KEYS.cart, JSON.stringify(lines)] as const,
  );
  await openCartCheckout(page, '/cart');
  const cart = cartCheckout(page);
  const bar = cart.getByTestId('sticky-checkout-bar');
  await expect(bar).toBeVisible({ timeout: 45_000 });
  // The fee comes from the selected store once the delivery selector has one (not 'At checkout').
  const fee = cart.getByTestId('cart-delivery-fee');
  await expect(fee).toHaveText(/^(About ₹\d[\d,.]*|Free)$/, { timeout: 30_000 });
  await expect(bar).toContainText(`Delivery: ${await fee.textContent()}`);
  await expect(bar).toContainText(/₹\d/);

  // Stuck above the bottom bar, at the bottom of the screen, at the top of the list and further down.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 * 1.5);
  for (const scroll of [0, 400]) {
    await page.mouse.wheel(0, scroll);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2 || y === 0, scroll);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 - LAYOUT.mobileBottomBarHeightPx + 1);
    expect(box.y + box.height).toBeGreaterThan(844 - LAYOUT.mobileBottomBarHeightPx - 8);
  }
  await expect(cart.getByTestId('sticky-proceed')).toBeEnabled();
  await cart.getByTestId('sticky-proceed').click();
  await expect(page).toHaveURL(/\/(checkout|auth)/);

  // Desktop: no sticky bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCartCheckout(page, '/cart');
  await expect(cart.getByRole('link', { name: 'Proceed to checkout' }).first()).toBeVisible();
  await expect(bar).toBeHidden();
});
