// Journey (issue 19 §5): the admin finds a new user in /admin/users, makes them an admin, and the
// user reaches the admin console; the admin removes the role and the user gets the Access Denied
// toast on /admin. The user is this spec's own. The Users API key never reaches the browser.
import { ID } from 'node-appwrite';
import { expect, test } from '../support/fixtures';
import { ACCESS_DENIED_ROLE, seedCredentials, uniqueEmail, signInByApi } from '../auth/auth-helpers';
import { keyUsers, openAdmin } from './admin-helpers';

test('grant admin → the user reaches /admin; revoke → Access Denied', async ({ page, browser }) => {
  test.slow();
  const email = uniqueEmail('promoted');
  const password = 'Promoted-pass-2026';
  const name = `Promoted ${Date.now().toString(36)}`;
  const user = await keyUsers().create({ userId: ID.unique(), email, password, name });

  await signInByApi(page, seedCredentials().users.admin);
  await openAdmin(page, '/admin/users', 'Users');
  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByLabel('Search name, e-mail or phone').fill(email);
  await search.getByLabel('Search name, e-mail or phone').press('Enter');
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole('grid', { name: 'Users' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.$id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByTestId('user-labels')).toContainText('admin');

  const promoted = await browser.newPage();
  await signInByApi(promoted, { email, password });
  await openAdmin(promoted, '/admin/settings', 'Settings');

  await page.getByRole('button', { name: 'Remove admin role' }).click();
  await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await promoted.goto('/admin/settings');
  await expect(promoted.getByText(ACCESS_DENIED_ROLE)).toBeVisible({ timeout: 20_000 });
  await promoted.close();
});

test('the admin’s own account offers no self-demotion', async ({ page }) => {
  test.slow();
  await signInByApi(page, seedCredentials().users.admin);
  await openAdmin(page, `/admin/users/${seedCredentials().users.admin.id}`, /.+/);
  await expect(page.getByText('This is your own account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove admin role' })).toHaveCount(0);
});
