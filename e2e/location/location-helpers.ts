import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Seeded store dl-dwarka-sec6 ('Dwarka Care Pharmacy'), appwrite/seed/src/data/stores.ts. */
export const DWARKA_SEC6 = { latitude: 28.5921, longitude: 77.046 } as const;
export const DWARKA_SEC6_NAME = 'Dwarka Care Pharmacy';
/** NOT_SERVICEABLE_POINT of the seed (Sam, Jaisalmer): no store within 5 km. */
export const NOT_SERVICEABLE = { latitude: 26.8333, longitude: 70.5047 } as const;

export async function grantLocation(
  context: BrowserContext,
  at: { latitude: number; longitude: number },
): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(at);
}

/** The top bar's delivery selector (mf-location). */
export function selector(page: Page) {
  return page.getByRole('banner').getByTestId('delivery-selector');
}

export async function openPopover(page: Page) {
  await selector(page).click();
  const popover = page.getByRole('dialog', { name: 'Select Delivery Address' });
  await expect(popover).toBeVisible();
  return popover;
}

/** A toast by its title (SPEC §8). */
export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/**
 * The dev server's first execution of a function is a cold start (several seconds on two cores,
 * and executions queue behind it). Warm store-locator and geocoder once per worker so the
 * specs measure the product, not the cold start.
 */
export async function warmUpLocationFunctions(
  endpoint = process.env.APPWRITE_ENDPOINT ?? 'http://localhost:8180/v1',
): Promise<void> {
  const bodies = {
    'store-locator': { latitude: 28.5921, longitude: 77.046, radius: 5 },
    geocoder: { action: 'reverse', latitude: 28.5921, longitude: 77.046 },
  };
  for (const [functionId, body] of Object.entries(bodies)) {
    const response = await fetch(`${endpoint}/functions/${functionId}/executions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'instamg' },
      body: JSON.stringify({
        body: JSON.stringify(body),
        async: false,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    });
    if (!response.ok) throw new Error(`warming ${functionId} failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * The first paint of the selector waits for the shell, the mf-location remote, device location
 * and a function execution in a row; on a loaded two-core machine that exceeds the default
 * 10 s expect timeout, so first checks use this one.
 */
export const FIRST_RESULT = { timeout: 30_000 } as const;
