import type { Page } from '@playwright/test';
import { ASSETS } from '../../shared/src/constants';
import { expect, test } from '../support/fixtures';
import { seedLocalStorage, UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame": the favicon comes from device storage (instamg-favicon, with a
// default) and is refreshed when the tab becomes visible.

const iconHref = (page: Page) =>
  page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? null);

test('uses the favicon stored on the device', async ({ page }) => {
  await seedLocalStorage(page, { 'instamg-favicon': '/uploads/festive-favicon.png' });
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  expect(await iconHref(page)).toBe('/uploads/festive-favicon.png');
  expect(await page.locator('link[rel~="icon"]').count()).toBe(1);
});

test('uses the default favicon when none is stored', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  expect(await iconHref(page)).toBe(ASSETS.defaultFavicon);
});

test('picks up a new stored favicon when the tab becomes visible again', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await page.evaluate(() => localStorage.setItem('instamg-favicon', '/uploads/changed-in-another-tab.png'));
  // Nothing re-reads storage until the tab is shown again.
  expect(await iconHref(page)).toBe(ASSETS.defaultFavicon);
  // Headless Chromium keeps every tab visible, so announce the (already visible) state change.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await iconHref(page)).toBe('/uploads/changed-in-another-tab.png');
});

test('start-up marks the coming-soon banner and password gate as done', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  const stored = await page.evaluate(() => [
    localStorage.getItem('instamg-coming-soon-dismissed'),
    localStorage.getItem('instamg-password-verified'),
  ]);
  expect(stored).toEqual(['true', 'true']);
});
