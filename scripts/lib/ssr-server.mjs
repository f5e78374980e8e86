// The render server (docs/decisions/0005-server-rendering.md): answers the shell's routes with
// server-rendered HTML, plus robots.txt and sitemap.xml; everything else (the shell's built files)
// stays with serve-static. Used by scripts/serve-apps.mjs (unless SSR=0) and scripts/serve-ssr.mjs.
//
// Stateless: it holds no session and no user data, only the deploy snapshot it loaded at start
// (the remotes' node builds, read from the deploy map) and a short HTML cache, so any number of
// copies can run behind a load balancer. A remote redeploy is picked up by a restart.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { watchContent } from './content-watch.mjs';
import { createHtmlCache, htmlEtag, matchesEtag } from './html-cache.mjs';
import { renderRobots, renderSitemapIndex, renderSitemapPage } from './sitemap.mjs';

const require = createRequire(import.meta.url);

/** Render budget per request (SSR_RENDER_BUDGET_MS): after it the browser renders what is left. */
const DEFAULT_BUDGET_MS = 3000;
/** How long a rendered page may be served again (SSR_HTML_CACHE_MS; 0 turns the cache off). */
const DEFAULT_HTML_CACHE_MS = 30_000;
/** The cache's size bound (SSR_HTML_CACHE_MB). */
const DEFAULT_HTML_CACHE_MB = 64;
/** Statuses worth keeping: a page, or a page that is not there. Anything else renders each time. */
const CACHEABLE_STATUSES = new Set([200, 404]);

/**
 * The deploy map: remote name → its node build's manifest URL. `SSR_DEPLOY_MAP` names a JSON file
 * or URL with that object; without it each remote's own `node/latest.json` (written by its build
 * next to the web files) gives the version folder. A remote without a node build is client-only.
 */
export async function readDeployMap(env, webManifestUrls) {
  const source = env.SSR_DEPLOY_MAP?.trim();
  if (source) {
    const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : readFileSync(source, 'utf8');
    return JSON.parse(text);
  }
  const map = {};
  await Promise.all(
    Object.entries(webManifestUrls).map(async ([name, manifestUrl]) => {
      const base = new URL('.', manifestUrl);
      try {
        const response = await fetch(new URL('node/latest.json', base), { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { version } = await response.json();
        map[name] = new URL(`node/${version}/mf-manifest.json`, base).href;
      } catch (error) {
        console.warn(`[ssr] ${name}: no node build (${error.message}); its pages render in the browser`);
      }
    }),
  );
  return map;
}

function pageTemplate(shellDist) {
  const html = readFileSync(join(shellDist, 'index.html'), 'utf8')
    // The render server writes the route's own title and description.
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  const [beforeRoot, afterRoot] = html.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error('shell/dist/index.html has no <div id="root"></div>');
  return { beforeRoot, afterRoot };
}

const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, runtimeConfig: object, siteUrl: string }} options
 */
