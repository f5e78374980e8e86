#!/usr/bin/env node
/**
 * Which JavaScript files a cold, client-rendered load of each customer route fetches, file by file
 * (issue 34 §3, step 1: measure before cutting). Starts the dev backend (fresh seeded data dir) and
 * serves the BUILT apps with SSR=0, then loads `/`, `/medicines`, a product page and `/search` in a
 * fresh Chromium profile each, until the page's content has rendered and the network has been quiet
 * for 2 s. Bodies are gzipped -9 here, as scripts/build.mjs and the frontend bench count them.
 *
 *   npm run build && node scripts/bench/first-load-chunks.mjs [--json out.json] [--check] [--ratchet]
 *
 * Prints, per route, every script with raw and gzip kB and the total. Not a timed test: a report.
 * --check: then the totals against the committed budget (first-load-budget.json; exit 1 when a
 * route is over: `npm run build` runs this). --ratchet: lowers the budget to the measured value
 * + 3 % where that is lower (scripts/lib/first-load-budget.mjs), for a commit that cut bytes.
 * --quiet: only the totals and the budget table.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordScripts } from './script-responses.mjs';
import { budgetRows, ratchetedBudget } from '../lib/first-load-budget.mjs';

const CHROMIUM = '/usr/bin/chromium';
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const productId = process.env.BENCH_PRODUCT_ID ?? 'dolo-650-tablet';
/** Budget key → the URL loaded. */
const ROUTES = {
  '/': '/',
  '/medicines': '/medicines',
  '/product/:id': `/product/${productId}`,
  '/search': '/search?q=dolo',
};
const BUDGET_FILE = new URL('./first-load-budget.json', import.meta.url);
const jsonIndex = process.argv.indexOf('--json');
const jsonOut = jsonIndex > 0 ? process.argv[jsonIndex + 1] : null;
const check = process.argv.includes('--check');
const ratchet = process.argv.includes('--ratchet');
const quiet = process.argv.includes('--quiet');

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
  const totals = {};
  try {
    for (const [key, route] of Object.entries(ROUTES)) {
      const scripts = await scriptsOf(browser, new URL(route, shellUrl).href);
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      report[route] = scripts;
      totals[key] = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      console.log(`${quiet ? '' : '\n'}${route}: ${scripts.length} scripts, ${kB(totals[key])} gzip`);
      if (quiet) continue;
      for (const s of scripts) {
        console.log(`  ${kB(s.gzipBytes).padStart(9)} ${kB(s.rawBytes).padStart(10)}  ${s.url}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2));
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  if (ratchet) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify(ratchetedBudget(totals, budget), null, 2)}\n`);
    console.log(`\nbudget written to ${BUDGET_FILE.pathname}`);
  } else if (check) {
    const rows = budgetRows(totals, budget);
    console.log(`\nFirst-load JS per customer route (gzip; budget = measured + 3 %, goal ${kB(budget.goalBytes)})`);
    for (const row of rows) {
      const limit = row.budgetBytes === null ? 'none' : kB(row.budgetBytes);
      console.log(
        `  ${row.route.padEnd(14)} ${kB(row.gzipBytes).padStart(9)} of ${limit.padStart(9)}  ${row.overBudget ? 'OVER BUDGET' : 'ok'}`,
      );
    }
    if (rows.some((row) => row.overBudget)) process.exitCode = 1;
  }
} finally {
  await stop();
}
