#!/usr/bin/env node
/**
 * Front-end benchmark for `npm run bench` (issues 6 and 20): the home route's first-load
 * JavaScript, and Lighthouse mobile for `/`, `/medicines`, `/search?q=…` and a product page,
 * client-rendered (the shell's static files) and server-rendered (the render server,
 * scripts/serve-ssr.mjs, in front of the same remotes and backend) side by side, the runs
 * interleaved; then the render server's time per product page (p50/p99) and requests per second
 * at concurrency 10. The server-rendered pages are measured twice (issue 21's before and after, in
 * the same run): "server, whole" hydrates as before issue 21 (a render server with
 * SSR_HYDRATION=whole: one pass, a synchronous re-render after it, the delivery selector loaded
 * before hydration) and "server" in slices (the default). Starts the whole product (production
 * builds, dev server on a throw-away seeded data dir) on its own ports: shell 3500, remotes
 * 3501–3505, render servers 3510 and 3511, backend 8580 (BENCH_FRONTEND_PORT_BASE and
 * BENCH_FRONTEND_BACKEND_PORT move them). Progress goes to stderr; the last stdout line is
 * `BENCH_RESULT {json}` (contract: scripts/bench.mjs).
 *
 *   node scripts/bench/frontend.bench.mjs
 *   BENCH_LIGHTHOUSE_RUNS=5      Lighthouse runs per page and mode (median reported); 0 = first-load JS only
 *   BENCH_SSR=0                  client rendering only
 *   BENCH_SSR_WHOLE=0            no "server, whole" column (issue 21's before)
 *   BENCH_SSR_REQUESTS=500       product pages rendered for the server timing
 *   BENCH_PRODUCT_ID=dolo-650-tablet   the seeded product whose page is measured
 *   BENCH_LIGHTHOUSE_SAVE=dir    also write each run's full Lighthouse JSON there (for diagnosis)
 *   BENCH_STORE_ID=dl-dwarka-sec6    the seeded store a returning customer has selected ("server, returning")
 *   BENCH_CLS_RUNS=3             Playwright visits per page and customer for the slow-phone layout shift (layout-shift.mjs); 0 = none
 *
 * "server, returning" (issue 40 §6): search and product server-rendered for a customer whose
 * selected store is in device storage (set on the origin before Lighthouse runs, which then keeps
 * storage: disableStorageReset), where the pharmacy strip and the store's prices used to arrive
 * after hydration and push the page (CLS 0.12).
 *
 * Browsers: Debian's /usr/bin/chromium only (Playwright for the JS count, chrome-launcher for
 * Lighthouse); nothing is downloaded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  frontendMarkdown,
  frontendTargets,
  kB,
  scriptsByApp,
  seconds,
  summariseLighthouse,
} from './frontend-report.mjs';
import { runBenchInChild } from './bench-child.mjs';
import { recordScripts } from './script-responses.mjs';

const CHROMIUM = '/usr/bin/chromium';
/** dl-dwarka-sec6's point: where the "first visit, location allowed" customer is (layout-shift.mjs). */
const STORE_POINT = { latitude: 28.5921, longitude: 77.046 };

async function layoutShiftTargetsOf(rows) {
  if (rows.length === 0) return [];
  const { layoutShiftTargets } = await import('./layout-shift.mjs');
  return layoutShiftTargets(rows);
}
const PORT_BASE = Number(process.env.BENCH_FRONTEND_PORT_BASE ?? 3500);
const PORTS = {
  SHELL_PORT: PORT_BASE,
  CATALOG_PORT: PORT_BASE + 1,
  CART_CHECKOUT_PORT: PORT_BASE + 2,
  LOCATION_PORT: PORT_BASE + 3,
  STORE_PANEL_PORT: PORT_BASE + 4,
  ADMIN_PORT: PORT_BASE + 5,
  APPWRITE_DEV_PORT: Number(process.env.BENCH_FRONTEND_BACKEND_PORT ?? 8580),
};
const SSR_PORT = PORT_BASE + 10;
/** The render server hydrating as before issue 21 (SSR_HYDRATION=whole). */
const SSR_WHOLE_PORT = PORT_BASE + 11;
const progress = (message) => console.error(`[bench:frontend] ${message}`);

