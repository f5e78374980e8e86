import { expect, test } from '../support/fixtures';
import { REMOTE_READY, remoteOrigin, remoteUrlPattern } from '../support/apps';
import { deliverySelectorSlot, findStoresLink, logo, pageFallback, remoteRoot } from '../support/remote-failures';

// mf_location is down long enough for its circuit to open (two failed load sequences, each
// already retried with backoff: shell/src/mf/retry-plugin.ts). From then on every placement of
// it fails fast (no request reaches the remote) and shows its fallback; when the remote is back,
// the next load after the 15 s cool-down goes through on its own (half-open probe), and every
// other placement still on its fallback loads again with it.

const remote = 'mf_location';
const COOLDOWN_MS = 15_000;

test.describe.configure({ timeout: 120_000 });
test.use({ expectedConsoleErrors: [new RegExp(`^(?=[\\s\\S]*RUNTIME-\\d+)(?=[\\s\\S]*\\b${remote}\\b)`)] });

test('an open circuit fails fast with the fallback; after the cool-down the remote loads again everywhere it is used', async ({
  page,
}) => {
  let requestsToRemote = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`${remoteOrigin(remote)}/`)) requestsToRemote += 1;
  });
  await page.route(remoteUrlPattern(remote), (route) => route.abort('connectionrefused'));

  // 1st failed sequence: the top bar's selector on the home page.
  await page.goto('/');
  await expect(logo(page)).toBeVisible();
  await expect(deliverySelectorSlot(page).getByTestId('remote-unavailable')).toBeVisible(REMOTE_READY);

  // 2nd failed sequence: /stores, reached in the same document; the circuit opens.
  await findStoresLink(page).click();
  await expect(pageFallback(page, remote)).toBeVisible(REMOTE_READY);
  const openedAt = Date.now();
  const requestsWhenOpened = requestsToRemote;
  expect(requestsWhenOpened).toBeGreaterThanOrEqual(2 * 3); // two sequences of three attempts

  // Open: leaving and coming back shows the fallback again at once, without asking the remote.
  await logo(page).click();
  await expect(pageFallback(page, remote)).toHaveCount(0);
  await findStoresLink(page).click();
  await expect(pageFallback(page, remote)).toBeVisible();
  expect(requestsToRemote, 'no request while the circuit is open').toBe(requestsWhenOpened);

  // The remote is back. After the cool-down the next load is let through and succeeds.
  await page.unroute(remoteUrlPattern(remote));
  await logo(page).click();
  await page.waitForTimeout(Math.max(0, openedAt + COOLDOWN_MS - Date.now()) + 500);
  await findStoresLink(page).click();
  await expect(remoteRoot(page, remote)).toBeVisible(REMOTE_READY);
  await expect(pageFallback(page, remote)).toHaveCount(0);

  // The top bar's selector failed before the circuit opened; it hears that the remote loaded
  // again and recovers by itself (shell/src/mf/remote-recovery.ts), no Retry needed.
  await expect(deliverySelectorSlot(page).locator('[data-boundary="mf-location"]')).toBeVisible(REMOTE_READY);
  await expect(deliverySelectorSlot(page).getByTestId('remote-unavailable')).toHaveCount(0);
});
