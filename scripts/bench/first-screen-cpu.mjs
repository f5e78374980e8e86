#!/usr/bin/env node
/**
 * How much of a page's first screen is CPU: loads `url` cold in Debian's Chromium with the CPU
 * throttled 4× (Lighthouse's mobile factor) and the network left fast, and prints when the
 * largest contentful paint happened, the long tasks, and V8's self time per script (sampling
 * profile). Diagnosis for ADR 0003, not part of `npm run bench`; needs the apps running
 * (`npm start`).
 *
 *   node scripts/bench/first-screen-cpu.mjs [url]     default http://localhost:3000/
 */
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3000/';
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6000;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const seen = (window.__firstScreen = { longTasks: [], lcp: [] });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        seen.lcp.push({ time: e.startTime, size: e.size, element: e.element?.outerHTML.slice(0, 90) ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  const { longTasks, lcp } = await page.evaluate(() => window.__firstScreen);

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    const key = frame.url ? new URL(frame.url).pathname : frame.functionName; // (program), (idle), (garbage collector)…
    selfMs.set(key, (selfMs.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  selfMs.delete('(idle)');
  const busy = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const last = lcp.at(-1);

  console.log(`${url} with ${CPU_SLOWDOWN}× CPU, unthrottled network`);
  console.log(`LCP ${last ? `${(last.time / 1000).toFixed(2)} s (${last.size} px²) ${last.element}` : 'not reported'}`);
  console.log(
    `long tasks: ${longTasks.length}, ${Math.round(longTasks.reduce((a, t) => a + t.duration, 0))} ms in all; blocking (over 50 ms each): ${Math.round(longTasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0))} ms`,
  );
  console.log(
    `main thread busy ${Math.round(busy)} ms in the first ${SETTLE_MS / 1000 + 1}-odd s; self time by script:`,
  );
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
} finally {
  await browser.close();
}
