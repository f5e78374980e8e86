// Journey: a customer without a store_admins row opening the store panel is turned away (SPEC §2).
import { expect, test } from '../support/fixtures';
import { ACCESS_DENIED_STORE, seedCredentials, signIn } from './auth-helpers';

test('a customer without store access at /store/dashboard gets the store-panel toast and goes to /', async ({
  page,
}) => {
  test.slow();
  await signIn(page, seedCredentials().users.customerB);
  await page.goto('/store/dashboard');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText(ACCESS_DENIED_STORE)).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
