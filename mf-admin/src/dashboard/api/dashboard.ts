// The dashboard's figures (issue 19 §1), read with the admin's session: GMV from the stores'
// daily rollups, every other figure a total-only query (limit 1) with exactly the filters of the
// grid its tile links to — never every order in the browser. The one exception is "past their
// window", which reads only the orders still waiting (a handful: the sweeper moves them each minute).
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderReferenceSource } from '@instamg/shared/domain/order-number';
import { ORDERS_GRID, STORES_GRID, STORE_APPLICATIONS_GRID } from '@instamg/shared/grid/grid-specs';
import { viewQueries, type GridSpec } from '@instamg/shared/grid/grid-query';
import { INTAKE_SETTINGS, intakeTimersFrom, type IntakeOrder } from '@instamg/shared/domain/order-intake';
import {
  gmvFrom,
  lastIstDays,
  pastWindowCount,
  type CountTile,
  type DayStat,
  type TileList,
} from '../domain/dashboard';
import type { OrdersRow, RowMeta, StoreDailyStatsRow } from '@instamg/shared/appwrite/rows';

const tables = () => getAppwrite().tablesDB;

const SPECS: Readonly<Record<TileList, GridSpec>> = {
  orders: ORDERS_GRID,
  stores: STORES_GRID,
  store_applications: STORE_APPLICATIONS_GRID,
};

/** How many rows the tile's list holds: its grid's own filter queries, one row asked for, the total read. */
export async function countTile(tile: CountTile): Promise<number> {
  const spec = SPECS[tile.list];
  const queries = viewQueries(spec, { filters: { ...tile.filters }, sort: spec.defaultSort }).filter(
    (q) => !q.includes('"orderAsc"') && !q.includes('"orderDesc"'),
  );
  const page = await tables().listRows({
    databaseId: spec.databaseId,
    tableId: spec.tableId,
    queries: [...queries, Query.select(['$id']), Query.limit(1)],
  });
  return page.total;
}

/** Every tile's count by id (a failed count fails the whole query: the page shows its error). */
export async function countTiles(tiles: readonly CountTile[]): Promise<Record<string, number>> {
  const counts = await Promise.all(tiles.map(countTile));
  return Object.fromEntries(tiles.map((tile, i) => [tile.id, counts[i]!]));
}

/** The columns gmvFrom reads of a store_daily_stats row (the query selects them). */
type DayStatRow = RowMeta & Pick<StoreDailyStatsRow, keyof DayStat>;

/** GMV of today and the last 7 IST days: Σ sales_paise of the stores' store_daily_stats rows (day_idx). */
export async function fetchGmv(now: Date): Promise<{ todayPaise: number; weekPaise: number }> {
  const rows: DayStatRow[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.RowList<DayStatRow> = await tables().listRows<DayStatRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeDailyStats,
      queries: [
        Query.equal('day', lastIstDays(now, 7)),
        Query.select(['$id', 'day', 'sales_paise']),
        Query.orderAsc('$id'),
        Query.limit(500),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    rows.push(...page.rows);
    if (page.rows.length < 500) break;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
  return gmvFrom(rows, now);
}

/** The most waiting orders read to count those past their window; more shows as "100+". */
export const WAITING_READ_LIMIT = 100;

/** The columns pastWindowCount reads of an order (the query selects them). */
type WaitingRow = RowMeta & Pick<OrdersRow, keyof IntakeOrder>;

/** Orders waiting for acceptance whose window has passed (the intake timers from settings, as the sweeper reads them). */
export async function fetchPastWindow(now: Date): Promise<{ count: number; capped: boolean }> {
  const keys = Object.values(INTAKE_SETTINGS).map((s) => s.key);
  const [settings, waiting] = await Promise.all([
    tables().listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.settings,
      queries: [Query.equal('key', keys), Query.limit(keys.length)],
    }),
    tables().listRows<WaitingRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.equal('status', 'placed'),
        Query.equal('payment_status', 'paid'),
        Query.select([
          '$id',
          'status',
          'payment_status',
          'paid_at',
          'slot_start',
          'routed_at',
          'rx_review_started_at',
          'rx_paused_ms',
        ]),
        Query.orderAsc('$createdAt'),
        Query.limit(WAITING_READ_LIMIT),
      ],
    }),
  ]);
  const timers = intakeTimersFrom(Object.fromEntries(settings.rows.map((r) => [r.key as string, r.value as string])));
  return { count: pastWindowCount(waiting.rows, timers, now), capped: waiting.total > WAITING_READ_LIMIT };
}

/** Open refund requests (a customer's problem report waiting for a decision): the count and the first orders. */
export async function fetchOpenRefundRequests(): Promise<{ count: number; orders: OrderReferenceSource[] }> {
  const page = await tables().listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.refundRequests,
    queries: [Query.equal('status', 'open'), Query.orderAsc('$createdAt'), Query.limit(5)],
  });
  const ids = page.rows.map((r) => r.order_id as string);
  if (ids.length === 0) return { count: page.total, orders: [] };
  // The orders' numbers, to name them (the oldest requests first, as listed).
  const numbered = await tables().listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [Query.equal('$id', ids), Query.select(['$id', 'order_number']), Query.limit(ids.length)],
  });
  const numbers = new Map(numbered.rows.map((o) => [o.$id, (o.order_number as string | null) ?? null]));
  return { count: page.total, orders: ids.map(($id) => ({ $id, order_number: numbers.get($id) ?? null })) };
}
