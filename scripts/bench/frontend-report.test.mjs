import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import {
  appForUrl,
  frontendMarkdown,
  frontendTargets,
  median,
  scriptsByApp,
  summariseLighthouse,
} from './frontend-report.mjs';

const appsByPort = { 3500: 'shell', 3501: 'mf_catalog', 3503: 'mf_location' };

describe('appForUrl', () => {
  it('names the app by its port, anything else by host', () => {
    assert.equal(appForUrl('http://localhost:3501/static/js/async/123.js', appsByPort), 'mf_catalog');
    assert.equal(appForUrl('http://localhost:3500/runtime-config.js', appsByPort), 'shell');
    assert.equal(appForUrl('https://cdn.example.in/x.js', appsByPort), 'cdn.example.in');
    assert.equal(appForUrl('http://localhost:8580/v1/x.js', appsByPort), 'localhost:8580');
  });
});

describe('scriptsByApp', () => {
  it('sums files and bytes per app, largest first, with a total', () => {
    const { rows, total } = scriptsByApp(
      [
        { url: 'http://localhost:3500/static/js/index.js', rawBytes: 1000, gzipBytes: 300 },
        { url: 'http://localhost:3501/remoteEntry.js', rawBytes: 2000, gzipBytes: 500 },
        { url: 'http://localhost:3501/static/js/async/1.js', rawBytes: 100, gzipBytes: 60 },
        { url: 'http://localhost:3503/remoteEntry.js', rawBytes: 50, gzipBytes: 40 },
      ],
      appsByPort,
    );
    assert.deepEqual(
      rows.map((r) => [r.app, r.files, r.rawBytes, r.gzipBytes]),
      [
        ['mf_catalog', 2, 2100, 560],
        ['shell', 1, 1000, 300],
        ['mf_location', 1, 50, 40],
      ],
    );
    assert.deepEqual(total, { files: 4, rawBytes: 3150, gzipBytes: 900 });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.throws(() => median([]), /no values/);
  });
});

const run = (score, lcpMs, lcpElement) => ({
  score,
  lcpMs,
  fcpMs: 900,
  tbtMs: 120,
  cls: 0.01,
  speedIndexMs: 1500,
  lcpElement,
});

describe('summariseLighthouse', () => {
  it('reports medians, the score range and the LCP element of the median run', () => {
    const summary = summariseLighthouse([run(70, 3100, '<img a>'), run(82, 2500, '<h1 b>'), run(75, 2700, '<h1 c>')]);
    assert.equal(summary.score, 75);
    assert.deepEqual(summary.scoreRange, [70, 82]);
    assert.equal(summary.lcpMs, 2700);
    assert.equal(summary.lcpElement, '<h1 c>');
    assert.equal(summary.runs, 3);
  });
  it('refuses an empty list', () => assert.throws(() => summariseLighthouse([]), /no Lighthouse runs/));
});

describe('frontendTargets', () => {
  it('checks each goal at its boundary and states the measured value', () => {
    const homeJs = { rows: [], total: { files: 10, rawBytes: 900_000, gzipBytes: 250_000 } };
    const pages = [
      { label: '`/`', lighthouse: summariseLighthouse([run(90, 2000)]) },
      { label: '`/medicines`', lighthouse: summariseLighthouse([run(89, 2001)]) },
    ];
    assert.deepEqual(frontendTargets(homeJs, pages), [
      { target: 'home `/` first-load JS ≤ 250.0 kB gzip (measured 250.0 kB)', met: true },
      { target: 'Lighthouse mobile performance ≥ 90 on `/` (measured 90)', met: true },
      { target: 'LCP ≤ 2.00 s on `/` (measured 2.00 s)', met: true },
      { target: 'Lighthouse mobile performance ≥ 90 on `/medicines` (measured 89)', met: false },
      { target: 'LCP ≤ 2.00 s on `/medicines` (measured 2.00 s)', met: false },
    ]);
  });
  it('holds server-rendered pages to CLS ≤ 0.05 too', () => {
    const homeJs = { rows: [], total: { files: 1, rawBytes: 1, gzipBytes: 1 } };
    const page = (label, cls) => ({
      label,
      mode: 'server',
      lighthouse: summariseLighthouse([{ ...run(95, 1500), cls }]),
    });
    const cls = frontendTargets(homeJs, [page('`/` server', 0.05), page('`/medicines` server', 0.051)]).filter((t) =>
      t.target.startsWith('CLS'),
    );
    assert.deepEqual(cls, [
      { target: 'CLS ≤ 0.05 on `/` server (measured 0.050)', met: true },
      { target: 'CLS ≤ 0.05 on `/medicines` server (measured 0.051)', met: false },
    ]);
  });
  it("holds the returning customer's pages (a stored store, issue 40 §6) to CLS ≤ 0.05", () => {
    const homeJs = { rows: [], total: { files: 1, rawBytes: 1, gzipBytes: 1 } };
    const page = {
      label: '`/search?q=dolo` server, returning',
      mode: 'server, returning',
      lighthouse: summariseLighthouse([{ ...run(95, 1500), cls: 0.115 }]),
    };
    assert.deepEqual(
      frontendTargets(homeJs, [page]).filter((t) => t.target.startsWith('CLS')),
      [{ target: 'CLS ≤ 0.05 on `/search?q=dolo` server, returning (measured 0.115)', met: false }],
    );
  });
  it('holds server-rendered pages to TBT ≤ 250 ms; the "server, whole" column (before issue 21) to nothing', () => {
    const homeJs = { rows: [], total: { files: 1, rawBytes: 1, gzipBytes: 1 } };
    const page = (label, mode, tbtMs) => ({
      label,
      mode,
      lighthouse: summariseLighthouse([{ ...run(95, 1500), tbtMs }]),
    });
    const targets = frontendTargets(homeJs, [
      page('`/` server, whole', 'server, whole', 900),
      page('`/` server', 'server', 250),
      page('`/medicines` server', 'server', 251),
    ]);
    assert.equal(targets.filter((t) => t.target.includes('whole')).length, 0);
    assert.deepEqual(
      targets.filter((t) => t.target.startsWith('TBT')),
      [
        { target: 'TBT ≤ 250 ms on `/` server (measured 250 ms)', met: true },
        { target: 'TBT ≤ 250 ms on `/medicines` server (measured 251 ms)', met: false },
      ],
    );
  });
});

