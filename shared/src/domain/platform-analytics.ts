// /admin/analytics (issue 19 §6): the platform's figures for a range of IST days, added up on the
// server (the admin-analytics function) from the rollups the functions keep — never from the
// orders: the `store_daily_stats` rows (orders, GMV, acceptance, re-routes and, in `top_products`,
// the day's units and sales per product), the `store_customers` rows (new customers, repeat rate)
// and the `search_misses` rows (searches without a result, by normalised query and day, no user).
// Pure: the encodings of those columns and the sums.
import {
  deliveryTimeFigures,
  hash53,
  istDayKey,
  parseDeliveryMinutes,
  toPaise,
  type DeliveryTimeFigures,
} from './store-daily-stats';
import { daysFrom } from './india-time';

// ---------------------------------------------------------------------------------------------
// Products of a store's day (store_daily_stats.top_products)

/** The longest `top_products` text (the column's size); the smallest sellers are left out past it. */
export const DAY_PRODUCTS_MAX_CHARS = 8000;

/** One product of a day: units sold and sales in paise. */
export interface ProductFigures {
  units: number;
  sales_paise: number;
}

/** An order line as the rollup reads it (order_items). */
export interface DayItem {
  $id: string;
  order_id: string;
  product_id: string;
  quantity: number;
  line_total: number;
}

/** Units and paise per product over the lines of the given (sale) orders; a line listed twice counts once. */
export function dayProducts(saleOrderIds: ReadonlySet<string>, items: readonly DayItem[]): Map<string, ProductFigures> {
  const out = new Map<string, ProductFigures>();
  const seen = new Set<string>();
  for (const item of items) {
    if (!saleOrderIds.has(item.order_id) || seen.has(item.$id)) continue;
    seen.add(item.$id);
    const figures = out.get(item.product_id) ?? { units: 0, sales_paise: 0 };
    figures.units += Math.max(0, Math.round(item.quantity));
    figures.sales_paise += Math.max(0, toPaise(item.line_total));
    out.set(item.product_id, figures);
  }
  return out;
}

const bySales = (a: [string, ProductFigures], b: [string, ProductFigures]) =>
  b[1].sales_paise - a[1].sales_paise || b[1].units - a[1].units || a[0].localeCompare(b[0]);

/** `[[product_id, units, paise], …]`, best sellers first, cut to fit DAY_PRODUCTS_MAX_CHARS. */
export function encodeDayProducts(products: ReadonlyMap<string, ProductFigures>): string {
  const entries = [...products.entries()].sort(bySales);
  const parts: string[] = [];
  let length = 2;
  for (const [id, f] of entries) {
    const part = JSON.stringify([id, f.units, f.sales_paise]);
    if (length + part.length + 1 > DAY_PRODUCTS_MAX_CHARS) break;
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** The column read back (bad or missing text reads as no products). */
export function parseDayProducts(text: string | null | undefined): Map<string, ProductFigures> {
  const out = new Map<string, ProductFigures>();
  if (!text) return out;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return out;
    for (const entry of value) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
      const [id, units, paise] = entry as [string, unknown, unknown];
      if (typeof units !== 'number' || typeof paise !== 'number') continue;
      const f = out.get(id) ?? { units: 0, sales_paise: 0 };
      f.units += units;
      f.sales_paise += paise;
      out.set(id, f);
    }
  } catch {
    // an unreadable row adds nothing
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Searches without a result (search_misses)

/** The longest query kept (the column's size). */
export const SEARCH_MISS_MAX_CHARS = 64;

/**
 * The query as it is counted: lower case, letters and digits of any script, single spaces, at most
 * 64 characters; '' (not logged) under two characters or when it looks like a phone number, PIN or
 * e-mail address (a search box is where people paste such things; the table keeps no personal data).
 */
export function normaliseSearchMiss(query: string): string {
  const text = query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MISS_MAX_CHARS)
    .trim();
  if (text.replace(/\s/g, '').length < 2) return '';
  if (/\d{5,}/.test(text.replace(/[\s.-]/g, '')) || query.includes('@')) return '';
  return text;
}

/** The row of a query's day: `sm_` + two hashes of the query + `_yyyymmdd` (≤ 36 characters). */
export function searchMissRowId(query: string, day: string): string {
  const h = `${hash53(query).toString(36)}${hash53(`${query}|${day}`).toString(36)}`.slice(0, 22);
  return `sm_${h}_${day.replaceAll('-', '')}`;
}

// ---------------------------------------------------------------------------------------------
// The range's figures

/** A store_daily_stats row as the sums read it. */
export interface PlatformDayRow {
  store_id: string;
  day: string;
  received_count?: number | null;
  accepted_count?: number | null;
  rejected_count?: number | null;
  timed_out_count?: number | null;
  rerouted_away_count?: number | null;
  sales_paise?: number | null;
  delivered_paise?: number | null;
  top_products?: string | null;
  delivered_late_count?: number | null;
  delivery_minutes?: string | null;
}

/** A store as the sums name it. */
export interface PlatformStore {
  $id: string;
  name: string;
  city: string;
}

/** A store_customers row as the customer figures read it. */
export interface CustomerRollupRow {
  customer_id: string;
  order_count: number;
  first_order_at: string;
  last_order_at: string;
}

export interface PlatformDay {
  day: string;
  orders: number;
  gmv_paise: number;
  delivered_paise: number;
  accepted: number;
  rejected: number;
  timed_out: number;
  rerouted: number;
  /** Accepted of accepted + rejected + timed out, whole per cent; null without any. */
  acceptance_rate: number | null;
  new_customers: number;
}

export interface PlatformGroup {
  key: string;
  label: string;
  orders: number;
  gmv_paise: number;
  acceptance_rate: number | null;
  /** Minutes from acceptance to delivery, and deliveries after their promise (issue 38 §5). */
  delivery: DeliveryTimeFigures;
}

export interface PlatformAnalytics {
  from: string;
  to: string;
  days: PlatformDay[];
  totals: Omit<PlatformDay, 'day'> & {
    /** Customers whose latest order falls in the range. */
    customers: number;
    /** Of those, customers with two or more orders in all. */
    repeat_customers: number;
    /** repeat_customers of customers, whole per cent; null without customers. */
    repeat_rate: number | null;
  };
  by_city: PlatformGroup[];
  by_store: PlatformGroup[];
  top_products: Array<{ product_id: string; name: string; units: number; sales_paise: number }>;
  searches_without_result: Array<{ query: string; count: number }>;
}

export const rateOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 100) : null;

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export function rangeDays(from: string, to: string): string[] {
  return daysFrom(from, to);
}