if (process.argv.includes('--worker')) await worker();
else
  await runBenchInChild({
    id: 'frontend',
    moduleUrl: import.meta.url,
    ports: PORTS,
    origins: [`http://localhost:${SSR_PORT}`, `http://localhost:${SSR_WHOLE_PORT}`],
  });

async function worker() {
  const { buildIfNeeded, startApps, startBackend } = await import('../lib/stack.mjs');
  const { startService, stopAll, waitForUrl } = await import('../lib/proc.mjs');
  const { tsImport } = await import('tsx/esm/api');
  const { REMOTES, REMOTE_NAMES, SHELL_APP, appPort } = await tsImport(
    '../../shared/src/mf/remotes.ts',
    import.meta.url,
  );

  const appsByPort = Object.fromEntries(
    [SHELL_APP, ...REMOTE_NAMES.map((name) => REMOTES[name])].map((app) => [
      String(appPort(app, process.env)),
      app.name,
    ]),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'instamg-bench-frontend-'));
  const stop = async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)));

  try {
    progress('building apps whose sources changed…');
    await buildIfNeeded();
    progress(`starting the backend on :${PORTS.APPWRITE_DEV_PORT} (fresh data dir, seeded)…`);
    const { endpoint } = await startBackend({ dataDir, reset: true });
    // The client-rendered side: the shell's static files (the render server runs on its own port).
    process.env.SSR = '0';
    progress(`serving the apps on :${PORTS.SHELL_PORT}–${PORTS.ADMIN_PORT}…`);
    const { url: shellUrl } = await startApps({ endpoint });

    const productId = process.env.BENCH_PRODUCT_ID ?? 'dolo-650-tablet';
    await assertSeededProduct(endpoint, productId);
    const loadAverage = loadavg()[0];

    progress('measuring first-load JS of / …');
    const homeScripts = await firstLoadScripts(new URL('/', shellUrl).href);
    const homeJs = scriptsByApp(homeScripts, appsByPort);
    progress(`first-load JS: ${kB(homeJs.total.gzipBytes)} gzip in ${homeJs.total.files} scripts; largest:`);
    for (const script of [...homeScripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 25)) {
      progress(`  ${kB(script.gzipBytes).padStart(9)}  ${script.url}`);
    }

    const runs = wholeNumber(process.env.BENCH_LIGHTHOUSE_RUNS ?? '5', 'BENCH_LIGHTHOUSE_RUNS');
    const withSsr = process.env.BENCH_SSR !== '0';
    let ssrUrl = null;
    let ssrWholeUrl = null;
    const startRenderServer = async (name, port, extraEnv = {}) => {
      progress(`starting the render server ${name} on :${port} (same remotes and backend)…`);
      const child = startService(name, 'node', ['scripts/serve-ssr.mjs'], {
        env: {
          SHELL_PORT: String(port),
          APPWRITE_ENDPOINT: endpoint,
          PUBLIC_APP_URL: `http://localhost:${port}`,
          ...extraEnv,
        },
      });
      const url = `http://localhost:${port}/`;
      await waitForUrl(url, { child, timeoutMs: 60_000 });
      return url;
    };
    if (withSsr) {
      ssrUrl = await startRenderServer('ssr', SSR_PORT);
      if (process.env.BENCH_SSR_WHOLE !== '0')
        ssrWholeUrl = await startRenderServer('ssr-whole', SSR_WHOLE_PORT, { SSR_HYDRATION: 'whole' });
    }
    const routes = [
      { label: '`/`', path: '/' },
      { label: '`/medicines`', path: '/medicines' },
      { label: '`/search?q=dolo`', path: '/search?q=dolo' },
      { label: `\`/product/${productId}\``, path: `/product/${productId}` },
      // Issue 37 §5: the Hindi home and product page beside the English ones, server-rendered at
      // their /hi URLs (the render server is how visitors and crawlers get them).
      { label: '`/hi`', path: '/hi', modes: ['server'] },
      { label: `\`/hi/product/${productId}\``, path: `/hi/product/${productId}`, modes: ['server'] },
    ];
    const storedStore = ssrUrl ? await storedStoreJson(endpoint, process.env.BENCH_STORE_ID ?? 'dl-dwarka-sec6') : null;
    const modes = [
      { name: 'client', url: shellUrl },
      ...(ssrWholeUrl ? [{ name: 'server, whole', url: ssrWholeUrl }] : []),
      ...(ssrUrl ? [{ name: 'server', url: ssrUrl }] : []),
      // Only where the store changes what the page shows (prices, stock, the strip).
      ...(ssrUrl ? [{ name: 'server, returning', url: ssrUrl, storedStore, routes: ['/search', '/product/'] }] : []),
    ];
    // Interleaved (each run goes through every page in both modes), so a noisy minute hits both.
    const pages =
      runs === 0
        ? []
        : routes.flatMap((route) =>
            modes
              .filter((mode) => !route.modes || route.modes.includes(mode.name))
              .filter((mode) => !mode.routes || mode.routes.some((prefix) => route.path.startsWith(prefix)))
              .map((mode) => ({
                label: `${route.label} ${mode.name}`,
                mode: mode.name,
                url: new URL(route.path, mode.url).href,
                storedStore: mode.storedStore ?? null,
              })),
          );
    const { lighthouseVersion, chromiumVersion, results } = await runLighthouse(pages, runs);
    const measured = pages.map((page, i) => ({
      label: page.label,
      mode: page.mode,
      lighthouse: summariseLighthouse(results[i]),
    }));
    for (const page of measured)
      progress(`${page.label}: score ${page.lighthouse.score}, LCP ${seconds(page.lighthouse.lcpMs)}`);

    const notes = [];
    // Issue 40 §6: CLS and the prices shown for the two customers Lighthouse does not model.
    let layoutShift = [];
    const clsRuns = wholeNumber(process.env.BENCH_CLS_RUNS ?? '3', 'BENCH_CLS_RUNS');
    if (ssrUrl && clsRuns > 0) {
      const { STORAGE_KEYS } = await tsImport('../../shared/src/constants.ts', import.meta.url);
      const { measureLayoutShift, layoutShiftMarkdown } = await import('./layout-shift.mjs');
      progress(`layout shift on a slow phone, ${clsRuns} runs per page and customer…`);
      layoutShift = await measureLayoutShift({
        baseUrl: ssrUrl,
        routes: routes.filter((route) => route.path.startsWith('/search') || route.path.startsWith('/product/')),
        customers: [
          { name: 'returning', storedStore, geolocation: null },
          // At the bench store (dl-dwarka-sec6, appwrite/seed/src/data/stores.ts).
          { name: 'first visit, location allowed', storedStore: null, geolocation: STORE_POINT },
        ],
        runs: clsRuns,
        storageKey: STORAGE_KEYS.selectedStore,
        chromiumPath: CHROMIUM,
        progress,
      });
      notes.push(layoutShiftMarkdown(layoutShift));
    }
    let renderServer = null;
    if (ssrUrl) {
      const requests = wholeNumber(process.env.BENCH_SSR_REQUESTS ?? '500', 'BENCH_SSR_REQUESTS');
      // Rendered: every request a different product, so the HTML cache never answers (each is a
      // full render). Cached: one product again and again, as a popular page is served.
      const ids = await productIds(endpoint, requests + 5);
      const paths = ids.map((id) => `/product/${encodeURIComponent(id)}`);
      progress(`render server: ${requests} different product pages at concurrency 10…`);
      const rendered = await measureRenderServer(
        paths.map((path) => new URL(path, ssrUrl).href),
        requests,
        10,
      );
      progress(`render server: ${requests} GETs of one product page at concurrency 10…`);
      const cached = await measureRenderServer([new URL(`/product/${productId}`, ssrUrl).href], requests, 10);
      renderServer = { rendered, cached };
      notes.push(renderServerMarkdown(renderServer));
    }

    const report = {
      name: 'Front end: first-load JS and Lighthouse (mobile)',
      markdown: frontendMarkdown({ homeJs, pages: measured, lighthouseVersion, chromiumVersion, loadAverage, notes }),
      targets: [...frontendTargets(homeJs, measured), ...(await layoutShiftTargetsOf(layoutShift))],
    };
    process.send(report);
  } finally {
    await stop();
  }
}

