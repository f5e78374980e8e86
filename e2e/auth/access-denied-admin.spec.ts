// Journey: a customer opening the admin panel is turned away (SPEC §2 "Route guard").
import { expect, test } from '../support/fixtures';
import { ACCESS_DENIED_ROLE, seedCredentials, signIn } from './auth-helpers';

test('a customer at /admin/dashboard gets the permission toast and goes to /', async ({ page }) => {
  test.slow();
  await signIn(page, seedCredentials().users.customerA);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText(ACCESS_DENIED_ROLE)).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
