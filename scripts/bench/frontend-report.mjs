// Pure parts of the front-end benchmark (scripts/bench/frontend.bench.mjs): who served each
// script, medians, the targets and the markdown. Tested by frontend-report.test.mjs (node --test).

/** Goals from issues 6 and 20 (CLS for server-rendered pages). kB = 1000 bytes, as in scripts/build.mjs's size table. */
export const GOALS = Object.freeze({
  homeJsGzipBytes: 250_000,
  performanceScore: 90,
  lcpMs: 2000,
  cls: 0.05,
  // Issue 21: server-rendered pages hydrate without long tasks.
  tbtMs: 250,
});

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The app that served `url`: its origin's port looked up in `appsByPort` (port → app name).
 * Anything else (a CDN, the backend) is reported under its host.
 */
export function appForUrl(url, appsByPort) {
  const parsed = new URL(url);
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  return appsByPort[port] ?? parsed.host;
}

/**
 * Sums the scripts of one page load per app. `scripts`: `{ url, rawBytes, gzipBytes }[]`.
 * Returns rows ordered by gzip size (largest first) and the total.
 */
export function scriptsByApp(scripts, appsByPort) {
  const rows = new Map();
  for (const script of scripts) {
    const app = appForUrl(script.url, appsByPort);
    const row = rows.get(app) ?? { app, files: 0, rawBytes: 0, gzipBytes: 0 };
    row.files += 1;
    row.rawBytes += script.rawBytes;
    row.gzipBytes += script.gzipBytes;
    rows.set(app, row);
  }
  const sorted = [...rows.values()].sort((a, b) => b.gzipBytes - a.gzipBytes || a.app.localeCompare(b.app));
  const total = sorted.reduce(
    (sum, row) => ({
      files: sum.files + row.files,
      rawBytes: sum.rawBytes + row.rawBytes,
      gzipBytes: sum.gzipBytes + row.gzipBytes,
    }),
    { files: 0, rawBytes: 0, gzipBytes: 0 },
  );
  return { rows: sorted, total };
}

export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One page's Lighthouse runs → medians. `runs`: `{ score (0–100), lcpMs, fcpMs, tbtMs, cls, speedIndexMs, lcpElement }[]`.
 * The LCP element is the one of the run whose LCP is the median (or nearest to it).
 */
export function summariseLighthouse(runs) {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const nearest = runs.reduce((best, r) => (Math.abs(r.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? r : best));
  return {
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    scoreRange: [Math.min(...runs.map((r) => r.score)), Math.max(...runs.map((r) => r.score))],
    lcpMs,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    lcpElement: nearest.lcpElement ?? null,
  };
}

/** The issue's targets, each with the measured value in its text. */
export function frontendTargets(homeJs, pages) {
  const targets = [
    {
      target: `home \`/\` first-load JS ≤ ${kB(GOALS.homeJsGzipBytes)} gzip (measured ${kB(homeJs.total.gzipBytes)})`,
      met: homeJs.total.gzipBytes <= GOALS.homeJsGzipBytes,
    },
  ];
  for (const page of pages) {
    // Issue 21's "before" column (SSR_HYDRATION=whole) is measured for comparison, not held to the goals.
    if (page.mode === 'server, whole') continue;
    targets.push({
      target: `Lighthouse mobile performance ≥ ${GOALS.performanceScore} on ${page.label} (measured ${page.lighthouse.score})`,
      met: page.lighthouse.score >= GOALS.performanceScore,
    });
    targets.push({
      target: `LCP ≤ ${seconds(GOALS.lcpMs)} on ${page.label} (measured ${seconds(page.lighthouse.lcpMs)})`,
      met: page.lighthouse.lcpMs <= GOALS.lcpMs,
    });
    // 'server, returning' (issue 40 §6): the same pages for a customer whose store is stored.
    if (page.mode === 'server' || page.mode === 'server, returning') {
      targets.push({
        target: `CLS ≤ ${GOALS.cls} on ${page.label} (measured ${page.lighthouse.cls.toFixed(3)})`,
        met: page.lighthouse.cls <= GOALS.cls,
      });
      targets.push({
        target: `TBT ≤ ${GOALS.tbtMs} ms on ${page.label} (measured ${Math.round(page.lighthouse.tbtMs)} ms)`,
        met: page.lighthouse.tbtMs <= GOALS.tbtMs,
      });
    }
  }
  return targets;
}

const escapeCell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function frontendMarkdown({ homeJs, pages, lighthouseVersion, chromiumVersion, loadAverage, notes = [] }) {
  const lines = [
    'Cold load of `/` in Chromium (new profile, no cache) until the catalogue has rendered and the network has been quiet; every JavaScript response counted once, gzip -9 of its body (as `scripts/build.mjs` counts dist files). Served by `scripts/serve-apps.mjs` from production builds, backend = dev server on a fresh seeded data dir.',
    '',
    '| App | Scripts | Raw | Gzip |',
    '|---|---:|---:|---:|',
    ...homeJs.rows.map((row) => `| ${row.app} | ${row.files} | ${kB(row.rawBytes)} | ${kB(row.gzipBytes)} |`),
    `| **total** | ${homeJs.total.files} | ${kB(homeJs.total.rawBytes)} | **${kB(homeJs.total.gzipBytes)}** |`,
    '',
    ...(pages.length === 0
      ? ['Lighthouse was not run (BENCH_LIGHTHOUSE_RUNS=0).']
      : lighthouseTable(pages, lighthouseVersion, chromiumVersion)),
    '',
    `Load average when the measurements started: ${loadAverage.toFixed(1)} on a shared 2-core machine (simulated throttling scales the CPU work it observes, so a busy machine lowers scores).`,
    ...notes.map((note) => `\n${note}`),
  ];
  return lines.join('\n');
}

function lighthouseTable(pages, lighthouseVersion, chromiumVersion) {
  return [
    `Lighthouse ${lighthouseVersion}, default mobile config (emulated Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), performance category only, ${chromiumVersion}. Median of ${pages[0]?.lighthouse.runs ?? 0} runs per page (score range in brackets). "client": the shell's static files render in the browser; "server": the render server sends the page's HTML (docs/decisions/0005-server-rendering.md) and the browser hydrates it in slices (issue 21); "server, whole": the same with \`SSR_HYDRATION=whole\`, hydration as before issue 21 (one pass); "server, returning": "server" for a customer whose selected store is in device storage (issue 40 §6: the pharmacy strip and the store's prices); the same remotes and backend, runs interleaved.`,
    '',
    '| Page | Score | LCP | FCP | TBT | CLS | Speed Index | LCP element |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...pages.map(
      ({ label, lighthouse: lh }) =>
        `| ${label} | ${lh.score} (${lh.scoreRange[0]}–${lh.scoreRange[1]}) | ${seconds(lh.lcpMs)} | ${seconds(lh.fcpMs)} | ${Math.round(lh.tbtMs)} ms | ${lh.cls.toFixed(3)} | ${seconds(lh.speedIndexMs)} | ${lh.lcpElement ? `\`${escapeCell(lh.lcpElement).slice(0, 80)}\`` : '—'} |`,
    ),
  ];
}
