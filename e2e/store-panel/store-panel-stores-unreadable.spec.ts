// Failure: the member's stores cannot be read (the backend answers 503 to the panel's store_admins
// read, after the shell's guard has let the owner in). The panel says so and offers Try again,
// which loads the dashboard once the backend answers.
import type { Route } from '@playwright/test';
import { REMOTE_READY } from '../support/apps';
import { expect, test } from '../support/fixtures';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';

/** The panel's read lists up to 100 rows; the shell's guard reads one. */
function isPanelMembershipRead(url: string): boolean {
  return decodeURIComponent(url).includes('"values":[100]');
}

test('an unreadable store list shows the error and Try again recovers', async ({ page }) => {
  test.slow();
  let failing = true;
  await page.route('**/tablesdb/instamg/tables/store_admins/rows?**', async (route: Route) => {
    if (failing && isPanelMembershipRead(route.request().url())) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Service unavailable',
          code: 503,
          type: 'general_server_error',
          version: '1.9.0',
        }),
      });
      return;
    }
    await route.continue();
  });

  await signInByApi(page, seedCredentials().users.owner);
  await page.goto('/store/dashboard');
  await expect(page.getByText('We could not load your stores. Check the connection and try again.')).toBeVisible(
    REMOTE_READY,
  );
  await expect(page.getByRole('navigation', { name: 'Store panel' })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('navigation', { name: 'Store panel' })).toBeVisible();
});
