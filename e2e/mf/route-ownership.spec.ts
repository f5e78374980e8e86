import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';

// The shell's route table in the browser (docs/routes.md): panel prefixes handed to their
// remotes' routes modules, the account frame placing a remote component, and unknown paths at
// every level ending on the shell's not-found page. The panels and orders are guarded, so each
// test signs in as the seeded person allowed there (admin for /admin, the store owner for /store).

// A sign-in plus a remote load on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('/admin redirects to /admin/dashboard inside mf_admin', async ({ page }) => {
  await signInByApi(page, seedCredentials().users.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, REMOTE_READY);
  await expect(page.locator('main [data-boundary="mf-admin"]').first()).toBeVisible(REMOTE_READY);
});

test('a store-panel sub-route is rendered by mf_store_panel under the shell router', async ({ page }) => {
  await signInByApi(page, seedCredentials().users.owner);
  await page.goto('/store/orders/ord_2041');
  await expect(page).toHaveURL(/\/store\/orders\/ord_2041$/);
  await expect(page.locator('main [data-boundary="mf-store-panel"]').first()).toBeVisible(REMOTE_READY);
});

const NOT_FOUND_CASES = [
  { path: '/admin/no-such-section', as: 'admin' },
  { path: '/store/no-such-section', as: 'owner' },
  { path: '/no-such-page', as: null },
] as const;

for (const { path, as } of NOT_FOUND_CASES) {
  test(`${path} shows the shell's not-found page`, async ({ page }) => {
    if (as) await signInByApi(page, seedCredentials().users[as]);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(REMOTE_READY);
  });
}

test('/orders is the shell account frame with mf_cart_checkout’s order list in it', async ({ page }) => {
  await signInByApi(page, seedCredentials().users.customerA);
  await page.goto('/orders');
  await expect(page.locator('main [data-boundary="mf-cart-checkout"]').first()).toBeVisible(REMOTE_READY);
});

test('/orders/:orderId is mf_cart_checkout’s order detail', async ({ page }) => {
  await signInByApi(page, seedCredentials().users.customerA);
  await page.goto('/orders/ord_2041');
  await expect(page.locator('main [data-boundary="mf-cart-checkout"]').first()).toBeVisible(REMOTE_READY);
});
