// Pure parts of the signed-in panels bench (scripts/bench/panels.bench.mjs, issue 34 §1): one
// Lighthouse result → the figures we keep, medians per page and build, the before/after table with
// ratios, and the issue's goals. Tested by panels-report.test.mjs.
import { median, seconds } from './frontend-report.mjs';

/** Issue 34's goals for every panel page (median of the runs, cold HTTP cache, session kept). */
export const PANEL_GOALS = Object.freeze({ score: 90, lcpMs: 2000, tbtMs: 200, cls: 0.05 });

/**
 * The figures of one Lighthouse result: score (0–100), LCP, FCP, TBT, CLS, and from the
 * network-requests audit the JavaScript bytes transferred and the number of requests.
 */
export function panelRunOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const run = {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
  };
  for (const [key, value] of Object.entries(run)) {
    if (typeof value !== 'number' || Number.isNaN(value))
      throw new Error(`Lighthouse left ${key} out: ${JSON.stringify(run)}`);
  }
  return run;
}

const METRICS = ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'jsBytes', 'requests'];

/** Medians of each figure over a page's runs, with the score range. */
export function summarisePanelRuns(runs) {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const summary = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
  const scores = runs.map((run) => run.score);
  return { runs: runs.length, ...summary, scoreRange: [Math.min(...scores), Math.max(...scores)] };
}

/** after / before, as "0.83×"; "—" when there is no before or it is zero. */
export function ratio(after, before) {
  if (before === undefined || before === null || before === 0) return '—';
  return `${(after / before).toFixed(2)}×`;
}

const KiB = (bytes) => `${Math.round(bytes / 1024)} KiB`;

/**
 * The markdown table: one row per page and build ("before" first when measured), then one row of
 * ratios per page. `pages`: `{ path, user, builds: { before?, after } }` with summaries.
 */
export function panelsMarkdown({ pages, runs, lighthouseVersion, chromiumVersion, loadAverage, beforeLabel }) {
  const cell = (s) =>
    `${s.score} (${s.scoreRange[0]}–${s.scoreRange[1]}) | ${seconds(s.lcpMs)} | ${seconds(s.fcpMs)} | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${KiB(s.jsBytes)} | ${s.requests}`;
  const rows = pages.flatMap(({ path, user, builds }) => [
    ...(builds.before ? [`| \`${path}\` (${user}) | before | ${cell(builds.before)} |`] : []),
    `| \`${path}\` (${user}) | after | ${cell(builds.after)} |`,
    ...(builds.before
      ? [
          `| | after ÷ before | ${ratio(builds.after.score, builds.before.score)} | ${ratio(builds.after.lcpMs, builds.before.lcpMs)} | ${ratio(builds.after.fcpMs, builds.before.fcpMs)} | ${ratio(builds.after.tbtMs, builds.before.tbtMs)} | | ${ratio(builds.after.jsBytes, builds.before.jsBytes)} | ${ratio(builds.after.requests, builds.before.requests)} |`,
        ]
      : []),
  ]);
  return [
    `Signed in, Lighthouse ${lighthouseVersion} mobile preset (simulated slow 4G, 4× CPU), performance only, ${chromiumVersion}; a new Chrome per run, the session cookie set before the run, Lighthouse's own storage reset (HTTP cache and the origin's storage cleared, cookies kept): a cold cache with the session kept. Store pages as the demo owner, admin pages as the demo admin; client-rendered (\`SSR=0\`: the render server sends panel routes only the frame). Median of ${runs} runs per page and build, the builds interleaved run by run.${beforeLabel ? ` "before": ${beforeLabel}; "after": this checkout's build.` : ''} JS = script bytes transferred (gzip, as served), requests = every request of the load.`,
    '',
    '| Page | Build | Score | LCP | FCP | TBT | CLS | JS | Requests |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Load average when the measurements started: ${loadAverage.toFixed(1)} on a shared 2-core machine (simulated throttling scales the CPU work it observes: compare the builds within this run, by the ratios).`,
  ].join('\n');
}

/** The issue's goals for the "after" build, each with the measured value in its text. */
export function panelTargets(pages) {
  return pages.flatMap(({ path, builds: { after } }) => [
    {
      target: `panel ${path}: Lighthouse ≥ ${PANEL_GOALS.score} (measured ${after.score})`,
      met: after.score >= PANEL_GOALS.score,
    },
    {
      target: `panel ${path}: LCP ≤ ${seconds(PANEL_GOALS.lcpMs)} (measured ${seconds(after.lcpMs)})`,
      met: after.lcpMs <= PANEL_GOALS.lcpMs,
    },
    {
      target: `panel ${path}: TBT ≤ ${PANEL_GOALS.tbtMs} ms (measured ${Math.round(after.tbtMs)} ms)`,
      met: after.tbtMs <= PANEL_GOALS.tbtMs,
    },
    {
      target: `panel ${path}: CLS ≤ ${PANEL_GOALS.cls} (measured ${after.cls.toFixed(3)})`,
      met: after.cls <= PANEL_GOALS.cls,
    },
  ]);
}
