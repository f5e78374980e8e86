#!/usr/bin/env node
/**
 * Signed-in panels bench for `npm run bench` (issue 34 §1, docs/decisions/0014-fast-panels.md):
 * Lighthouse 12.8.2 mobile on the store panel (/store/dashboard, /store/orders,
 * /store/orders/{id}, /store/inventory) as the demo owner and the admin (/admin/dashboard,
 * /admin/orders, /admin/inventory) as the demo admin, cold HTTP cache with the session kept:
 * a new Chrome per run, the session cookie (made once per user by the REST sign-in) set in it
 * before Lighthouse loads the page, and Lighthouse's own storage reset, which clears the cache and
 * the origin's storage but keeps cookies. Median of BENCH_PANELS_RUNS; score, LCP, FCP, TBT, CLS,
 * JavaScript bytes and requests per page.
 *
 * Before/after in one run: with BENCH_PANELS_BEFORE=<dir> (a copy of another build's
 * `<app>/dist` folders, e.g. the merge base's: `node scripts/bench/panels.bench.mjs --snapshot <dir>`
 * copies this checkout's), those files are served as well, on their own ports, against the same
 * backend and session, and every run measures both builds one after the other, so a busy minute
 * hits both; the report gives the ratios. Both are client-rendered (SSR=0): for panel routes the
 * render server sends only the frame (ADR 0005).
 *
 *   node scripts/bench/panels.bench.mjs
 *   BENCH_PANELS_RUNS=5            runs per page and build (median reported)
 *   BENCH_PANELS_BEFORE=/tmp/base  the "before" build's dist folders
 *   BENCH_PANELS_BEFORE_LABEL=…    what "before" is, for the report (default: the folder)
 *   BENCH_PANELS_PAGES=/store/orders,/admin/orders   only these pages
 *   BENCH_PANELS_PORT_BASE=3520    this build's apps on 3520–3525, "before" on +30…+35; backend
 *   BENCH_PANELS_BACKEND_PORT=8620
 *   BENCH_LIGHTHOUSE_SAVE=dir      also write each run's Lighthouse JSON there
 *
 * Uses Debian's /usr/bin/chromium; nothing is downloaded.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchInChild } from './bench-child.mjs';
import { panelRunOf, panelsMarkdown, panelTargets, summarisePanelRuns } from './panels-report.mjs';

const CHROMIUM = '/usr/bin/chromium';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const APP_DIRS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-location', 'mf-store-panel', 'mf-admin'];
const PORT_BASE = Number(process.env.BENCH_PANELS_PORT_BASE ?? 3520);
const BEFORE_OFFSET = 30;
const portsAt = (base) => ({
  SHELL_PORT: base,
  CATALOG_PORT: base + 1,
  CART_CHECKOUT_PORT: base + 2,
  LOCATION_PORT: base + 3,
  STORE_PANEL_PORT: base + 4,
  ADMIN_PORT: base + 5,
});
const PORTS = { ...portsAt(PORT_BASE), APPWRITE_DEV_PORT: Number(process.env.BENCH_PANELS_BACKEND_PORT ?? 8620) };
const BEFORE_PORTS = portsAt(PORT_BASE + BEFORE_OFFSET);
const progress = (message) => console.error(`[bench:panels] ${message}`);

/** The pages, in the order they are measured; `{order}` is the bench's own order. */
const PAGES = [
  { path: '/store/dashboard', user: 'owner' },
  { path: '/store/orders', user: 'owner' },
  { path: '/store/orders/{order}', user: 'owner' },
  { path: '/store/inventory', user: 'owner' },
  { path: '/admin/dashboard', user: 'admin' },
  { path: '/admin/orders', user: 'admin' },
  { path: '/admin/inventory', user: 'admin' },
];
const BENCH_ORDER_ID = 'bench-panels-order';

const snapshotAt = process.argv.indexOf('--snapshot');
if (snapshotAt >= 0) snapshot(process.argv[snapshotAt + 1]);
else if (process.argv.includes('--worker')) await worker();
else
  await runBenchInChild({
    id: 'panels',
    moduleUrl: import.meta.url,
    ports: PORTS,
    // The "before" shell and remotes call the same backend from their own origins.
    origins: Object.values(BEFORE_PORTS).map((port) => `http://localhost:${port}`),
  });