/**
 * `total` GETs of one server-rendered page, `concurrency` at a time, over keep-alive HTTP: each
 * request's time to the full body, and the throughput. Every answer must be a 200 with the page's
 * server HTML (a fallback page would make the render look fast).
 */
/**
 * `total` GETs of server-rendered pages (`urls` in turn, the first 5 as warm-up), `concurrency` at
 * a time, over keep-alive HTTP with gzip as a browser asks; each timed to the full body.
 */
async function measureRenderServer(urls, total, concurrency) {
  const times = [];
  const caches = {};
  let next = 0;
  // Warm-up: the page module and its loader's first data.
  for (let i = 0; i < 5; i++) await (await fetch(urls[i % urls.length])).text();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const url = urls[(5 + next) % urls.length];
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url);
        const html = await response.text();
        times.push(performance.now() - t0);
        const state = response.headers.get('x-render-cache') ?? 'none';
        caches[state] = (caches[state] ?? 0) + 1;
        if (response.status !== 200 || !html.includes('__INSTAMG_SSR__'))
          throw new Error(`render server answered ${response.status} without server state for ${url}`);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    pages: urls.length,
    total,
    concurrency,
    caches,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    perSecond: (total / elapsedMs) * 1000,
  };
}

/** Ids of active products, for pages the HTML cache has not seen. */
async function productIds(endpoint, count) {
  const ids = [];
  let cursor = null;
  while (ids.length < count) {
    const url = new URL(`${endpoint}/tablesdb/instamg/tables/products/rows`);
    for (const query of [
      { method: 'equal', attribute: 'is_active', values: [true] },
      { method: 'limit', values: [Math.min(500, count - ids.length)] },
      ...(cursor ? [{ method: 'cursorAfter', values: [cursor] }] : []),
    ])
      url.searchParams.append('queries[]', JSON.stringify(query));
    const response = await fetch(url, { headers: { 'X-Appwrite-Project': 'instamg' } });
    if (!response.ok) throw new Error(`listing products: HTTP ${response.status}`);
    const { rows } = await response.json();
    if (rows.length === 0) break;
    ids.push(...rows.map((row) => row.$id));
    cursor = rows[rows.length - 1].$id;
  }
  return ids;
}

