import type { Page } from '@playwright/test';
import { seedCredentials, signInByApi } from '../auth/auth-helpers';
import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_NAMES, REMOTE_READY, remoteUrlPattern, type RemoteName } from '../support/apps';

// A remote that is down (every request to it aborted) shows the fallback with Retry where it is
// used — and only there. Retry really loads it again once it is back. One scenario per remote.
// Checks look for each remote's root (`data-boundary`), not its page content, which its own
// team owns and changes.

interface Scenario {
  /** A route the remote owns. */
  ownRoute: string;
  /** A route of another remote that must keep working. */
  otherRoute: string;
  otherRemote: RemoteName;
  /** The panels are guarded: sign in as the seeded person who may open them first. */
  signInAs?: 'admin' | 'owner';
}

const SCENARIOS: Record<RemoteName, Scenario> = {
  mf_catalog: { ownRoute: '/medicines', otherRoute: '/cart', otherRemote: 'mf_cart_checkout' },
  mf_cart_checkout: { ownRoute: '/cart', otherRoute: '/stores', otherRemote: 'mf_location' },
  mf_location: { ownRoute: '/stores', otherRoute: '/cart', otherRemote: 'mf_cart_checkout' },
  mf_store_panel: {
    ownRoute: '/store/dashboard',
    otherRoute: '/cart',
    otherRemote: 'mf_cart_checkout',
    signInAs: 'owner',
  },
  mf_admin: { ownRoute: '/admin/dashboard', otherRoute: '/stores', otherRemote: 'mf_location', signInAs: 'admin' },
};

const remoteRoot = (page: Page, remote: RemoteName) =>
  page.locator(`main [data-boundary="${REMOTES[remote].packageDir}"]`).first();
const pageFallback = (page: Page, remote: RemoteName) =>
  page.locator(`main [data-testid="remote-unavailable"][data-remote="${remote}"]`);
const logo = (page: Page) => page.getByRole('link', { name: 'instamg home' }).first();

for (const remote of REMOTE_NAMES) {
  const scenario = SCENARIOS[remote];

  test.describe(`${remote} down`, () => {
    // Page loads, a sign-in and retries with backoff: generous for a loaded 2-core machine.
    test.setTimeout(120_000);
    // The runtime and React report the failed load of this remote — and only of this remote.
    test.use({
      expectedConsoleErrors: [new RegExp(`^(?=[\\s\\S]*RUNTIME-\\d+)(?=[\\s\\S]*\\b${remote}\\b)`)],
    });

    test(`${scenario.ownRoute} shows the fallback, other routes work, Retry recovers`, async ({ page }) => {
      if (scenario.signInAs) await signInByApi(page, seedCredentials().users[scenario.signInAs]);
      await page.route(remoteUrlPattern(remote), (route) => route.abort('connectionrefused'));

      // 1. The remote's own route: the fallback names the part and offers Retry; the frame stays
      // (a panel route has no customer frame: its frame is the panel remote's own, issue 33 §1).
      await page.goto(scenario.ownRoute);
      if (!/^\/(store|admin)\//.test(scenario.ownRoute)) await expect(logo(page)).toBeVisible();
      const fallback = pageFallback(page, remote);
      await expect(fallback).toBeVisible(REMOTE_READY);
      await expect(fallback).toContainText('This part of instamg is temporarily unavailable');
      await expect(fallback).toContainText(REMOTES[remote].partName);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

      // 2. Home still renders (the catalogue home, unless the catalogue is the one that is down).
      await page.goto('/');
      await expect(logo(page)).toBeVisible();
      if (remote === 'mf_catalog') await expect(pageFallback(page, remote)).toBeVisible(REMOTE_READY);
      else await expect(remoteRoot(page, 'mf_catalog')).toBeVisible(REMOTE_READY);

      // 3. Another remote's route renders normally.
      await page.goto(scenario.otherRoute);
      await expect(remoteRoot(page, scenario.otherRemote)).toBeVisible(REMOTE_READY);

      // The delivery selector sits in the top bar of every page: only mf_location's outage shows there.
      const selectorSlot = page.locator('[data-slot="delivery-selector"]').first();
      if (remote === 'mf_location') {
        await expect(selectorSlot.locator('[data-testid="remote-unavailable"][data-remote="mf_location"]')).toBeVisible(
          REMOTE_READY,
        );
      } else {
        await expect(selectorSlot.locator('[data-boundary="mf-location"]')).toBeVisible(REMOTE_READY);
      }

      // 4. Back on the remote's route, the remote comes back up and Retry loads it — no reload.
      await page.goto(scenario.ownRoute);
      await expect(pageFallback(page, remote)).toBeVisible(REMOTE_READY);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.unroute(remoteUrlPattern(remote));
      await pageFallback(page, remote).getByRole('button', { name: 'Retry' }).click();
      await expect(remoteRoot(page, remote)).toBeVisible(REMOTE_READY);
      await expect(pageFallback(page, remote)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  });
}
