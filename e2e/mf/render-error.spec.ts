import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_READY, remoteUrlPattern } from '../support/apps';
import { buildRemoteVariant, serveRemoteFrom } from '../support/broken-build';
import { deliverySelectorSlot, logo, pageFallback, remoteRoot } from '../support/remote-failures';

// A bad deploy of mf_location: everything loads, but its StoresPage throws while rendering
// (e2e/mf/fixtures/ThrowingStoresPage.tsx). The shell's boundary keeps the failure in that
// placement: /stores shows the fallback, the frame and the same remote's top-bar selector keep
// working, Retry re-renders without taking the page down, and once the deploy is rolled back the
// next visit loads the working page. The broken build is served to this page only.

const remote = 'mf_location';
const THROWN = 'StoresPage of a broken mf_location deploy threw while rendering';
let brokenDist = '';

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000); // one remote build on a busy 2-core machine
  brokenDist = await buildRemoteVariant(
    remote,
    resolve(import.meta.dirname, 'fixtures/stores-page-throws.rsbuild.config.ts'),
  );
});
test.afterAll(() => {
  if (brokenDist) rmSync(brokenDist, { recursive: true, force: true });
});

test('a remote page that throws while rendering shows the fallback in its place only; the rolled-back deploy loads on the next visit', async ({
  page,
}) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(THROWN)) reported.push(message.text());
  });
  await serveRemoteFrom(page, remote, brokenDist);

  await page.goto('/stores');
  await expect(logo(page)).toBeVisible();
  const fallback = pageFallback(page, remote);
  await expect(fallback).toBeVisible(REMOTE_READY);
  await expect(fallback).toContainText('This part of instamg is temporarily unavailable');
  await expect(fallback).toContainText(REMOTES[remote].partName);
  await expect
    .poll(() => reported.length, { message: 'React reports the render error on the console' })
    .toBeGreaterThan(0);
  // The same (broken) build's other exposed module renders fine in the top bar.
  await expect(deliverySelectorSlot(page).locator('[data-boundary="mf-location"]')).toBeVisible(REMOTE_READY);

  // Retry renders the page again; it throws again and the fallback comes back, nothing else breaks.
  const reportedBeforeRetry = reported.length;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => reported.length).toBeGreaterThan(reportedBeforeRetry);
  await expect(fallback).toBeVisible();
  await expect(deliverySelectorSlot(page).locator('[data-boundary="mf-location"]')).toBeVisible();

  // The team rolls the deploy back: the next visit gets the working page.
  await page.unroute(remoteUrlPattern(remote));
  await page.reload();
  await expect(remoteRoot(page, remote)).toBeVisible(REMOTE_READY);
  await expect(page.getByRole('heading', { name: 'Find Stores' })).toBeVisible();
  await expect(pageFallback(page, remote)).toHaveCount(0);
});
