import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_READY, remoteOrigin } from '../support/apps';
import { deliverySelectorSlot, exposedModuleChunk, logo, pageFallback, remoteRoot } from '../support/remote-failures';

// A half-published deploy: mf_location's manifest and remoteEntry load, but the chunk of its
// exposed StoresPage answers 404 (a CDN purge, a deploy that skipped a file). Only /stores shows
// the fallback; the same remote's delivery selector in the top bar keeps working; once the file
// is there again, Retry loads the page without a reload.

const remote = 'mf_location';

test.describe.configure({ timeout: 90_000 });
// React reports the failed lazy load of the page (ChunkLoadError) on the console; that is expected.
test.use({ expectedConsoleErrors: [/Loading chunk .* failed/] });

test('/stores with its chunk missing shows the fallback, the top bar still works, Retry recovers', async ({ page }) => {
  const chunkUrl = `${remoteOrigin(remote)}/${exposedModuleChunk(remote, 'StoresPage')}`;
  let missingChunkRequests = 0;
  await page.route(chunkUrl, (route) => {
    missingChunkRequests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });

  await page.goto('/stores');
  await expect(logo(page)).toBeVisible();
  const fallback = pageFallback(page, remote);
  await expect(fallback).toBeVisible(REMOTE_READY);
  await expect(fallback).toContainText('This part of instamg is temporarily unavailable');
  await expect(fallback).toContainText(REMOTES[remote].partName);
  expect(missingChunkRequests).toBeGreaterThan(0);
  // The remote itself is up: its other exposed module renders in the top bar.
  await expect(deliverySelectorSlot(page).locator('[data-boundary="mf-location"]')).toBeVisible(REMOTE_READY);
  await expect(deliverySelectorSlot(page).getByTestId('remote-unavailable')).toHaveCount(0);

  // The file is published again: Retry fetches the chunk anew, in the same document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.unroute(chunkUrl);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, remote)).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('heading', { name: 'Find Stores' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
