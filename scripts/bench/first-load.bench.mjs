#!/usr/bin/env node
/**
 * Issue 34 §3: first-load JavaScript of each customer route (`/`, `/medicines`, a product page,
 * `/search`), client-rendered, from the current build (run `npm run build` first). Runs
 * first-load-chunks.mjs (fresh Chromium profile per route, gzip -9 of every script body) and
 * reports the totals against the committed budget (first-load-budget.json) and the 250 kB goal,
 * and the largest files of `/`. Prints BENCH_RESULT for scripts/bench.mjs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const budget = JSON.parse(readFileSync(join(root, 'scripts/bench/first-load-budget.json'), 'utf8'));
const BUDGET_KEYS = { '/': '/', '/medicines': '/medicines', '/search?q=dolo': '/search' };
const budgetKey = (route) => BUDGET_KEYS[route] ?? (route.startsWith('/product/') ? '/product/:id' : route);

const dir = mkdtempSync(join(tmpdir(), 'instamg-first-load-bench-'));
const jsonFile = join(dir, 'report.json');
const run = spawnSync(
  process.execPath,
  [join(root, 'scripts/bench/first-load-chunks.mjs'), '--quiet', '--json', jsonFile],
  {
    cwd: root,
    stdio: ['ignore', 2, 2],
  },
);
if (run.status !== 0) process.exit(run.status ?? 1);
const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
rmSync(dir, { recursive: true, force: true });

/** `shell`, or the remote a script came from (its port), for the table of files. */
const appOf = (url) => {
  const port = Number(new URL(url).port);
  const shellPort = Number(process.env.SHELL_PORT ?? 3000);
  const names = ['shell', 'mf_catalog', 'mf_cart_checkout', 'mf_location', 'mf_store_panel', 'mf_admin'];
  return names[port - shellPort] ?? new URL(url).host;
};
const rows = Object.entries(report).map(([route, scripts]) => ({
  route,
  scripts: scripts.length,
  raw: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
  gzip: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  budget: budget.routes[budgetKey(route)],
}));
const home = (report['/'] ?? []).slice(0, 12);

console.log(
  `BENCH_RESULT ${JSON.stringify({
    name: 'Customer first load per route (issue 34 §3)',
    markdown: [
      'Cold, client-rendered load (`SSR=0`) of each route in a fresh Chromium profile, served by `scripts/serve-apps.mjs` from the production builds, backend = dev server on a fresh seeded data dir; every script response until the main area is not busy and the network has been quiet for 2 s, gzip -9 of its body (`scripts/bench/first-load-chunks.mjs`). Budget: `scripts/bench/first-load-budget.json` (measured + 3 %; `npm run build` fails above it).',
      '',
      '| Route | Scripts | Raw | Gzip | Budget |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| \`${r.route}\` | ${r.scripts} | ${kB(r.raw)} | **${kB(r.gzip)}** | ${r.budget ? kB(r.budget) : '—'} |`,
      ),
      '',
      'Largest files of `/`:',
      '',
      '| File | App | Gzip |',
      '|---|---|---:|',
      ...home.map((s) => `| ${new URL(s.url).pathname} | ${appOf(s.url)} | ${kB(s.gzipBytes)} |`),
    ].join('\n'),
    targets: rows.map((r) => ({
      target: `Issue 34: \`${r.route}\` first-load JS ≤ 250.0 kB gzip (measured ${kB(r.gzip)})`,
      met: r.gzip <= budget.goalBytes,
    })),
  })}`,
);
