// How an order's status reads to the customer: the timeline steps, the outcome of a payment, and
// what the customer may still do. The order-state function is the authority on every change;
// these rules only decide what the page offers, from the same contract (shared/src/domain/order.ts).
import { POLICY } from '@instamg/shared/constants';
import {
  ORDER_STATUS_MEANINGS,
  PAYMENT_STATUS_MEANINGS,
  REFUND_STATUS_MEANINGS,
  STATUS_LABELS,
  TIMELINE_STEPS,
  RX_STATUS_MEANINGS,
  mayTakeAction,
  type OrderStatus,
  type OrderStatusMeaning,
  type PaymentStatus,
  type RefundStatus,
  type RxStatus,
  type TimelineStep,
} from '@instamg/shared/domain/order';

/** The happy path, in order: the statuses whose timeline is a step (ORDER_STATUS_MEANINGS). */
export { TIMELINE_STEPS, type TimelineStep };

export interface TimelineEntry {
  status: OrderStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  /** Off the happy path: how the current entry reads (a failed payment is an error, a refund news). */
  tone?: 'error' | 'warning' | 'info';
}

export interface Timeline {
  steps: TimelineEntry[];
  /** A status that ended the happy path for good: cancelled, refunded, payment failed, expired. */
  endedAs: { status: OrderStatus; label: string } | null;
}

/**
 * The end of the order: the path stops where it got to (cancelled or refunded, or never paid:
 * ORDER_STATUS_MEANINGS outcome `cancelled` or `unpaid`).
 */
const ended = (status: OrderStatus): boolean => {
  const { outcome } = ORDER_STATUS_MEANINGS[status];
  return outcome === 'cancelled' || outcome === 'unpaid';
};
/** Off the happy path, how an entry reads: the status's tone (a happy step's success is not news). */
const toneOf = (status: OrderStatus): TimelineEntry['tone'] | undefined => {
  const { tone, timeline }: OrderStatusMeaning = ORDER_STATUS_MEANINGS[status];
  return timeline === 'step' || tone === 'neutral' || tone === 'success' ? undefined : tone;
};

const step = (status: OrderStatus, state: TimelineEntry['state']): TimelineEntry => {
  const tone = toneOf(status);
  return { status, label: STATUS_LABELS[status], state, ...(tone ? { tone } : {}) };
};

/**
 * The timeline for `status`, whose one `current` entry is always the order's own status (issue 22:
 * never "Confirmed" for a failed payment). `reached` lists every status the order has been in
 * (the `to_status` of its order_events): off the happy path, the steps it reached are done, its
 * status is the current entry after them, and what may still follow is upcoming (a failed
 * delivery can still be delivered; a cancelled order has nothing upcoming).
 */
export function orderTimeline(status: OrderStatus, reached: readonly string[] = []): Timeline {
  const indexOf = (s: string | null): number => (TIMELINE_STEPS as readonly (string | null)[]).indexOf(s);
  const { timeline } = ORDER_STATUS_MEANINGS[status];
  if (timeline === 'step') {
    const stepIndex = indexOf(status);
    return {
      steps: TIMELINE_STEPS.map((s, i) => step(s, i < stepIndex ? 'done' : i === stepIndex ? 'current' : 'upcoming')),
      endedAs: null,
    };
  }
  // Never paid (`after: null`): no step of the path is done, whatever the events say.
  const furthest = timeline.after === null ? -1 : Math.max(indexOf(timeline.after), ...reached.map(indexOf));
  const done = TIMELINE_STEPS.slice(0, furthest + 1).map((s) => step(s, 'done'));
  const isEnded = ended(status);
  const upcoming = isEnded ? [] : TIMELINE_STEPS.slice(furthest + 1).map((s) => step(s, 'upcoming'));
  return {
    steps: [...done, step(status, 'current'), ...upcoming],
    endedAs: isEnded ? { status, label: STATUS_LABELS[status] } : null,
  };
}

export type PaymentOutcome = 'waiting' | 'paid' | 'failed' | 'expired' | 'cancelled';

/** What the payment status page shows; 'waiting' keeps it polling. */
export function paymentOutcome(order: { status: OrderStatus; payment_status: PaymentStatus }): PaymentOutcome {
  if (PAYMENT_STATUS_MEANINGS[order.payment_status].received) return 'paid';
  if (order.status === 'expired') return 'expired';
  if (order.status === 'payment_failed' || order.payment_status === 'failed') return 'failed';
  if (order.status === 'cancelled') return 'cancelled';
  return 'waiting';
}

/** A failed or expired payment can be tried again (payments `create` reserves the stock again). */
export function canRetryPayment(order: { status: OrderStatus; payment_status: PaymentStatus }): boolean {
  return order.status === 'payment_failed' || (order.status === 'placed' && order.payment_status === 'pending');
}

export type CancelOption = { allowed: false; reason: string } | { allowed: true; needsApproval: boolean };

/**
 * SPEC §4: orders can be cancelled before Processing; a paid prescription order goes to the
 * pharmacy for approval first.
 */
export function customerCancelOption(order: {
  status: OrderStatus;
  payment_status: PaymentStatus;
  rx_status: RxStatus;
}): CancelOption {
  if (order.status === 'cancellation_requested') {
    return { allowed: false, reason: 'Your cancellation request is with the pharmacy.' };
  }
  if (!mayTakeAction('cancel', 'customer', order.status)) {
    return {
      allowed: false,
      reason:
        'Orders can be cancelled before they are marked Processing. Once Processing they are assigned to a pharmacy and cannot be cancelled.',
    };
  }
  return {
    allowed: true,
    needsApproval: RX_STATUS_MEANINGS[order.rx_status].needsPrescription && order.payment_status === 'paid',
  };
}