/** Copies this checkout's built apps (`<app>/dist`) to `dir`, to serve later as "before". */
function snapshot(dir) {
  if (!dir) {
    console.error('usage: panels.bench.mjs --snapshot <dir>');
    process.exit(2);
  }
  for (const app of APP_DIRS) {
    const dist = join(root, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app}/dist is missing: npm run build first`);
    rmSync(join(dir, app), { recursive: true, force: true });
    mkdirSync(join(dir, app), { recursive: true });
    cpSync(dist, join(dir, app, 'dist'), { recursive: true, filter: (path) => !path.includes('/dist/node') });
  }
  console.error(`panels bench: this checkout's builds copied to ${dir}`);
}

async function worker() {
  const { buildIfNeeded, startApps, startBackend } = await import('../lib/stack.mjs');
  const { startService, stopAll, waitForUrl } = await import('../lib/proc.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'instamg-bench-panels-'));
  const stop = async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)));
  try {
    const runs = wholeNumber(process.env.BENCH_PANELS_RUNS ?? '5', 'BENCH_PANELS_RUNS');
    const beforeDir = process.env.BENCH_PANELS_BEFORE ? resolve(process.env.BENCH_PANELS_BEFORE) : null;
    progress('building apps whose sources changed…');
    await buildIfNeeded();
    const credentialsFile = join(dataDir, 'credentials.json');
    progress(`starting the backend on :${PORTS.APPWRITE_DEV_PORT} (fresh data dir, seeded)…`);
    const { endpoint } = await startBackend({ dataDir, reset: true, credentialsFile });
    process.env.SSR = '0';
    const { url: afterUrl } = await startApps({ endpoint });
    let beforeUrl = null;
    if (beforeDir) {
      progress(`serving the "before" build from ${beforeDir} on :${BEFORE_PORTS.SHELL_PORT}…`);
      const child = startService('apps-before', 'node', ['scripts/serve-apps.mjs'], {
        env: {
          ...Object.fromEntries(Object.entries(BEFORE_PORTS).map(([key, port]) => [key, String(port)])),
          DIST_ROOT: beforeDir,
          SSR: '0',
          APPWRITE_ENDPOINT: endpoint,
          APPWRITE_PROJECT_ID: 'instamg',
        },
      });
      beforeUrl = `http://localhost:${BEFORE_PORTS.SHELL_PORT}/`;
      await waitForUrl(beforeUrl, { child, timeoutMs: 30_000 });
    }

    const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8'));
    const project = JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8'));
    await createBenchOrder(endpoint, project.apiKeys[0].secret, credentials);
    const cookies = {
      owner: await sessionCookies(endpoint, credentials.users.owner),
      admin: await sessionCookies(endpoint, credentials.users.admin),
    };
    const only = process.env.BENCH_PANELS_PAGES?.split(',').filter(Boolean);
    const pages = PAGES.filter((page) => !only || only.includes(page.path));
    const builds = [...(beforeUrl ? [{ name: 'before', url: beforeUrl }] : []), { name: 'after', url: afterUrl }];
    const loadAverage = loadavg()[0];

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const { chromium } = await import('playwright-core');
    const results = new Map();
    let lighthouseVersion = 'unknown';
    let chromiumVersion = 'Chromium';
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const build of builds) {
          const url = new URL(page.path.replace('{order}', BENCH_ORDER_ID), build.url).href;
          const chrome = await chromeLauncher.launch({
            chromePath: CHROMIUM,
            chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
          });
          try {
            // The session cookie, as after a sign-in; no page is loaded, so the HTTP cache stays empty.
            const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
            await browser.contexts()[0].addCookies(cookies[page.user]);
            await browser.close();
            const result = await lighthouse(url, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            });
            const lhr = result?.lhr;
            if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
            if (lhr.runtimeError)
              throw new Error(
                `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
              );
            // Signed out or refused, the guard would have sent the page to /auth.
            if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
              throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: is the session cookie accepted?`);
            if (process.env.BENCH_LIGHTHOUSE_SAVE) {
              mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
              const file = `${build.name}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
              writeFileSync(join(process.env.BENCH_LIGHTHOUSE_SAVE, file), JSON.stringify(lhr));
            }
            lighthouseVersion = lhr.lighthouseVersion;
            chromiumVersion =
              lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0]?.replace('Chrome/', 'Chromium ') ??
              chromiumVersion;
            const measured = panelRunOf(lhr);
            const key = `${page.path} ${build.name}`;
            results.set(key, [...(results.get(key) ?? []), measured]);
            progress(
              `run ${run}/${runs} ${build.name} ${page.path}: score ${measured.score}, LCP ${Math.round(measured.lcpMs)} ms, TBT ${Math.round(measured.tbtMs)} ms, JS ${Math.round(measured.jsBytes / 1024)} KiB`,
            );
          } finally {
            chrome.kill();
          }
        }
      }
    }
    const summarised = pages.map((page) => ({
      ...page,
      builds: Object.fromEntries(
        builds.map((build) => [build.name, summarisePanelRuns(results.get(`${page.path} ${build.name}`))]),
      ),
    }));
    process.send({
      name: 'Panels signed in: Lighthouse (mobile), cold cache, session kept (issue 34)',
      markdown:
        runs === 0
          ? 'Not run (BENCH_PANELS_RUNS=0).'
          : panelsMarkdown({
              pages: summarised,
              runs,
              lighthouseVersion,
              chromiumVersion,
              loadAverage,
              beforeLabel: beforeDir ? (process.env.BENCH_PANELS_BEFORE_LABEL ?? beforeDir) : null,
            }),
      targets: runs === 0 ? [] : panelTargets(summarised),
    });
  } finally {
    await stop();
  }
}

/** The REST sign-in (POST /account/sessions/email): the session cookies Appwrite sets, for the browser. */
async function sessionCookies(endpoint, user) {
  const response = await fetch(`${endpoint}/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'instamg' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 201)
    throw new Error(`sign-in of ${user.email}: HTTP ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: new URL(endpoint).origin };
  });
  if (cookies.length === 0) throw new Error(`sign-in of ${user.email} set no cookie`);
  return cookies;
}

/**
 * One paid order of the demo store for /store/orders/{id} (the seed has none), written with the
 * API key as the e2e fixtures write theirs: readable by its customer and the store's team.
 */
async function createBenchOrder(endpoint, apiKey, credentials) {
  const headers = { 'content-type': 'application/json', 'x-appwrite-project': 'instamg', 'x-appwrite-key': apiKey };
  const rows = (table) => `${endpoint}/tablesdb/instamg/tables/${table}/rows`;
  const storeId = credentials.stores.demo;
  const store = await (await fetch(`${rows('stores')}/${storeId}`, { headers })).json();
  const product = (await (await fetch(rows('products'), { headers })).json()).rows[0];
  const customerId = credentials.users.customerA.id;
  const permissions = [`read("user:${customerId}")`, `read("team:${store.team_id}")`];
  const now = new Date().toISOString();
  const post = async (table, rowId, data) => {
    const response = await fetch(rows(table), {
      method: 'POST',
      headers,
      body: JSON.stringify({ rowId, data, permissions }),
    });
    if (!response.ok) throw new Error(`bench ${table} row: HTTP ${response.status} ${await response.text()}`);
  };
  await post('orders', BENCH_ORDER_ID, {
    order_number: 'IMG-2020-900001',
    customer_id: customerId,
    store_id: storeId,
    store_team_id: store.team_id,
    store_name: store.name,
    store_licence: store.drug_license_number,
    store_gstin: store.gstin,
    status: 'confirmed',
    payment_status: 'paid',
    payment_method: 'online',
    paid_at: now,
    delivery_mode: 'express',
    recipient_name: 'Bench Customer',
    address_line1: '1 Bench Road',
    city: 'New Delhi',
    state: 'Delhi',
    postal_code: '110075',
    latitude: 28.5921,
    longitude: 77.046,
    distance_km: 1.2,
    item_count: 2,
    items_mrp_total: 2 * product.mrp,
    items_total: 2 * product.price,
    discount: 0,
    delivery_fee: 0,
    gst_total: 0,
    total: 2 * product.price,
    placed_total: 2 * product.price,
    currency: 'INR',
    rx_status: 'not_required',
  });
  await post('order_items', `${BENCH_ORDER_ID}-1`, {
    order_id: BENCH_ORDER_ID,
    product_id: product.$id,
    inventory_id: 'bench-batch',
    batch: 'B-1',
    product_name: product.name,
    pack_size: product.pack_size,
    schedule: product.schedule,
    rx_required: false,
    hsn: product.hsn,
    quantity: 2,
    mrp: product.mrp,
    unit_price: product.price,
    line_total: 2 * product.price,
    gst_rate: product.gst_rate,
    gst_amount: 0,
  });
}

function wholeNumber(raw, name) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}
