// Lost sales (issue 18 §4): the items customers wanted from a store that the store lacked, kept per
// store and IST day in `store_daily_stats.lost_items` by the rollup writer (lib/orders/rollups.ts) and
// added up over a range by /store/analytics. Pure.
//
// The definition, from data the functions already keep (stated on the page as LOST_SALES_DEFINITION):
// - `out_of_stock`: every line of an order the store rejected with the reason "Out of stock" (it
//   moved to another store, or was cancelled when none was left), counted on the day of the rejection;
// - `moved_away`: every line of an order that left the store without its acceptance and without a
//   rejection — not accepted in time, or moved by support — counted on the day it left;
// - `substitute_declined`: the original line of a substitution (offered because the line was found
//   missing at picking) that the customer declined or left unanswered, on the day of that answer.
// A rejection for another reason (prescription, closing, other) is not a lack of stock and is not
// counted here (it is in "Rejections by reason"); an accepted substitute kept the sale.
// Quantities are the lines' units; the value is the line total in paise as the order last held it.
import { toPaise } from './store-daily-stats';

export const LOST_CAUSES = ['out_of_stock', 'moved_away', 'substitute_declined'] as const;
export type LostCause = (typeof LOST_CAUSES)[number];

export const LOST_CAUSE_LABELS: Readonly<Record<LostCause, string>> = {
  out_of_stock: 'Rejected: out of stock',
  moved_away: 'Moved away unaccepted',
  substitute_declined: 'Substitute declined',
};

export const LOST_SALES_DEFINITION =
  'Lost sales are the items of orders you rejected as out of stock, of orders that moved to another pharmacy ' +
  'without your acceptance (not accepted in time, or moved by support), and the lines whose substitute the ' +
  'customer declined or did not answer. Value is the line total the customer was charged. Rejections for ' +
  'other reasons and accepted substitutes are not counted.';

/** The longest `lost_items` text (the column's size: over 16,381 characters it is a text column, outside the row-width limit); the smallest losses are left out past it. */
export const LOST_ITEMS_MAX_CHARS = 16384;

/** A decision of the store's day, as the rollup reads it (store_order_decisions). */
export interface LostDecision {
  order_id: string;
  kind: 'accepted' | 'rejected' | 'timed_out' | 'rerouted_away' | 'routed_here';
  reason?: string | null;
}

/** An order line (order_items). */
export interface LostLine {
  $id: string;
  order_id: string;
  product_id: string;
  quantity: number;
  line_total: number;
}

/** A substitution the store's customer answered (order_substitutions, status declined or expired). */
export interface LostSubstitution {
  $id: string;
  status: string;
  original_product_id: string;
  quantity: number;
  original_line_total: number;
}

export interface LostFigures {
  units: number;
  value_paise: number;
}

/** One entry of a day: a product lost for one cause. */
export interface LostEntry extends LostFigures {
  product_id: string;
  cause: LostCause;
}

/**
 * The orders whose lines the store lost this day, and why, from the day's decisions: a rejection
 * out of stock → `out_of_stock`; a time-out or a move away with no rejection by the store that day
 * → `moved_away`; a rejection for another reason → none (the move that follows it is not a lack).
 */
export function lostOrders(decisions: readonly LostDecision[]): Map<string, LostCause> {
  const rejected = new Map<string, string>();
  const left = new Set<string>();
  for (const d of decisions) {
    if (d.kind === 'rejected') {
      // One out-of-stock rejection is enough (an order rejected twice by the same store cannot happen, but be safe).
      if (rejected.get(d.order_id) !== 'out_of_stock') rejected.set(d.order_id, d.reason ?? 'other');
    } else if (d.kind === 'timed_out' || d.kind === 'rerouted_away') left.add(d.order_id);
  }
  const out = new Map<string, LostCause>();
  for (const [orderId, reason] of rejected) if (reason === 'out_of_stock') out.set(orderId, 'out_of_stock');
  for (const orderId of left) if (!rejected.has(orderId)) out.set(orderId, 'moved_away');
  return out;
}

/** Declined or expired substitutions count; proposed, accepted and withdrawn ones do not. */
export const LOST_SUBSTITUTION_STATUSES: readonly string[] = ['declined', 'expired'];

/**
 * The day's losses per product and cause: the lines of the lost orders (a line listed twice counts
 * once) and the original lines of the declined or expired substitutions.
 */
