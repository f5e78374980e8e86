import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../auth/auth-helpers';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, POLICY_PAGES, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame": the bottom bar shows only on mobile and not on the policy pages;
// exact-path highlight; Profile stores profileActiveTab in session storage, then opens /profile.

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  // One page for each list: a full load per path, one browser context per list.
  test(`is shown on /, /faq and an unknown path, without horizontal scrolling`, async ({ page }) => {
    for (const path of ['/', '/faq', UNKNOWN_PATH]) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForFrame(page);
        await expect(bottomBar(page)).toBeVisible();
        await expect(bottomBar(page).getByRole('link')).toHaveText(['Home', 'Categories', 'Search', 'Cart', 'Profile']);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      });
    }
  });

  test(`is hidden on the policy pages`, async ({ page }) => {
    for (const path of POLICY_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForFrame(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(bottomBar(page)).toHaveCount(0);
      });
    }
  });

  test('highlights the tab whose path matches exactly', async ({ page }) => {
    await page.goto('/faq');
    await waitForFrame(page);
    await expect(bottomBar(page).locator('[aria-current="page"]')).toHaveCount(0);
    await bottomBar(page).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(bottomBar(page).locator('[aria-current="page"]')).toHaveText('Categories');
  });

  test('Profile stores the tab in session storage, then opens /profile', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    expect(await page.evaluate(() => sessionStorage.getItem('profileActiveTab'))).toBeNull();
    await bottomBar(page).getByRole('link', { name: 'Profile' }).click();
    // /profile is a signed-in route: a guest lands on the route guard's redirect, which names it.
    await expect(page).toHaveURL(/\/auth\?from=%2Fprofile$/);
    expect(await page.evaluate(() => sessionStorage.getItem('profileActiveTab'))).toBe('profile');
  });

  test('a toast sits above the bar and leaves its tabs tappable', async ({ page }) => {
    await page.goto('/auth');
    await waitForFrame(page);
    await submitSignIn(page, { email: 'nobody@example.in', password: 'definitely-not-it' });
    const toast = page.getByText('Sign in failed');
    await expect(toast).toBeVisible();
    const toastBox = (await page.locator('.notistack-SnackbarContainer').boundingBox())!;
    const barBox = (await bottomBar(page).boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    // Playwright refuses a click that something else would intercept.
    await bottomBar(page).getByRole('link', { name: 'Categories' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/medicines$/);
    await expect(toast).toBeVisible();
  });

  test('the top bar drops the account control on mobile', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});

test.describe('on desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('there is no bottom bar, and guests get Sign in in the top bar', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    await expect(bottomBar(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  test('768 px wide is already desktop (SPEC breakpoint)', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(UNKNOWN_PATH);
    await waitForFrame(page);
    await expect(bottomBar(page)).toHaveCount(0);
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(bottomBar(page)).toBeVisible();
  });
});
