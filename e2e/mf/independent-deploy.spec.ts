import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { REMOTES, REMOTE_READY } from '../support/apps';
import { REPO_ROOT, buildRemoteToStaging, fingerprint, publish, restore, snapshotDist } from '../support/deploy';

// A team redeploys its remote; the running shell shows the new version on the next page load,
// with no shell rebuild and no shell redeploy (ARCHITECTURE §3 "Remote URLs are chosen at run time").

const remote = 'mf_catalog';
const liveDist = join(REPO_ROOT, REMOTES[remote].packageDir, 'dist');
const shellDist = join(REPO_ROOT, 'shell', 'dist');

test('a rebuilt mf_catalog appears in the running shell without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const catalogRoot = page.locator('main [data-boundary="mf-catalog"]').first();

  await page.goto('/');
  await expect(catalogRoot).toBeVisible(REMOTE_READY);
  const before = await catalogRoot.getAttribute('data-build');

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
