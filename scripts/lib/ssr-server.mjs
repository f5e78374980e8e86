// The render server (docs/decisions/0005-server-rendering.md): answers the shell's routes with
// server-rendered HTML, plus robots.txt, sitemap.xml and a health endpoint (/__ssr/health);
// everything else (the shell's built files) stays with serve-static. Used by
// scripts/serve-apps.mjs (unless SSR=0) and scripts/serve-ssr.mjs.
//
// Stateless: it holds no session and no user data, only the deploy snapshot it renders with (the
// remotes' node builds, read from the deploy map). Rendering happens in a pool of worker threads
// per snapshot (scripts/lib/ssr-pool.mjs): the server polls the deploy map and, when it changes,
// warms a new pool and swaps to it without a restart (part 2 of the ADR). A short HTML cache per
// server (ADR decision 10) is emptied by any change to the catalogue, watched over realtime.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { watchContent } from './content-watch.mjs';
import { createHtmlCache, htmlEtag, matchesEtag } from './html-cache.mjs';
import {
  acceptsEncoding,
  createCoalescer,
  htmlCacheKey,
  mayReadHealth,
  renderedUrl,
  requestLocale,
} from './render-key.mjs';
import { renderRobots, renderSitemapIndex, renderSitemapPage, sitemapFile } from './sitemap.mjs';
import { createPoolManager, createWorkerPool } from './ssr-pool.mjs';
import { snapshotFromDeployMap, versions, webManifests } from './ssr-snapshot.mjs';

// The URL's locale rules (`/hi/…` is Hindi) live once, in shared (docs/decisions/0012-i18n.md §8).
const { pageLocale } = await tsImport('../../shared/src/domain/locale-url.ts', import.meta.url);

/** Render budget per request (SSR_RENDER_BUDGET_MS): after it the browser renders what is left. */
const DEFAULT_BUDGET_MS = 3000;
/**
 * Render workers per snapshot (SSR_POOL_SIZE). One by default: measured on our 2-core machines,
 * where the backend shares the cores, one worker rendered more pages per second than two and
 * swapped in less than half the time (ADR 0005 part 2); give it the cores the server has to itself.
 */
const DEFAULT_POOL_SIZE = 1;
/** How often the deploy map is read (SSR_DEPLOY_POLL_MS; 0 = only at start). */
const DEFAULT_POLL_MS = 15_000;
/** Limit of a pool's warm-up (SSR_WARMUP_MS): module loads, then the warm-up pages. */
const DEFAULT_WARMUP_MS = 15_000;
/** How long a rendered page may be served again (SSR_HTML_CACHE_MS; 0 turns the cache off). */
const DEFAULT_HTML_CACHE_MS = 30_000;
/** The cache's size bound (SSR_HTML_CACHE_MB). */
const DEFAULT_HTML_CACHE_MB = 64;
/** Statuses worth keeping: a page, or a page that is not there. Anything else renders each time. */
const CACHEABLE_STATUSES = new Set([200, 404]);
/** Below this, gzip costs more than it saves. */
const MIN_GZIP_BYTES = 1024;
const gzipAsync = promisify(gzip);
// q-values honoured: `gzip;q=0` is a refusal (render-key.mjs).
const acceptsGzip = (req) => acceptsEncoding(req.headers['accept-encoding'], 'gzip');

/**
 * The deploy map: remote name → `{ version, node, web }` (its node and web build manifests, both
 * at versioned paths) or just the node manifest URL (the browser then keeps the runtime config's
 * web URL). `SSR_DEPLOY_MAP` names a JSON file or URL with that object; without it each remote's
 * own `node/latest.json` (written by its build next to the web files) gives the version folder.
 * A remote without a node build is client-only. Read at start and every SSR_DEPLOY_POLL_MS.
 */
const quiet = new Set(); // warnings already printed (the map is read on every poll)