function renderServerMarkdown({ rendered, cached }) {
  const row = (label, m) =>
    `| ${label} | ${m.total} | ${m.pages === 1 ? '1' : m.pages} | ${Object.entries(m.caches)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ')} | ${m.p50Ms.toFixed(1)} ms | ${m.p99Ms.toFixed(1)} ms | ${m.perSecond.toFixed(1)} |`;
  return [
    `Render server (\`scripts/serve-ssr.mjs\`: a worker pool of SSR_POOL_SIZE, default 1, and the HTML cache), GETs of product pages at concurrency ${rendered.concurrency}, each timed to the full (gzip) body. "Rendered": a different product each request, so every page is rendered (loader data from the dev server, emotion CSS extracted). "Cached": one product, as a popular page is served.`,
    '',
    '| Pages | GETs | Distinct pages | X-Render-Cache | p50 | p99 | Requests / s |',
    '|---|---:|---:|---|---:|---:|---:|',
    row('Rendered', rendered),
    row('Cached', cached),
  ].join('\n');
}

function wholeNumber(raw, name) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

async function assertSeededProduct(endpoint, productId) {
  const response = await fetch(`${endpoint}/tablesdb/instamg/tables/products/rows/${encodeURIComponent(productId)}`, {
    headers: { 'X-Appwrite-Project': 'instamg' },
  });
  if (!response.ok)
    throw new Error(
      `product ${productId} is not in the seeded catalogue (HTTP ${response.status}); set BENCH_PRODUCT_ID to a seeded id`,
    );
}