export const REPORT_WINDOW_MS = POLICY.returns.reportWithinHours * 60 * 60 * 1000;

export type ReportWindow = { open: true; closesAt: Date } | { open: false; reason: string };

/** A problem can be reported within 24 hours of delivery (SPEC §4 refund flow). */
export function problemReportWindow(
  order: { status: OrderStatus; delivered_at?: string | null },
  now: Date,
): ReportWindow {
  if (order.status !== 'delivered' || !order.delivered_at) {
    return { open: false, reason: 'Problems can be reported once the order is delivered.' };
  }
  const deliveredAt = new Date(order.delivered_at).getTime();
  if (Number.isNaN(deliveredAt)) throw new RangeError(`delivered_at is not a date: ${order.delivered_at}`);
  const closesAt = deliveredAt + REPORT_WINDOW_MS;
  if (now.getTime() > closesAt) {
    return {
      open: false,
      reason: `Problems must be reported within ${POLICY.returns.reportWithinHours} hours of delivery.`,
    };
  }
  return { open: true, closesAt: new Date(closesAt) };
}

/**
 * Whether the order page offers "Attach prescription": an order with a medicine that needs one,
 * with none attached or one the pharmacist rejected, not yet being prepared.
 */
export function prescriptionAttachOption(order: {
  status: OrderStatus;
  rx_status: RxStatus;
  prescription_id: string | null;
}): boolean {
  if (!RX_STATUS_MEANINGS[order.rx_status].needsPrescription) return false;
  if (!mayTakeAction('attach_prescription', 'customer', order.status)) return false;
  return !order.prescription_id || order.rx_status === 'rejected';
}

/**
 * Which refund text the order shows, as a code (the catalogue words it: i18n/orders-catalogue.ts
 * `refundText`), or null when there is none. Cash on delivery is refunded by bank transfer, with the
 * customer's bank details (SPEC §9), where the status has a text of its own for it.
 */
export function refundNotice(order: {
  refund_status?: RefundStatus | null;
  payment_method?: string | null;
}): { status: RefundStatus; channel: 'online' | 'cod' } | null {
  if (!order.refund_status) return null;
  const meaning = REFUND_STATUS_MEANINGS[order.refund_status];
  const channel = order.payment_method === 'cod' && meaning.cod !== null ? 'cod' : 'online';
  return { status: order.refund_status, channel };
}

/** How the order's refund reads in English, or null when there is none. */
export function refundLabel(order: {
  refund_status?: RefundStatus | null;
  payment_method?: string | null;
}): string | null {
  const notice = refundNotice(order);
  if (!notice) return null;
  const meaning = REFUND_STATUS_MEANINGS[notice.status];
  return (notice.channel === 'cod' ? meaning.cod : null) ?? meaning.online;
}

/**
 * An online order whose payment has not gone through yet (issue 40 §1): the stock is held for it
 * until `payment_expires_at`, and the customer can pay, edit the cart or cancel.
 */
export function isAwaitingPayment(order: { status: OrderStatus; payment_status: PaymentStatus }): boolean {
  return order.status === 'placed' && order.payment_status === 'pending';
}

/**
 * How long the hold has left, as the customer reads it ("14 min left", "under a minute left"), or
 * null when the order has no hold or it has run out (the sweeper is about to expire the order).
 */
export function holdRemaining(expiresAt: string | null | undefined, now: Date): string | null {
  if (!expiresAt) return null;
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute left';
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min left` : `${hours} hr left`;
}

/** The label of an order in lists and on its page: an unpaid online order reads "Awaiting payment". */
export function customerStatusLabel(order: { status: OrderStatus; payment_status: PaymentStatus }): string | null {
  return isAwaitingPayment(order) ? PAYMENT_STATUS_MEANINGS.pending.label : null;
}

/**
 * Whether the customer left the gateway on purpose: the latest payment event of the order is the
 * gateway's USER_DROPPED webhook (payment-webhook records it as `payment_dropped`), which reads
 * "Payment cancelled", not "Payment failed".
 */
export function paymentWasCancelled(events: readonly { type: string }[]): boolean {
  const last = [...events]
    .reverse()
    .find((e) => e.type === 'payment_dropped' || e.type === 'payment_failed' || e.type === 'payment_succeeded');
  return last?.type === 'payment_dropped';
}

const stepTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * When the order reached each status it has been in (issue 40 §4: a timestamp on every step): the
 * first order_event into the status, and the order's creation for `placed`. India time, "1 Dec,
 * 3:20 pm".
 */
export function stepTimes(
  order: { $createdAt: string },
  events: readonly { to_status?: string | null; $createdAt: string }[],
): Partial<Record<OrderStatus, string>> {
  const times: Partial<Record<OrderStatus, string>> = {};
  const put = (status: string, iso: string) => {
    const when = new Date(iso);
    if (Number.isNaN(when.getTime()) || status in times) return;
    times[status as OrderStatus] = stepTime
      .format(when)
      .replace(/\s+/g, ' ')
      .replace(/\b(am|pm)\b/i, (m) => m.toLowerCase());
  };
  put('placed', order.$createdAt);
  for (const e of events) if (e.to_status) put(e.to_status, e.$createdAt);
  return times;
}
