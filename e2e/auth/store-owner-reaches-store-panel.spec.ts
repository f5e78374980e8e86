// Journey: a store owner (store_admins row, role owner) reaches the store panel.
import { expect, test } from '../support/fixtures';
import { ACCESS_DENIED_STORE, PAGE_LOAD, seedCredentials, signIn } from './auth-helpers';

test('the store owner reaches /store/dashboard', async ({ page }) => {
  test.slow();
  await signIn(page, seedCredentials().users.owner);
  await page.goto('/store/dashboard');
  await expect(page).toHaveURL(/\/store\/dashboard$/);
  await expect(page.getByText('Verifying authentication...')).toHaveCount(0);
  await expect(page.locator('[data-boundary="mf-store-panel"]').first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(ACCESS_DENIED_STORE)).toHaveCount(0);
});
