#!/usr/bin/env node
/**
 * Front-end benchmark for `npm run bench` (issue 6): the home route's first-load JavaScript, and
 * Lighthouse mobile performance + LCP for `/`, `/medicines` and a product page. Starts the whole
 * product (production builds, dev server on a throw-away seeded data dir) on its own ports:
 * shell 3500, remotes 3501–3505, backend 8580. Progress goes to stderr; the last stdout line is
 * `BENCH_RESULT {json}` (contract: scripts/bench.mjs).
 *
 *   node scripts/bench/frontend.bench.mjs
 *   BENCH_LIGHTHOUSE_RUNS=3      Lighthouse runs per page (median reported); 0 = first-load JS only
 *   BENCH_PRODUCT_ID=dolo-650-tablet   the seeded product whose page is measured
 *   BENCH_LIGHTHOUSE_SAVE=dir    also write each run's full Lighthouse JSON there (for diagnosis)
 *
 * Browsers: Debian's /usr/bin/chromium only (Playwright for the JS count, chrome-launcher for
 * Lighthouse); nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  frontendMarkdown,
  frontendTargets,
  kB,
  scriptsByApp,
  seconds,
  summariseLighthouse,
} from './frontend-report.mjs';

const CHROMIUM = '/usr/bin/chromium';
const PORTS = {
  SHELL_PORT: 3500,
  CATALOG_PORT: 3501,
  CART_CHECKOUT_PORT: 3502,
  LOCATION_PORT: 3503,
  STORE_PANEL_PORT: 3504,
  ADMIN_PORT: 3505,
  APPWRITE_DEV_PORT: 8580,
};
const progress = (message) => console.error(`[bench:frontend] ${message}`);

if (process.argv.includes('--worker')) {
  await worker();
} else {
  await parent();
}

/**
 * The stack's helpers print to stdout (and its children inherit it), so the measuring runs in a
 * child whose stdout is our stderr; this process prints only the result line.
 */
async function parent() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--worker'], {
    stdio: ['ignore', process.stderr, process.stderr, 'ipc'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
      APPWRITE_ENDPOINT: `http://localhost:${PORTS.APPWRITE_DEV_PORT}/v1`,
    },
  });
  let report;
  child.on('message', (message) => (report = message));
  const code = await new Promise((done) => child.on('exit', (exitCode, signal) => done(exitCode ?? signal)));
  if (code !== 0 || !report) {
    console.error(`frontend bench failed (worker exit ${code}${report ? '' : ', no report'})`);
    process.exit(1);
  }
  console.log(`BENCH_RESULT ${JSON.stringify(report)}`);
}

async function worker() {
  const { buildIfNeeded, startApps, startBackend } = await import('../lib/stack.mjs');
  const { stopAll } = await import('../lib/proc.mjs');
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

    const runs = wholeNumber(process.env.BENCH_LIGHTHOUSE_RUNS ?? '3', 'BENCH_LIGHTHOUSE_RUNS');
    const pages =
      runs === 0
        ? []
        : [
            { label: '`/`', path: '/' },
            { label: '`/medicines`', path: '/medicines' },
            { label: `\`/product/${productId}\``, path: `/product/${productId}` },
          ];
    const { lighthouseVersion, chromiumVersion, results } = await runLighthouse(
      pages.map((p) => new URL(p.path, shellUrl).href),
      runs,
    );
    const measured = pages.map((page, i) => ({ label: page.label, lighthouse: summariseLighthouse(results[i]) }));
    for (const page of measured)
      progress(`${page.label}: score ${page.lighthouse.score}, LCP ${seconds(page.lighthouse.lcpMs)}`);

    const report = {
      name: 'Front end: first-load JS and Lighthouse (mobile)',
      markdown: frontendMarkdown({ homeJs, pages: measured, lighthouseVersion, chromiumVersion, loadAverage }),
      targets: frontendTargets(homeJs, measured),
    };
    process.send(report);
  } finally {
    await stop();
  }
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
 * catalogue has rendered and no response has arrived for QUIET_MS. Bodies are gzipped (-9) here,
 * so the number does not depend on the static server's compression level.
 */
async function firstLoadScripts(url) {
  const QUIET_MS = 2000;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending = [];
    let lastResponseAt = Date.now();
    page.on('response', (response) => {
      lastResponseAt = Date.now();
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !contentType.includes('javascript')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          (error) => {
            throw new Error(`could not read ${response.url()}: ${error.message}`);
          },
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const catalog = page.locator('[data-boundary="mf-catalog"]');
    await catalog.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[data-boundary="mf-catalog"] [aria-busy="true"]'), null, {
      timeout: 60_000,
    });
    while (Date.now() - lastResponseAt < QUIET_MS) await page.waitForTimeout(250);
    const scripts = await Promise.all(pending);
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

async function runLighthouse(urls, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = urls.map(() => []);
  let chromiumVersion = 'Chromium';
  let lighthouseVersion = 'unknown';
  // One Chrome per run: no state or warm caches carried from one measurement to the next.
  for (let run = 1; run <= runs; run++) {
    for (const [i, url] of urls.entries()) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError)
          throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (process.env.BENCH_LIGHTHOUSE_SAVE) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
          const file = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${run}.json`;
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
