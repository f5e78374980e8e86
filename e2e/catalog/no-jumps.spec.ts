// Issue 40 §6 "No jumps" on a 390 px phone, for a returning customer (the selected store in device
// storage, so the server HTML is rendered without it): the pharmacy strip's space is there from the
// server HTML, the catalogue price the server rendered is never shown (one price, the store's, from
// the first paint), and the page's cumulative layout shift stays ≤ 0.05 (layout shift is not a
// timing measure; the Lighthouse number is in `npm run bench`, "server, returning"). And the same
// for a new customer whose location is already allowed: the selector picks the nearest store
// without a tap, which is where issue 40 saw the 57 px jump and ₹28.22 → ₹28.17.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { APPWRITE_ENDPOINT, catalog } from './catalog-helpers';
import { DWARKA_SEC6, grantLocation, warmUpLocationFunctions } from '../location/location-helpers';
import { STORAGE_KEYS } from '../../shared/src/constants';
import { storeFromLocator } from '../../shared/src/domain/store';

// A phone's User-Agent too: the render server sends phone HTML by it (shared/src/ssr.ts hints).
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
});
test.describe.configure({ timeout: 90_000 });

const MAX_CLS = 0.05;

test('search and product pages keep still while the stored store arrives', async ({ page }) => {
  const response = await fetch(`${APPWRITE_ENDPOINT}/tablesdb/instamg/tables/stores/rows/dl-dwarka-sec6`, {
    headers: { 'X-Appwrite-Project': 'instamg' },
  });
  expect(response.ok).toBe(true);
  const store = storeFromLocator({ ...(await response.json()), distance_km: 1.2 });
  await watchShifts(page, JSON.stringify(store));

  await expectStill(page);
});

test('a first visit with the location allowed keeps still while the nearest store is picked', async ({
  page,
  context,
}) => {
  await warmUpLocationFunctions(APPWRITE_ENDPOINT);
  await grantLocation(context, DWARKA_SEC6);
  await watchShifts(page, null);
  await expectStill(page);
});

/** Records layout shifts and the prices visible when the server HTML is parsed; `stored`: the selected store's JSON, if any. */
async function watchShifts(page: Page, stored: string | null) {
  await page.addInitScript(
    ([key, value]) => {
      if (value) localStorage.setItem(key, value);
      const seen = { cls: 0, shifts: [] as string[], firstPaintPrices: [] as string[] };
      (window as unknown as { __noJumps: typeof seen }).__noJumps = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          seen.cls += entry.value;
          const nodes = (entry.sources ?? []).map(
            (s) =>
              `${(s.node?.textContent ?? '').slice(0, 30)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          );
          seen.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The server HTML as first painted: which prices a customer could read before hydration.
      document.addEventListener('DOMContentLoaded', () => {
        for (const price of document.querySelectorAll('[data-testid="selling-price"]'))
          if (getComputedStyle(price).visibility !== 'hidden') seen.firstPaintPrices.push(price.textContent ?? '');
      });
    },
    [STORAGE_KEYS.selectedStore, stored] as const,
  );
}

/** Search and product pages: the strip and the store's offer arrive, with no catalogue price shown first and CLS ≤ 0.05. */
async function expectStill(page: Page) {
  for (const path of ['/search?q=dolo', '/product/dolo-650-tablet']) {
    // A first render of a page can outlast the render server's loader budget on a busy machine
    // (server HTML with a skeleton, a different page); the customer's visit is the second.
    expect((await page.request.get(path)).ok()).toBe(true);
    await page.goto(path);
    await expect(page.getByTestId('pharmacy-strip')).toBeVisible({ timeout: 45_000 });
    await expect(catalog(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
    // The store's offer has arrived: a stock line naming the store, and no price left hidden.
    await expect(
      catalog(page)
        .getByText(/(In|Out of) stock at Dwarka Care Pharmacy/)
        .first(),
    ).toBeVisible();
    await expect(catalog(page).locator('[data-offer-pending]')).toHaveCount(0);
    // Late shifts (the delivery selector's status, images) are counted too.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __noJumps: { cls: number; shifts: string[]; firstPaintPrices: string[] } }).__noJumps,
    );
    expect(seen.firstPaintPrices, `${path}: no catalogue price in the first paint`).toEqual([]);
    expect(seen.cls, `${path}: layout shifts ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  }
}
