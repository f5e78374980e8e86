import { Query, TablesDB, type Models } from 'node-appwrite';
import {
  platformAnalytics,
  type CustomerRollupRow,
  type PlatformAnalytics,
  type PlatformDayRow,
  type PlatformStore,
} from '@instamg/shared/domain/platform-analytics';
import {
  DELIVERY_TIMES_DEFAULT_SORT,
  DELIVERY_TIMES_PAGE_SIZES,
  DELIVERY_TIMES_SORT_FIELDS,
  deliveryTimesPage,
  storeDeliveryTimes,
  type DeliveryDayRow,
  type DeliveryTimesPage,
  type DeliveryTimesSortField,
} from '@instamg/shared/domain/delivery-times';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { readDayRange } from '../../lib/runtime/day-range.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { TABLES } from '@instamg/shared/appwrite/ids';
import { backfillStoreCustomers } from '../../lib/stores/store-customers.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import type { ProductsRow, RowMeta, SearchMissesRow } from '@instamg/shared/appwrite/rows';

/**
 * admin-analytics (execute: users; issue 19 §6). /admin/analytics reads nothing but this: the
 * platform's figures for a range of IST days, added up here from the rollups the functions keep —
 * the `store_daily_stats` rows of every store (orders, GMV, acceptance, re-routes, top products;
 * one row per store and day, index day_idx), the `store_customers` rows of the customers whose first
 * or latest order falls in the range, and the `search_misses` rows of catalog-search — never the
 * orders. (No separate platform rollup: summing at most stores × days rows here is cheaper than a
 * second table every order change would have to rewrite.)
 *
 * - `{ action: 'summary', from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' }` (IST days, both included, at most
 *   366) → `{ analytics }` (shared/src/domain/platform-analytics.ts `PlatformAnalytics`), platform
 *   admins only: anyone else 401 `admin_required`.
 * - `{ action: 'delivery_times', from, to, sort?, direction?, page?, page_size? }` (issue 38 §5) →
 *   `DeliveryTimesPage`: per store with a delivery in the range, deliveries, on time %, minutes
 *   late and actual minutes at p50/p90 (shared/src/domain/delivery-times.ts), from the same
 *   store_daily_stats rows, sorted and paged here for the admin's server-side grid. Platform
 *   admins only, as `summary`: a store's own team reads its own rows, never this comparison.
 * - `{ action: 'backfill_customers', store_id? }` → `{ orders, written }`: the store_customers rows of
 *   every store and customer with orders (orders from before the table); only with the API key.
 */

const ACTIONS = ['summary', 'delivery_times'] as const;
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/** The most rollup rows one summary reads per table (a guard, far above stores × days today). */
const MAX_ROWS = 50_000;

const listCapped = <T extends Models.Row>(tablesDB: TablesDB, tableId: string, queries: string[]) =>
  listAll<T>(tablesDB, tableId, queries, { max: MAX_ROWS });

async function byIds<T extends Models.Row>(
  tablesDB: TablesDB,
  tableId: string,
  column: string,
  ids: readonly string[],
  extra: string[] = [],
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 100)
    rows.push(...(await listCapped<T>(tablesDB, tableId, [Query.equal(column, ids.slice(i, i + 100)), ...extra])));
  return rows;
}

