// Delivery times per store (issue 38 §5): the admin's "Delivery times" table — per store, the
// deliveries of a range of IST days, how many came by their SPEC §9 promise (promisedBy in
// delivery-staff.ts: a scheduled order's slot end, else acceptance + the mode's maximum), minutes
// late and actual minutes (acceptance → delivery) at p50 and p90. Pure.
//
// The figures come from the day rollups (store_daily_stats), which keep minutes as histograms
// (`{ "<whole minutes>": count }`), because percentiles do not add up across days and stores but
// histograms do: merging a range's histograms and ranking them gives the exact percentile.

/** Minutes, of either kind, are counted up to this (4 h); anything longer counts as this. */
export const MINUTES_CAP = 240;

/** A histogram of whole minutes: minute → how many deliveries took (or were late by) that long. */
export type MinuteHistogram = Readonly<Record<string, number>>;

/** A histogram column read back; unreadable or missing text is no deliveries, bad entries are dropped. */
export function parseMinuteHistogram(text: string | null | undefined): Record<string, number> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, number] =>
          /^\d+$/.test(entry[0]) && typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

/** Histograms added up (any order gives the same result). */
export function mergeHistograms(histograms: Iterable<MinuteHistogram>): Map<number, number> {
  const out = new Map<number, number>();
  for (const histogram of histograms)
    for (const [minute, count] of Object.entries(histogram))
      out.set(Number(minute), (out.get(Number(minute)) ?? 0) + count);
  return out;
}

/** How many deliveries a histogram counts. */
export const histogramTotal = (counts: ReadonlyMap<number, number>): number =>
  [...counts.values()].reduce((t, c) => t + c, 0);

/**
 * The nearest-rank percentile `p` (0 < p ≤ 100) of a histogram: the smallest minute at or below
 * which at least ⌈p/100 · n⌉ of the n deliveries fall (rank at least 1). Null with no delivery, so
 * an empty store shows a dash rather than 0. p50 of [10, 20] is 10; p90 of one delivery is itself.
 */