/**
 * Every JavaScript response of a cold load of `url` in a fresh Chromium profile, until the
 * catalogue has rendered and no response has arrived for 2 s (recordScripts). Bodies are gzipped (-9) there,
 * so the number does not depend on the static server's compression level.
 */
async function firstLoadScripts(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scriptsFetched = recordScripts(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const catalog = page.locator('[data-boundary="mf-catalog"]');
    await catalog.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[data-boundary="mf-catalog"] [aria-busy="true"]'), null, {
      timeout: 60_000,
    });
    const scripts = await scriptsFetched.settled();
    await context.close();
    if (scripts.length === 0) throw new Error(`no JavaScript was fetched for ${url}: is the shell served?`);
    return scripts;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's LCP element as a short snippet, from the audit's nested details. */
function lcpElementOf(lhr) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && (value.snippet || value.selector)) return value.snippet ?? value.selector;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(lhr.audits['largest-contentful-paint-element']?.details);
}

/** A seeded store as the delivery selector keeps it in device storage (STORAGE_KEYS.selectedStore). */
async function storedStoreJson(endpoint, storeId) {
  const { tsImport } = await import('tsx/esm/api');
  const { storeFromLocator } = await tsImport('../../shared/src/domain/store.ts', import.meta.url);
  const response = await fetch(`${endpoint}/tablesdb/instamg/tables/stores/rows/${encodeURIComponent(storeId)}`, {
    headers: { 'X-Appwrite-Project': 'instamg' },
  });
  if (!response.ok) throw new Error(`store ${storeId} is not seeded (HTTP ${response.status}); set BENCH_STORE_ID`);
  const store = storeFromLocator({ ...(await response.json()), distance_km: 1.2 });
  if (!store) throw new Error(`store ${storeId} is not a valid store`);
  return JSON.stringify(store);
}

/** Puts the selected store into the fresh profile's storage for `url`'s origin (before Lighthouse loads it). */
async function storeSelectedStore(port, url, storedStore) {
  const { chromium } = await import('playwright-core');
  const { tsImport } = await import('tsx/esm/api');
  const { STORAGE_KEYS } = await tsImport('../../shared/src/constants.ts', import.meta.url);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Any same-origin document will do; this one is tiny and is not the measured page.
    await page.goto(new URL('/favicon.ico', url).href);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.selectedStore, storedStore]);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runLighthouse(pages, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = pages.map(() => []);
  let chromiumVersion = 'Chromium';
  let lighthouseVersion = 'unknown';
  // One Chrome per run: no state or warm caches carried from one measurement to the next.
  for (let run = 1; run <= runs; run++) {
    for (const [i, { url, storedStore }] of pages.entries()) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        if (storedStore) await storeSelectedStore(chrome.port, url, storedStore);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Keeps the stored store (a fresh Chrome per run: the HTTP cache holds only the favicon).
          ...(storedStore ? { disableStorageReset: true } : {}),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (process.env.BENCH_LIGHTHOUSE_SAVE) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
          const file = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}${storedStore ? '-returning' : ''}-${run}.json`;
          writeFileSync(join(process.env.BENCH_LIGHTHOUSE_SAVE, file), JSON.stringify(lhr));
        }
        lighthouseVersion = lhr.lighthouseVersion;
        chromiumVersion =
          lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0]?.replace('Chrome/', 'Chromium ') ??
          chromiumVersion;
        const audit = (id) => lhr.audits[id]?.numericValue;
        const measured = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          fcpMs: audit('first-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          speedIndexMs: audit('speed-index'),
          lcpElement: lcpElementOf(lhr),
        };
        if (
          [measured.lcpMs, measured.fcpMs, measured.tbtMs, measured.cls, measured.speedIndexMs].some(
            (v) => typeof v !== 'number',
          )
        ) {
          throw new Error(`Lighthouse left metrics out for ${url}: ${JSON.stringify(measured)}`);
        }
        progress(`lighthouse run ${run}/${runs} ${url}: score ${measured.score}, LCP ${seconds(measured.lcpMs)}`);
        results[i].push(measured);
      } finally {
        chrome.kill();
      }
    }
  }
  return { lighthouseVersion, chromiumVersion, results };
}
