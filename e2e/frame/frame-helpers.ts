import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** SPEC §9 "Mobile breakpoint 768 px": 390 px is a typical phone. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/** SPEC §2 "Page frame": the pages that keep their scroll position and hide the bottom bar. */
export const POLICY_PAGES = ['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/contact'] as const;

/** A path no app owns, so the frame and the not-found page render with no remote page involved. */
export const UNKNOWN_PATH = '/no-such-page-for-frame-tests';

/** Writes device storage before any app script runs, on every navigation of the page. */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

/** The shell has rendered its frame: the top bar and the main landmark exist. */
export async function waitForFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // Server HTML is visible before the shell's listeners exist (cart-updated, clicks).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** React's console errors (hydration mismatches, recoverable errors, minified error codes) and uncaught page errors, as they come. */
export function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|recoverable|react|Minified|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Nothing on the page is wider than the phone, so it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, viewport: { width: number } = PHONE_VIEWPORT): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}
