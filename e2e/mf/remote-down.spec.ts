import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_NAMES, remoteUrlPattern, type RemoteName } from '../support/apps';

// A remote that is down (every request to it aborted) shows the fallback with Retry where it is
// used — and only there. Retry really loads it again once it is back. One scenario per remote.

interface Scenario {
  /** A route the remote owns. */
  ownRoute: string;
  /** What that route shows once the remote is back. */
  ownContent: (page: Page) => ReturnType<Page['locator']>;
  /** A route of another remote that must keep working. */
  otherRoute: string;
  otherContent: (page: Page) => ReturnType<Page['locator']>;
}

const heading = (page: Page, boundary: string, name: string) =>
  page.locator(`[data-boundary="${boundary}"]`).getByRole('heading', { name });

const SCENARIOS: Record<RemoteName, Scenario> = {
  mf_catalog: {
    ownRoute: '/medicines',
    ownContent: (page) => heading(page, 'mf-catalog', 'Medicines'),
    otherRoute: '/cart',
    otherContent: (page) => heading(page, 'mf-cart-checkout', 'Your cart'),
  },
  mf_cart_checkout: {
    ownRoute: '/cart',
    ownContent: (page) => heading(page, 'mf-cart-checkout', 'Your cart'),
    otherRoute: '/stores',
    otherContent: (page) => heading(page, 'mf-location', 'Find Stores'),
  },
  mf_location: {
    ownRoute: '/stores',
    ownContent: (page) => heading(page, 'mf-location', 'Find Stores'),
    otherRoute: '/cart',
    otherContent: (page) => heading(page, 'mf-cart-checkout', 'Your cart'),
  },
  mf_store_panel: {
    ownRoute: '/store/dashboard',
    ownContent: (page) => heading(page, 'mf-store-panel', 'Store dashboard'),
    otherRoute: '/admin/dashboard',
    otherContent: (page) => heading(page, 'mf-admin', 'Admin dashboard'),
  },
  mf_admin: {
    ownRoute: '/admin/dashboard',
    ownContent: (page) => heading(page, 'mf-admin', 'Admin dashboard'),
    otherRoute: '/store/dashboard',
    otherContent: (page) => heading(page, 'mf-store-panel', 'Store dashboard'),
  },
};

const pageFallback = (page: Page, remote: RemoteName) =>
  page.locator(`main [data-testid="remote-unavailable"][data-remote="${remote}"]`);

for (const remote of REMOTE_NAMES) {
  const scenario = SCENARIOS[remote];

  test.describe(`${remote} down`, () => {
    // Four page loads plus retries with backoff; generous for a loaded 2-core machine.
    test.setTimeout(90_000);
    // The runtime and React report the failed load of this remote — and only of this remote.
    test.use({
      expectedConsoleErrors: [new RegExp(`^(?=[\\s\\S]*RUNTIME-\\d+)(?=[\\s\\S]*\\b${remote}\\b)`)],
    });

    test(`${scenario.ownRoute} shows the fallback, other routes work, Retry recovers`, async ({ page }) => {
      await page.route(remoteUrlPattern(remote), (route) => route.abort('connectionrefused'));

      // 1. The remote's own route: the fallback names the part and offers Retry; the frame stays.
      await page.goto(scenario.ownRoute);
      await expect(page.getByRole('link', { name: 'instamg home' }).first()).toBeVisible();
      const fallback = pageFallback(page, remote);
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(`This part of instamg is temporarily unavailable`);
      await expect(fallback).toContainText(REMOTES[remote].partName);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

      // 2. Home still renders (the catalogue home, unless the catalogue is the one that is down).
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'instamg home' }).first()).toBeVisible();
      if (remote === 'mf_catalog') await expect(pageFallback(page, remote)).toBeVisible();
      else await expect(heading(page, 'mf-catalog', 'Home')).toBeVisible();

      // 3. Another remote's route renders normally.
      await page.goto(scenario.otherRoute);
      await expect(scenario.otherContent(page)).toBeVisible();

      // The delivery selector sits in the top bar of every page: only mf_location's outage shows there.
      const selectorFallback = page.locator(`[data-slot="delivery-selector"] [data-testid="remote-unavailable"][data-remote="mf_location"]`);
      if (remote === 'mf_location') await expect(selectorFallback.first()).toBeVisible();
      else await expect(page.getByTestId('delivery-selector').first()).toBeVisible();

      // 4. Back on the remote's route, the remote comes back up and Retry loads it — no reload.
      await page.goto(scenario.ownRoute);
      await expect(pageFallback(page, remote)).toBeVisible();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.unroute(remoteUrlPattern(remote));
      await pageFallback(page, remote).getByRole('button', { name: 'Retry' }).click();
      await expect(scenario.ownContent(page)).toBeVisible();
      await expect(pageFallback(page, remote)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  });
}
