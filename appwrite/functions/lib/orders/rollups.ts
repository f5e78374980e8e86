import { Query, type Models, type TablesDB } from 'node-appwrite';
import {
  computeStoreDay,
  istDayKey,
  istDayRange,
  receivedAt,
  SALE_STATUSES,
  storeDayRowId,
  type DayDecision,
  type DayOrder,
  type DayVerification,
} from '@instamg/shared/domain/store-daily-stats';
import { dayProducts, encodeDayProducts, type DayItem } from '@instamg/shared/domain/platform-analytics';
import {
  LOST_SUBSTITUTION_STATUSES,
  encodeLostItems,
  lostItemsOfDay,
  lostOrders,
  type LostSubstitution,
} from '@instamg/shared/domain/lost-sales';
import {
  EARNING_STATUSES,
  FEE_EARNING_STATUS,
  loadRates,
  refreshOrderEarnings,
  type EarningOrder,
} from '../money/earnings.ts';
import { syncOrderLedger } from '../money/ledger.ts';
import { COUPON_RELEASING_STATUSES, releaseCouponUse } from './coupon-use.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf, type OrderRow } from './rows.ts';
import { dailyStatsReadPermissions } from '@instamg/shared/domain/store-staff';
import { refreshStoreCustomer } from '../stores/store-customers.ts';
import { listAll } from '../runtime/list-all.ts';
import { selectOf } from '../runtime/select.ts';

// The per-store daily rollups (`store_daily_stats`, issue 15 §7; docs/data-model.md). Every
// function that changes an order calls `refreshRollupsAfter` once its writes are done. A row is
// recomputed whole from the store's rows of that IST day — orders that reached the store that day
// (indexes store_paid_idx, store_routed_idx), its decisions and verifications made that day — and
// written with upsert: a retried webhook, a repeated sweep or two executions at once write the
// same figures, so nothing is ever counted twice.

// Only the columns the figures read: every order change re-reads the store's whole day.
const DAY_ORDER = selectOf<DayOrder>()([
  'status',
  'total',
  'paid_at',
  'routed_at',
  'accepted_at',
  'rx_status',
  'delivered_at',
  'delivery_mode',
  'slot_end',
]);
const DAY_DECISION = selectOf<DayDecision>()(['order_id', 'kind', 'reason', 'seconds_to_decide']);
const DAY_VERIFICATION = selectOf<DayVerification>()(['decision']);
const DAY_ITEM = selectOf<DayItem>()(['order_id', 'product_id', 'quantity', 'line_total']);
const LOST_SUBSTITUTION = selectOf<LostSubstitution>()([
  'status',
  'original_product_id',
  'quantity',
  'original_line_total',
]);

const within = (column: string, day: string) => {
  const { start, end } = istDayRange(day);
  return [Query.greaterThanEqual(column, start), Query.lessThan(column, end)];
};

/** The lines of the given orders, by the order_items order index, 100 orders a request. */
async function linesOf(tablesDB: TablesDB, orderIds: readonly string[]): Promise<DayItem[]> {
  const ids = [...new Set(orderIds)];
  const items: DayItem[] = [];
  for (let i = 0; i < ids.length; i += 100)
    items.push(
      ...(await listAll<Models.Row & DayItem>(tablesDB, TABLES.orderItems, [
        Query.equal('order_id', ids.slice(i, i + 100)),
        DAY_ITEM,
      ])),
    );
  return items;
}

/**
 * The day's sales (the orders of `sales_paise`: accepted, still a sale), for `top_products` (issue 19 §6).
 */
function saleOrderIds(day: string, orders: readonly DayOrder[]): Set<string> {
  return new Set(
    orders
      .filter((o) => {
        const at = receivedAt(o);
        return at && istDayKey(at) === day && o.accepted_at && SALE_STATUSES.includes(o.status);
      })
      .map((o) => o.$id),
  );
}

/** Recomputes and writes one store's row of one IST day; returns the row. */
export async function refreshStoreDay(
  tablesDB: TablesDB,
  storeId: string,
  day: string,
  now: Date = new Date(),
  /** The store's team when the caller knows it (an order's function-written store_team_id); else read from the store's row. */
  knownTeam?: string,
): Promise<Models.Row> {
  const team = knownTeam || (await storeTeamOf(tablesDB, storeId));
  const byStore = Query.equal('store_id', storeId);
  const [paid, routed, decisions, verifications] = await Promise.all([
    listAll<Models.Row & DayOrder>(tablesDB, TABLES.orders, [byStore, ...within('paid_at', day), DAY_ORDER]),
    listAll<Models.Row & DayOrder>(tablesDB, TABLES.orders, [byStore, ...within('routed_at', day), DAY_ORDER]),
    listAll<Models.Row & DayDecision>(tablesDB, TABLES.storeOrderDecisions, [
      byStore,
      ...within('decided_at', day),
      DAY_DECISION,
    ]),
    listAll<Models.Row & DayVerification>(tablesDB, TABLES.prescriptionVerifications, [
      byStore,
      ...within('verified_at', day),
      DAY_VERIFICATION,
    ]),
  ]);
  const figures = computeStoreDay(day, [...paid, ...routed], decisions, verifications);
  // Lost sales (issue 18 §4, shared/src/domain/lost-sales.ts): the lines of the orders the store
  // lost this day (rejected out of stock, moved away unaccepted) and the original lines of the
  // substitutes its customers declined or left unanswered this day (index store_decided_idx).
  const sales = saleOrderIds(day, [...paid, ...routed]);
  const lost = lostOrders(decisions);
  const [lines, substitutions] = await Promise.all([
    linesOf(tablesDB, [...sales, ...lost.keys()]),
    listAll<Models.Row & LostSubstitution>(tablesDB, TABLES.orderSubstitutions, [
      byStore,
      ...within('decided_at', day),
      Query.equal('status', [...LOST_SUBSTITUTION_STATUSES]),
      LOST_SUBSTITUTION,
    ]),
  ]);
  const topProducts = encodeDayProducts(dayProducts(sales, lines));
  const lostItems = encodeLostItems(lostItemsOfDay(lost, lines, substitutions));
  return tablesDB.upsertRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeDailyStats,
    rowId: storeDayRowId(storeId, day),
    // Owner, admin and manager team roles (issue 18 §8): staff see the dashboard without the figures.
    permissions: dailyStatsReadPermissions(team),
    data: {
      store_id: storeId,
      day,
      ...figures,
      status_counts: JSON.stringify(figures.status_counts),
      rejections_by_reason: JSON.stringify(figures.rejections_by_reason),
      delivery_minutes: JSON.stringify(figures.delivery_minutes),
      late_minutes: JSON.stringify(figures.late_minutes),
      top_products: topProducts,
      lost_items: lostItems,
      computed_at: now.toISOString(),
    },
  });
}