/**
 * New customers per IST day (their first order on the platform, at any store, that day) and the
 * repeat figures (customers whose latest order at any store falls in the range; repeat = two or
 * more orders in all), from every store_customers row of the customers concerned. Rows of one
 * customer at several stores are one customer.
 */
export function customerFigures(
  from: string,
  to: string,
  rows: readonly CustomerRollupRow[],
): { newByDay: Map<string, number>; customers: number; repeat: number } {
  const byCustomer = new Map<string, { first: string; last: string; orders: number }>();
  for (const r of rows) {
    const c = byCustomer.get(r.customer_id);
    const first = new Date(r.first_order_at).toISOString();
    const last = new Date(r.last_order_at).toISOString();
    if (!c) byCustomer.set(r.customer_id, { first, last, orders: r.order_count });
    else {
      if (first < c.first) c.first = first;
      if (last > c.last) c.last = last;
      c.orders += r.order_count;
    }
  }
  const newByDay = new Map<string, number>();
  let customers = 0;
  let repeat = 0;
  for (const c of byCustomer.values()) {
    const firstDay = istDayKey(c.first);
    if (firstDay >= from && firstDay <= to) newByDay.set(firstDay, (newByDay.get(firstDay) ?? 0) + 1);
    const lastDay = istDayKey(c.last);
    if (lastDay >= from && lastDay <= to) {
      customers++;
      if (c.orders >= 2) repeat++;
    }
  }
  return { newByDay, customers, repeat };
}

const TOP = 10;

/**
 * The range's figures: per day (zeros on a day without rows), by city and by store (most GMV first),
 * the top products (most sales first; names from `productNames`, else the id), and the searches
 * without a result (most first, at most 20). GMV is the sales of the rollups: orders a store accepted
 * that were not cancelled, refunded or failed, by the day they reached the store.
 */
