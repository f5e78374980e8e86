#!/usr/bin/env node
/**
 * Live remote redeploys on the render server (issue 21 §1 and §3; ADR 0005 part 2), for
 * `npm run bench`: the render server (scripts/serve-ssr.mjs, worker pool per deploy snapshot)
 * renders product pages under constant load while its deploy map alternates mf-catalog between
 * two versions (this build and the build fixture "next", scripts/build.mjs) for BENCH_SWAPS swaps.
 * Reports the process's resident memory before, at its peak and after the swaps, the swap time
 * (new pool booted and warm → serving) p50/p99, and whether every request under load answered
 * 200 with a full page. Starts its own stack (production builds, seeded dev server on a throw-away
 * data dir) on shell 3520, remotes 3521–3525, render server 3530, backend 8620 (each overridable
 * with SHELL_PORT, CATALOG_PORT, …, APPWRITE_DEV_PORT; the render server is SHELL_PORT + 10).
 * Progress goes to stderr; the last stdout line is `BENCH_RESULT {json}` (scripts/bench.mjs).
 *
 *   BENCH_SWAPS=50               swaps to make
 *   BENCH_SWAP_CONCURRENCY=4     product page requests in flight all the time
 *   BENCH_SWAP_POOL_SIZE=1       render workers per snapshot (SSR_POOL_SIZE; the server's default is 1)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBenchInChild } from './bench-child.mjs';

const DEFAULT_PORTS = {
  SHELL_PORT: 3520,
  CATALOG_PORT: 3521,
  CART_CHECKOUT_PORT: 3522,
  LOCATION_PORT: 3523,
  STORE_PANEL_PORT: 3524,
  ADMIN_PORT: 3525,
  APPWRITE_DEV_PORT: 8620,
};
const PORTS = Object.fromEntries(
  Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, Number(process.env[name] ?? port)]),
);
const SSR_PORT = PORTS.SHELL_PORT + 10;
const POLL_MS = 200;

const progress = (message) => console.error(`[bench:ssr-swap] ${message}`);

if (process.argv.includes('--worker')) await worker();
else
  await runBenchInChild({
    id: 'ssr-swap',
    moduleUrl: import.meta.url,
    ports: PORTS,
    origins: [`http://localhost:${SSR_PORT}`],
  });

async function worker() {
  const { buildIfNeeded, startApps, startBackend } = await import('../lib/stack.mjs');
  const { root, startService, stopAll, waitForUrl } = await import('../lib/proc.mjs');
  const { createStaticServer, listen } = await import('../serve-static.mjs');
  const swaps = wholeNumber(process.env.BENCH_SWAPS ?? '50', 'BENCH_SWAPS');
  const concurrency = wholeNumber(process.env.BENCH_SWAP_CONCURRENCY ?? '4', 'BENCH_SWAP_CONCURRENCY');
  const poolSize = wholeNumber(process.env.BENCH_SWAP_POOL_SIZE ?? '1', 'BENCH_SWAP_POOL_SIZE');

  const dataDir = mkdtempSync(join(tmpdir(), 'instamg-bench-ssr-swap-'));
  let fixtureServer;
  const stop = async () => {
    fixtureServer?.closeAllConnections();
    fixtureServer?.close();
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)));

  try {
    progress('building apps whose sources changed…');
    await buildIfNeeded();
    const fixturesDir = join(root, 'mf-catalog/dist-ssr-fixtures');
    if (!existsSync(join(fixturesDir, 'fixtures.json'))) throw new Error('no build fixtures: run npm run build');
    const fixtures = JSON.parse(readFileSync(join(fixturesDir, 'fixtures.json'), 'utf8'));

    progress(`starting the backend on :${PORTS.APPWRITE_DEV_PORT} (fresh data dir, seeded)…`);
    const { endpoint } = await startBackend({ dataDir, reset: true });
    process.env.SSR = '0';
    progress(`serving the apps on :${PORTS.SHELL_PORT}–${PORTS.ADMIN_PORT}…`);
    await startApps({ endpoint });
    fixtureServer = await listen(createStaticServer({ dir: fixturesDir, spa: false }), 0);
    const fixtureOrigin = `http://localhost:${fixtureServer.address().port}`;
    const catalog = `http://localhost:${PORTS.CATALOG_PORT}`;
    const location = `http://localhost:${PORTS.LOCATION_PORT}`;
    const { version: locationVersion } = await (await fetch(`${location}/node/latest.json`)).json();
    const maps = [
      {
        mf_catalog: {
          version: fixtures.current,
          node: `${catalog}/node/${fixtures.current}/mf-manifest.json`,
          web: `${catalog}/mf-manifest.json`,
        },
      },
      {
        mf_catalog: {
          version: fixtures.next,
          node: `${fixtureOrigin}/node/${fixtures.next}/mf-manifest.json`,
          web: `${fixtureOrigin}/web/${fixtures.next}/mf-manifest.json`,
        },
      },
    ].map((map) => ({ ...map, mf_location: `${location}/node/${locationVersion}/mf-manifest.json` }));
    const mapFile = join(dataDir, 'deploy-map.json');
    writeFileSync(mapFile, JSON.stringify(maps[0]));

    progress(
      `starting the render server on :${SSR_PORT} (pool of ${poolSize}, deploy map polled every ${POLL_MS} ms)…`,
    );
    const ssrUrl = `http://localhost:${SSR_PORT}`;
    const child = startService('ssr', 'node', ['scripts/serve-ssr.mjs'], {
      env: {
        SHELL_PORT: String(SSR_PORT),
        APPWRITE_ENDPOINT: endpoint,
        PUBLIC_APP_URL: ssrUrl,
        SSR_DEPLOY_MAP: mapFile,
        SSR_DEPLOY_POLL_MS: String(POLL_MS),
        SSR_POOL_SIZE: String(poolSize),
        SSR_WARMUP_MS: '60000',
      },
    });
    await waitForUrl(`${ssrUrl}/__ssr/health`, { child, timeoutMs: 90_000 });
    const health = async () => (await fetch(`${ssrUrl}/__ssr/health`)).json();

    const url = new URL(`${endpoint}/tablesdb/instamg/tables/products/rows`);
    url.searchParams.append('queries[]', JSON.stringify({ method: 'equal', attribute: 'is_active', values: [true] }));
    url.searchParams.append('queries[]', JSON.stringify({ method: 'limit', values: [20] }));
    const products = (await (await fetch(url, { headers: { 'X-Appwrite-Project': 'instamg' } })).json()).rows.map(
      (row) => row.$id,
    );

    // The load: `concurrency` loops rendering product pages until told to stop.
    const load = { running: true, total: 0, failures: [], times: [] };
    const loops = Array.from({ length: concurrency }, async (_, loop) => {
      for (let i = loop; load.running; i += concurrency) {
        const product = products[i % products.length];
        const t0 = performance.now();
        try {
          const response = await fetch(`${ssrUrl}/product/${product}`);
          const html = await response.text();
          load.times.push(performance.now() - t0);
          if (response.status !== 200 || !html.includes('__INSTAMG_SSR__') || !html.includes('</html>'))
            load.failures.push(`${product}: ${response.status}`);
        } catch (error) {
          load.failures.push(`${product}: ${error.message}`);
        }
        load.total += 1;
      }
    });

    // Before: the first pool warm and under load for a while.
    await new Promise((done) => setTimeout(done, 10_000));
    const before = (await health()).memory;
    progress(`before: RSS ${before.rssMb} MB (${load.total} pages rendered)`);
    let peakRss = before.rssMb;
    const sampler = setInterval(async () => {
      try {
        peakRss = Math.max(peakRss, (await health()).memory.rssMb);
      } catch {
        // the next sample
      }
    }, 250);

    const swapTimes = [];
    const rssAfterSwap = [];
    const loadDuringSwaps = load.total;
    const started = performance.now();
    for (let swap = 1; swap <= swaps; swap += 1) {
      writeFileSync(mapFile, JSON.stringify(maps[swap % 2]));
      const deadline = Date.now() + 120_000;
      let report = await health();
      while (report.swaps < swap) {
        if (Date.now() > deadline) throw new Error(`swap ${swap} did not happen: ${JSON.stringify(report)}`);
        await new Promise((done) => setTimeout(done, 50));
        report = await health();
      }
      swapTimes.push(report.lastSwap.durationMs);
      // Once the old pool is gone (below), the same moment of every swap: comparable readings.
      const settledReport = async () => {
        for (;;) {
          const now = await health();
          if (now.pools.length === 1) return now;
          await new Promise((done) => setTimeout(done, 50));
        }
      };
      if (swap % 10 === 0)
        progress(`${swap}/${swaps} swaps; RSS ${report.memory.rssMb} MB; last swap ${report.lastSwap.durationMs} ms`);
      // The old pool drains before the next deploy (a real deploy is minutes apart).
      rssAfterSwap.push((await settledReport()).memory.rssMb);
    }
    const swapsSeconds = (performance.now() - started) / 1000;
    const rendersDuringSwaps = load.total - loadDuringSwaps;
    await new Promise((done) => setTimeout(done, 5000));
    clearInterval(sampler);
    const after = (await health()).memory;
    // Growth per swap in the steady state (swap 10 → the last), from the readings taken once each
    // old pool was released: a leak of the old pools' memory would show here.
    const from = Math.min(9, rssAfterSwap.length - 1);
    const growthPerSwapMb = (rssAfterSwap.at(-1) - rssAfterSwap[from]) / Math.max(1, rssAfterSwap.length - 1 - from);
    load.running = false;
    await Promise.all(loops);
    progress(`after: RSS ${after.rssMb} MB; peak ${peakRss} MB; ${load.total} pages, ${load.failures.length} failed`);

    const sortedSwaps = [...swapTimes].sort((a, b) => a - b);
    const sortedTimes = [...load.times].sort((a, b) => a - b);
    const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
    const markdown = [
      `Render server (\`scripts/serve-ssr.mjs\`, ${poolSize} render worker${poolSize === 1 ? '' : 's'} per deploy snapshot): ${swaps} swaps of mf-catalog between two versions (this build and the build fixture "next"; deploy map polled every ${POLL_MS} ms) while ${concurrency} product-page requests are always in flight. Swap time = the new pool booted (shell bundle + the snapshot's remote node builds) and warmed on \`/\`, \`/medicines\` and a product page in each worker → serving. Memory = the whole process's resident set (workers included). Load average at start ${loadavg()[0].toFixed(2)} on ${PORTS.APPWRITE_DEV_PORT === 8620 ? 'the bench ports' : 'custom ports'}.`,
      '',
      '| Swaps | Swap p50 | Swap p99 | Swap max | RSS before | RSS peak | RSS after swap 10 / last | RSS growth per swap (10 → last) | RSS after | Main-thread heap before / after | Pages under load | Failed | Render p50 / p99 |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${swaps} in ${swapsSeconds.toFixed(0)} s | ${at(sortedSwaps, 0.5)} ms | ${at(sortedSwaps, 0.99)} ms | ${sortedSwaps.at(-1)} ms | ${before.rssMb} MB | ${peakRss} MB | ${rssAfterSwap[from]} / ${rssAfterSwap.at(-1)} MB | ${growthPerSwapMb.toFixed(2)} MB | ${after.rssMb} MB | ${before.mainHeapUsedMb} / ${after.mainHeapUsedMb} MB | ${load.total} (${rendersDuringSwaps} during the swaps) | ${load.failures.length} | ${at(sortedTimes, 0.5).toFixed(0)} / ${at(sortedTimes, 0.99).toFixed(0)} ms |`,
      '',
      'RSS before is one fresh pool; after the first swaps the allocator keeps some freed pages, so the bound is the steady state: the growth per swap once the old pools are released.',
    ].join('\n');
    process.send({
      name: 'Render server: live remote swaps under load',
      markdown,
      targets: [
        {
          target: `every page under load during ${swaps} swaps answered 200 with its full HTML`,
          met: load.failures.length === 0,
        },
        {
          target: 'memory bounded: after each swap one pool remains, and RSS grows < 1 MB per swap (swap 10 → last)',
          met: growthPerSwapMb < 1,
        },
      ],
    });
  } finally {
    await stop();
  }
}

function wholeNumber(raw, name) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}
