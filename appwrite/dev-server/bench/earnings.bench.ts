import { Query, TablesDB, type Models } from 'node-appwrite';
import { syntheticStoreRow } from '../../seed/src/build.ts';
import { istDayKey, istDayRange } from '../../../shared/src/domain/store-daily-stats.ts';
import { formatPaise, sumBreakdowns } from '../../../shared/src/domain/settlement/settlement.ts';
import type { RateRow } from '../../../shared/src/domain/platform-settings.ts';
import {
  adjustmentsBetween,
  earningsBetween,
  earningsFigures,
  loadRates,
  type EarningOrder,
  type EarningsRow,
} from '../../functions/lib/money/earnings.ts';
import { summarise } from '../../functions/store-earnings/src/main.ts';
import { benchServer, bulkLoad, emit, machine, ms, prng, time } from './common.ts';

/**
 * Issue 18 benchmark (earnings): a store with BENCH_EARNINGS_ORDERS (10,000) delivered orders over
 * 90 IST days, its /store/earnings totals for the whole 90 days read as the store-earnings function
 * reads them — its `summary` work: the store's `store_order_earnings` rows by store_delivered_idx
 * (lib/money/earnings.ts earningsBetween, 500 a page) added up with `summarise` — against summing the
 * orders themselves in the same run: the store's delivered orders by store_status_idx (5,000 a
 * page), the rates, and the settlement of each order (earningsFigures, the code that writes the
 * rows). Both give the same net payable, checked in the run. node-appwrite over HTTP with an API
 * key, in this process (the function's own reads and sums; a function execution adds its runtime's
 * start on top). BENCH_QUERIES (20) reads each; one order in 20 is refunded (an adjustment).
 */
const ORDERS = Number(process.env.BENCH_EARNINGS_ORDERS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 20);
const NAIVE_RUNS = Math.min(QUERIES, 10);
const DAYS = 90;
const DB = 'instamg';
const STORE = 'bench-earnings-store';