export function platformAnalytics(input: {
  from: string;
  to: string;
  days: readonly PlatformDayRow[];
  stores: readonly PlatformStore[];
  customers: readonly CustomerRollupRow[];
  misses: ReadonlyArray<{ query: string; count?: number | null; day: string }>;
  productNames: ReadonlyMap<string, string>;
}): PlatformAnalytics {
  const { from, to } = input;
  const storeOf = new Map(input.stores.map((s) => [s.$id, s]));
  const perDay = new Map<string, PlatformDay>(
    rangeDays(from, to).map((day) => [
      day,
      {
        day,
        orders: 0,
        gmv_paise: 0,
        delivered_paise: 0,
        accepted: 0,
        rejected: 0,
        timed_out: 0,
        rerouted: 0,
        acceptance_rate: null,
        new_customers: 0,
      },
    ]),
  );
  type Acc = {
    label: string;
    orders: number;
    gmv: number;
    accepted: number;
    decided: number;
    deliveries: { delivery_minutes: Record<string, number>; delivered_late_count: number }[];
  };
  const cities = new Map<string, Acc>();
  const stores = new Map<string, Acc>();
  const products = new Map<string, ProductFigures>();
  const seen = new Set<string>();
  const n = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  for (const row of input.days) {
    const d = perDay.get(row.day);
    if (!d || seen.has(`${row.store_id}|${row.day}`)) continue;
    seen.add(`${row.store_id}|${row.day}`);
    d.orders += n(row.received_count);
    d.gmv_paise += n(row.sales_paise);
    d.delivered_paise += n(row.delivered_paise);
    d.accepted += n(row.accepted_count);
    d.rejected += n(row.rejected_count);
    d.timed_out += n(row.timed_out_count);
    d.rerouted += n(row.rerouted_away_count);
    const store = storeOf.get(row.store_id);
    const decided = n(row.accepted_count) + n(row.rejected_count) + n(row.timed_out_count);
    const deliveries = {
      delivery_minutes: parseDeliveryMinutes(row.delivery_minutes),
      delivered_late_count: n(row.delivered_late_count),
    };
    const add = (map: Map<string, Acc>, key: string, label: string) => {
      const acc = map.get(key) ?? { label, orders: 0, gmv: 0, accepted: 0, decided: 0, deliveries: [] };
      acc.orders += n(row.received_count);
      acc.gmv += n(row.sales_paise);
      acc.accepted += n(row.accepted_count);
      acc.decided += decided;
      acc.deliveries.push(deliveries);
      map.set(key, acc);
    };
    add(stores, row.store_id, store?.name ?? row.store_id);
    const city = store?.city?.trim() || 'Unknown';
    add(cities, city.toLowerCase(), city);
    for (const [id, f] of parseDayProducts(row.top_products)) {
      const p = products.get(id) ?? { units: 0, sales_paise: 0 };
      p.units += f.units;
      p.sales_paise += f.sales_paise;
      products.set(id, p);
    }
  }
  const { newByDay, customers, repeat } = customerFigures(from, to, input.customers);
  for (const [day, count] of newByDay) {
    const d = perDay.get(day);
    if (d) d.new_customers = count;
  }
  const days = [...perDay.values()];
  for (const d of days) d.acceptance_rate = rateOf(d.accepted, d.accepted + d.rejected + d.timed_out);
  const sum = (pick: (d: PlatformDay) => number) => days.reduce((t, d) => t + pick(d), 0);
  const accepted = sum((d) => d.accepted);
  const rejected = sum((d) => d.rejected);
  const timedOut = sum((d) => d.timed_out);
  const groups = (map: Map<string, Acc>): PlatformGroup[] =>
    [...map.entries()]
      .map(([key, a]) => ({
        key,
        label: a.label,
        orders: a.orders,
        gmv_paise: a.gmv,
        acceptance_rate: rateOf(a.accepted, a.decided),
        delivery: deliveryTimeFigures(a.deliveries),
      }))
      .sort((a, b) => b.gmv_paise - a.gmv_paise || b.orders - a.orders || a.label.localeCompare(b.label));
  const misses = new Map<string, number>();
  for (const m of input.misses)
    if (m.day >= from && m.day <= to) misses.set(m.query, (misses.get(m.query) ?? 0) + n(m.count));
  return {
    from,
    to,
    days,
    totals: {
      orders: sum((d) => d.orders),
      gmv_paise: sum((d) => d.gmv_paise),
      delivered_paise: sum((d) => d.delivered_paise),
      accepted,
      rejected,
      timed_out: timedOut,
      rerouted: sum((d) => d.rerouted),
      acceptance_rate: rateOf(accepted, accepted + rejected + timedOut),
      new_customers: sum((d) => d.new_customers),
      customers,
      repeat_customers: repeat,
      repeat_rate: rateOf(repeat, customers),
    },
    by_city: groups(cities),
    by_store: groups(stores),
    top_products: [...products.entries()]
      .sort(bySales)
      .slice(0, TOP)
      .map(([id, f]) => ({ product_id: id, name: input.productNames.get(id) ?? id, ...f })),
    searches_without_result: [...misses.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 20)
      .map(([query, count]) => ({ query, count })),
  };
}