type StoreOfOrder = Pick<OrderRow, 'store_id' | 'paid_at' | 'routed_at'> & {
  /** The customer: their store_customers row at the order's store (and the store it left) is refreshed too. */
  customer_id?: string;
  store_team_id?: string | null;
  /** The order's id and status: a delivered (or delivered, then refunded) order's earnings row is refreshed too. */
  $id?: string;
  status?: OrderRow['status'];
};

/**
 * After an order changed (`before` → `after`; `before` null when unknown): the rows its change can
 * touch — the day the order reached its store and today (decisions, verifications), for its store
 * and, after a re-route, the store it left. A failure is logged, never the order's failure: the
 * next change of any order of that store and day writes the row again.
 */
export async function refreshRollupsAfter(
  tablesDB: TablesDB,
  before: StoreOfOrder | null,
  after: StoreOfOrder,
  now: Date = new Date(),
  log: (message: string) => void = console.error,
): Promise<void> {
  const targets = new Map<string, { store_id: string; team: string | undefined; day: string }>();
  const add = (order: StoreOfOrder, at: string | Date | null | undefined) => {
    if (!at) return;
    const day = istDayKey(at);
    targets.set(`${order.store_id}|${day}`, { store_id: order.store_id, team: order.store_team_id ?? undefined, day });
  };
  for (const order of before && before.store_id !== after.store_id ? [before, after] : [after]) {
    add(order, receivedAt(order));
    add(order, now);
  }
  // The order's ledger lines (lib/money/ledger.ts, issue 31), then its earnings row, which reads
  // them (lib/money/earnings.ts, issue 18 §5): written at delivery, adjusted by a refund.
  const earnings = after.$id
    ? (async (orderId: string) => {
        const order = await tablesDB.getRow<EarningOrder>({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: orderId,
        });
        // No money has moved before a payment or a cash collection (paid_at): nothing to post.
        if (!order.paid_at) return;
        const rates = await loadRates(tablesDB);
        const { lines } = await syncOrderLedger(tablesDB, order, rates);
        // A cancelled order's row is the redelivery fee it kept, if any (refreshOrderEarnings decides).
        if ((EARNING_STATUSES as readonly string[]).includes(order.status) || order.status === FEE_EARNING_STATUS)
          await refreshOrderEarnings(tablesDB, order, now, rates, lines);
      })(after.$id).catch((err: unknown) =>
        log(`ledger/earnings: order ${after.$id}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
      )
    : Promise.resolve();
  // An order that ended without a sale gives its coupon use back (issue 31 §2).
  const coupon =
    after.$id && after.status && (COUPON_RELEASING_STATUSES as readonly string[]).includes(after.status)
      ? releaseCouponUse(tablesDB, after.$id).catch((err: unknown) => log(`coupon: order ${after.$id}: ${String(err)}`))
      : Promise.resolve();
  // The customer's row at each store the change touches (lib/stores/store-customers.ts, issue 18 §3).
  const customers = new Map<string, { store: string; customer: string; team: string | undefined }>();
  for (const order of before && before.store_id !== after.store_id ? [before, after] : [after])
    if (order.customer_id)
      customers.set(`${order.store_id}|${order.customer_id}`, {
        store: order.store_id,
        customer: order.customer_id,
        team: order.store_team_id ?? undefined,
      });
  await Promise.all([
    earnings,
    coupon,
    ...[...customers.values()].map((c) =>
      refreshStoreCustomer(tablesDB, c.store, c.customer, now, c.team).catch((err: unknown) =>
        log(
          `store customers: store ${c.store} customer ${c.customer}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        ),
      ),
    ),
    ...[...targets.values()].map((target) =>
      refreshStoreDay(tablesDB, target.store_id, target.day, now, target.team).catch((err: unknown) =>
        log(
          `rollups: store ${target.store_id} day ${target.day}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        ),
      ),
    ),
  ]);
}
