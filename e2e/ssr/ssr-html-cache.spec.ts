import { expect, test } from '../support/fixtures';
import { startRenderServer, type RenderServer } from '../support/ssr-server';
import { fixtureProduct, keyTables } from '../admin/admin-helpers';

// Issue 20 §6: public HTML may be cached briefly, and a change to what a page shows invalidates it:
// an admin's edit is on the next load, never a stale price. The render server keeps pages only
// while its realtime watch of the catalogue tables is subscribed, and empties them on any change.

let server: RenderServer;
test.beforeAll(async () => {
  // A long cache time, so only the invalidation can explain a fresh page.
  server = await startRenderServer('htmlCache', { SSR_RENDER_BUDGET_MS: '20000', SSR_HTML_CACHE_MS: '600000' });
});
test.afterAll(async () => {
  if (process.env.SSR_SPEC_LOG) console.log(server.output());
  await server.stop();
});

const productPath = (id: string) => `/product/${id}`;

async function load(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-render-cache'),
    etag: response.headers.get('etag'),
    encoding: response.headers.get('content-encoding'),
    html: await response.text(),
  };
}

/** The watch subscribes right after start; until then pages are rendered every time (bypass). */
async function cachedLoad(path: string) {
  await expect.poll(async () => (await load(path)).cache, { timeout: 20_000 }).not.toBe('bypass');
  return load(path);
}

test('a page is served from the cache until its product changes; the edit shows on the next load', async () => {
  const id = `ssrcache${Date.now().toString(36)}`;
  await fixtureProduct(id, 'Cachemol 500 Tablet');
  await cachedLoad(productPath(id));

  const hit = await load(productPath(id));
  expect(hit.cache).toBe('hit');
  expect(hit.html).toContain('Cachemol 500 Tablet');
  expect(hit.html).toContain('₹45');

  // An admin changes the name and the price: the cached page must not survive it.
  await keyTables().updateRow({
    databaseId: 'instamg',
    tableId: 'products',
    rowId: id,
    data: { name: 'Cachemol 650 Tablet', price: 39 },
  });
  await expect
    .poll(
      async () => {
        const page = await load(productPath(id));
        return page.html.includes('Cachemol 650 Tablet') && page.html.includes('₹39');
      },
      { timeout: 5_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
  const fresh = await load(productPath(id));
  expect(fresh.html).not.toContain('Cachemol 500 Tablet');
  expect(fresh.html).not.toContain('₹45');

  // Removed: the cached page goes with it, and the path answers 404.
  await keyTables().deleteRow({ databaseId: 'instamg', tableId: 'products', rowId: id });
  await expect.poll(async () => (await load(productPath(id))).status, { timeout: 5_000 }).toBe(404);
});

test('an unchanged page answers 304 to its ETag; phones and desktops get their own copies', async () => {
  const first = await cachedLoad('/medicines');
  expect(first.status).toBe(200);
  // fetch asks for gzip; the page's gzip form has its own ETag.
  expect(first.encoding).toBe('gzip');
  expect(first.etag).toMatch(/^"[\w-]+-gz"$/);
  expect(first.html).toContain('</html>');
  const plain = await load('/medicines', { 'Accept-Encoding': 'identity' });
  expect(plain.encoding).toBeNull();
  expect(plain.html).toBe(first.html);
  expect(plain.etag).toBe(first.etag!.replace(/-gz"$/, '"'));
  const revalidated = await fetch(`${server.origin}/medicines`, { headers: { 'If-None-Match': first.etag! } });
  expect(revalidated.status).toBe(304);
  expect(await revalidated.text()).toBe('');

  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
  const mobile = await load('/medicines', { 'User-Agent': phone });
  expect(mobile.etag).not.toBe(first.etag);
  expect((await load('/medicines', { 'User-Agent': phone })).cache).toBe('hit');
});

test('a page with a query string is its own entry; a POST never gets a cached page', async () => {
  await cachedLoad('/medicines?sort=price-asc');
  expect((await load('/medicines?sort=price-asc')).cache).toBe('hit');
  expect((await load('/medicines?sort=price-desc')).cache).toBe('miss');
  // POST is not a page view.
  const post = await fetch(`${server.origin}/medicines`, { method: 'POST' });
  expect(post.headers.get('x-render-cache')).not.toBe('hit');
});

test('English and Hindi pages of one URL are cached apart (the locale is in the key: no cache poisoning)', async () => {
  const english = await cachedLoad('/');
  expect(english.html).toMatch(/<html lang="en-IN"/);
  expect((await load('/')).cache).toBe('hit');
  // A Hindi visitor after English is cached must not get the English page, nor poison it.
  const hindi = await load('/', { Cookie: 'instamg_locale=hi-IN' });
  expect(hindi.cache).toBe('miss');
  expect(hindi.html).toMatch(/<html lang="hi-IN"/);
  expect(hindi.html).toContain('सीधे आपके घर तक');
  const hindiAgain = await load('/', { 'Accept-Language': 'hi-IN,hi;q=0.9' });
  expect(hindiAgain.cache).toBe('hit');
  expect(hindiAgain.html).toBe(hindi.html);
  const englishAgain = await load('/');
  expect(englishAgain.cache).toBe('hit');
  expect(englishAgain.html).toBe(english.html);
  expect(englishAgain.html).not.toContain('सीधे आपके घर तक');
});
