import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { remoteOrigin } from '../support/apps';
import { REPO_ROOT, fingerprint } from '../support/deploy';
import { startRenderServer, type RenderServer } from '../support/ssr-server';
import { listRows, watchHydration } from './ssr-helpers';
// @ts-expect-error — plain ESM script without type declarations
import { createStaticServer } from '../../scripts/serve-static.mjs';

// Issue 21 §1: a remote redeployed at a new versioned path, with the deploy map updated, is served
// by the RUNNING render server within one poll interval (no restart, no shell rebuild); a server
// build that fails its warm-up is refused and the last good version keeps serving; each page pins
// the remote versions it was rendered with, and the browser loads exactly those. The "new" and
// "broken" versions of mf-catalog are prebuilt by `npm run build` (scripts/build.mjs, FIXTURES).

test.describe.configure({ mode: 'serial' });

const FIXTURES_DIR = join(REPO_ROOT, 'mf-catalog/dist-ssr-fixtures');
const POLL_MS = 500;

interface Fixtures {
  current: string;
  next: string;
  broken: string;
  releaseNote: string;
}

interface Health {
  ok: boolean;
  snapshot: { id: string; versions: Record<string, string> } | null;
  swaps: number;
  lastSwap: { at: string; durationMs: number; from: string | null; to: string } | null;
  lastFailure: { at: string; snapshot: string; versions: Record<string, string>; reason: string } | null;
  pools: { snapshot: string; state: string; size: number; inFlight: number }[];
}

let server: RenderServer;
let fixtureServer: Server;
let fixtureOrigin: string;
let fixtures: Fixtures;
let mapFile: string;
const catalog = remoteOrigin('mf_catalog');

async function health(): Promise<Health> {
  return (await (await fetch(`${server.origin}/__ssr/health`)).json()) as Health;
}

/** Writes the deploy map the server polls: mf_catalog's node and web builds, mf_location as built. */
async function deploy(mfCatalog: { version: string; node: string; web: string }): Promise<void> {
  const location = remoteOrigin('mf_location');
  const { version } = (await (await fetch(`${location}/node/latest.json`)).json()) as { version: string };
  writeFileSync(
    mapFile,
    JSON.stringify({ mf_catalog: mfCatalog, mf_location: `${location}/node/${version}/mf-manifest.json` }),
  );
}

const versionA = () => ({
  version: fixtures.current,
  node: `${catalog}/node/${fixtures.current}/mf-manifest.json`,
  web: `${catalog}/mf-manifest.json`,
});
const versionB = () => ({
  version: fixtures.next,
  node: `${fixtureOrigin}/node/${fixtures.next}/mf-manifest.json`,
  web: `${fixtureOrigin}/web/${fixtures.next}/mf-manifest.json`,
});
const versionBroken = () => ({
  version: fixtures.broken,
  node: `${fixtureOrigin}/node/${fixtures.broken}/mf-manifest.json`,
  web: `${catalog}/mf-manifest.json`,
});

