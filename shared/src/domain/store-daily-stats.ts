// A store's day in figures (issue 15 §7): the `store_daily_stats` rollups that the order functions
// keep and the store panel's dashboard (and later analytics and the admin console) read. Pure: the
// IST day of a moment, the row id, and the row derived from that day's orders and decisions.
//
// A row is never incremented: every function that changes an order recomputes the whole row of
// the store and day from its rows (lib/orders/rollups.ts), so a retried webhook or a repeated sweep writes
// the same figures again and double counting cannot happen. docs/data-model.md defines each field.
import { ORDER_STATUS_MEANINGS, mayTakeAction, statusesWhere, type OrderStatus } from './order';

import { istDayOf } from './india-time';
import { promisedBy } from './delivery-staff';
import {
  MINUTES_CAP,
  histogramPercentile,
  mergeHistograms,
  minutesBetween,
  minutesLate,
  parseMinuteHistogram,
} from './delivery-times';

// The IST offset and a day's `[start, end)` come from the calendar module (india-time.ts); re-exported
// here for the rollups' callers.
export { IST_OFFSET_MS, istDayRange } from './india-time';

/** The IST calendar day of a moment, `yyyy-mm-dd`. */
export function istDayKey(at: Date | string): string {
  return istDayOf(at);
}

/**
 * The row of a store's day: `{store_id}_{yyyymmdd}`. A store id longer than 27 characters would
 * pass Appwrite's 36-character row id limit; its rows are `sd_` and a hash of both instead.
 * Readers query by `store_id` and `day` and never need the id.
 */
export function storeDayRowId(storeId: string, day: string): string {
  const id = `${storeId}_${day.replaceAll('-', '')}`;
  return id.length <= 36 ? id : `sd_${hash53(id).toString(36)}_${day.replaceAll('-', '')}`;
}

/** cyrb53: a small, stable 53-bit string hash (not for security). */
export function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** When an order reached its current store: the re-route there, or else the payment. */
export function receivedAt(order: { routed_at?: string | null; paid_at?: string | null }): string | null {
  return order.routed_at ?? order.paid_at ?? null;
}

/** Statuses after the store accepted that still count as a sale (not cancelled, refunded or failed). */
export const SALE_STATUSES: readonly OrderStatus[] = statusesWhere((m) => m.countsAsSale);

/**
 * Paid, but never the store's to take: the payment came after the hold expired, or failed
 * (ORDER_STATUS_MEANINGS outcome `unpaid`).
 */
export const neverReceived = (status: OrderStatus): boolean => ORDER_STATUS_MEANINGS[status].outcome === 'unpaid';
/** Waiting for the store to accept: the store may still confirm it (ORDER_ACTIONS). */
const waitingToAccept = (status: OrderStatus): boolean => mayTakeAction('confirm', 'store', status);

export interface DayOrder {
  $id: string;
  status: OrderStatus;
  total: number;
  paid_at?: string | null;
  routed_at?: string | null;
  accepted_at?: string | null;
  rx_status?: string | null;
  /** For the delivery times (issue 38 §5): when it was delivered, and what was promised. */
  delivered_at?: string | null;
  delivery_mode?: string | null;
  slot_end?: string | null;
}

export interface DayDecision {
  $id: string;
  order_id: string;
  kind: 'accepted' | 'rejected' | 'timed_out' | 'rerouted_away' | 'routed_here';
  reason?: string | null;
  seconds_to_decide?: number | null;
}

export interface DayVerification {
  $id: string;
  decision: 'verified' | 'rejected';
}

