import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_READY } from '../support/apps';
import { REPO_ROOT, buildRemoteToStaging, fingerprint, publish, restore, snapshotDist } from '../support/deploy';

// A team redeploys its remote; the running shell shows the new version on the next page load,
// with no shell rebuild and no shell redeploy (ARCHITECTURE §3 "Remote URLs are chosen at run time"),
// and with the shell's service worker controlling the page.

const remote = 'mf_catalog';
const liveDist = join(REPO_ROOT, REMOTES[remote].packageDir, 'dist');
const shellDist = join(REPO_ROOT, 'shell', 'dist');

test('a rebuilt mf_catalog appears in the running shell without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const catalogRoot = page.locator('main [data-boundary="mf-catalog"]').first();

  await page.goto('/');
  await expect(catalogRoot).toBeVisible(REMOTE_READY);
  const before = await catalogRoot.getAttribute('data-build');
  // With the shell's service worker installed and in control (issue 35 §2): an old worker must not
  // keep a new remote out (it precaches only the shell's own start-up files, never a remote's).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);

  const label = `redeploy-${Date.now()}`;
  const shellBefore = fingerprint(shellDist);
  const snapshot = snapshotDist(liveDist);
  const staging = await buildRemoteToStaging(remote, { PUBLIC_BUILD_LABEL: label });
  try {
    publish(staging, liveDist);

    await page.reload();
    await expect(catalogRoot).toHaveAttribute('data-build', label, REMOTE_READY);
    expect(fingerprint(shellDist), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restore(snapshot);
    rmSync(staging, { recursive: true, force: true });
  }

  // Rolled back: the previous build is live again.
  await page.reload();
  await expect(catalogRoot).toBeVisible(REMOTE_READY);
  expect(await catalogRoot.getAttribute('data-build')).toBe(before);
});
