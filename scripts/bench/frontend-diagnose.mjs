#!/usr/bin/env node
/**
 * Where a page's blocking time and LCP go (issue 21 §2): one Lighthouse 12.8.2 mobile run per URL
 * against an already running stack, printing the audits that explain TBT and LCP — main-thread
 * work by category, JS boot-up per script, long tasks, the LCP element and its phases,
 * render-blocking resources and the requests before LCP. Writes each run's full JSON when
 * BENCH_LIGHTHOUSE_SAVE=dir is set.
 *
 *   node scripts/bench/frontend-diagnose.mjs http://localhost:4700/ http://localhost:4700/medicines …
 *
 * Uses Debian's /usr/bin/chromium; nothing is downloaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: frontend-diagnose.mjs <url>…');
  process.exit(2);
}
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const ms = (v) => `${Math.round(v ?? 0)} ms`;
for (const url of urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (process.env.BENCH_LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
      const file = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_SAVE, file), JSON.stringify(lhr));
    }
    const a = lhr.audits;
    const n = (id) => a[id]?.numericValue;
    console.log(`\n=== ${url}`);
    console.log(
      `score ${Math.round(lhr.categories.performance.score * 100)}  LCP ${ms(n('largest-contentful-paint'))}  FCP ${ms(n('first-contentful-paint'))}  TBT ${ms(n('total-blocking-time'))}  CLS ${n('cumulative-layout-shift')?.toFixed(3)}  SI ${ms(n('speed-index'))}`,
    );
    console.log(
      'main thread:',
      (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => `${i.groupLabel} ${ms(i.duration)}`).join(', '),
    );
    console.log('bootup (script: total / eval / parse):');
    for (const i of (a['bootup-time']?.details?.items ?? []).slice(0, 12))
      console.log(
        `  ${ms(i.total).padStart(8)} ${ms(i.scripting).padStart(8)} ${ms(i.scriptParseCompile).padStart(7)}  ${i.url}`,
      );
    console.log('long tasks (start, duration, url):');
    for (const i of (a['long-tasks']?.details?.items ?? []).slice(0, 15))
      console.log(`  ${ms(i.startTime).padStart(8)} ${ms(i.duration).padStart(7)}  ${i.url}`);
    const lcpEl = a['largest-contentful-paint-element']?.details?.items ?? [];
    for (const table of lcpEl) {
      for (const item of table.items ?? []) {
        if (item.node) console.log('LCP element:', item.node.snippet);
        else if (item.phase) console.log(`  LCP phase ${item.phase}: ${ms(item.timing)}`);
      }
    }
    console.log(
      'lcp-lazy-loaded:',
      a['lcp-lazy-loaded']?.score,
      ' prioritize-lcp-image:',
      a['prioritize-lcp-image']?.score ?? a['prioritize-lcp-image']?.scoreDisplayMode,
    );
    console.log(
      'render-blocking:',
      (a['render-blocking-resources']?.details?.items ?? []).map((i) => `${i.url} ${ms(i.wastedMs)}`).join(', ') ||
        'none',
    );
    const requests = a['network-requests']?.details?.items ?? [];
    console.log(`requests: ${requests.length}; scripts before LCP:`);
    const lcpAt = n('largest-contentful-paint');
    for (const r of requests.filter(
      (r) =>
        r.resourceType === 'Script' ||
        r.resourceType === 'Document' ||
        r.resourceType === 'Image' ||
        r.resourceType === 'Fetch',
    ))
      console.log(
        `  ${ms(r.networkRequestTime).padStart(8)}→${ms(r.networkEndTime).padStart(8)} ${String(Math.round((r.transferSize ?? 0) / 1024)).padStart(4)}kB ${r.resourceType.padEnd(8)} ${r.priority ?? ''} ${r.url.slice(0, 120)}`,
      );
    void lcpAt;
  } finally {
    chrome.kill();
  }
}
