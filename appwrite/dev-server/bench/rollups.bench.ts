import { Query, TablesDB, type Models } from 'node-appwrite';
import { syntheticStoreRow } from '../../seed/src/build.ts';
import {
  computeStoreDay,
  istDayKey,
  istDayRange,
  parseStoreDayRow,
} from '../../../shared/src/domain/store-daily-stats.ts';
import { platformAnalytics } from '../../../shared/src/domain/platform-analytics.ts';
import { benchServer, bulkLoad, emit, machine, ms, prng, time } from './common.ts';

/**
 * Issue 18 benchmarks (analytics) and issue 19 §6: a store with BENCH_ROLLUP_ORDERS (10,000)
 * delivered orders over 90 IST days (and BENCH_ROLLUP_STORES − 1 other stores with the same), read
 * as the pages read them — /store/analytics: the store's 90 `store_daily_stats` rows; /admin/analytics
 * (admin-analytics `summary`): every store's rows of the 90 days summed with platformAnalytics —
 * against summing the orders themselves in the same run (the store's 10,000 orders by the
 * store_paid index, cursor pages of 5,000, added up with computeStoreDay; for the platform, every
 * order of the 90 days). node-appwrite over HTTP with an API key; BENCH_QUERIES (50) reads each.
 */
const ORDERS = Number(process.env.BENCH_ROLLUP_ORDERS ?? 10_000);
const STORES = Number(process.env.BENCH_ROLLUP_STORES ?? 5);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 50);
const NAIVE_RUNS = 10;
const DAYS = 90;
const DB = 'instamg';