const server = await benchServer();
try {
  const random = prng(ORDERS);
  const today = istDayKey(new Date());
  const dayOf = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (n % DAYS) * 86_400_000).toISOString().slice(0, 10);
  bulkLoad(server, 'stores', 1, (n) => ({ ...syntheticStoreRow(n), $id: STORE, team_id: 'bench-earnings-team' }));
  // The seed's rates, and a commission change 30 days ago (orders before and after it use their own).
  const rateRows: RateRow[] = [
    { kind: 'commission', rate_bps: 1000, effective_from: '2024-01-01T00:00:00.000Z' },
    {
      kind: 'commission',
      rate_bps: 1200,
      effective_from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    },
    { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2024-01-01T00:00:00.000Z' },
    { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-01-01T00:00:00.000Z' },
    { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-01-01T00:00:00.000Z' },
  ] as RateRow[];
  bulkLoad(server, 'rates', rateRows.length, (n) => ({
    ...rateRows[n - 1]!,
    $id: `bench-rate-${n}`,
    created_by: 'bench',
  }));
  const orders: EarningOrder[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const day = dayOf(n);
    const at = new Date(Date.parse(istDayRange(day).start) + (4 + random() * 10) * 3_600_000).toISOString();
    const items = Math.round((100 + random() * 900) * 100) / 100;
    const fee = n % 3 === 0 ? 0 : 25;
    const refunded = n % 20 === 0;
    const cod = n % 4 === 0;
    orders.push({
      $id: `bench-earn-order-${n + 1}`,
      customer_id: `c-${n % 997}`,
      store_id: STORE,
      store_team_id: 'bench-earnings-team',
      status: refunded ? 'refunded' : 'delivered',
      payment_status: refunded ? 'refunded' : cod ? 'cod_pending' : 'paid',
      items_total: items,
      delivery_fee: fee,
      gst_total: Math.round(items * 0.107 * 100) / 100,
      total: Math.round((items + fee) * 100) / 100,
      coupon_discount: n % 10 === 0 ? 20 : 0,
      coupon_funded_by: n % 10 === 0 ? 'platform' : null,
      cod_collected: cod ? Math.round((items + fee) * 100) / 100 : 0,
      paid_at: at,
      accepted_at: at,
      delivered_at: at,
      refund_status: refunded ? 'refunded' : null,
      refund_amount: refunded ? Math.round(items * 50) / 100 : null,
      refunded_at: refunded ? at : null,
    } as unknown as EarningOrder);
  }
  bulkLoad(server, 'orders', orders.length, (n) => orders[n - 1] as unknown as Record<string, unknown>);
  // The rows the order functions would have written at delivery (and at the refund).
  const computedAt = new Date().toISOString();
  bulkLoad(server, 'store_order_earnings', orders.length, (n) => ({
    $id: `bench-earn-${n}`,
    ...earningsFigures(orders[n - 1]!, rateRows).data,
    payout_id: null,
    computed_at: computedAt,
  }));
  // And the adjustment row of each refund (issue 31: one per refund event, dated when it was made).
  const refundedOrders = orders.filter((o) => o.refund_status === 'refunded');
  bulkLoad(server, 'store_earning_adjustments', refundedOrders.length, (n) => {
    const order = refundedOrders[n - 1]!;
    const { adjustment } = earningsFigures(order, rateRows);
    return {
      $id: `bench-adj-${n}`,
      store_id: STORE,
      order_id: order.$id,
      order_number: null,
      event_key: `refund:rf_${order.$id}`,
      kind: 'return',
      refund_paise: -adjustment.gross_paise,
      gross_paise: adjustment.gross_paise,
      commission_paise: adjustment.commission_paise,
      commission_gst_paise: adjustment.commission_gst_paise,
      tcs_paise: adjustment.tcs_paise,
      tds_paise: adjustment.tds_paise,
      net_paise: adjustment.net_paise,
      occurred_at: order.refunded_at!,
      payout_id: null,
      computed_at: computedAt,
    };
  });

  const tables = new TablesDB(await server.serve());
  const from = dayOf(DAYS - 1);
  const start = istDayRange(from).start;
  const end = istDayRange(today).end;

  const rollup = async () => {
    const [rows, adjustments] = await Promise.all([
      earningsBetween(tables, STORE, start, end),
      adjustmentsBetween(tables, STORE, start, end),
    ]);
    return summarise(from, today, rows, adjustments).net_payable_paise;
  };
  // The same rows in pages of 5,000 (what a larger page in earningsBetween would give).
  const rollupBigPages = async () => {
    const rows: EarningsRow[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<EarningsRow> = await tables.listRows<EarningsRow>({
        databaseId: DB,
        tableId: 'store_order_earnings',
        queries: [
          Query.equal('store_id', STORE),
          Query.greaterThanEqual('delivered_at', start),
          Query.lessThan('delivered_at', end),
          Query.orderAsc('$id'),
          Query.limit(5000),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      rows.push(...page.rows);
      if (page.rows.length < 5000) break;
      cursor = page.rows.at(-1)!.$id;
    }
    return summarise(from, today, rows, await adjustmentsBetween(tables, STORE, start, end)).net_payable_paise;
  };
  const naive = async () => {
    const rates = await loadRates(tables);
    const list: EarningOrder[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<Models.DefaultRow> = await tables.listRows<Models.DefaultRow>({
        databaseId: DB,
        tableId: 'orders',
        queries: [
          Query.equal('store_id', STORE),
          Query.equal('status', ['delivered', 'refunded']),
          Query.greaterThanEqual('delivered_at', start),
          Query.lessThan('delivered_at', end),
          Query.orderAsc('$id'),
          Query.limit(5000),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      list.push(...(page.rows as unknown as EarningOrder[]));
      if (page.rows.length < 5000) break;
      cursor = page.rows.at(-1)!.$id;
    }
    const figures = list.map((o) => earningsFigures(o, rates));
    return (
      sumBreakdowns(figures.map((f) => f.sale)).net_paise + sumBreakdowns(figures.map((f) => f.adjustment)).net_paise
    );
  };

  const [a, b] = [await rollup(), await naive()];
  if (a !== b || a === 0) throw new Error(`earnings rows ${a} ≠ orders ${b}`);
  if ((await rollupBigPages()) !== a) throw new Error('earnings rows in pages of 5,000 differ');

  const r = await time(Array.from({ length: QUERIES }), rollup, 2);
  const big = await time(Array.from({ length: QUERIES }), rollupBigPages, 2);
  const o = await time(Array.from({ length: NAIVE_RUNS }), naive, 1);
  const markdown = [
    `${machine()}. One store with ${ORDERS.toLocaleString('en-IN')} delivered orders over ${DAYS} days (one in 20 refunded, one in 4 cash on delivery, a commission change 30 days ago); /store/earnings totals for the whole ${DAYS} days. *Earnings rows* is the store-earnings function's \`summary\` work run in the bench process: the store's \`store_order_earnings\` rows by \`store_delivered_idx\` (500 a page) added up with \`summarise\`; *summing the orders* pages through the store's delivered and refunded orders (5,000 a page, \`store_status_idx\`), reads the rates and settles each order with the same code that writes the rows. Both give the same net payable (${formatPaise(a)}), checked in the run. A function execution adds its runtime's start to either.`,
    '',
    `| Read, ${DAYS} days | p50 / p99 |`,
    '| --- | ---: |',
    `| Earnings rows (what /store/earnings reads) | ${ms(r.p50)} / ${ms(r.p99)} ms (${r.runs} reads) |`,
    `| Earnings rows in pages of 5,000 (not what the function does today) | ${ms(big.p50)} / ${ms(big.p99)} ms (${big.runs} reads) |`,
    `| Summing the orders | ${ms(o.p50)} / ${ms(o.p99)} ms (${o.runs} reads) |`,
  ].join('\n');
  console.error(markdown);
  emit({
    name: 'Earnings: store_order_earnings rows against summing the orders (issue 18)',
    markdown,
    targets: [
      {
        target: `Store earnings (${ORDERS.toLocaleString('en-IN')} orders) from the earnings rows p99 under 1 s (${ms(r.p99)} ms)`,
        met: r.p99 < 1000,
      },
    ],
  });
} finally {
  await server.close();
}
process.exit(0);
