// The store's order page (issue 16 §2–3): which transitions it offers, the batch choice per line
// (the one FEFO rule, shared/src/domain/fefo.ts) and the tax invoice's amounts. order-state is the
// authority on every change; these rules only decide what the page shows. Pure.
import { fefoCandidates, type FefoBatch } from '@instamg/shared/domain/fefo';
import { actionsFor, type OrderAction, type OrderStatus } from '@instamg/shared/domain/order';

/** The transitions the order page offers, in the contract's order (reject and refund decisions are the inbox's). */
const DETAIL_ACTIONS = [
  'confirm',
  'start_processing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'redeliver',
  'approve_cancellation',
  'decline_cancellation',
  'cancel',
  'retry_refund',
] as const satisfies readonly OrderAction[];
export type DetailAction = (typeof DETAIL_ACTIONS)[number];

export const DETAIL_ACTION_LABELS: Readonly<Record<DetailAction, string>> = {
  confirm: 'Accept order',
  start_processing: 'Start processing',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  delivery_failed: 'Delivery failed',
  redeliver: 'Redeliver',
  approve_cancellation: 'Approve cancellation',
  decline_cancellation: 'Decline cancellation',
  cancel: 'Cancel order',
  retry_refund: 'Retry refund',
};

/** What the store must give with an action: the customer's code, a failure reason, an optional cancel reason. */
export const ACTION_INPUT: Readonly<Partial<Record<DetailAction, 'delivery_code' | 'failure_reason' | 'reason'>>> = {
  delivered: 'delivery_code',
  delivery_failed: 'failure_reason',
  cancel: 'reason',
};

/** The buttons for an order in `status` (retry_refund only when a refund failed). */
export function detailActions(status: OrderStatus, refundFailed: boolean): DetailAction[] {
  const allowed = actionsFor('store', status);
  return DETAIL_ACTIONS.filter((a) => allowed.includes(a) && (a !== 'retry_refund' || refundFailed));
}

export interface PickBatch extends FefoBatch {
  product_id: string;
}

/**
 * The batches a line may ship from, best first (FEFO, ≥ 3 months shelf life): the first is the
 * proposal. The batch reserved at checkout counts the line's own units as its own (they were taken
 * from its stock), so it stays a choice while it is shippable.
 */
export function pickOptions<T extends PickBatch>(
  item: { product_id: string; inventory_id: string; quantity: number },
  batches: readonly T[],
  now: Date,
): T[] {
  const own = batches
    .filter((b) => b.product_id === item.product_id)
    .map((b) => (b.$id === item.inventory_id ? { ...b, stock: b.stock + item.quantity } : b));
  return fefoCandidates(own, item.quantity, now);
}

/** The `picks` body of ready_for_pickup: only the lines whose chosen batch differs from the reserved one. */
export function changedPicks(
  items: readonly { $id: string; inventory_id: string }[],
  chosen: Readonly<Record<string, string>>,
): { item_id: string; inventory_id: string }[] {
  return items
    .filter((i) => chosen[i.$id] && chosen[i.$id] !== i.inventory_id)
    .map((i) => ({ item_id: i.$id, inventory_id: chosen[i.$id]! }));
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

export interface InvoiceLine {
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
}

/**
 * A line of the tax invoice: prices include GST, so the taxable value is the line total less its
 * GST; a delivery within 5 km of the pharmacy is an intra-state supply, so the GST is half CGST,
 * half SGST (the odd paisa to SGST).
 */
export function invoiceLine(line: { line_total: number; gst_amount: number }): InvoiceLine {
  const gst = paise(line.gst_amount);
  const cgst = Math.floor(gst / 2);
  return {
    taxable: rupees(paise(line.line_total) - gst),
    cgst: rupees(cgst),
    sgst: rupees(gst - cgst),
    total: line.line_total,
  };
}

/** `YYYY-MM` of a batch expiry, as printed on packs. */
export const expiryMonth = (iso: string | null | undefined): string => (iso ? iso.slice(0, 7) : '—');

/** The forward steps of an order, one of which the sticky action bar offers (issue 33 §4). */
const NEXT_STEPS: readonly DetailAction[] = [
  'confirm',
  'start_processing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'redeliver',
];

/**
 * The order's next step, for the one sticky bar at the bottom of the order (Accept, Start
 * processing, Ready, Out for delivery, Mark delivered), and the other actions, which stay in the
 * page's Actions section (failed delivery, cancel, cancellation answers, refund retry).
 */
export function splitActions(actions: readonly DetailAction[]): { next: DetailAction | null; others: DetailAction[] } {
  const next = actions.find((a) => NEXT_STEPS.includes(a)) ?? null;
  return { next, others: actions.filter((a) => a !== next) };
}
