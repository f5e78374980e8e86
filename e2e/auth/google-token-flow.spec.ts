// Journey: Google sign-in through Appwrite's OAuth2 token flow. With no Google client configured
// the dev server's local consent page stands in for Google.
import { expect, test } from '../support/fixtures';
import { PAGE_LOAD, uniqueEmail } from './auth-helpers';

test('Continue with Google → consent → back on the site, signed in as a new user', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('google');
  await page.goto(`/auth?from=${encodeURIComponent('/profile')}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByLabel('Google account email')).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Google account email').fill(email);
  await page.getByLabel('Name').fill('Google Person');
  await page.getByRole('button', { name: `Continue as ${email}` }).click();

  await expect(page.getByText('Signed in successfully')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Welcome to instamg!')).toBeVisible();
  // The remembered path survived the round trip, and the one-time secret left the address bar.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'Account of Google Person' })).toBeVisible();
});

test('cancelling at Google comes back with the Google Sign In Failed toast', async ({ page }) => {
  test.slow();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Google Sign In Failed')).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(/\/auth$/);
});
