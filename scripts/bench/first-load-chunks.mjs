#!/usr/bin/env node
/**
 * Which JavaScript files a cold, client-rendered load of each customer route fetches, file by file
 * (issue 34 §3, step 1: measure before cutting). Starts the dev backend (fresh seeded data dir) and
 * serves the BUILT apps with SSR=0, then loads `/`, `/medicines`, a product page and `/search` in a
 * fresh Chromium profile each, until the page's content has rendered and the network has been quiet
 * for 2 s. Bodies are gzipped -9 here, as scripts/build.mjs and the frontend bench count them.
 *
 *   npm run build && node scripts/bench/first-load-chunks.mjs [--json out.json]
 *
 * Prints, per route, every script with raw and gzip kB and the total. Not a timed test: a report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordScripts } from './script-responses.mjs';

const CHROMIUM = '/usr/bin/chromium';
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const productId = process.env.BENCH_PRODUCT_ID ?? 'dolo-650-tablet';
const ROUTES = ['/', '/medicines', `/product/${productId}`, '/search?q=dolo'];
const jsonIndex = process.argv.indexOf('--json');
const jsonOut = jsonIndex > 0 ? process.argv[jsonIndex + 1] : null;

/** Every script response of a cold load of `url`, until the main area is not busy and the network is quiet. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scriptsFetched = recordScripts(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector('main', { timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 60_000 });
  const scripts = await scriptsFetched.settled();
  await context.close();
  return scripts;
}

const { startApps, startBackend } = await import('../lib/stack.mjs');
const { stopAll } = await import('../lib/proc.mjs');
const dataDir = mkdtempSync(join(tmpdir(), 'instamg-first-load-'));
const stop = async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));
try {
  const { endpoint } = await startBackend({ dataDir, reset: true });
  process.env.SSR = '0';
  const { url: shellUrl } = await startApps({ endpoint });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const report = {};
  try {
    for (const route of ROUTES) {
      const scripts = await scriptsOf(browser, new URL(route, shellUrl).href);
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      report[route] = scripts;
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      console.log(`\n${route}: ${scripts.length} scripts, ${kB(total)} gzip`);
      for (const s of scripts) {
        console.log(`  ${kB(s.gzipBytes).padStart(9)} ${kB(s.rawBytes).padStart(10)}  ${s.url}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2));
} finally {
  await stop();
}
