import { TablesDB } from 'node-appwrite';
import { ORDER_STATUSES } from '../../../shared/src/domain/order.ts';
import { ORDERS_GRID, PRODUCTS_GRID } from '../../../shared/src/grid/grid-specs.ts';
import { defaultGridView, pageQueries, type GridSpec, type GridView } from '../../../shared/src/grid/grid-query.ts';
import { syntheticProductRow } from '../../seed/src/build.ts';
import { RowStores } from '../src/db/rows.ts';
import { tableLayout, quoteIdent } from '../src/db/layout.ts';
import { benchServer, emit, machine, ms, prng, time, type BenchServer } from './common.ts';

/**
 * Issue 19 benchmark: the admin console's list requests at BENCH_ADMIN_ORDERS (100,000) orders and
 * BENCH_ADMIN_PRODUCTS (100,000) products — the first page exactly as the grids send it
 * (pageQueries of ORDERS_GRID / PRODUCTS_GRID: the URL's filter, the sort, limit 26) — with the
 * table's indexes, then the same requests again after the bench drops the indexes those queries
 * could use (orders: status_idx, unpaid_expiry_idx; products: category_idx, price_idx,
 * schedule_idx) from the SQLite file under the running dev server, in the same run on the same
 * rows. Appwrite's own $createdAt / $updatedAt indexes stay (Appwrite always has them). node-appwrite
 * over HTTP with an API key (an admin's session adds the permission check of a table-level read).
 * BENCH_QUERIES (100) requests each. Rows get spread $createdAt / $updatedAt (the loader writes them
 * per row) so a sort by them means something.
 */
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_ADMIN_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 100);
const DB = 'instamg';

/** Like common.ts bulkLoad, with each row's own $createdAt/$updatedAt (spread over the last 180 days). */
function load(server: BenchServer, tableId: string, count: number, make: (n: number) => Record<string, unknown>) {
  const store = new RowStores(server.db).for(server.table(tableId));
  const now = Date.now();
  const insert = server.db.transaction((from: number, to: number) => {
    for (let n = from; n <= to; n++) {
      const { $id, ...values } = make(n);
      const at = new Date(now - ((n * 7919) % (180 * 86_400)) * 1000).toISOString();
      store.insert({ id: String($id), createdAt: at, updatedAt: at, permissions: [], values });
    }
  });
  for (let from = 1; from <= count; from += 10_000) insert(from, Math.min(count, from + 9_999));
}

