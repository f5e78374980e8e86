import fc from 'fast-check';
import { startTestServer } from '../test/harness.ts';
import { buildMarketplace } from '../test/orders-fixtures.ts';
import {
  LifecycleViolation,
  lifecycleArb,
  lifecycleRegions,
  pool,
  prepareLifecycles,
  runLifecycle,
} from '../../functions/order-state/test/ledger-lifecycles.ts';
import { emit, machine, ms, percentile } from './common.ts';

/**
 * The ledger's property test at scale (issue 31 §4): BENCH_LEDGER_LIFECYCLES random order lifecycles
 * (default 300, ~7 min on 2 cores — a lifecycle costs ~1 s of CPU; BENCH_LEDGER_LIFECYCLES=10000 is the
 * issue's count and takes hours; seed BENCH_LEDGER_SEED, default 31) drawn by the same fast-check generator as the
 * `npm test` property test (functions/order-state/test/ledger-lifecycles.ts) and run through the real
 * functions on one dev server, BENCH_LEDGER_CONCURRENCY at once (default 8). Unlike the test, a
 * lifecycle that breaks an invariant is counted (and its first three printed) and the run goes on:
 * the report is the time taken and the exceptions found.
 */
const LIFECYCLES = Number(process.env.BENCH_LEDGER_LIFECYCLES ?? 300);
const SEED = Number(process.env.BENCH_LEDGER_SEED ?? 31);
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY ?? 8);

const log = (message: string) => console.error(`[ledger-lifecycles] ${message}`);

const t = await startTestServer();
try {
  const m = await buildMarketplace(t, 'ledger-bench');
  await prepareLifecycles(m);
  // ~50 lifecycles per store pair, as in the test (a store's day is re-read on every order change).
  const regions = await lifecycleRegions(t, m, Math.ceil(LIFECYCLES / 50));
  let next = 0;
  const lifecycles = fc.sample(lifecycleArb, { seed: SEED, numRuns: LIFECYCLES });
  const violations: string[] = [];
  const errors: string[] = [];
  const durations: number[] = [];
  const statuses = new Map<string, number>();
  let done = 0;
  const started = performance.now();
  await pool(lifecycles, CONCURRENCY, async (l) => {
    const t0 = performance.now();
    try {
      const outcome = await runLifecycle(t, m, l, regions[next++ % regions.length]);
      statuses.set(outcome.finalStatus, (statuses.get(outcome.finalStatus) ?? 0) + 1);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      (err instanceof LifecycleViolation ? violations : errors).push(text);
      if (violations.length + errors.length <= 3) log(text);
    }
    durations.push(performance.now() - t0);
    if (++done % 500 === 0) log(`${done} / ${LIFECYCLES} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const ends = [...statuses].map(([s, n]) => `${s} ${n.toLocaleString('en-IN')}`).join(', ');
  const markdown = [
    `${machine()}. ${LIFECYCLES.toLocaleString('en-IN')} random order lifecycles (seed ${SEED}; functions/order-state/test/ledger-lifecycles.ts: online or COD, with or without a coupon, a rejection that re-routes or cancels, cancel before dispatch, a failed delivery then cancel or redelivery, a substitution accepted or declined while packing, a partial return, a payment after a failed try, the payment page submitted after a cancel) through the real functions on one dev server, ${CONCURRENCY} at once; after each, the order's ledger lines checked (each event balances, no line twice, collected = refunds + commission + taxes + store payable less a platform coupon, nothing refunded beyond what was collected, the refunds the pages show are the ledger's, a replayed sync and action write nothing). Ends: ${ends}.`,
    '',
    '| Lifecycles | Time | Per lifecycle p50 / p99 | Invariant exceptions | Other errors |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${LIFECYCLES.toLocaleString('en-IN')} | ${seconds.toFixed(0)} s (${(LIFECYCLES / seconds).toFixed(2)}/s) | ${ms(percentile(durations, 50))} / ${ms(percentile(durations, 99))} ms | ${violations.length} | ${errors.length} |`,
  ].join('\n');
  console.error(markdown);
  emit({
    name: 'Ledger: random order lifecycles through the functions (issue 31 §4)',
    markdown,
    targets: [
      {
        target: `${LIFECYCLES.toLocaleString('en-IN')} lifecycles, 0 invariant exceptions (${violations.length}), 0 errors (${errors.length})`,
        met: violations.length === 0 && errors.length === 0,
      },
    ],
  });
} finally {
  await t.close();
}
process.exit(0);