/** The figures of one store's IST day (the row's columns; the two maps are stored as JSON text). */
export interface StoreDayFigures {
  /** Paid orders that reached the store this day (by payment or a re-route) and are still its. */
  received_count: number;
  /** Those orders by their current status. */
  status_counts: Partial<Record<OrderStatus, number>>;
  /** Of those, still waiting for the store to accept (`placed`). */
  waiting_count: number;
  /** Acceptances made this day, and the seconds from arrival to acceptance summed over them. */
  accepted_count: number;
  acceptance_seconds_sum: number;
  /** Rejections made this day, and by reason. */
  rejected_count: number;
  rejections_by_reason: Record<string, number>;
  /** Orders that moved away this day because the accept window passed. */
  timed_out_count: number;
  /** Orders that moved from this store to another, or came here from another, this day. */
  rerouted_away_count: number;
  routed_here_count: number;
  /** Prescriptions this store's pharmacists verified / rejected this day. */
  rx_verified_count: number;
  rx_rejected_count: number;
  /** Σ total (paise) of the day's orders the store accepted and that are not cancelled, refunded or failed. */
  sales_paise: number;
  /** Σ total (paise) of the day's orders delivered. */
  delivered_paise: number;
  /**
   * The day's delivered orders (issue 38 §5): how many, how many after their SPEC §9 promise
   * (promisedBy), and minutes from acceptance to delivery as counts per whole minute — a histogram,
   * so a range of days and stores adds up to exact percentiles (deliveryTimeFigures).
   */
  delivered_count: number;
  delivered_late_count: number;
  delivery_minutes: Record<string, number>;
  /** Of the same deliveries, minutes after the promise (0 when on time; minutesLate), a histogram too. */
  late_minutes: Record<string, number>;
}

/**
 * Minutes from acceptance to delivery are counted up to this (4 h); anything longer counts as this,
 * so at most 241 keys of up to 10 characters fit the column (2,500).
 */
export const DELIVERY_MINUTES_CAP = MINUTES_CAP;

export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The figures of `day` from the orders that reached the store that day and are still its, and the
 * decisions and verifications the store made that day (the caller queries them by store and time).
 * Orders outside the day are ignored, so a wider query is harmless.
 */
export function computeStoreDay(
  day: string,
  orders: readonly DayOrder[],
  decisions: readonly DayDecision[],
  verifications: readonly DayVerification[],
): StoreDayFigures {
  const figures: StoreDayFigures = {
    received_count: 0,
    status_counts: {},
    waiting_count: 0,
    accepted_count: 0,
    acceptance_seconds_sum: 0,
    rejected_count: 0,
    rejections_by_reason: {},
    timed_out_count: 0,
    rerouted_away_count: 0,
    routed_here_count: 0,
    rx_verified_count: 0,
    rx_rejected_count: 0,
    sales_paise: 0,
    delivered_paise: 0,
    delivered_count: 0,
    delivered_late_count: 0,
    delivery_minutes: {},
    late_minutes: {},
  };
  const seen = new Set<string>();
  for (const order of orders) {
    const at = receivedAt(order);
    if (!at || istDayKey(at) !== day || seen.has(order.$id) || neverReceived(order.status)) continue;
    seen.add(order.$id);
    figures.received_count++;
    figures.status_counts[order.status] = (figures.status_counts[order.status] ?? 0) + 1;
    if (waitingToAccept(order.status)) figures.waiting_count++;
    if (order.accepted_at && ORDER_STATUS_MEANINGS[order.status].countsAsSale)
      figures.sales_paise += toPaise(order.total);
    if (ORDER_STATUS_MEANINGS[order.status].outcome === 'delivered') {
      figures.delivered_paise += toPaise(order.total);
      if (order.accepted_at && order.delivered_at) {
        const minutes = minutesBetween(order.accepted_at, order.delivered_at);
        figures.delivered_count++;
        figures.delivery_minutes[minutes] = (figures.delivery_minutes[minutes] ?? 0) + 1;
        // With an acceptance there is always a promise (promisedBy), so both histograms count the same orders.
        const promised = promisedBy(order);
        if (promised) {
          const late = minutesLate(promised, order.delivered_at);
          figures.late_minutes[late] = (figures.late_minutes[late] ?? 0) + 1;
          if (late > 0) figures.delivered_late_count++;
        }
      }
    }
  }
  const counted = new Set<string>();
  for (const d of decisions) {
    if (counted.has(d.$id)) continue;
    counted.add(d.$id);
    if (d.kind === 'accepted') {
      figures.accepted_count++;
      figures.acceptance_seconds_sum += Math.round(d.seconds_to_decide ?? 0);
    } else if (d.kind === 'rejected') {
      figures.rejected_count++;
      const reason = d.reason ?? 'other';
      figures.rejections_by_reason[reason] = (figures.rejections_by_reason[reason] ?? 0) + 1;
    } else if (d.kind === 'timed_out') figures.timed_out_count++;
    else if (d.kind === 'rerouted_away') figures.rerouted_away_count++;
    else figures.routed_here_count++;
  }
  const verified = new Set<string>();
  for (const v of verifications) {
    if (verified.has(v.$id)) continue;
    verified.add(v.$id);
    if (v.decision === 'verified') figures.rx_verified_count++;
    else figures.rx_rejected_count++;
  }
  return figures;
}