const server = await benchServer();
try {
  const random = prng(ORDERS);
  const today = istDayKey(new Date());
  const dayOf = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (n % DAYS) * 86_400_000).toISOString().slice(0, 10);
  const storeIds = Array.from({ length: STORES }, (_, i) => `bench-rollup-store-${i + 1}`);
  bulkLoad(server, 'stores', STORES, (n) => ({ ...syntheticStoreRow(n), $id: storeIds[n - 1], team_id: `team-${n}` }));
  // ORDERS delivered orders per store, spread over DAYS days (mid-morning IST).
  const orders: Array<{ store: string; day: string; total: number; at: string }> = [];
  for (const store of storeIds)
    for (let n = 0; n < ORDERS; n++) {
      const day = dayOf(n);
      const at = new Date(Date.parse(istDayRange(day).start) + (4 + random() * 10) * 3_600_000).toISOString();
      orders.push({ store, day, total: Math.round((100 + random() * 900) * 100) / 100, at });
    }
  bulkLoad(server, 'orders', orders.length, (n) => {
    const o = orders[n - 1]!;
    return {
      $id: `bench-order-${n}`,
      customer_id: `c-${n % 997}`,
      store_id: o.store,
      store_team_id: 'team',
      status: 'delivered',
      payment_status: 'paid',
      total: o.total,
      paid_at: o.at,
      accepted_at: o.at,
      delivered_at: o.at,
    };
  });
  // The rollup rows the order functions would have written for those orders.
  const rows: Record<string, unknown>[] = [];
  const byStoreDay = new Map<
    string,
    Array<{ $id: string; status: 'delivered'; total: number; paid_at: string; accepted_at: string }>
  >();
  orders.forEach((o, i) => {
    const key = `${o.store}|${o.day}`;
    const list = byStoreDay.get(key) ?? [];
    list.push({ $id: `bench-order-${i + 1}`, status: 'delivered', total: o.total, paid_at: o.at, accepted_at: o.at });
    byStoreDay.set(key, list);
  });
  for (const store of storeIds)
    for (let d = 0; d < DAYS; d++) {
      const day = dayOf(d);
      const f = computeStoreDay(day, byStoreDay.get(`${store}|${day}`) ?? [], [], []);
      rows.push({
        $id: `${store.slice(-8)}_${day.replaceAll('-', '')}`,
        store_id: store,
        day,
        ...f,
        status_counts: JSON.stringify(f.status_counts),
        rejections_by_reason: JSON.stringify(f.rejections_by_reason),
        top_products: '[]',
        computed_at: new Date().toISOString(),
      });
    }
  bulkLoad(server, 'store_daily_stats', rows.length, (n) => rows[n - 1]!);

  const tables = new TablesDB(await server.serve());
  const from = dayOf(DAYS - 1);
  const start = istDayRange(from).start;
  const end = istDayRange(today).end;
  const store = storeIds[0]!;

  const storeRollup = async () => {
    const { rows: days } = await tables.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'store_daily_stats',
      queries: [
        Query.equal('store_id', store),
        Query.greaterThanEqual('day', from),
        Query.lessThanEqual('day', today),
        Query.orderAsc('day'),
        Query.limit(366),
      ],
    });
    return days.reduce((t, r) => t + parseStoreDayRow(r as never).sales_paise, 0);
  };
  const listOrders = async (queries: string[]) => {
    const out: Models.DefaultRow[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<Models.DefaultRow> = await tables.listRows<Models.DefaultRow>({
        databaseId: DB,
        tableId: 'orders',
        queries: [
          ...queries,
          Query.greaterThanEqual('paid_at', start),
          Query.lessThan('paid_at', end),
          Query.select(['$id', 'status', 'total', 'paid_at', 'accepted_at']),
          Query.orderAsc('$id'),
          Query.limit(5000),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      out.push(...page.rows);
      if (page.rows.length < 5000) return out;
      cursor = page.rows.at(-1)!.$id;
    }
  };
  const sumOrders = (list: Models.DefaultRow[]) => {
    let sales = 0;
    for (let d = 0; d < DAYS; d++) sales += computeStoreDay(dayOf(d), list as never, [], []).sales_paise;
    return sales;
  };
  const storeNaive = async () => sumOrders(await listOrders([Query.equal('store_id', store)]));
  const platformRollup = async () => {
    const all = await tables.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'store_daily_stats',
      queries: [Query.greaterThanEqual('day', from), Query.lessThanEqual('day', today), Query.limit(5000)],
    });
    return platformAnalytics({
      from,
      to: today,
      days: all.rows as never,
      stores: [],
      customers: [],
      misses: [],
      productNames: new Map(),
    }).totals.gmv_paise;
  };
  const platformNaive = async () => sumOrders(await listOrders([]));

  const [a, b] = [await storeRollup(), await storeNaive()];
  if (a !== b || a === 0) throw new Error(`store rollup ${a} ≠ orders ${b}`);
  const [c, d] = [await platformRollup(), await platformNaive()];
  if (c !== d) throw new Error(`platform rollup ${c} ≠ orders ${d}`);

  const inputs = Array.from({ length: QUERIES });
  const sr = await time(inputs, storeRollup);
  const sn = await time(Array.from({ length: NAIVE_RUNS }), storeNaive, 1);
  const pr = await time(inputs, platformRollup);
  const pn = await time(Array.from({ length: NAIVE_RUNS }), platformNaive, 1);
  const perStore = orders.filter((o) => o.store === store && o.day >= from).length;
  const markdown = [
    `${machine()}. ${STORES} stores × ${ORDERS.toLocaleString('en-IN')} delivered orders over ${DAYS} days; the whole ${DAYS}-day range (${perStore.toLocaleString('en-IN')} orders of one store, ${(perStore * STORES).toLocaleString('en-IN')} of all). Rollup reads are the pages' own (the store's \`store_daily_stats\` rows; every store's rows summed with \`platformAnalytics\` as admin-analytics does); the naive reads page through the orders (5,000 a request, by \`store_paid_idx\` / \`paid_at\`) and add them up. Both give the same sales, checked in the run.`,
    '',
    `| Read, ${DAYS} days | Rollups p50 / p99 | Summing the orders p50 / p99 |`,
    '| --- | ---: | ---: |',
    `| /store/analytics, one store | ${ms(sr.p50)} / ${ms(sr.p99)} ms (${sr.runs} reads) | ${ms(sn.p50)} / ${ms(sn.p99)} ms (${sn.runs} reads) |`,
    `| /admin/analytics, the platform | ${ms(pr.p50)} / ${ms(pr.p99)} ms (${pr.runs} reads) | ${ms(pn.p50)} / ${ms(pn.p99)} ms (${pn.runs} reads) |`,
  ].join('\n');
  console.error(markdown);
  emit({
    name: 'Analytics: daily rollups against summing the orders',
    markdown,
    targets: [
      { target: `Store analytics from rollups p99 under 200 ms (${ms(sr.p99)} ms)`, met: sr.p99 < 200 },
      { target: `Rollups faster than summing the orders (${ms(sr.p50)} vs ${ms(sn.p50)} ms)`, met: sr.p50 < sn.p50 },
    ],
  });
} finally {
  await server.close();
}
process.exit(0);
