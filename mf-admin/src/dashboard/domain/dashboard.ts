// The admin dashboard (issue 19 §1): which figures it shows, the list each tile links to, and the
// sums over the daily rollups. Pure: the counts come from total-only queries built from the same
// grid filters the linked list applies (api/dashboard.ts), so a tile and its list always agree.
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '@instamg/shared/domain/order';
import { istDayStart, lastIstDays as lastDaysInIndia } from '@instamg/shared/domain/india-time';
import { istDayKey } from '@instamg/shared/domain/store-daily-stats';
import { acceptWindowPassed, type IntakeOrder, type IntakeTimers } from '@instamg/shared/domain/order-intake';

/** The panel grids a tile can link to, with their paths. */
export const TILE_LISTS = {
  orders: '/admin/orders',
  stores: '/admin/stores',
  store_applications: '/admin/store-applications',
} as const;
export type TileList = keyof typeof TILE_LISTS;

/** A figure counted with the filters of a grid; the tile links to that grid with the same filters. */
export interface CountTile {
  id: string;
  label: string;
  list: TileList;
  filters: Readonly<Record<string, string>>;
}

/** `/admin/orders?queue=…`: the list of a tile (the grid reads its filters from the query string). */
export function tileHref(list: TileList, filters: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `${TILE_LISTS[list]}?${query}` : TILE_LISTS[list];
}

/** What needs someone's attention. */
export const QUEUE_TILES: readonly CountTile[] = [
  {
    id: 'awaiting_acceptance',
    label: 'Waiting for store acceptance',
    list: 'orders',
    filters: { queue: 'awaiting_acceptance' },
  },
  { id: 'rx_waiting', label: 'Prescriptions waiting', list: 'orders', filters: { queue: 'rx_waiting' } },
  { id: 'refund_pending', label: 'Refunds in progress', list: 'orders', filters: { queue: 'refund_pending' } },
  {
    id: 'applications_submitted',
    label: 'Applications waiting',
    list: 'store_applications',
    filters: { status: 'submitted' },
  },
  {
    id: 'applications_under_review',
    label: 'Applications under review',
    list: 'store_applications',
    filters: { status: 'under_review' },
  },
];

/** Stores by their switch (live stores) and suspended. */
export const STORE_TILES: readonly CountTile[] = [
  { id: 'stores_open', label: 'Online', list: 'stores', filters: { status: 'open' } },
  { id: 'stores_busy', label: 'Busy', list: 'stores', filters: { status: 'busy' } },
  { id: 'stores_paused', label: 'Paused', list: 'stores', filters: { status: 'paused' } },
  { id: 'stores_suspended', label: 'Suspended', list: 'stores', filters: { status: 'suspended' } },
];

/** Every order status, one tile each. */
export const STATUS_TILES: readonly CountTile[] = ORDER_STATUSES.map((status: OrderStatus) => ({
  id: `status_${status}`,
  label: STATUS_LABELS[status],
  list: 'orders' as const,
  filters: { status },
}));

/** The last `n` IST days up to and including today's, oldest first (`yyyy-mm-dd`). */
export function lastIstDays(now: Date, n: number): string[] {
  return lastDaysInIndia(now, n);
}

export interface DayStat {
  day: string;
  sales_paise: number;
}

/** GMV (paise) of today and of the last 7 IST days, from the stores' daily rollups (store_daily_stats). */
export function gmvFrom(rows: readonly DayStat[], now: Date): { todayPaise: number; weekPaise: number } {
  const week = new Set(lastIstDays(now, 7));
  const today = istDayKey(now);
  let todayPaise = 0;
  let weekPaise = 0;
  for (const row of rows) {
    if (!week.has(row.day)) continue;
    weekPaise += row.sales_paise;
    if (row.day === today) todayPaise += row.sales_paise;
  }
  return { todayPaise, weekPaise };
}

/** The orders list of the GMV tiles: placed today / in the last 7 days. */
export function gmvHref(now: Date, days: 1 | 7): string {
  const range = lastIstDays(now, days);
  return tileHref('orders', { from: range[0]!, to: range[range.length - 1]! });
}

/** The orders still waiting whose store let the accept window pass (the sweeper moves them within a minute). */
export function pastWindowCount(waiting: readonly IntakeOrder[], timers: IntakeTimers, now: Date): number {
  return waiting.filter((order) => acceptWindowPassed(order, timers, now)).length;
}

/** The IST day of `now` in the UTC milliseconds of its start (used by tests of the day bounds). */
export const istDayStartMs = (now: Date): number => Date.parse(istDayStart(istDayKey(now)));
