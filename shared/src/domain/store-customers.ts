// A store's customers (issue 18 §3): one `store_customers` row per store and customer that the
// order functions keep (appwrite/functions/lib/stores/store-customers.ts), recomputed whole from the
// customer's orders at that store whenever one of them changes — never incremented, so a retried
// webhook or a repeated sweep writes the same figures. /store/customers reads the rows; the panel
// never adds up orders. Only what a pharmacy may see: the name the customer orders under and the
// area (PIN code and city) of their latest order — no phone (that is the order_contacts row, while
// an order is active), no street address, no e-mail. Pure.
import { ORDER_STATUS_MEANINGS, type OrderOutcome, type OrderStatus } from './order';
import { hash53, neverReceived, receivedAt, toPaise } from './store-daily-stats';

const outcomeIs = (outcome: OrderOutcome) => (o: { status: OrderStatus }) =>
  ORDER_STATUS_MEANINGS[o.status].outcome === outcome;

/** The columns of an order the row is computed from. */
export interface CustomerOrder {
  $id: string;
  customer_id: string;
  store_id: string;
  status: OrderStatus;
  total: number;
  paid_at?: string | null;
  routed_at?: string | null;
  refunded_paise?: number | null;
  recipient_name?: string | null;
  city?: string | null;
  postal_code?: string | null;
}

/** The figures of one customer at one store (the row's columns besides the ids). */
export interface StoreCustomerFigures {
  /** The name on their latest order (what the store's order page shows too). */
  name: string;
  /** The area of their latest order: city and PIN code, no street. */
  city: string;
  postal_code: string;
  /** Orders that reached this store (paid; by payment or a re-route) and are still its. */
  order_count: number;
  delivered_count: number;
  /** Cancelled (or refunded) orders: ORDER_STATUS_MEANINGS outcome `cancelled`. */
  cancelled_count: number;
  /** Orders the store is still working on (ORDER_STATUS_MEANINGS activeFulfilment). */
  active_count: number;
  /** Σ total (paise) of the delivered orders, less what was refunded of them. */
  total_spent_paise: number;
  /** When the first and the latest of those orders reached the store. */
  first_order_at: string;
  last_order_at: string;
}

export const UNNAMED_CUSTOMER = 'Customer';

/**
 * The row of a customer at a store, or null when none of the orders reached the store (no row:
 * a customer who only placed unpaid orders, or whose order moved to another store). Orders of other
 * stores or customers are ignored, and an order listed twice counts once.
 */
export function computeStoreCustomer(
  storeId: string,
  customerId: string,
  orders: readonly CustomerOrder[],
): StoreCustomerFigures | null {
  const seen = new Set<string>();
  const mine = orders.filter((o) => {
    if (o.store_id !== storeId || o.customer_id !== customerId || seen.has(o.$id)) return false;
    seen.add(o.$id);
    return receivedAt(o) !== null && !neverReceived(o.status);
  });
  if (mine.length === 0) return null;
  const sorted = [...mine].sort((a, b) => receivedAt(a)!.localeCompare(receivedAt(b)!) || a.$id.localeCompare(b.$id));
  const latest = sorted[sorted.length - 1]!;
  let totalSpent = 0;
  for (const o of sorted)
    if (outcomeIs('delivered')(o)) totalSpent += Math.max(0, toPaise(o.total) - Math.max(0, o.refunded_paise ?? 0));
  return {
    name: (latest.recipient_name ?? '').trim().slice(0, 128) || UNNAMED_CUSTOMER,
    city: (latest.city ?? '').slice(0, 64),
    postal_code: (latest.postal_code ?? '').slice(0, 6),
    order_count: sorted.length,
    delivered_count: sorted.filter(outcomeIs('delivered')).length,
    cancelled_count: sorted.filter(outcomeIs('cancelled')).length,
    active_count: sorted.filter((o) => ORDER_STATUS_MEANINGS[o.status].activeFulfilment).length,
    total_spent_paise: totalSpent,
    first_order_at: new Date(receivedAt(sorted[0]!)!).toISOString(),
    last_order_at: new Date(receivedAt(latest)!).toISOString(),
  };
}

/**
 * The row id of a customer at a store: `sc_` and two hashes of the pair (Appwrite's 36-character
 * limit rules out the two ids side by side). Readers query by store_id and customer_id.
 */
export function storeCustomerRowId(storeId: string, customerId: string): string {
  return `sc_${hash53(`${storeId}|${customerId}`).toString(36)}${hash53(`${customerId}|${storeId}`).toString(36)}`.slice(
    0,
    36,
  );
}

/** 'Delhi 110001' (the area column of the list). */
export function customerArea(row: { city: string | null; postal_code: string | null }): string {
  return [row.city, row.postal_code].filter(Boolean).join(' ') || '—';
}
