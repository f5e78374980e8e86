// Journey: the seeded admin (user label 'admin') reaches the admin panel.
import { expect, test } from '../support/fixtures';
import { ACCESS_DENIED_ROLE, PAGE_LOAD, seedCredentials, signIn } from './auth-helpers';

test('the admin reaches /admin/dashboard', async ({ page }) => {
  test.slow();
  await signIn(page, seedCredentials().users.admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Past the guard: no spinner, no denial, the admin remote's page is mounted.
  await expect(page.getByText('Verifying authentication...')).toHaveCount(0);
  await expect(page.locator('[data-boundary="mf-admin"]').first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(ACCESS_DENIED_ROLE)).toHaveCount(0);
});
