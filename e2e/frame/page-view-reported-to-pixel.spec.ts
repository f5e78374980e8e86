import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame": the page view goes to the advertising pixel on each path change, and the
// adapter does nothing unless the deployment configures a pixel id. The deployment's config is
// the shell's /runtime-config.js; the pixel itself is stood in for by a recording window.fbq.

async function recordPixelCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __pixelCalls: calls, fbq: (...args: unknown[]) => calls.push(args) });
  });
}

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pixelCalls: unknown[][] }).__pixelCalls);

async function deployWithPixelId(page: Page, pixelId: string): Promise<void> {
  await page.route('**/runtime-config.js', async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    // Keep everything the server generated; only add the pixel id, as ANALYTICS_PIXEL_ID would.
    await route.fulfill({
      response,
      body: `${script}\nglobalThis.__INSTAMG_CONFIG__.analyticsPixelId = ${JSON.stringify(pixelId)};`,
    });
  });
}

const openFooterLink = async (page: Page, name: string) => {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test('reports one PageView per path change when a pixel id is configured', async ({ page }) => {
  await recordPixelCalls(page);
  await deployWithPixelId(page, '123456789012345');
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await expect.poll(() => pixelCalls(page)).toEqual([['track', 'PageView']]);

  await openFooterLink(page, 'FAQ');
  await openFooterLink(page, 'Shipping Policy');
  await expect.poll(() => pixelCalls(page)).toHaveLength(3);
  expect(await pixelCalls(page)).toEqual(Array.from({ length: 3 }, () => ['track', 'PageView']));
});

test('reports nothing when no pixel id is configured', async ({ page }) => {
  await recordPixelCalls(page);
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await openFooterLink(page, 'FAQ');
  expect(await pixelCalls(page)).toEqual([]);
});