/** The snapshot a page says it was rendered with (inlined for the browser). */
function pinnedSnapshot(html: string): { id: string; versions: Record<string, string> } {
  const match = /window\.__INSTAMG_SNAPSHOT__=(\{.*?\})<\/script>/.exec(html);
  expect(match, 'the page carries its snapshot').not.toBeNull();
  return JSON.parse(match![1]!) as { id: string; versions: Record<string, string> };
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.beforeAll(async () => {
  fixtures = JSON.parse(readFileSync(join(FIXTURES_DIR, 'fixtures.json'), 'utf8')) as Fixtures;
  // The fixture versions' own "CDN" (a static server with the same CORS rules as the remotes').
  fixtureServer = createStaticServer({ dir: FIXTURES_DIR, spa: false }) as Server;
  await new Promise<void>((done) => fixtureServer.listen(0, done));
  fixtureOrigin = `http://localhost:${(fixtureServer.address() as AddressInfo).port}`;
  mapFile = test.info().outputPath('deploy-map.json');
  await deploy(versionA());
  server = await startRenderServer('liveDeploy', {
    SSR_DEPLOY_MAP: mapFile,
    SSR_DEPLOY_POLL_MS: String(POLL_MS),
    SSR_RENDER_BUDGET_MS: '20000',
    SSR_WARMUP_MS: '60000',
  });
});
test.afterAll(async () => {
  await server?.stop();
  fixtureServer?.closeAllConnections();
  fixtureServer?.close();
});

test('a new mf-catalog version goes live in the running server; requests across the swap all complete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellBefore = fingerprint(join(REPO_ROOT, 'shell/dist-server'));
  const before = await health();
  expect(before.snapshot?.versions.mf_catalog).toBe(fixtures.current);
  const home = await fetch(`${server.origin}/`);
  const homeHtml = await home.text();
  expect(home.headers.get('x-instamg-snapshot')).toBe(before.snapshot!.id);
  expect(homeHtml).toContain('Medicines delivered to your home');
  expect(homeHtml).not.toContain(fixtures.releaseNote);
  expect(pinnedSnapshot(homeHtml)).toEqual(before.snapshot);

  const products = (
    await listRows('products', [
      { method: 'equal', attribute: 'is_active', values: [true] },
      { method: 'limit', values: [3] },
    ])
  ).map((row) => row.$id);
  expect(products).toHaveLength(3);
  // Load across the swap: 4 requests for product pages always in flight (each loop sends the next
  // when its last one is answered), from before the deploy until after the new snapshot serves.
  const responses: { status: number; snapshot: string | null; html: string; product: string }[] = [];
  let loading = true;
  const load = Promise.all(
    Array.from({ length: 4 }, async (_, loop) => {
      for (let i = loop; loading || i < loop + 8; i += 4) {
        const product = products[i % products.length]!;
        const response = await fetch(`${server.origin}/product/${product}`);
        responses.push({
          status: response.status,
          snapshot: response.headers.get('x-instamg-snapshot'),
          html: await response.text(),
          product,
        });
      }
    }),
  );

  const deployedAt = Date.now();
  await deploy(versionB());
  const after = await waitFor(
    'the new snapshot serving',
    health,
    (report) => report.snapshot?.versions.mf_catalog === fixtures.next,
    60_000,
  );
  const tookMs = Date.now() - deployedAt;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  loading = false;
  await load;
  const results = responses;

  // Picked up within one poll interval: the time to the swap is the poll plus the new pool's warm-up.
  expect(after.lastSwap!.from).toBe(before.snapshot!.id);
  expect(after.lastSwap!.to).toBe(after.snapshot!.id);
  expect(tookMs).toBeLessThan(POLL_MS + after.lastSwap!.durationMs + 2000);
  // Every request in flight across the swap completed with a full page of its own product,
  // rendered by the old snapshot or the new one.
  expect(results.length).toBeGreaterThanOrEqual(32);
  for (const result of results) {
    expect(result.status, result.product).toBe(200);
    expect(result.html).toContain('</html>');
    expect(result.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect([before.snapshot!.id, after.snapshot!.id]).toContain(result.snapshot);
  }
  const served = new Set(results.map((result) => result.snapshot));
  expect(served.size, 'the batch spanned the swap').toBe(2);
  // The old pool drains and its workers end.
  await waitFor('the old pool released', health, (report) => report.pools.length === 1, 30_000);

  // The server HTML shows the new version, pinned to its web build.
  const response = await fetch(`${server.origin}/`);
  const html = await response.text();
  expect(response.headers.get('x-instamg-snapshot')).toBe(after.snapshot!.id);
  expect(html).toContain(fixtures.releaseNote);
  expect(html).toContain(`data-build="${fixtures.next}"`);
  expect(pinnedSnapshot(html).versions.mf_catalog).toBe(fixtures.next);
  expect(html).toContain(JSON.stringify(versionB().web));

  // The browser hydrates the same version: it loads mf-catalog's web build from B's versioned
  // folder, nothing from the unversioned one, and reports no hydration error.
  const reports = watchHydration(page);
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(fixtureOrigin) || url.startsWith(catalog)) catalogRequests.push(url);
  });
  await page.goto(`${server.origin}/`);
  const root = page.locator('main [data-boundary="mf-catalog"]').first();
  await expect(root).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(root).toHaveAttribute('data-build', fixtures.next);
  await expect(page.getByTestId('release-note')).toHaveText(fixtures.releaseNote);
  await page.waitForLoadState('networkidle');
  expect(catalogRequests).toContain(versionB().web);
  expect(catalogRequests.some((url) => url.startsWith(`${fixtureOrigin}/web/${fixtures.next}/static/js/`))).toBe(true);
  expect(catalogRequests.filter((url) => url.startsWith(catalog))).toEqual([]);
  expect(reports).toEqual([]);
  expect(fingerprint(join(REPO_ROOT, 'shell/dist-server')), 'the shell was not rebuilt').toBe(shellBefore);
  expect(server.alive()).toBe(true);
});

test('a broken server build is refused: the last good version keeps serving and health says why', async ({ page }) => {
  test.setTimeout(120_000);
  const good = await health();
  expect(good.snapshot?.versions.mf_catalog).toBe(fixtures.next);

  await deploy(versionBroken());
  const refused = await waitFor(
    'the broken snapshot refused',
    health,
    (report) => report.lastFailure?.versions.mf_catalog === fixtures.broken,
    60_000,
  );
  expect(refused.snapshot).toEqual(good.snapshot);
  expect(refused.swaps).toBe(good.swaps);
  expect(refused.lastFailure!.reason).toContain('broken on purpose');
  expect(server.output()).toMatch(/failed its warm-up and is NOT served/);
  // The refused pool is released; the good one serves.
  await waitFor('the refused pool released', health, (report) => report.pools.length === 1, 30_000);

  const response = await fetch(`${server.origin}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-instamg-snapshot')).toBe(good.snapshot!.id);
  const html = await response.text();
  expect(html).toContain(fixtures.releaseNote);
  expect(html).toContain('Medicines delivered to your home');

  const reports = watchHydration(page);
  await page.goto(`${server.origin}/medicines`);
  await expect(page.locator('main [data-boundary="mf-catalog"]').first()).toHaveAttribute('data-hydrated', 'true', {
    timeout: 30_000,
  });
  expect(reports).toEqual([]);
  expect(server.alive()).toBe(true);
});
