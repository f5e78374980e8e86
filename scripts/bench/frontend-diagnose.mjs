#!/usr/bin/env node
/**
 * Where a page's blocking time and LCP go (issue 21 §2): one Lighthouse 12.8.2 mobile run per URL
 * against an already running stack, printing the audits that explain TBT and LCP — main-thread
 * work by category, JS boot-up per script, long tasks, the LCP element and its phases,
 * render-blocking resources and the requests before LCP. Writes each run's full JSON when
 * BENCH_LIGHTHOUSE_SAVE=dir is set.
 *
 *   node scripts/bench/frontend-diagnose.mjs http://localhost:4700/ http://localhost:4700/medicines …
 *   node scripts/bench/frontend-diagnose.mjs --tasks http://localhost:3000/medicines
 *
 * `--tasks` also records V8's CPU profile and prints, for every task long enough to block at
 * Lighthouse's 4× CPU, the trace events and the functions it spent its time in (long-tasks.mjs).
 * The profiler slows the page a little, so read its scores as relative. Functions are named from
 * source maps when the apps were built with `BUILD_SOURCE_MAPS=1 npm run build`.
 *
 * Uses Debian's /usr/bin/chromium; nothing is downloaded.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { defaultFrameName, longTasks } from './long-tasks.mjs';

const CHROMIUM = '/usr/bin/chromium';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const withTasks = process.argv.includes('--tasks');
const urls = process.argv.slice(2).filter((arg) => arg !== '--tasks');
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
    const { lhr, artifacts } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      withTasks
        ? {
            extends: 'lighthouse:default',
            settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
          }
        : undefined,
    );
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
    if (withTasks) printLongTasks(artifacts.Trace.traceEvents);
  } finally {
    chrome.kill();
  }
}

/** The long tasks of the trace, each with its trace events and heaviest functions (--tasks). */
function printLongTasks(traceEvents) {
  const resolveFrame = sourceMappedFrames();
  console.log('long tasks (observed; ×4 for Lighthouse): events | functions, inclusive samples');
  for (const task of longTasks(traceEvents, { resolveFrame })) {
    console.log(`\n  ${ms(task.startMs)} +${task.durationMs.toFixed(1)} ms (×4 ${ms(task.durationMs * 4)})`);
    console.log(`    ${task.events.map(([name, total]) => `${name} ${total.toFixed(1)}`).join(' | ')}`);
    for (const [name, samples] of task.frames) console.log(`    ${String(samples).padStart(5)}  ${name}`);
  }
}

/** Names a profile frame from the source map of its script, when the build wrote one. */
function sourceMappedFrames() {
  const maps = new Map();
  for (const app of readdirSync(root).filter((dir) => dir === 'shell' || dir.startsWith('mf-'))) {
    const dir = join(root, app, 'dist/static/js');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true })) {
      if (String(file).endsWith('.js.map'))
        maps.set(String(file).replace(/^.*\//, '').slice(0, -4), join(dir, String(file)));
    }
  }
  const loaded = new Map();
  return (callFrame) => {
    const file = (callFrame.url ?? '').replace(/^.*\//, '');
    const mapFile = maps.get(file);
    if (!mapFile) return defaultFrameName(callFrame);
    if (!loaded.has(mapFile)) loaded.set(mapFile, new TraceMap(readFileSync(mapFile, 'utf8')));
    const position = originalPositionFor(loaded.get(mapFile), {
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    if (!position.source) return defaultFrameName(callFrame);
    const source = position.source.replace(/^.*node_modules\//, '~').replace(/^webpack:\/\/[^/]*\//, '');
    return `${position.name ?? callFrame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
  };
}
