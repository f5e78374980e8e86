import { expect, test } from '../support/fixtures';
import { DESKTOP_VIEWPORT } from '../frame/frame-helpers';
import { FIRST_RESULT, NOT_SERVICEABLE, grantLocation, selector, warmUpLocationFunctions } from './location-helpers';

test.use({ viewport: DESKTOP_VIEWPORT });
test.beforeAll(async () => warmUpLocationFunctions());

test.describe.configure({ timeout: 90_000 });

test("no store within 5 km: 'Not serviceable', no store, no strip, stored store deleted", async ({ page, context }) => {
  await grantLocation(context, NOT_SERVICEABLE);
  await page.addInitScript(() => {
    // A store remembered from an earlier visit elsewhere must not survive (SPEC §4).
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'instamg-selected-store',
        JSON.stringify({ id: 'dl-dwarka-sec6', name: 'Dwarka Care Pharmacy', distance_km: 0 }),
      );
    }
  });
  await page.goto('/');
  await expect(selector(page).getByTestId('delivery-status')).toHaveText('Not serviceable', FIRST_RESULT);
  await expect(selector(page).getByTestId('delivery-store')).toHaveCount(0);
  await expect(page.getByTestId('pharmacy-strip')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('instamg-selected-store'))).toBeNull();

  await page.goto('/stores');
  await expect(page.getByText("We don't have partner stores within 5km of this location yet.")).toBeVisible();
  await expect(page.getByTestId('store-card')).toHaveCount(0);
});
