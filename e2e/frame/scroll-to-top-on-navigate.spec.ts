import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT, scrollY, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame": the page scrolls to the top on every route change, except on the
// policy pages. Navigation is client-side (footer links), so only the frame can reset scroll.
// Each destination page is visited once first: its lazy chunk is then cached and it renders at
// full height at once. A short loading skeleton would clamp the scroll position by itself and
// make both tests pass for the wrong reason.

test.use({ viewport: DESKTOP_VIEWPORT });

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a route change scrolls back to the top', async ({ page }) => {
  await page.goto('/faq');
  await waitForFrame(page);
  await expect(heading(page, 'Frequently Asked Questions')).toBeVisible();
  await footerLink(page, 'Terms and Conditions').click();
  await expect(heading(page, 'Terms and Conditions')).toBeVisible();

  await footerLink(page, 'FAQ').scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await footerLink(page, 'FAQ').click();

  await expect(heading(page, 'Frequently Asked Questions')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('opening a policy page keeps the scroll position', async ({ page }) => {
  await page.goto('/privacy-policy');
  await waitForFrame(page);
  await expect(heading(page, 'Privacy Policy')).toBeVisible();
  await footerLink(page, 'Terms and Conditions').click();
  await expect(heading(page, 'Terms and Conditions')).toBeVisible();

  await footerLink(page, 'Privacy Policy').scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await footerLink(page, 'Privacy Policy').click();

  await expect(heading(page, 'Privacy Policy')).toBeVisible();
  // Give a scroll reset, if there were one, two frames to happen before reading the position.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await scrollY(page)).toBeGreaterThan(200);
});