describe('frontendMarkdown', () => {
  it('renders the JS table per app and one Lighthouse row per page', () => {
    const homeJs = scriptsByApp(
      [{ url: 'http://localhost:3501/remoteEntry.js', rawBytes: 2000, gzipBytes: 500 }],
      appsByPort,
    );
    const md = frontendMarkdown({
      homeJs,
      pages: [
        {
          label: '`/`',
          lighthouse: summariseLighthouse([run(64, 4200, '<h1 id="home-hero">Medicines | delivered</h1>')]),
        },
      ],
      lighthouseVersion: '12.8.2',
      chromiumVersion: 'Chromium 156',
      loadAverage: 2.5,
    });
    assert.match(md, /\| mf_catalog \| 1 \| 2\.0 kB \| 0\.5 kB \|/);
    assert.match(md, /\| \*\*total\*\* \| 1 \| 2\.0 kB \| \*\*0\.5 kB\*\* \|/);
    assert.match(
      md,
      /\| `\/` \| 64 \(64–64\) \| 4\.20 s \| 0\.90 s \| 120 ms \| 0\.010 \| 1\.50 s \| `<h1 id="home-hero">Medicines \\\| delivered<\/h1>` \|/,
    );
    assert.match(md, /Lighthouse 12\.8\.2/);
  });
  it('says Lighthouse was skipped when no page was measured', () => {
    const homeJs = scriptsByApp([{ url: 'http://localhost:3500/index.js', rawBytes: 10, gzipBytes: 5 }], appsByPort);
    const md = frontendMarkdown({
      homeJs,
      pages: [],
      lighthouseVersion: 'unknown',
      chromiumVersion: 'Chromium',
      loadAverage: 1,
    });
    assert.match(md, /Lighthouse was not run \(BENCH_LIGHTHOUSE_RUNS=0\)\./);
    assert.doesNotMatch(md, /\| Page \| Score/);
  });
});

describe('layout shift on a slow phone (issue 40 §6)', () => {
  it('holds the worst visit to CLS ≤ 0.05 and every visit to one price', async () => {
    const { summariseLayoutShift, layoutShiftTargets, layoutShiftMarkdown } = await import('./layout-shift.mjs');
    const still = summariseLayoutShift('`/search?q=dolo` returning', [
      { cls: 0.006, prices: ['₹14.37'], largest: '' },
      { cls: 0.009, prices: ['₹14.37'], largest: 'Results 166→178 px' },
    ]);
    const jumpy = summariseLayoutShift('`/product/x` first visit, location allowed', [
      { cls: 0.01, prices: ['₹28.17'], largest: '' },
      { cls: 0.122, prices: ['₹28.22', '₹28.17'], largest: 'Dolo 650 109→166 px' },
    ]);
    assert.equal(still.maxCls, 0.009);
    assert.deepEqual(layoutShiftTargets([still, jumpy]), [
      { target: 'CLS ≤ 0.05 on `/search?q=dolo` returning, slow phone (worst of 2: 0.009)', met: true },
      { target: 'one price from the first paint on `/search?q=dolo` returning', met: true },
      {
        target: 'CLS ≤ 0.05 on `/product/x` first visit, location allowed, slow phone (worst of 2: 0.122)',
        met: false,
      },
      { target: 'one price from the first paint on `/product/x` first visit, location allowed', met: false },
    ]);
    assert.match(layoutShiftMarkdown([jumpy]), /\| 0\.066 \| 0\.122 \| ₹28\.22 → ₹28\.17 \| Dolo 650 109→166 px \|/);
  });
});