export function lostItemsOfDay(
  orders: ReadonlyMap<string, LostCause>,
  lines: readonly LostLine[],
  substitutions: readonly LostSubstitution[],
): LostEntry[] {
  const out = new Map<string, LostEntry>();
  const add = (productId: string, cause: LostCause, units: number, rupees: number) => {
    const key = `${productId}|${cause}`;
    const entry = out.get(key) ?? { product_id: productId, cause, units: 0, value_paise: 0 };
    entry.units += Math.max(0, Math.round(units));
    entry.value_paise += Math.max(0, toPaise(rupees));
    out.set(key, entry);
  };
  const seen = new Set<string>();
  for (const line of lines) {
    const cause = orders.get(line.order_id);
    if (!cause || seen.has(line.$id)) continue;
    seen.add(line.$id);
    add(line.product_id, cause, line.quantity, line.line_total);
  }
  for (const sub of substitutions) {
    if (!LOST_SUBSTITUTION_STATUSES.includes(sub.status) || seen.has(sub.$id)) continue;
    seen.add(sub.$id);
    add(sub.original_product_id, 'substitute_declined', sub.quantity, sub.original_line_total);
  }
  return [...out.values()].sort(byValue);
}

const byValue = (a: LostEntry, b: LostEntry) =>
  b.value_paise - a.value_paise ||
  b.units - a.units ||
  a.product_id.localeCompare(b.product_id) ||
  a.cause.localeCompare(b.cause);

/** `[[product_id, cause, units, paise], …]`, largest value first, cut to fit LOST_ITEMS_MAX_CHARS. */
export function encodeLostItems(entries: readonly LostEntry[]): string {
  const parts: string[] = [];
  let length = 2;
  for (const e of [...entries].sort(byValue)) {
    const part = JSON.stringify([e.product_id, e.cause, e.units, e.value_paise]);
    if (length + part.length + 1 > LOST_ITEMS_MAX_CHARS) break;
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

const isCause = (value: unknown): value is LostCause =>
  typeof value === 'string' && (LOST_CAUSES as readonly string[]).includes(value);

/** The column read back (bad or missing text, or an unknown cause, reads as nothing). */
export function parseLostItems(text: string | null | undefined): LostEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const out: LostEntry[] = [];
    for (const entry of value) {
      if (!Array.isArray(entry)) continue;
      const [productId, cause, units, paise] = entry as unknown[];
      if (typeof productId !== 'string' || !isCause(cause)) continue;
      if (typeof units !== 'number' || typeof paise !== 'number') continue;
      out.push({ product_id: productId, cause, units, value_paise: paise });
    }
    return out;
  } catch {
    return [];
  }
}

/** A product's losses over a range. */
export interface LostProduct extends LostFigures {
  product_id: string;
  by_cause: Partial<Record<LostCause, LostFigures>>;
}

export interface LostSalesOfRange {
  /** Products, largest value first (ties: more units, then id). */
  products: LostProduct[];
  /** Every cause with its sums (zeros included), in LOST_CAUSES order. */
  causes: Array<{ cause: LostCause; label: string } & LostFigures>;
  total: LostFigures;
}

/** The range's losses from its days' `lost_items` texts. */
export function lostSalesOfRange(days: ReadonlyArray<string | null | undefined>): LostSalesOfRange {
  const products = new Map<string, LostProduct>();
  const causes = new Map<LostCause, LostFigures>(LOST_CAUSES.map((c) => [c, { units: 0, value_paise: 0 }]));
  const total: LostFigures = { units: 0, value_paise: 0 };
  for (const text of days)
    for (const e of parseLostItems(text)) {
      const p = products.get(e.product_id) ?? { product_id: e.product_id, units: 0, value_paise: 0, by_cause: {} };
      p.units += e.units;
      p.value_paise += e.value_paise;
      const c = p.by_cause[e.cause] ?? { units: 0, value_paise: 0 };
      c.units += e.units;
      c.value_paise += e.value_paise;
      p.by_cause[e.cause] = c;
      products.set(e.product_id, p);
      const all = causes.get(e.cause)!;
      all.units += e.units;
      all.value_paise += e.value_paise;
      total.units += e.units;
      total.value_paise += e.value_paise;
    }
  return {
    products: [...products.values()].sort(
      (a, b) => b.value_paise - a.value_paise || b.units - a.units || a.product_id.localeCompare(b.product_id),
    ),
    causes: LOST_CAUSES.map((cause) => ({ cause, label: LOST_CAUSE_LABELS[cause], ...causes.get(cause)! })),
    total,
  };
}