export async function summary(tablesDB: TablesDB, body: Record<string, unknown>): Promise<PlatformAnalytics> {
  const { from, to, start, end } = readDayRange(body);
  const inRange = (column: string) => [Query.greaterThanEqual(column, start), Query.lessThan(column, end)];
  const [days, firsts, lasts, misses] = await Promise.all([
    listCapped<Models.Row & PlatformDayRow>(tablesDB, TABLES.storeDailyStats, [
      Query.greaterThanEqual('day', from),
      Query.lessThanEqual('day', to),
    ]),
    listCapped<Models.Row & CustomerRollupRow>(tablesDB, TABLES.storeCustomers, [
      ...inRange('first_order_at'),
      Query.select(['$id', 'customer_id']),
    ]),
    listCapped<Models.Row & CustomerRollupRow>(tablesDB, TABLES.storeCustomers, [
      ...inRange('last_order_at'),
      Query.select(['$id', 'customer_id']),
    ]),
    listCapped<RowMeta & Pick<SearchMissesRow, 'query' | 'count' | 'day'>>(tablesDB, TABLES.searchMisses, [
      Query.greaterThanEqual('day', from),
      Query.lessThanEqual('day', to),
    ]),
  ]);
  // Every row of the customers concerned (their first order may be at another store).
  const customerIds = [...new Set([...firsts, ...lasts].map((r) => r.customer_id))];
  const storeIds = [...new Set(days.map((r) => r.store_id))];
  const [customers, stores] = await Promise.all([
    byIds<Models.Row & CustomerRollupRow>(tablesDB, TABLES.storeCustomers, 'customer_id', customerIds),
    byIds<Models.Row & PlatformStore>(tablesDB, TABLES.stores, '$id', storeIds, [
      Query.select(['$id', 'name', 'city']),
    ]),
  ]);
  const first = platformAnalytics({ from, to, days, stores, customers, misses, productNames: new Map() });
  // Names of the top products only (at most ten).
  const products = await byIds<RowMeta & Pick<ProductsRow, 'name'>>(
    tablesDB,
    TABLES.products,
    '$id',
    first.top_products.map((p) => p.product_id),
    [Query.select(['$id', 'name'])],
  );
  const names = new Map(products.map((p) => [p.$id, p.name]));
  return { ...first, top_products: first.top_products.map((p) => ({ ...p, name: names.get(p.product_id) ?? p.name })) };
}

/** The grid's sort and page, or a clear 400 (defaults: worst on-time first, the first page of 25). */
function readGridView(body: Record<string, unknown>) {
  const field = body.sort ?? DELIVERY_TIMES_DEFAULT_SORT.field;
  if (!(DELIVERY_TIMES_SORT_FIELDS as readonly unknown[]).includes(field))
    throw fail('invalid_input', `sort must be one of: ${DELIVERY_TIMES_SORT_FIELDS.join(', ')}.`);
  const direction = body.direction ?? DELIVERY_TIMES_DEFAULT_SORT.direction;
  if (direction !== 'asc' && direction !== 'desc') throw fail('invalid_input', 'direction must be asc or desc.');
  const page = body.page ?? 1;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 10_000)
    throw fail('invalid_input', 'page must be a whole number from 1.');
  const pageSize = body.page_size ?? DELIVERY_TIMES_PAGE_SIZES[0];
  if (!(DELIVERY_TIMES_PAGE_SIZES as readonly unknown[]).includes(pageSize))
    throw fail('invalid_input', `page_size must be one of: ${DELIVERY_TIMES_PAGE_SIZES.join(', ')}.`);
  return { field: field as DeliveryTimesSortField, direction, page, pageSize: pageSize as number } as const;
}

export async function deliveryTimes(tablesDB: TablesDB, body: Record<string, unknown>): Promise<DeliveryTimesPage> {
  const { from, to } = readDayRange(body);
  const view = readGridView(body);
  const days = await listCapped<Models.Row & DeliveryDayRow>(tablesDB, TABLES.storeDailyStats, [
    Query.greaterThanEqual('day', from),
    Query.lessThanEqual('day', to),
    Query.select(['$id', 'store_id', 'day', 'delivered_late_count', 'delivery_minutes', 'late_minutes']),
  ]);
  const storeIds = [...new Set(days.map((r) => r.store_id))];
  const stores = await byIds<Models.Row & PlatformStore>(tablesDB, TABLES.stores, '$id', storeIds, [
    Query.select(['$id', 'name', 'city']),
  ]);
  return { from, to, ...deliveryTimesPage(storeDeliveryTimes({ from, to, days, stores }), view) };
}

export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const userId = ctx.req.headers['x-appwrite-user-id'];
    if (!userId && body.action === 'backfill_customers') {
      // The key's own run (an operator after a deploy); a signed-in user never rewrites rollups.
      if (body.store_id !== undefined && (typeof body.store_id !== 'string' || !ROW_ID.test(body.store_id)))
        throw fail('invalid_input', 'store_id must be a store id.');
      return ctx.res.json(await backfillStoreCustomers(tablesDB, { storeId: body.store_id as string | undefined }));
    }
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    if (!userId) throw fail('sign_in_required');
    await requireAdmin(client, userId);
    if (body.action === 'delivery_times') return ctx.res.json(await deliveryTimes(tablesDB, body));
    return ctx.res.json({ analytics: await summary(tablesDB, body) });
  } catch (error) {
    return replyError(ctx, error, 'The analytics could not be loaded. Please try again.');
  }
};
