import { expect, test } from '../support/fixtures';

// The shell's route table in the browser: panel prefixes handed to their remotes' routes modules,
// the account frame placing a remote component, and unknown paths at every level ending on the
// shell's not-found page (docs/routes.md).

test('/admin redirects to /admin/dashboard inside mf_admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('[data-boundary="mf-admin"]').getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
});

test('a store-panel sub-route reads its params from the shell router', async ({ page }) => {
  await page.goto('/store/orders/ord_2041');
  const panel = page.locator('[data-boundary="mf-store-panel"]');
  await expect(panel.getByRole('heading', { name: 'Store order' })).toBeVisible();
  await expect(panel.getByText('orderId: ord_2041')).toBeVisible();
});

for (const path of ['/admin/no-such-section', '/store/no-such-section', '/no-such-page']) {
  test(`${path} shows the shell's not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
}

test('/orders is the shell account frame with mf_cart_checkout’s order list in it', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.locator('[data-boundary="mf-cart-checkout"]').getByTestId('order-list')).toBeVisible();
});

test('/orders/:orderId is mf_cart_checkout’s order detail', async ({ page }) => {
  await page.goto('/orders/ord_2041');
  const detail = page.locator('[data-boundary="mf-cart-checkout"]');
  await expect(detail.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await expect(detail.getByText('orderId: ord_2041')).toBeVisible();
});
