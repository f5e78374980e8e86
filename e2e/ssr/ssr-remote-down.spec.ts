import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { remoteOrigin } from '../support/apps';
import { startRenderServer, type RenderServer } from '../support/ssr-server';

// Issue 20 §7: a remote that is down (or hangs) on the server gives its section's fallback in the
// HTML, the rest of the page renders, the status is 200, the server keeps running, and the
// browser renders the section itself (the client retries as it does today).

/** The real node build of a remote, from its deploy-map entry (node/latest.json). */
async function nodeManifest(remote: 'mf_catalog' | 'mf_location'): Promise<string> {
  const { version } = (await (await fetch(`${remoteOrigin(remote)}/node/latest.json`)).json()) as { version: string };
  return `${remoteOrigin(remote)}/node/${version}/mf-manifest.json`;
}

function deployMap(name: string, map: Record<string, string>): string {
  const file = test.info().outputPath(`${name}.json`);
  writeFileSync(file, JSON.stringify(map));
  return file;
}

test.describe('the catalogue hangs on the server', () => {
  let server: RenderServer;
  let hanging: Server;
  test.beforeAll(async () => {
    // Accepts connections and never answers: the worst kind of down.
    hanging = createServer(() => {});
    await new Promise<void>((done) => hanging.listen(0, done));
    const port = (hanging.address() as AddressInfo).port;
    server = await startRenderServer('remoteDown', {
      SSR_DEPLOY_MAP: deployMap('catalog-hangs', {
        mf_catalog: `http://localhost:${port}/node/v1/mf-manifest.json`,
        mf_location: await nodeManifest('mf_location'),
      }),
      SSR_RENDER_BUDGET_MS: '2000',
      SSR_WARMUP_MS: '1000',
    });
  });
  test.afterAll(async () => {
    await server.stop();
    hanging.closeAllConnections();
    hanging.close();
  });

  test('home answers 200 within the budget with the frame and the section fallback; the browser fills it in', async ({
    page,
  }) => {
    test.slow();
    const started = Date.now();
    const response = await fetch(`${server.origin}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(8000);
    // The frame rendered; the catalogue section is its loading fallback, not the hero.
    expect(html).toContain('Skip to main content');
    expect(html).toContain('Loading page');
    expect(html).not.toContain('Medicines delivered to your home');
    expect(server.alive()).toBe(true);

    await page.goto(`${server.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Medicines delivered to your home', {
      timeout: 30_000,
    });
    // Still serving.
    expect((await fetch(`${server.origin}/faq`)).status).toBe(200);
    expect(server.alive()).toBe(true);
  });
});

test.describe('the delivery-location remote is down on the server', () => {
  let server: RenderServer;
  test.beforeAll(async () => {
    server = await startRenderServer('locationDown', {
      SSR_DEPLOY_MAP: deployMap('location-down', {
        mf_catalog: await nodeManifest('mf_catalog'),
        // Nothing listens on port 9 (discard): connections are refused.
        mf_location: 'http://localhost:9/node/v1/mf-manifest.json',
      }),
      SSR_RENDER_BUDGET_MS: '20000',
    });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('/stores answers 200 with its fallback, other pages render in full, and the browser renders the stores', async ({
    page,
  }) => {
    test.slow();
    const stores = await fetch(`${server.origin}/stores`);
    expect(stores.status).toBe(200);
    const storesHtml = await stores.text();
    expect(storesHtml).toContain('Skip to main content');
    expect(storesHtml).toContain('Loading page');

    const product = await fetch(`${server.origin}/product/dolo-650-tablet`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('Dolo 650 Tablet</h1>');
    expect(server.alive()).toBe(true);

    await page.goto(`${server.origin}/stores`);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main').getByText('Loading page')).toHaveCount(0);
  });
});
