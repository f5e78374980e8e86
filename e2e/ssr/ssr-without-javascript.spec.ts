import { expect, test } from '../support/fixtures';
import { startRenderServer, type RenderServer } from '../support/ssr-server';
import { formatINR } from '../../shared/src/domain/money';
import { INSTAMG_COLORS } from '../../shared/src/brand-colors';
import { getRow, jsonLd, jsonLdInHtml, listRows } from './ssr-helpers';

// Issue 20: the public pages arrive as HTML. With JavaScript off, a reader (or a search engine)
// gets the main content, each page its own title, a product its JSON-LD, an unknown path a 404.

let server: RenderServer;
test.beforeAll(async () => {
  // A generous budget: this machine is shared; the budget itself is proven in ssr-remote-down.spec.ts.
  server = await startRenderServer('pages', { SSR_RENDER_BUDGET_MS: '20000' });
});
test.afterAll(async () => {
  if (process.env.SSR_SPEC_LOG) console.log(server.output());
  await server.stop();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero and the categories', async ({ page }) => {
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('instamg · Medicines delivered from licensed pharmacies near you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Medicines delivered to your home from a licensed pharmacy near you',
    );
    const [category] = await listRows('categories', [
      { method: 'equal', attribute: 'is_active', values: [true] },
      { method: 'orderAsc', attribute: 'sort_order' },
      { method: 'limit', values: [1] },
    ]);
    await expect(page.getByText(String(category!.name), { exact: true }).first()).toBeVisible();
    // The frame is there too; the location-dependent delivery selector is a fixed-size placeholder.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByLabel('Loading delivery location').first()).toBeAttached();

    // Installable (issue 35 §1): the server's head links the manifest and the Apple touch icon.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', INSTAMG_COLORS.teal);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestResponse = await page.request.get(new URL(manifestHref!, page.url()).href);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await manifestResponse.json()) as { name: string; display: string; start_url: string };
    expect(manifest).toMatchObject({ name: 'instamg', display: 'standalone', start_url: '/' });
    const touchIconHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const touchIcon = await page.request.get(new URL(touchIconHref!, page.url()).href);
    expect(touchIcon.status()).toBe(200);
    expect(touchIcon.headers()['content-type']).toBe('image/png');
  });

  test('/medicines lists medicines with prices', async ({ page }) => {
    const response = await page.goto(`${server.origin}/medicines`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('All medicines · instamg');
    await expect(page.getByRole('heading', { level: 1, name: 'All medicines' })).toBeVisible();
    const [first] = await listRows('products', [
      { method: 'equal', attribute: 'is_active', values: [true] },
      { method: 'limit', values: [1] },
    ]);
    await expect(page.getByText(String(first!.name), { exact: true }).first()).toBeVisible();
  });

  test('a product page shows name, salt, pack, MRP, price and substitutes, with valid JSON-LD', async ({ page }) => {
    const product = await getRow('products', 'dolo-650-tablet');
    const response = await page.goto(`${server.origin}/product/dolo-650-tablet`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${String(product.name)} · instamg`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.name));
    await expect(page.getByTestId('composition')).toHaveText(
      `${String(product.salt_composition)} ${String(product.strength)}`,
    );
    await expect(page.getByText(String(product.pack_size), { exact: true }).first()).toBeVisible();
    const main = page.locator('main');
    await expect(main).toContainText(formatINR(Number(product.price)));
    await expect(main).toContainText(`MRP ${formatINR(Number(product.mrp))}`);
    await expect(page.getByTestId('substitute').first()).toBeVisible();

    const blocks = await jsonLd(page);
    const ld = blocks.find((block) => block['@type'] === 'Product') as Record<string, any>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      sku: 'dolo-650-tablet',
      url: `${server.origin}/product/dolo-650-tablet`,
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: Number(product.price).toFixed(2) },
    });
    expect(ld.offers.priceSpecification).toContainEqual(
      expect.objectContaining({ priceType: 'https://schema.org/ListPrice', price: Number(product.mrp).toFixed(2) }),
    );
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Medicines',
      product.name,
    ]);
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${server.origin}/`,
      `${server.origin}/medicines`,
      `${server.origin}/product/dolo-650-tablet`,
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${server.origin}/product/dolo-650-tablet`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${String(product.name)} · instamg`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Paracetamol 650 mg/);
  });

  // Issue 37 §3 (docs/decisions/0012-i18n.md §8): the Hindi version at its own URL, and both
  // versions naming each other (absolute URLs, the same set on both).
  const alternatesOf = (page: import('@playwright/test').Page) =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  const dolo = (origin: string) => ({
    en: `${origin}/product/dolo-650-tablet`,
    hi: `${origin}/hi/product/dolo-650-tablet`,
  });

  test('/hi/medicines and a Hindi not-found page have Hindi titles and description', async ({ page }) => {
    await page.goto(`${server.origin}/hi/medicines`);
    await expect(page).toHaveTitle('सभी दवाइयाँ · instamg');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u0900-\u097F]/);
    await page.goto(`${server.origin}/hi/no-such-page`);
    await expect(page).toHaveTitle('पेज नहीं मिला · instamg');
  });

  test('/hi/product/… is server-rendered in Hindi with its own canonical and the three alternates', async ({
    page,
  }) => {
    const product = await getRow('products', 'dolo-650-tablet');
    const response = await page.goto(`${server.origin}/hi/product/dolo-650-tablet`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The medicine's name stays as printed; the frame around it is Hindi.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.name));
    await expect(page.getByRole('banner').getByRole('searchbox').first()).toHaveAttribute('placeholder', /दवाइयाँ/);
    await expect(page.getByRole('contentinfo').getByText(/सर्वाधिकार सुरक्षित/)).toBeVisible();
    const { en, hi } = dolo(server.origin);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', hi);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', hi);
    expect(await alternatesOf(page)).toEqual([
      ['en-IN', en],
      ['hi-IN', hi],
      ['x-default', en],
    ]);
    // Issue 37: the page's own body is Hindi too (the medicine's name, salt and maker as printed).
    const main = page.locator('main');
    for (const text of ['पैक साइज़', 'निर्माता कंपनी', 'MRP में सभी टैक्स शामिल', 'उसी सॉल्ट और स्ट्रेंथ वाले विकल्प'])
      await expect(main, text).toContainText(text);
    for (const english of [
      'Pack size',
      'Manufacturer',
      'MRP inclusive of all taxes',
      'Substitutes with',
      'Add to cart',
    ])
      await expect(main, english).not.toContainText(english);
    await expect(page.getByTestId('composition')).toHaveText(
      `${String(product.salt_composition)} ${String(product.strength)}`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /आपके पास की लाइसेंस-प्राप्त फ़ार्मेसी/);
    // Its JSON-LD names the /hi URLs, and the breadcrumb trail is in Hindi.
    const blocks = await jsonLd(page);
    const ld = blocks.find((block) => block['@type'] === 'Product') as Record<string, any>;
    expect(ld).toMatchObject({ name: product.name, url: hi, offers: { url: hi } });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['होम', `${server.origin}/hi`],
      ['दवाइयाँ', `${server.origin}/hi/medicines`],
      [product.name, hi],
    ]);
    // Its links stay Hindi: the logo goes to /hi, a footer link under /hi; the cart has one URL.
    await expect(page.getByRole('link', { name: 'instamg home' })).toHaveAttribute('href', '/hi');
    await expect(page.getByRole('contentinfo').locator('a[href="/hi/faq"]')).toHaveCount(1);
    await expect(page.getByRole('banner').locator('a[href="/cart"]').first()).toBeAttached();
  });

  test('the English product page is canonical at its unprefixed URL and lists the same alternates', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/product/dolo-650-tablet`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const { en, hi } = dolo(server.origin);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', en);
    expect(await alternatesOf(page)).toEqual([
      ['en-IN', en],
      ['hi-IN', hi],
      ['x-default', en],
    ]);
    await expect(page.getByRole('link', { name: 'instamg home' })).toHaveAttribute('href', '/');
  });

  test('a Hindi cookie on the unprefixed URL renders Hindi there, canonical to /hi (no redirect)', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'instamg_locale', value: 'hi-IN', url: server.origin }]);
    const response = await page.goto(`${server.origin}/product/dolo-650-tablet`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', dolo(server.origin).hi);
    // And /hi is Hindi whatever the cookie says.
    await context.addCookies([{ name: 'instamg_locale', value: 'en-IN', url: server.origin }]);
    await page.goto(`${server.origin}/hi/product/dolo-650-tablet`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('a panel, the cart or the account under /hi is not a page (they have one URL)', async ({ page }) => {
    for (const path of ['/hi/store/orders', '/hi/cart', '/hi/account']) {
      const response = await page.goto(`${server.origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    }
  });

  test('a blog post shows its title and text', async ({ page }) => {
    const [post] = await listRows('blog_posts', [
      { method: 'orderDesc', attribute: 'published_at' },
      { method: 'limit', values: [1] },
    ]);
    const response = await page.goto(`${server.origin}/blog/${post!.$id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${String(post!.title)} · instamg`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(post!.title));
    const firstParagraph = String(post!.content)
      .split(/\n\s*\n/)[0]!
      .trim();
    await expect(page.locator('main')).toContainText(firstParagraph.slice(0, 60));
    expect((await jsonLd(page)).map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(`${server.origin}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · instamg');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a family tracking link’s page is never indexed and names no canonical URL (issue 38 §4)', async ({ page }) => {
    const response = await page.goto(`${server.origin}/track/${'A'.repeat(43)}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Live tracking · instamg');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  });

  test('the search box works before any script runs: Enter opens the server-rendered results', async ({ page }) => {
    await page.goto(`${server.origin}/no-such-page-here`);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search medicines' });
    await box.fill('dolo');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dolo$/);
    await expect(page.getByRole('main')).toContainText('Dolo 650');
  });

  test('a removed product answers 404', async ({ page }) => {
    const response = await page.goto(`${server.origin}/product/no-such-medicine`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('product-not-found')).toBeVisible();
  });
});

test('50 concurrent requests for different products each get their own product', async () => {
  test.slow();
  const products = await listRows('products', [{ method: 'limit', values: [50] }]);
  expect(products).toHaveLength(50);
  const pages = await Promise.all(
    products.map(async (product) => {
      const response = await fetch(`${server.origin}/product/${encodeURIComponent(product.$id)}`);
      return { product, status: response.status, html: await response.text() };
    }),
  );
  for (const { product, status, html } of pages) {
    expect(status, product.$id).toBe(200);
    const ld = jsonLdInHtml(html).find((block) => block['@type'] === 'Product');
    expect(ld?.sku, product.$id).toBe(product.$id);
    expect(html).toContain(`<link rel="canonical" href="${server.origin}/product/${encodeURIComponent(product.$id)}">`);
    // The dehydrated cache carries this product only.
    const state = /window\.__INSTAMG_SSR__=(.*?)<\/script>/s.exec(html)![1]!;
    const productKeys = [...state.matchAll(/\["mf_catalog","product","([^"]+)"\]/g)].map((match) => match[1]);
    expect(productKeys, product.$id).toEqual([product.$id]);
  }
  expect(server.alive()).toBe(true);
});

test('robots.txt keeps private areas out and names the sitemap; the sitemap is paged', async () => {
  const robots = await (await fetch(`${server.origin}/robots.txt`)).text();
  for (const path of ['/account', '/checkout', '/store/', '/admin/']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain(`Sitemap: ${server.origin}/sitemap.xml`);

  const index = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
  expect(files).toContain(`${server.origin}/sitemap-products-1.xml`);
  expect(files).toContain(`${server.origin}/sitemap-categories-1.xml`);
  expect(files).toContain(`${server.origin}/sitemap-blog-1.xml`);
  const products = await (await fetch(`${server.origin}/sitemap-products-1.xml`)).text();
  expect(products).toContain(`<loc>${server.origin}/product/dolo-650-tablet</loc>`);
  const blog = await (await fetch(`${server.origin}/sitemap-blog-1.xml`)).text();
  const [post] = await listRows('blog_posts', [{ method: 'limit', values: [1] }]);
  expect(blog).toContain(`<loc>${server.origin}/blog/${post!.$id}</loc>`);
  expect((await fetch(`${server.origin}/sitemap-products-999.xml`)).status).toBe(404);
});

test('the Hindi sitemap lists the /hi URLs, robots.txt names it, and every entry has its alternates', async () => {
  const robots = await (await fetch(`${server.origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${server.origin}/sitemap-hi.xml`);
  const index = await (await fetch(`${server.origin}/sitemap-hi.xml`)).text();
  const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
  for (const section of ['products', 'categories', 'blog'])
    expect(files).toContain(`${server.origin}/sitemap-hi-${section}-1.xml`);
  const en = `${server.origin}/product/dolo-650-tablet`;
  const hi = `${server.origin}/hi/product/dolo-650-tablet`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en-IN" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hi}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const hindi = await (await fetch(`${server.origin}/sitemap-hi-products-1.xml`)).text();
  expect(hindi).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(hindi).toMatch(new RegExp(`<url><loc>${hi}</loc><lastmod>[\\d-]+</lastmod>${alternates}</url>`));
  expect(hindi).toContain(`<loc>${server.origin}/hi</loc>`);
  expect(hindi).not.toContain(`<loc>${en}</loc>`);
  // The English file names the same three versions for the same page.
  const english = await (await fetch(`${server.origin}/sitemap-products-1.xml`)).text();
  expect(english).toMatch(new RegExp(`<url><loc>${en}</loc><lastmod>[\\d-]+</lastmod>${alternates}</url>`));
  const categories = await (await fetch(`${server.origin}/sitemap-hi-categories-1.xml`)).text();
  expect(categories).toMatch(/<loc>[^<]*\/hi\/medicines\?category=[^<]+<\/loc>/);
  expect((await fetch(`${server.origin}/sitemap-hi-products-999.xml`)).status).toBe(404);
});
