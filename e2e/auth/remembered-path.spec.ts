// Journey: a guest stopped at a signed-in route returns there after signing in (SPEC §2 "Route guard").
import { expect, test } from '../support/fixtures';
import { seedCredentials, submitSignIn } from './auth-helpers';

test('a guest sent to /auth from /profile/orders goes back there after sign-in', async ({ page }) => {
  test.slow();
  const { users } = seedCredentials();
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(`/auth?from=${encodeURIComponent('/profile/orders')}`);

  await submitSignIn(page, users.customerA);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
});

test('an unsafe remembered path falls back to /', async ({ page }) => {
  test.slow();
  const { users } = seedCredentials();
  await page.goto(`/auth?from=${encodeURIComponent('//evil.example/steal')}`);
  await submitSignIn(page, users.customerA);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
