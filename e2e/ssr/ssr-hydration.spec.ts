import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startRenderServer, type RenderServer } from '../support/ssr-server';
import { watchHydration } from './ssr-helpers';

// Issue 20: hydrating the server's HTML reports no hydration error or recoverable error on any
// public route, and the browser does not fetch again the catalogue data the server already sent.

let server: RenderServer;
test.beforeAll(async () => {
  server = await startRenderServer('hydration', { SSR_RENDER_BUDGET_MS: '20000' });
});
test.afterAll(async () => {
  await server.stop();
});

const PUBLIC_ROUTES = [
  '/',
  '/medicines',
  '/medicines?category=diabetes',
  '/product/dolo-650-tablet',
  '/search?q=paracetamol',
  '/blog',
  '/blog/fever-in-adults-when-to-see-a-doctor',
  '/stores',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/shipping-policy',
  '/no-such-page',
];

/** Hydrated and settled: the sign-in check is over (its progress bar gone) and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Checking sign-in' })).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

// Each route is a full document load of server HTML (page.goto), three lists in one page each: the
// browser context is made once per list, not per route (most of this spec's cost). Reports are
// collected per route, so a failure names the route.
const ROUTE_LISTS = [PUBLIC_ROUTES.slice(0, 5), PUBLIC_ROUTES.slice(5, 10), PUBLIC_ROUTES.slice(10)];
for (const routes of ROUTE_LISTS) {
  test(`${routes.join(', ')} hydrate without errors`, async ({ page }) => {
    test.setTimeout(routes.length * 60_000);
    const reports = watchHydration(page);
    for (const path of routes) {
      await test.step(path, async () => {
        reports.length = 0;
        await page.goto(`${server.origin}${path}`);
        // Server HTML: React marks the root's content as rendered by the server.
        await settled(page);
        expect.soft(reports, path).toEqual([]);
      });
    }
  });
}

test('the browser does not fetch again what the server sent (product page, home)', async ({ page }) => {
  test.slow();
  const catalogueReads: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/tablesdb\/instamg\/tables\/(products|banners|categories|testimonials)\/rows/.test(url))
      catalogueReads.push(url);
  });
  await page.goto(`${server.origin}/product/dolo-650-tablet`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dolo 650 Tablet');
  // The product itself and its substitutes came with the page.
  expect(catalogueReads.filter((url) => url.includes('/products/rows/dolo-650-tablet'))).toEqual([]);
  expect(catalogueReads.filter((url) => decodeURIComponent(url).includes('salt_key'))).toEqual([]);

  catalogueReads.length = 0;
  await page.goto(`${server.origin}/`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Medicines delivered');
  expect(catalogueReads.filter((url) => /\/tables\/(banners|categories|testimonials)\/rows/.test(url))).toEqual([]);
});

test('the page is interactive after hydration: a client-side navigation works', async ({ page }) => {
  test.slow();
  await page.goto(`${server.origin}/`);
  await settled(page);
  await page.getByRole('link', { name: 'Browse medicines' }).click();
  await expect(page).toHaveURL(`${server.origin}/medicines`);
  await expect(page.getByRole('heading', { level: 1, name: 'All medicines' })).toBeVisible();
});

test.describe('what only the browser knows fills in after hydration, without a mismatch', () => {
  // A phone viewport with a desktop User-Agent: the server guesses desktop, the browser measures a phone.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart badge from device storage and the phone layout', async ({ page }) => {
    test.slow();
    const reports = watchHydration(page);
    const cart = [1, 2].map((quantity, index) => ({ medicine_id: `med-${index + 1}`, price: 42.5, quantity }));
    await page.addInitScript((value) => window.localStorage.setItem('instamg-cart', value), JSON.stringify(cart));
    const response = await page.goto(`${server.origin}/product/dolo-650-tablet`);
    // The server sent the page without the badge (storage is the browser's) …
    expect(await response!.text()).not.toContain('Cart, 3 items');
    await settled(page);
    // … and the browser added it, in the phone's bottom bar.
    await expect(page.getByRole('link', { name: 'Cart, 3 items' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /mobile|bottom/i })).toBeVisible();
    expect(reports).toEqual([]);
  });
});
