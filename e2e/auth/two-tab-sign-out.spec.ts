// Journey: signing out in one tab signs the other tab out too (SPEC §4 "Authentication").
import { TIMINGS } from '../../shared/src/constants';
import { expect, test } from '../support/fixtures';
import { PAGE_LOAD, seedCredentials, signIn } from './auth-helpers';

test('sign-out in one tab moves the other tab from /account to /auth', async ({ page, context }) => {
  test.slow();
  // One fake clock for the context (both tabs): it ticks in real time, and jumps over the ignore window below.
  await context.clock.install();
  await signIn(page, seedCredentials().users.customerA);
  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible(PAGE_LOAD);
  // SPEC: a sync message less than 2 s after the tab's last session check is ignored: move past it.
  await context.clock.fastForward(TIMINGS.tabSyncIgnoreMs + 100);

  // A background tab gets no animation frames, so Playwright could never see the button as stable.
  await page.bringToFront();
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await expect(other).toHaveURL(`/auth?from=${encodeURIComponent('/account')}`);
  await expect(other.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // The 100 ms message is gone from storage in both tabs.
  await expect.poll(() => other.evaluate(() => window.localStorage.getItem('instamg-auth-sync'))).toBeNull();
});
