import { expect, test } from '../support/fixtures';
import { FIRST_RESULT, warmUpLocationFunctions } from '../location/location-helpers';
import { partnerPort, startPartnerServer } from './embed-server';
import { DWARKA_SEC6, DWARKA_SEC6_NAME, ENDPOINT, expectIsolation } from './widget-helpers';

/** The demo host keeps the mounted parcel on window (mf-location/embed/single-spa-host.ts). */
interface ParcelWindow {
  deliveryParcel?: { getStatus(): string };
}

let partner: Awaited<ReturnType<typeof startPartnerServer>>;
test.beforeAll(async ({}, info) => {
  await warmUpLocationFunctions();
  partner = await startPartnerServer(partnerPort('singleSpa', info.parallelIndex));
});
test.afterAll(async () => partner?.close());

test.describe.configure({ timeout: 90_000 });

test('the parcel mounts in a single-spa host, selects a store, dispatches store-updated and unmounts cleanly', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DWARKA_SEC6);
  await page.goto(`${partner.origin}/embed/single-spa.html?endpoint=${encodeURIComponent(ENDPOINT())}&project=instamg`);

  const slot = page.locator('#delivery-slot');
  await expect(slot.getByTestId('delivery-status')).toHaveText('Delivery in 15 min', FIRST_RESULT);
  await expect(slot.getByTestId('delivery-store')).toContainText(DWARKA_SEC6_NAME, FIRST_RESULT);
  await expect(page.locator('#last-store')).toHaveText(DWARKA_SEC6_NAME);
  expect(await page.evaluate(() => (window as unknown as ParcelWindow).deliveryParcel?.getStatus())).toBe('MOUNTED');

  await expectIsolation(page, '#delivery-slot');

  await page.locator('#unmount').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ParcelWindow).deliveryParcel?.getStatus()))
    .toBe('NOT_MOUNTED');
  expect(await page.evaluate(() => document.querySelector('#delivery-slot')!.shadowRoot!.childElementCount)).toBe(0);
});
