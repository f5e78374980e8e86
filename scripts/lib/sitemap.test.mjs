import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { renderRobots, sitemapFile } from './sitemap.mjs';

// The Hindi sitemap's file names and robots.txt (issue 37 §3); the files' contents are read from
// the dev server in e2e/ssr/ssr-without-javascript.spec.ts.
describe('the sitemap files', () => {
  it('names the English and the Hindi index and their pages', () => {
    assert.deepEqual(sitemapFile('/sitemap.xml'), { locale: 'en-IN' });
    assert.deepEqual(sitemapFile('/sitemap-hi.xml'), { locale: 'hi-IN' });
    assert.deepEqual(sitemapFile('/sitemap-products-2.xml'), { locale: 'en-IN', section: 'products', page: 2 });
    assert.deepEqual(sitemapFile('/sitemap-hi-blog-1.xml'), { locale: 'hi-IN', section: 'blog', page: 1 });
    for (const path of [
      '/sitemap-hi-orders-1.xml',
      '/sitemap-products.xml',
      '/sitemap-hi-products-x.xml',
      '/hi/sitemap.xml',
    ])
      assert.equal(sitemapFile(path), null, path);
  });

  it('robots.txt lists both sitemaps', () => {
    const robots = renderRobots('https://instamg.in');
    assert.match(robots, /^Sitemap: https:\/\/instamg\.in\/sitemap\.xml$/m);
    assert.match(robots, /^Sitemap: https:\/\/instamg\.in\/sitemap-hi\.xml$/m);
  });
});
