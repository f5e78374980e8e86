import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT } from '../frame/frame-helpers';
import { FIRST_RESULT, DWARKA_SEC6_NAME, selector, toast, warmUpLocationFunctions } from './location-helpers';

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeAll(async () => warmUpLocationFunctions());

// No geolocation permission is granted in these tests: Chromium answers code 1 (denied).

test.describe.configure({ timeout: 90_000 });

test("denied, and the server's IP locale names no city: 'Location not available'", async ({ page }) => {
  await page.goto('/');
  await expect(toast(page, 'Location not available')).toBeVisible(FIRST_RESULT);
  await expect(toast(page, 'Location not available')).toContainText(
    'Please manually enter your delivery address for the best experience.',
  );
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Not serviceable', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-address')).toHaveText('Location not available');
});

/** Points the runtime config's ipLocationUrl at a stubbed IP-lookup service. */
async function stubIpLookup(page: Page, reply: unknown): Promise<void> {
  await page.route('**/runtime-config.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\nglobalThis.__INSTAMG_CONFIG__.ipLocationUrl = 'http://ip-lookup.test/json';\n`;
    await route.fulfill({ response, body });
  });
  await page.route('http://ip-lookup.test/json', (route) =>
    route.fulfill({ json: reply, headers: { 'access-control-allow-origin': '*' } }),
  );
}

test("denied → the configured IP lookup places the user: 'Using approximate location' and a store", async ({
  page,
}) => {
  await stubIpLookup(page, { ip: '203.0.113.9', latitude: 28.5921, longitude: 77.046, city: 'New Delhi' });
  await page.goto('/');
  await expect(toast(page, 'Using approximate location')).toBeVisible(FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-store')).toContainText(DWARKA_SEC6_NAME, FIRST_RESULT);
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('instamg-coordinates') ?? 'null'));
  expect(saved).toEqual({ latitude: 28.5921, longitude: 77.046, isIpBased: true });
});

test('IP data without latitude or longitude is rejected', async ({ page }) => {
  await stubIpLookup(page, { ip: '203.0.113.9', city: 'New Delhi' });
  await page.goto('/');
  await expect(toast(page, 'Location not available')).toBeVisible(FIRST_RESULT);
  await expect(toast(page, 'Using approximate location')).toHaveCount(0);
});