/** Average acceptance time of a day in whole seconds, or null before the first acceptance. */
export function averageAcceptanceSeconds(
  figures: Pick<StoreDayFigures, 'accepted_count' | 'acceptance_seconds_sum'>,
): number | null {
  return figures.accepted_count > 0 ? Math.round(figures.acceptance_seconds_sum / figures.accepted_count) : null;
}

/** '45 s', '3 min 5 s', '—' for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}

/** A stored row as read back: the maps parsed (bad JSON reads as empty). */
export interface StoreDayRow extends Omit<
  StoreDayFigures,
  'status_counts' | 'rejections_by_reason' | 'delivery_minutes' | 'late_minutes'
> {
  $id: string;
  store_id: string;
  day: string;
  status_counts: string;
  rejections_by_reason: string;
  delivery_minutes?: string | null;
  late_minutes?: string | null;
  computed_at: string;
}

export function parseStoreDayRow(row: StoreDayRow): StoreDayFigures & { day: string; computed_at: string } {
  const parse = (text: string): Record<string, number> => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' ? (value as Record<string, number>) : {};
    } catch {
      return {};
    }
  };
  return {
    ...row,
    status_counts: parse(row.status_counts) as Partial<Record<OrderStatus, number>>,
    rejections_by_reason: parse(row.rejections_by_reason),
    delivery_minutes: parseDeliveryMinutes(row.delivery_minutes),
    late_minutes: parseMinuteHistogram(row.late_minutes),
    delivered_count: row.delivered_count ?? 0,
    delivered_late_count: row.delivered_late_count ?? 0,
  };
}

/** A row's minute histogram; unreadable or missing text is no deliveries. */
export const parseDeliveryMinutes = parseMinuteHistogram;

export interface DeliveryTimeFigures {
  delivered: number;
  late: number;
  /** Minutes from acceptance to delivery, nearest rank; null with no delivery. */
  p50_minutes: number | null;
  p90_minutes: number | null;
}

/** Delivery times over several day rows (any stores and days): their histograms added up. */
export function deliveryTimeFigures(
  rows: ReadonlyArray<{ delivery_minutes: Record<string, number>; delivered_late_count: number }>,
): DeliveryTimeFigures {
  const counts = mergeHistograms(rows.map((row) => row.delivery_minutes));
  const late = rows.reduce((t, row) => t + row.delivered_late_count, 0);
  const delivered = [...counts.values()].reduce((t, c) => t + c, 0);
  return {
    delivered,
    late,
    p50_minutes: histogramPercentile(counts, 50),
    p90_minutes: histogramPercentile(counts, 90),
  };
}

/** The figures of a day with nothing in it (a new store, or a quiet morning). */
/**
 * "Orders today" — the one definition the store's dashboard and the admin's store page show (issue
 * 31 §2): the orders that reached the store on that IST day (paid, or placed as cash on delivery;
 * by the time they arrived: the payment, or the re-route here) and are still its; an unpaid,
 * expired or payment-failed order never counts. It is the day row's `received_count`
 * (`computeStoreDay`), so both screens read the same rollup.
 */
export function ordersToday(figures: Pick<StoreDayFigures, 'received_count'> | null | undefined): number {
  return figures?.received_count ?? 0;
}

export const EMPTY_DAY: StoreDayFigures = computeStoreDay('1970-01-01', [], [], []);
