#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark module and writes docs/benchmarks.md (NOT part of npm test).
 *
 * A bench module is a script that prints, as its last stdout line, `BENCH_RESULT {json}` with
 * `{ name, markdown, targets: [{ target, met }] }` (see appwrite/dev-server/bench/common.ts);
 * progress goes to stderr. Add front-end benchmarks by appending to BENCHES.
 *
 *   npm run bench                      all of them
 *   npm run bench -- --only locator    the ones whose id contains "locator" (printed, docs untouched)
 * Module-specific knobs are environment variables documented in each module
 * (e.g. BENCH_LOCATOR_SIZES=10000,100000 BENCH_QUERIES=100).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ id: string, module: string, typescript: boolean }[]} */
const BENCHES = [
  { id: 'backend-locator', module: 'appwrite/dev-server/bench/locator.bench.ts', typescript: true },
  { id: 'backend-search', module: 'appwrite/dev-server/bench/search.bench.ts', typescript: true },
  { id: 'catalog-search', module: 'appwrite/dev-server/bench/catalog-search.bench.ts', typescript: true },
  { id: 'geocoder-localities', module: 'appwrite/functions/geocoder/bench/localities.bench.ts', typescript: true },
  { id: 'order-intake', module: 'appwrite/dev-server/bench/order-intake.bench.ts', typescript: true },
  { id: 'inventory', module: 'appwrite/dev-server/bench/inventory.bench.ts', typescript: true },
  { id: 'analytics-rollups', module: 'appwrite/dev-server/bench/rollups.bench.ts', typescript: true },
  { id: 'earnings', module: 'appwrite/dev-server/bench/earnings.bench.ts', typescript: true },
  { id: 'admin-lists', module: 'appwrite/dev-server/bench/admin-lists.bench.ts', typescript: true },
  { id: 'order-pipeline', module: 'appwrite/dev-server/bench/order-pipeline.bench.ts', typescript: true },
  { id: 'push-fanout', module: 'appwrite/dev-server/bench/push-fanout.bench.ts', typescript: true },
  { id: 'rider-location', module: 'appwrite/dev-server/bench/rider-location.bench.ts', typescript: true },
  { id: 'ledger-lifecycles', module: 'appwrite/dev-server/bench/ledger-lifecycles.bench.ts', typescript: true },
  { id: 'rx-requests', module: 'appwrite/dev-server/bench/rx-requests.bench.ts', typescript: true },
  { id: 'widget-size', module: 'scripts/bench/widget-size.bench.mjs', typescript: false },
  { id: 'frontend', module: 'scripts/bench/frontend.bench.mjs', typescript: false },
  { id: 'first-load', module: 'scripts/bench/first-load.bench.mjs', typescript: false },
  { id: 'panels', module: 'scripts/bench/panels.bench.mjs', typescript: false },
  { id: 'ssr-swap', module: 'scripts/bench/ssr-swap.bench.mjs', typescript: false },
];

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
if (onlyIndex >= 0 && !only) {
  console.error('usage: npm run bench [-- --only <id substring>]');
  process.exit(2);
}
const selected = BENCHES.filter((b) => !only || b.id.includes(only));
if (selected.length === 0) {
  console.error(`no benchmark id contains "${only}"; ids: ${BENCHES.map((b) => b.id).join(', ')}`);
  process.exit(2);
}

function run(bench) {
  return new Promise((done, fail) => {
    const argv = bench.typescript ? ['--import', 'tsx', bench.module] : [bench.module];
    const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', fail);
    child.on('exit', (code) => {
      const line = out
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('BENCH_RESULT '));
      if (code !== 0 || !line)
        return fail(
          new Error(`${bench.id} failed (exit ${code})${line ? '' : ': no BENCH_RESULT line'}\n${out.slice(-2000)}`),
        );
      done({ id: bench.id, ...JSON.parse(line.slice('BENCH_RESULT '.length)) });
    });
  });
}

const started = new Date();
const loadAtStart = loadavg()[0];
const reports = [];
for (const bench of selected) {
  console.error(`bench: ${bench.id} …`);
  reports.push(await run(bench));
}

const cpu = cpus();
const doc = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` (scripts/bench.mjs) on ${started.toISOString().slice(0, 10)} — ${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}. Load average when the run started: ${loadAtStart.toFixed(1)} (other work on the machine inflates the tails). Numbers are as measured in one run; they are not edited by hand.`,
  '',
  '## Targets',
  '',
  ...reports.flatMap((r) => r.targets.map((t) => `- ${t.met ? '✅' : '❌'} ${t.target}`)),
  '',
  ...reports.flatMap((r) => [`## ${r.name}`, '', r.markdown, '']),
].join('\n');
// A partial run (--only) must not replace the full report with a fragment: it prints instead.
if (only) {
  console.log(doc);
  console.error('bench: --only run, docs/benchmarks.md left as it was');
} else {
  writeFileSync(resolve(root, 'docs/benchmarks.md'), doc);
  console.error(`bench: wrote docs/benchmarks.md (${reports.length} benchmark${reports.length === 1 ? '' : 's'})`);
}
for (const r of reports) for (const t of r.targets) console.log(`${t.met ? 'MET ' : 'MISSED'} ${t.target}`);