export function histogramPercentile(counts: ReadonlyMap<number, number>, p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], not ${p}`);
  const sorted = [...counts.entries()].filter(([, c]) => c > 0).sort((a, b) => a[0] - b[0]);
  const n = sorted.reduce((t, [, c]) => t + c, 0);
  if (n === 0) return null;
  const wanted = Math.max(1, Math.ceil((p / 100) * n));
  let seen = 0;
  for (const [minute, count] of sorted) {
    seen += count;
    if (seen >= wanted) return minute;
  }
  return sorted[sorted.length - 1]![0];
}

/** Whole minutes from `from` to `to`, rounded, at least 0 and at most MINUTES_CAP. */
export function minutesBetween(from: string, to: string): number {
  return Math.min(MINUTES_CAP, Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000)));
}

/**
 * Minutes after the promise a delivery came: 0 by the promise (or early); otherwise rounded up, so
 * a delivery late by 20 seconds is 1 minute late — minutesLate > 0 exactly when it counts as late.
 * Capped at MINUTES_CAP.
 */
export function minutesLate(promisedBy: string, deliveredAt: string): number {
  const ms = Date.parse(deliveredAt) - Date.parse(promisedBy);
  return ms <= 0 ? 0 : Math.min(MINUTES_CAP, Math.ceil(ms / 60_000));
}

/** A store_daily_stats row as the delivery times read it. */
export interface DeliveryDayRow {
  store_id: string;
  day: string;
  delivered_late_count?: number | null;
  /** Minutes from acceptance to delivery (histogram text). */
  delivery_minutes?: string | null;
  /** Minutes after the promise, 0 when on time (histogram text); absent on rows written before it was kept. */
  late_minutes?: string | null;
}

export interface StoreDeliveryTimes {
  store_id: string;
  store_name: string;
  city: string;
  /** Delivered orders of the range with an acceptance and a delivery time. */
  deliveries: number;
  /** Of those, delivered by their promise. */
  on_time: number;
  /** on_time of deliveries, whole per cent. */
  on_time_rate: number;
  /** Minutes after the promise (0 = on time), nearest rank; null when no row of the range kept them. */
  late_p50: number | null;
  late_p90: number | null;
  /** Minutes from acceptance to delivery, nearest rank. */
  actual_p50: number | null;
  actual_p90: number | null;
}

/**
 * Per store, the range's delivery times from its day rows (a row listed twice counts once; rows
 * outside `from`–`to` are ignored). Stores without a delivery in the range are left out. A day row
 * written before `late_minutes` was kept counts in deliveries and on-time but not in the late
 * percentiles (its deliveries' minutes late are unknown).
 */
export function storeDeliveryTimes(input: {
  from: string;
  to: string;
  days: readonly DeliveryDayRow[];
  stores: ReadonlyArray<{ $id: string; name: string; city?: string | null }>;
}): StoreDeliveryTimes[] {
  const names = new Map(input.stores.map((s) => [s.$id, s]));
  const perStore = new Map<string, { actual: MinuteHistogram[]; late: MinuteHistogram[]; lateCount: number }>();
  const seen = new Set<string>();
  for (const row of input.days) {
    const key = `${row.store_id}|${row.day}`;
    if (row.day < input.from || row.day > input.to || seen.has(key)) continue;
    seen.add(key);
    const acc = perStore.get(row.store_id) ?? { actual: [], late: [], lateCount: 0 };
    acc.actual.push(parseMinuteHistogram(row.delivery_minutes));
    if (row.late_minutes) acc.late.push(parseMinuteHistogram(row.late_minutes));
    acc.lateCount += Math.max(0, row.delivered_late_count ?? 0);
    perStore.set(row.store_id, acc);
  }
  const out: StoreDeliveryTimes[] = [];
  for (const [storeId, acc] of perStore) {
    const actual = mergeHistograms(acc.actual);
    const late = mergeHistograms(acc.late);
    const deliveries = histogramTotal(actual);
    if (deliveries === 0) continue;
    const onTime = Math.max(0, deliveries - acc.lateCount);
    const store = names.get(storeId);
    out.push({
      store_id: storeId,
      store_name: store?.name ?? storeId,
      city: store?.city?.trim() ?? '',
      deliveries,
      on_time: onTime,
      on_time_rate: Math.round((onTime / deliveries) * 100),
      late_p50: histogramPercentile(late, 50),
      late_p90: histogramPercentile(late, 90),
      actual_p50: histogramPercentile(actual, 50),
      actual_p90: histogramPercentile(actual, 90),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The grid's server side: one sort column and a page (MUI X community, as the panels' grids)

export const DELIVERY_TIMES_SORT_FIELDS = [
  'store_name',
  'deliveries',
  'on_time_rate',
  'late_p50',
  'late_p90',
  'actual_p50',
  'actual_p90',
] as const;
export type DeliveryTimesSortField = (typeof DELIVERY_TIMES_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** Worst first: the stores least often on time, then the latest at p90. */
export const DELIVERY_TIMES_DEFAULT_SORT: { field: DeliveryTimesSortField; direction: SortDirection } = {
  field: 'on_time_rate',
  direction: 'asc',
};
export const DELIVERY_TIMES_PAGE_SIZES = [25, 50, 100] as const;

export interface DeliveryTimesPage {
  from: string;
  to: string;
  /** Stores with a delivery in the range. */
  total: number;
  rows: StoreDeliveryTimes[];
}

/**
 * Sorted by `field` (a missing figure always last, whichever the direction; ties by store name,
 * then id, so pages never overlap) and cut to page `page` (1-based) of `pageSize`.
 */
export function deliveryTimesPage(
  rows: readonly StoreDeliveryTimes[],
  view: { field: DeliveryTimesSortField; direction: SortDirection; page: number; pageSize: number },
): { total: number; rows: StoreDeliveryTimes[] } {
  const sign = view.direction === 'asc' ? 1 : -1;
  const byName = (a: StoreDeliveryTimes, b: StoreDeliveryTimes) =>
    a.store_name.localeCompare(b.store_name) || (a.store_id < b.store_id ? -1 : a.store_id > b.store_id ? 1 : 0);
  const sorted = [...rows].sort((a, b) => {
    if (view.field === 'store_name') return sign * byName(a, b);
    const x = a[view.field];
    const y = b[view.field];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
  const start = (Math.max(1, Math.floor(view.page)) - 1) * view.pageSize;
  return { total: rows.length, rows: sorted.slice(start, start + view.pageSize) };
}