export async function readDeployMap(env, webManifestUrls) {
  const source = env.SSR_DEPLOY_MAP?.trim();
  if (source) {
    if (!/^https?:\/\//.test(source)) return JSON.parse(readFileSync(source, 'utf8'));
    const response = await fetch(source, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
    if (!response.ok) throw new Error(`reading the deploy map ${source}: HTTP ${response.status}`);
    return response.json();
  }
  const map = {};
  await Promise.all(
    Object.entries(webManifestUrls).map(async ([name, manifestUrl]) => {
      const base = new URL('.', manifestUrl);
      try {
        const response = await fetch(new URL('node/latest.json', base), {
          signal: AbortSignal.timeout(5000),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { version, web } = await response.json();
        map[name] = {
          version,
          node: new URL(`node/${version}/mf-manifest.json`, base).href,
          // A build that also publishes its web files to a versioned folder names it here.
          ...(web ? { web: new URL(web, base).href } : {}),
        };
      } catch (error) {
        if (!quiet.has(`${name} ${error.message}`)) {
          quiet.add(`${name} ${error.message}`);
          console.warn(`[ssr] ${name}: no node build (${error.message}); its pages render in the browser`);
        }
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
  if (!RUNTIME_CONFIG_TAG.test(beforeRoot)) throw new Error('shell/dist/index.html does not load /runtime-config.js');
  return { beforeRoot, afterRoot };
}

const RUNTIME_CONFIG_TAG = /<script[^>]*src="\/runtime-config\.js"[^>]*><\/script>/;

const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The warm-up pages of a new pool: `/`, `/medicines` and a product page (SSR_WARMUP_PATHS, a
 * comma-separated list, overrides them). The product is the catalogue's first active one.
 */
async function warmUpPaths(env, guest) {
  const configured = env.SSR_WARMUP_PATHS?.trim();
  if (configured)
    return configured
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean);
  let product = 'warm-up-check'; // an unknown product still loads and renders the product page (as its 404)
  try {
    const url = new URL(`${guest.endpoint}/tablesdb/instamg/tables/products/rows`);
    url.searchParams.append('queries[]', JSON.stringify({ method: 'equal', attribute: 'is_active', values: [true] }));
    url.searchParams.append('queries[]', JSON.stringify({ method: 'limit', values: [1] }));
    const response = await fetch(url, {
      headers: { 'X-Appwrite-Project': guest.projectId },
      signal: AbortSignal.timeout(5000),
    });
    const [row] = response.ok ? (await response.json()).rows : [];
    if (row) product = row.$id;
  } catch {
    // The warm-up renders the product page anyway.
  }
  return ['/', '/medicines', `/product/${encodeURIComponent(product)}`];
}

/**
 * Warms a new pool: every worker has loaded the shell bundle and the snapshot's page modules,
 * then each warm-up page renders once per worker. Any module that failed to load, any section
 * that threw or fell back while rendering, any 5xx, or running past SSR_WARMUP_MS is a problem:
 * the pool is not switched to (the first one at start serves anyway; there is nothing better).
 */
export async function warmUpPool(pool, { env, siteUrl, budgetMs, warmUpMs, guest }) {
  let timer;
  const limit = new Promise((done) => {
    timer = setTimeout(() => done([`the warm-up took longer than ${warmUpMs} ms`]), warmUpMs);
  });
  const run = async () => {
    const problems = (await pool.ready).map((failure) => `could not load ${failure}`);
    const paths = await warmUpPaths(env, guest);
    const renders = paths.flatMap((path) => Array.from({ length: pool.size }, () => path));
    await Promise.all(
      renders.map(async (url) => {
        try {
          // The warm-up checks the code, not the backend's speed: a slow loader under load is no
          // reason to refuse a version, so its renders get the whole warm-up time as their budget.
          const result = await pool.render({
            url,
            siteUrl,
            userAgent: 'instamg-warm-up',
            budgetMs: Math.max(budgetMs, warmUpMs),
          });
          if (result.status >= 500) problems.push(`${url}: status ${result.status}`);
          for (const error of result.errors) problems.push(`${url}: ${error}`);
        } catch (error) {
          problems.push(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }),
    );
    return [...new Set(problems)];
  };
  const running = run();
  running.catch(() => {}); // past the limit, a late failure has nothing left to report to
  try {
    return await Promise.race([running, limit]);
  } catch (error) {
    return [`the pool did not start: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    clearTimeout(timer);
  }
}

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

  const poolSize = Math.max(1, Number(env.SSR_POOL_SIZE ?? DEFAULT_POOL_SIZE));
  const pollMs = Number(env.SSR_DEPLOY_POLL_MS ?? DEFAULT_POLL_MS);
  const warmUpMs = Number(env.SSR_WARMUP_MS ?? DEFAULT_WARMUP_MS);
  // Server-side reads use the same public config (a guest client: no key, no session).
  const serverConfig = { ...runtimeConfig, appwrite: { ...runtimeConfig.appwrite, endpoint } };

  const manager = createPoolManager({
    boot: (snapshot) =>
      createWorkerPool({ snapshot, size: poolSize, bundle: serverBundle, runtimeConfig: serverConfig, warmUpMs }),
    warmUp: (pool) => warmUpPool(pool, { env, siteUrl, budgetMs, warmUpMs, guest: serverConfig.appwrite }),
    retryMs: Number(env.SSR_DEPLOY_RETRY_MS ?? Math.max(60_000, pollMs * 4)),
  });
  let lastPollError = null;
  let polling = false;
  let pollTimer;

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
  let isMobileUserAgent = () => false;
  let cachedSnapshotId = null;
  // Concurrent misses of one key share one render (a burst to one uncached page renders once).
  const renders = createCoalescer();

  async function startContentWatch() {
    if (cacheMs <= 0) return;
    const [{ DATABASE_ID, TABLES }, userAgent] = await Promise.all([
      tsImport('../../shared/src/appwrite/ids.ts', import.meta.url),
      tsImport('../../shared/src/user-agent.ts', import.meta.url),
    ]);
    isMobileUserAgent = userAgent.isMobileUserAgent;
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

  /** Reads the deploy map and applies it (a new snapshot boots, warms and swaps in). */
  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const snapshot = snapshotFromDeployMap(await readDeployMap(env, runtimeConfig.remotes), runtimeConfig.remotes);
      lastPollError = null;
      await manager.apply(snapshot);
    } catch (error) {
      if (lastPollError?.reason !== error.message)
        console.error(`[ssr] reading the deploy map failed: ${error.message}`);
      lastPollError = { at: new Date().toISOString(), reason: error.message };
    } finally {
      polling = false;
    }
  }

  let start;
  const started = new Promise((resolve) => (start = resolve));
  const ready = started.then(async () => {
    await Promise.all([
      poll(),
      // Without the watch the cache stays unused; pages still render.
      startContentWatch().catch((error) => console.error(`[ssr] no HTML cache: ${error.message}`)),
    ]);
    if (!manager.current()) throw new Error(lastPollError?.reason ?? 'no deploy snapshot could be loaded');
    if (pollMs > 0) pollTimer = setInterval(poll, pollMs).unref();
  });
  ready.catch((error) => console.error('[ssr] the render bundle failed to load; pages render in the browser', error));

  /** The HTML of a rendered page: the template with the route's head, the app and its state. */
  function pageHtml(result, snapshot) {
    const state = `<script>window.__INSTAMG_SSR__=${json(result.state)}</script>`;
    // Version pinning: the browser loads the web builds of the snapshot this page was rendered
    // with, so it hydrates exactly the code the server ran (no mixed versions during a rollout).
    const pin = `<script>__INSTAMG_CONFIG__.remotes=Object.assign({},__INSTAMG_CONFIG__.remotes,${json(
      webManifests(snapshot),
    )});window.__INSTAMG_SNAPSHOT__=${json({ id: snapshot.id, versions: versions(snapshot) })}</script>`;
    return template.beforeRoot
      .replace(/<html lang="[^"]*"/, `<html lang="${result.state.hints.locale ?? 'en-IN'}"`)
      .replace('<head>', `<head>${result.head}`)
      .replace(RUNTIME_CONFIG_TAG, (tag) => `${tag}${pin}`)
      .concat(`<div id="root">${result.body}</div>${state}`, template.afterRoot);
  }

  async function send(req, res, page, cacheState, snapshotId, started) {
    // A product list is ~150 kB of HTML (inline CSS, the dehydrated data): gzip makes it ~25 kB.
    const zipped = acceptsGzip(req) && page.body.length >= MIN_GZIP_BYTES;
    const body = zipped ? (page.gzip ?? (await gzipAsync(page.body))) : page.body;
    // Each encoding is its own representation, with its own strong ETag.
    const etag = zipped ? page.etag.replace(/"$/, '-gz"') : page.etag;
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      // The HTML differs by device class (phone or desktop, from the User-Agent) as well as by encoding.
      // And by language: the locale cookie, else Accept-Language.
      Vary: 'Accept-Encoding, User-Agent, Accept-Language, Cookie',
      // Browsers and CDNs ask again each time; an unchanged page answers 304 by its ETag.
      'Cache-Control': 'no-cache',
      ETag: etag,
      'X-Render-Cache': cacheState,
      // The deploy snapshot the page was rendered with (the HTML cache keys on it).
      'X-Instamg-Snapshot': snapshotId,
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    };
    if (page.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(page.status, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  async function renderPage(req, res) {
    const started = performance.now();
    try {
      await ready;
    } catch {
      return false; // serve-static answers with the client-rendered index.html
    }
    const userAgent = String(req.headers['user-agent'] ?? '');
    const cacheable = (req.method === 'GET' || req.method === 'HEAD') && contentWatch?.live === true;
    // What the page renders on (issue 32): its path, the query parameters pages read and the
    // device class. Unknown parameters are dropped before rendering and from the key, so a random
    // query string is the same page (and, while cached, no render at all).
    const url = renderedUrl(req.url ?? '/');
    const device = isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
    // The language: the URL's (`/hi/…`), else the locale cookie, else Accept-Language (issue 37);
    // part of the key, as the page renders it (a /hi page is one entry whatever the cookie says).
    const locale = pageLocale(url, requestLocale(req.headers));
    const cacheKey = (snapshotId) => htmlCacheKey({ snapshotId, device, locale, url });
    const serving = manager.current()?.snapshot.id ?? null;
    // A swap makes every cached page unreachable (keys carry the snapshot): free them at once.
    if (serving !== cachedSnapshotId) {
      cache.clear();
      cachedSnapshotId = serving;
    }
    if (cacheable && serving) {
      const cached = cache.get(cacheKey(serving));
      if (cached) return send(req, res, cached, 'hit', serving, started);
    }
    const generation = contentGeneration;
    let rendered;
    try {
      const render = () => manager.render({ url, siteUrl, userAgent, locale, budgetMs });
      // Only a cacheable request shares: the others (no content watch) may not reuse across a change.
      rendered = cacheable ? await renders.run(cacheKey(serving), render) : await render();
    } catch (error) {
      console.error(`[ssr] ${req.url} failed to render; serving the client-rendered page`, error);
      return false;
    }
    const { result, snapshot } = rendered;
    if (result.errors.length > 0) console.warn(`[ssr] ${req.url}: ${result.errors.join('; ')}`);
    const body = Buffer.from(pageHtml(result, snapshot));
    // A page with a section left to the browser is not kept: the next visitor gets a fresh try.
    const keep =
      cacheable &&
      result.errors.length === 0 &&
      CACHEABLE_STATUSES.has(result.status) &&
      generation === contentGeneration &&
      snapshot.id === cachedSnapshotId &&
      contentWatch.live;
    const zipped = acceptsGzip(req) && body.length >= MIN_GZIP_BYTES ? await gzipAsync(body) : undefined;
    const page = keep
      ? cache.set(cacheKey(snapshot.id), result.status, body, zipped)
      : { status: result.status, body, gzip: zipped, etag: htmlEtag(body) };
    return send(req, res, page, cacheable ? 'miss' : 'bypass', snapshot.id, started);
  }

  /**
   * GET /__ssr/health: the serving snapshot, the last swap and the last refused one. No secrets, but
   * not public either (issue 32): loopback only, or with SSR_HEALTH_TOKEN (render-key.mjs); anyone
   * else gets a plain 404.
   */
  function health(req, res) {
    if (!mayReadHealth(req, env)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'Not Found\n');
      return true;
    }
    const report = {
      ok: manager.current() !== null,
      ...manager.health(),
      pollMs,
      lastPollError,
      htmlCache: { ...cache.stats(), live: contentWatch?.live === true },
      // The whole process: the resident set includes every worker's heap.
      memory: {
        rssMb: Math.round(process.memoryUsage.rss() / 1e6),
        mainHeapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
      },
    };
    res.writeHead(report.ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(report));
    return true;
  }

  async function sitemap(req, res, urlPath) {
    // /sitemap.xml and /sitemap-hi.xml (the Hindi URLs), each an index of its paged files.
    const file = sitemapFile(urlPath);
    const guest = { endpoint, projectId: runtimeConfig.appwrite.projectId };
    const xml = !file
      ? null
      : file.section
        ? await renderSitemapPage(guest, siteUrl, file.section, file.page, file.locale)
        : await renderSitemapIndex(guest, siteUrl, file.locale);
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
    if (urlPath === '/__ssr/health') return health(req, res);
    if (extname(urlPath) !== '') return false;
    return renderPage(req, res);
  }

  // Loading waits for start(): the remotes' node builds must be reachable (serve-apps starts them after this).
  return {
    handle,
    ready,
    start: () => start(),
    /** The id of the serving deploy snapshot (a short stable hash of the deploy map), or null before start. */
    snapshotId: () => manager.current()?.snapshot.id ?? null,
    /** Reads the deploy map now (a deploy webhook or a test can call it instead of waiting). */
    poll,
    async close() {
      clearInterval(pollTimer);
      contentWatch?.stop();
      await manager.close();
    },
  };
}