const server = await benchServer();
try {
  const random = prng(ORDERS + PRODUCTS);
  // Orders: mostly delivered, as a live platform's table is; a few waiting, cancelled, refunded …
  const weights: Array<[string, number]> = ORDER_STATUSES.map((s) => [
    s,
    s === 'delivered' ? 60 : s === 'cancelled' ? 8 : s === 'expired' ? 8 : s === 'refunded' ? 4 : 2,
  ]);
  const totalWeight = weights.reduce((t, [, w]) => t + w, 0);
  const statusOf = () => {
    let x = random() * totalWeight;
    for (const [s, w] of weights) if ((x -= w) < 0) return s;
    return 'delivered';
  };
  const counts = new Map<string, number>();
  load(server, 'orders', ORDERS, (n) => {
    const status = statusOf();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const total = Math.round((100 + random() * 2000) * 100) / 100;
    return {
      $id: `bench-admin-order-${n}`,
      order_number: `IMG-B-${String(n).padStart(8, '0')}`,
      customer_id: `c-${n % 9973}`,
      store_id: `store-${n % 200}`,
      store_team_id: `team-${n % 200}`,
      store_name: `Bench Pharmacy ${n % 200}`,
      city: ['New Delhi', 'Mumbai', 'Bengaluru', 'Pune'][n % 4],
      status,
      payment_status: status === 'refunded' ? 'refunded' : status === 'payment_failed' ? 'failed' : 'paid',
      delivery_mode: 'standard',
      item_count: 1 + (n % 5),
      total,
      currency: 'INR',
    };
  });
  const categories = new Map<string, number>();
  load(server, 'products', PRODUCTS, (n) => {
    const row = syntheticProductRow(n);
    const category = String(row.category_id);
    categories.set(category, (categories.get(category) ?? 0) + 1);
    return { ...row, is_active: n % 10 !== 0, price: Math.round((5 + random() * 995) * 100) / 100 };
  });
  // A middling category: the grid's filter by category, active only.
  const category = [...categories.entries()].sort((a, b) => a[1] - b[1])[Math.floor(categories.size / 2)]!;

  const tables = new TablesDB(await server.serve());
  const view = (spec: GridSpec, filters: Record<string, string>, sort: GridView['sort']): GridView => ({
    ...defaultGridView(spec),
    filters,
    sort,
  });
  const CASES: Array<{ label: string; spec: GridSpec; view: GridView }> = [
    {
      label: 'Orders: status = placed, newest first',
      spec: ORDERS_GRID,
      view: view(ORDERS_GRID, { status: 'placed' }, { field: '$createdAt', direction: 'desc' }),
    },
    {
      label: 'Orders: status = delivered, highest total first',
      spec: ORDERS_GRID,
      view: view(ORDERS_GRID, { status: 'delivered' }, { field: 'total', direction: 'desc' }),
    },
    {
      label: `Products: one category (${category[1].toLocaleString('en-IN')} products), active, cheapest first`,
      spec: PRODUCTS_GRID,
      view: view(PRODUCTS_GRID, { category: category[0], active: 'yes' }, { field: 'price', direction: 'asc' }),
    },
    {
      label: 'Products: Schedule H, last changed first',
      spec: PRODUCTS_GRID,
      view: view(PRODUCTS_GRID, { schedule: 'H' }, { field: '$updatedAt', direction: 'desc' }),
    },
  ];
  const request = (c: (typeof CASES)[number]) => () =>
    tables.listRows({ databaseId: DB, tableId: c.spec.tableId, queries: pageQueries(c.spec, c.view) });
  const firstIds = async (c: (typeof CASES)[number]) => (await request(c)()).rows.map((r) => r.$id).join(',');

  const inputs = Array.from({ length: QUERIES });
  const indexed: Array<{ p50: number; p99: number; runs: number; total: number; ids: string }> = [];
  for (const c of CASES) {
    const first = await request(c)();
    if (first.rows.length === 0) throw new Error(`${c.label}: no rows`);
    indexed.push({ ...(await time(inputs, request(c))), total: first.total, ids: await firstIds(c) });
  }
  // The same requests without the indexes they could use (the server's statements re-prepare on the schema change).
  const DROPPED: Record<string, string[]> = {
    orders: ['status_idx', 'unpaid_expiry_idx'],
    products: ['category_idx', 'price_idx', 'schedule_idx'],
  };
  for (const [tableId, keys] of Object.entries(DROPPED)) {
    const layout = tableLayout(server.table(tableId));
    for (const key of keys) server.db.exec(`DROP INDEX ${quoteIdent(layout.index(key))}`);
  }
  const bare: Array<{ p50: number; p99: number; runs: number }> = [];
  for (const [i, c] of CASES.entries()) {
    // Same answer without the index (the same first page, in the same order).
    if ((await firstIds(c)) !== indexed[i]!.ids) throw new Error(`${c.label}: another first page without the index`);
    bare.push(await time(inputs, request(c)));
  }

  const markdown = [
    `${machine()}. ${ORDERS.toLocaleString('en-IN')} orders (60 % delivered, 2 % waiting, …) and ${PRODUCTS.toLocaleString('en-IN')} products; the first page exactly as /admin/orders and /admin/inventory ask for it (\`pageQueries\` of \`ORDERS_GRID\` / \`PRODUCTS_GRID\`: the filter from the URL, the sort, 26 rows; the answer's total counted as the SDK returns it). *Without the index*: the same requests after the bench dropped the indexes they could use (orders \`status_idx\`, \`unpaid_expiry_idx\`; products \`category_idx\`, \`price_idx\`, \`schedule_idx\`) from the SQLite file under the running server, same rows, same run, same first page checked; Appwrite's own \`$createdAt\`/\`$updatedAt\` indexes stay. API key over HTTP; ${QUERIES} requests each.`,
    '',
    '| First page | `total` in the answer | With the index p50 / p99 | Without it p50 / p99 |',
    '| --- | ---: | ---: | ---: |',
    ...CASES.map(
      (c, i) =>
        `| ${c.label} | ${indexed[i]!.total.toLocaleString('en-IN')} | ${ms(indexed[i]!.p50)} / ${ms(indexed[i]!.p99)} ms | ${ms(bare[i]!.p50)} / ${ms(bare[i]!.p99)} ms |`,
    ),
  ].join('\n');
  console.error(markdown);
  const worst = Math.max(...indexed.map((t) => t.p99));
  emit({
    name: 'Admin lists: orders and products first page with and without the index (issue 19)',
    markdown,
    targets: [
      { target: `Admin list first page p99 under 200 ms with the indexes (worst ${ms(worst)} ms)`, met: worst < 200 },
    ],
  });
} finally {
  await server.close();
}
process.exit(0);