export function createSsrHandler({ root, env, runtimeConfig, siteUrl }) {
  const shellDist = join(root, 'shell/dist');
  const serverBundle = join(root, 'shell/dist-server/index.js');
  if (!existsSync(serverBundle)) throw new Error('shell/dist-server/index.js is missing. Build first: npm run build');
  // The bundle is CommonJS inside an ESM package.
  writeFileSync(join(root, 'shell/dist-server/package.json'), '{ "type": "commonjs" }\n');
  const budgetMs = Number(env.SSR_RENDER_BUDGET_MS ?? DEFAULT_BUDGET_MS);
  const template = pageTemplate(shellDist);
  const endpoint = env.SSR_APPWRITE_ENDPOINT?.trim() || runtimeConfig.appwrite.endpoint;

  // Remote code runs in this process: a stray rejection in it must not take the server down.
  process.on('unhandledRejection', (reason) =>
    console.error('[ssr] unhandled rejection (server keeps running)', reason),
  );

  // The HTML cache is used only while the content watch is subscribed (it then empties the cache
  // on every change of what the pages show), and a page rendered across a change is not kept.
  const cacheMs = Number(env.SSR_HTML_CACHE_MS ?? DEFAULT_HTML_CACHE_MS);
  const cache = createHtmlCache({
    ttlMs: cacheMs,
    maxBytes: Number(env.SSR_HTML_CACHE_MB ?? DEFAULT_HTML_CACHE_MB) * 1024 * 1024,
  });
  let contentGeneration = 0;
  let contentWatch = null;
  const contentChanged = () => {
    contentGeneration += 1;
    cache.clear();
  };

  let serverRemotes = [];
  let snapshotId = '';
  let pageVariant = () => '';
  let start;
  const started = new Promise((resolve) => (start = resolve));
  const ready = started.then(async () => {
    const deployMap = await readDeployMap(env, runtimeConfig.remotes);
    serverRemotes = Object.keys(deployMap);
    snapshotId = createHash('sha256').update(JSON.stringify(deployMap)).digest('hex').slice(0, 12);
    // Server-side reads use the same public config (a guest client: no key, no session).
    globalThis.__INSTAMG_CONFIG__ = { ...runtimeConfig, appwrite: { ...runtimeConfig.appwrite, endpoint } };
    globalThis.__INSTAMG_SSR_REMOTES__ = deployMap;
    const { loadRenderer } = require(serverBundle);
    const renderer = await loadRenderer();
    const { render, warmUp } = renderer;
    pageVariant = renderer.pageVariant;
    if (cacheMs > 0) {
      const { DATABASE_ID, TABLES } = await tsImport('../../shared/src/appwrite/ids.ts', import.meta.url);
      contentWatch = watchContent({
        endpoint,
        projectId: runtimeConfig.appwrite.projectId,
        databaseId: DATABASE_ID,
        // What server-rendered pages show (the catalogue remote's loaders and the frame).
        tables: [
          TABLES.products,
          TABLES.categories,
          TABLES.banners,
          TABLES.blogPosts,
          TABLES.testimonials,
          TABLES.settings,
        ],
        onChange: contentChanged,
        WebSocket,
      });
    }
    // A remote that hangs must not keep the server from starting: the warm-up has a limit too.
    const warmUpMs = Number(env.SSR_WARMUP_MS ?? 15_000);
    const failures = await Promise.race([
      warmUp(serverRemotes),
      new Promise((done) =>
        setTimeout(() => done([`the remotes (still loading after ${warmUpMs} ms)`]), warmUpMs).unref(),
      ),
    ]);
    for (const failure of failures) console.warn(`[ssr] could not load ${failure} at start; requests will retry`);
    console.log(
      `[ssr] rendering with ${serverRemotes.map((name) => `${name} (${deployMap[name]})`).join(', ') || 'no remote node builds'}`,
    );
    return render;
  });
  ready.catch((error) => console.error('[ssr] the render bundle failed to load; pages render in the browser', error));

  function send(req, res, page, cacheState, started) {
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      // Browsers and CDNs ask again each time; an unchanged page answers 304 by its ETag.
      'Cache-Control': 'no-cache',
      ETag: page.etag,
      'X-Render-Cache': cacheState,
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    };
    if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(page.status, { ...headers, 'Content-Length': page.body.length });
    res.end(req.method === 'HEAD' ? undefined : page.body);
    return true;
  }

  async function renderPage(req, res) {
    const started = performance.now();
    let render;
    try {
      render = await ready;
    } catch {
      return false; // serve-static answers with the client-rendered index.html
    }
    const userAgent = String(req.headers['user-agent'] ?? '');
    const cacheable = (req.method === 'GET' || req.method === 'HEAD') && contentWatch?.live === true;
    const key = `${snapshotId} ${pageVariant(userAgent)} ${req.url ?? '/'}`;
    if (cacheable) {
      const cached = cache.get(key);
      if (cached) return send(req, res, cached, 'hit', started);
    }
    const generation = contentGeneration;
    let result;
    try {
      result = await render({
        url: req.url ?? '/',
        siteUrl,
        userAgent,
        serverRemotes,
        budgetMs,
      });
    } catch (error) {
      console.error(`[ssr] ${req.url} failed to render; serving the client-rendered page`, error);
      return false;
    }
    if (result.errors.length > 0) console.warn(`[ssr] ${req.url}: ${result.errors.join('; ')}`);
    const state = `<script>window.__INSTAMG_SSR__=${json(result.state)}</script>`;
    const html = template.beforeRoot
      .replace('<head>', `<head>${result.head}`)
      .concat(`<div id="root">${result.body}</div>${state}`, template.afterRoot);
    const body = Buffer.from(html);
    // A page with a section left to the browser is not kept: the next visitor gets a fresh try.
    const keep =
      cacheable &&
      result.errors.length === 0 &&
      CACHEABLE_STATUSES.has(result.status) &&
      generation === contentGeneration &&
      contentWatch.live;
    const page = keep ? cache.set(key, result.status, body) : { status: result.status, body, etag: htmlEtag(body) };
    return send(req, res, page, cacheable ? 'miss' : 'bypass', started);
  }

  async function sitemap(req, res, urlPath) {
    const page = /^\/sitemap-(products|categories|blog)-(\d+)\.xml$/.exec(urlPath);
    const guest = { endpoint, projectId: runtimeConfig.appwrite.projectId };
    const xml =
      urlPath === '/sitemap.xml'
        ? await renderSitemapIndex(guest, siteUrl)
        : page
          ? await renderSitemapPage(guest, siteUrl, page[1], Number(page[2]))
          : null;
    if (xml === null) return false;
    res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
    res.end(req.method === 'HEAD' ? undefined : xml);
    return true;
  }

  /** serve-static's `handle`: routes, robots.txt and sitemaps; false leaves the path to the static files. */
  async function handle(req, res, urlPath) {
    if (urlPath === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      res.end(renderRobots(siteUrl));
      return true;
    }
    if (urlPath.startsWith('/sitemap')) return sitemap(req, res, urlPath);
    if (extname(urlPath) !== '') return false;
    return renderPage(req, res);
  }

  // Loading waits for start(): the remotes' node builds must be reachable (serve-apps starts them after this).
  return {
    handle,
    ready,
    start: () => start(),
    /** For tests and health: the HTML cache's counters and whether it is in use. */
    cacheStats: () => ({ ...cache.stats(), live: contentWatch?.live === true }),
    stop: () => contentWatch?.stop(),
  };
}
