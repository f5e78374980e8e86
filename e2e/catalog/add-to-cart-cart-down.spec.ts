// Add to cart goes through mf_cart_checkout's cart API. With that remote down the product page
// still works, the button says so in a toast and the cart keeps what it had; once the remote is
// back, the same button adds — no reload.
import { STORAGE_KEYS } from '../../shared/src/constants';
import { expect, test } from '../support/fixtures';
import { remoteUrlPattern } from '../support/apps';
import { catalog, openCatalog } from './catalog-helpers';

test.setTimeout(120_000);
// The runtime reports the failed load of the cart remote — and only of that remote.
test.use({ expectedConsoleErrors: [/^(?=[\s\S]*RUNTIME-\d+)(?=[\s\S]*\bmf_cart_checkout\b)/] });

const savedLine = { medicine_id: 'azithral-500-tablet', price: 119.5, quantity: 2, name: 'Azithral 500 Tablet' };

test('with the cart remote down, Add to cart shows a clear error and the cart is unchanged; it works once the remote is back', async ({
  page,
}) => {
  await page.addInitScript(
    ({ key, line }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify([line]));
    },
    { key: STORAGE_KEYS.cart, line: savedLine },
  );
  const cartDown = remoteUrlPattern('mf_cart_checkout');
  await page.route(cartDown, (route) => route.abort('connectionrefused'));
  const storedCart = async () =>
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cart)) ?? 'null');

  await openCatalog(page, '/product/dolo-650-tablet');
  const addButton = catalog(page).getByRole('button', { name: 'Add to cart' });
  await addButton.click();
  await expect(
    page.getByText(
      'Dolo 650 Tablet was not added: the cart is temporarily unavailable. Your cart is unchanged — please try again in a moment.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  expect(await storedCart()).toEqual([savedLine]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // The page itself is intact: the button is usable again.
  await expect(addButton).toBeEnabled();

  await page.unroute(cartDown);
  // Repeated failures open the host's circuit breaker for a few seconds, during which a click is
  // refused at once ("try again in a moment"); a customer clicks again, so does the test.
  const added = page.getByText('Added 1 × Dolo 650 Tablet to your cart');
  const refusals = page.getByText('Dolo 650 Tablet was not added', { exact: false });
  await expect(async () => {
    const refusedBefore = await refusals.count();
    await addButton.click();
    await expect(async () =>
      expect((await added.count()) > 0 || (await refusals.count()) > refusedBefore).toBe(true),
    ).toPass({ timeout: 30_000 });
    await expect(added).toBeVisible({ timeout: 1 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  expect(await storedCart()).toEqual([
    savedLine,
    expect.objectContaining({ medicine_id: 'dolo-650-tablet', quantity: 1, name: 'Dolo 650 Tablet' }),
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});
