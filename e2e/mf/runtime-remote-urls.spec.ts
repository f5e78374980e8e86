import { expect, test } from '../support/fixtures';
import { REMOTE_READY, remoteOrigin } from '../support/apps';

// Remote URLs are read at run time from /runtime-config.js (ARCHITECTURE §3): point mf_catalog at
// another address in that file alone and the same shell build loads it from there.

test('the shell loads a remote from wherever /runtime-config.js says it lives', async ({ page }) => {
  // Same server, different origin string: 127.0.0.1 instead of localhost.
  const moved = remoteOrigin('mf_catalog').replace('localhost', '127.0.0.1');
  await page.route('**/runtime-config.js', async (route) => {
    const original = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/javascript',
      body: `${original}\nglobalThis.__INSTAMG_CONFIG__.remotes.mf_catalog = ${JSON.stringify(`${moved}/mf-manifest.json`)};`,
    });
  });
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf-manifest.json') || request.url().endsWith('/remoteEntry.js'))
      catalogRequests.push(request.url());
  });

  await page.goto('/medicines');
  // Server HTML shows the root before the browser has loaded the remote: wait until it is hydrated.
  await expect(page.locator('main [data-boundary="mf-catalog"]').first()).toHaveAttribute(
    'data-hydrated',
    'true',
    REMOTE_READY,
  );
  expect(catalogRequests).toContain(`${moved}/mf-manifest.json`);
  expect(catalogRequests).not.toContain(`${remoteOrigin('mf_catalog')}/mf-manifest.json`);
});
