import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { UNKNOWN_PATH, waitForFrame } from './frame-helpers';

// SPEC §2 "Page frame": the licensed-pharmacy strip under the top bar when a nearest store is
// known, driven here by the same store-updated event mf-location publishes.

const store = {
  id: 'store-dwarka-7',
  name: 'Illustrative Dwarka Pharmacy',
  distance_km: 1.2,
  drug_license_number: 'DL-RX-20B-114455',
  gstin: '07AABCI1234F1Z5',
};

const publishStore = (page: Page, detail: unknown) =>
  page.evaluate((payload) => window.dispatchEvent(new CustomEvent('store-updated', { detail: payload })), detail);

test('appears with the licence and GST numbers when a store is known, and goes when it is cleared', async ({
  page,
}) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  const strip = page.getByTestId('pharmacy-strip');

  await publishStore(page, { store });
  await expect(strip).toBeVisible();
  await expect(strip.getByText('Licensed Pharmacy', { exact: true })).toBeVisible();
  await expect(strip.getByText(`DL: ${store.drug_license_number}`, { exact: true })).toBeVisible();
  await expect(strip.getByText(`GST: ${store.gstin}`, { exact: true })).toBeVisible();

  await publishStore(page, { store: { ...store, gstin: undefined } });
  await expect(strip.getByText(/^GST:/)).toHaveCount(0);
  await expect(strip.getByText(`DL: ${store.drug_license_number}`, { exact: true })).toBeVisible();

  await publishStore(page, { store: null });
  await expect(strip).toHaveCount(0);
});

test('sits directly under the top bar', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForFrame(page);
  await publishStore(page, { store });
  const bar = await page.getByRole('banner').boundingBox();
  const strip = await page.getByTestId('pharmacy-strip').boundingBox();
  expect(bar && strip).toBeTruthy();
  expect(Math.abs(strip!.y - (bar!.y + bar!.height))).toBeLessThanOrEqual(1);
});
