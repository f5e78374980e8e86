// Returns as the policy says (issue 16 §6; SPEC §4 refund flow, §5 returns, §9): which items may be
// reported, until when, the steps of a return (a `refund_requests` row) and what it refunds. One
// definition for order-state, the customer's report dialog and the panels. Pure.
import { POLICY } from '../constants';
import { ORDERS_RETURN_STATUS, type OrdersReturnStatus, type RefundRequestsStatus } from '../appwrite/rows';

/**
 * Who of the store's team reviews returns (approves, rejects, asks for photos, schedules, verifies):
 * its owner, admin or manager; not staff, not the pharmacist by role. Platform admins too.
 */
export const RETURN_REVIEW_ROLES = ['owner', 'admin', 'manager'] as const;

/** The return windows: settings rows (admin-editable), these defaults when missing or out of range. */
export const RETURN_SETTINGS = {
  medicineHours: {
    key: 'return_window_medicine_hours',
    min: 1,
    max: 168,
    fallback: POLICY.returns.reportWithinHours,
  },
  nonMedicinalDays: {
    key: 'return_window_non_medicinal_days',
    min: 1,
    max: 30,
    fallback: POLICY.returns.nonMedicinalReturnDays,
  },
} as const;

export interface ReturnWindows {
  medicineHours: number;
  nonMedicinalDays: number;
}

export const DEFAULT_RETURN_WINDOWS: ReturnWindows = {
  medicineHours: RETURN_SETTINGS.medicineHours.fallback,
  nonMedicinalDays: RETURN_SETTINGS.nonMedicinalDays.fallback,
};

/** The windows from settings values (key → text); a missing or out-of-range value is the default. */
export function returnWindowsFrom(values: Readonly<Record<string, string | undefined>>): ReturnWindows {
  const whole = (s: { key: string; min: number; max: number; fallback: number }) => {
    const raw = values[s.key];
    const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(n) && n >= s.min && n <= s.max ? n : s.fallback;
  };
  return {
    medicineHours: whole(RETURN_SETTINGS.medicineHours),
    nonMedicinalDays: whole(RETURN_SETTINGS.nonMedicinalDays),
  };
}

/**
 * Why an item is returned (SPEC §5): a medicine only when damaged in transit, wrong, or expired /
 * under 3 months to expiry; a non-medicinal product also when it is unopened in its original packaging.
 */
export const RETURN_REASONS = {
  damaged: 'Damaged in transit',
  wrong_item: 'Wrong item delivered',
  // Issue 40 §10: nothing to send back, so SPEC §5's return limits do not stand in its way; the
  // store checks it against its packing record like any report.
  missing: 'Missing item (not in the delivery)',
  expired: `Expired or under ${POLICY.returns.nearExpiryMonths} months to expiry`,
  unopened: 'Unopened, in original packaging (non-medicinal products)',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const isReturnReason = (v: unknown): v is ReturnReason =>
  typeof v === 'string' && Object.hasOwn(RETURN_REASONS, v);
export const MEDICINE_RETURN_REASONS: readonly ReturnReason[] = ['damaged', 'wrong_item', 'missing', 'expired'];

/**
 * Products that cannot be returned (SPEC §5), the `products.non_returnable` column. Opened or used
 * items are not a product property: a non-medicinal product comes back only `unopened` (or damaged,
 * wrong, expired), and the store checks each item when it verifies the return.
 */
export const NON_RETURNABLE_REASONS = {
  temperature_controlled: 'Temperature-controlled medicine',
  personal_care: 'Personal care item',
  marked: 'Marked non-returnable at purchase',
} as const;
export type NonReturnableReason = keyof typeof NON_RETURNABLE_REASONS;
export const NON_RETURNABLE_KEYS = Object.keys(NON_RETURNABLE_REASONS) as NonReturnableReason[];

/** What the rules read of a product. `medicinal` missing counts as a medicine (the stricter window). */
export interface ReturnableProduct {
  medicinal?: boolean | null;
  non_returnable?: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** How long after delivery an item may be reported: 24 h for a medicine, 7 days for a non-medicinal product (settings). */
export function returnWindowMs(product: ReturnableProduct, windows: ReturnWindows = DEFAULT_RETURN_WINDOWS): number {
  return product.medicinal === false ? windows.nonMedicinalDays * 24 * HOUR_MS : windows.medicineHours * HOUR_MS;
}

/** The last moment an item of `product` delivered at `deliveredAt` may be reported. */
export function returnDeadline(
  product: ReturnableProduct,
  deliveredAt: string | Date,
  windows: ReturnWindows = DEFAULT_RETURN_WINDOWS,
): Date {
  return new Date(new Date(deliveredAt).getTime() + returnWindowMs(product, windows));
}

export type ReturnLineProblem = 'not_returnable' | 'return_window_closed' | 'return_reason_not_allowed';

/** Why an item cannot be reported now, or null when it can. */
export function returnLineProblem(
  product: ReturnableProduct,
  reason: ReturnReason | null,
  deliveredAt: string | Date,
  now: Date,
  windows: ReturnWindows = DEFAULT_RETURN_WINDOWS,
): ReturnLineProblem | null {
  if (product.non_returnable) return 'not_returnable';
  if (now.getTime() > returnDeadline(product, deliveredAt, windows).getTime()) return 'return_window_closed';
  if (reason && product.medicinal !== false && !MEDICINE_RETURN_REASONS.includes(reason))
    return 'return_reason_not_allowed';
  return null;
}

/** The text a customer reads next to an item that cannot be returned. */
export function nonReturnableText(product: ReturnableProduct): string | null {
  const r = product.non_returnable;
  if (!r) return null;
  return `Not returnable: ${(NON_RETURNABLE_REASONS as Record<string, string>)[r] ?? 'marked non-returnable'}`;
}

/** One reported item of a return (`refund_requests.lines`, JSON). Prices in rupees as on the order line. */
export interface ReturnLine {
  item_id: string;
  product_id: string;
  name: string;
  quantity: number;
  unit_price: number;
  reason: ReturnReason;
  medicinal: boolean;
}

/** What the store accepted of one reported item when it checked the collected items. */
export interface VerifiedLine {
  item_id: string;
  quantity: number;
}

/**
 * The steps of a return: reported (`open`) → the store or an admin asks for photos
 * (`photos_requested`, the customer adds them → `open`), rejects, or approves → a pickup slot is
 * scheduled (`pickup_scheduled`, may be moved) → the delivery person collects (`collected`) → the
 * store verifies the items (`verified`, the refund of the accepted ones starts). `refunded` is the
 * old instant refund's end state, kept for rows written before returns.
 */
export const RETURN_STATUSES = ORDERS_RETURN_STATUS;
export type ReturnStatus = OrdersReturnStatus;
// The return row (refund_requests.status) and its copy on the order (orders.return_status) take the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameReturnStatuses: Same<ReturnStatus, RefundRequestsStatus> = true;
void sameReturnStatuses;

/** Everything the product decides about one return status. The steps between them are RETURN_STEPS. */
export interface ReturnStatusMeaning {
  /** How it reads on the customer's order page, the store's and the admin's. */
  label: string;
  /** The store's decision note is shown to the customer, after these words (null: not shown). */
  noteAs: 'Reason: ' | 'The pharmacy asks: ' | null;
  /** The pickup slot is shown to the customer. */
  showsPickup: boolean;
  /** The refund of the accepted items is shown to the customer: being refunded, or refunded (null: none yet). */
  refund: 'being refunded' | 'refunded' | null;
}

export const RETURN_STATUS_MEANINGS = {
  open: { label: 'Reported, waiting for review', noteAs: null, showsPickup: false, refund: null },
  photos_requested: { label: 'Photos requested', noteAs: 'The pharmacy asks: ', showsPickup: false, refund: null },
  approved: { label: 'Approved, pickup to be scheduled', noteAs: null, showsPickup: false, refund: null },
  pickup_scheduled: { label: 'Pickup scheduled', noteAs: null, showsPickup: true, refund: null },
  collected: { label: 'Collected, being checked', noteAs: null, showsPickup: false, refund: null },
  verified: { label: 'Verified', noteAs: null, showsPickup: false, refund: 'being refunded' },
  rejected: { label: 'Rejected', noteAs: 'Reason: ', showsPickup: false, refund: null },
  refunded: { label: 'Refunded', noteAs: null, showsPickup: false, refund: 'refunded' },
} as const satisfies Readonly<Record<ReturnStatus, ReturnStatusMeaning>>;

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = Object.fromEntries(
  RETURN_STATUSES.map((s) => [s, RETURN_STATUS_MEANINGS[s].label]),
) as Record<ReturnStatus, string>;

/** A return status's row, or null for a value the schema does not know. */
export const returnStatusMeaning = (status: string | null | undefined): ReturnStatusMeaning | null =>
  status && Object.hasOwn(RETURN_STATUS_MEANINGS, status) ? RETURN_STATUS_MEANINGS[status as ReturnStatus] : null;

/** The order events of a return, as the customer's order page lists them (order-state writes them). */
export const RETURN_EVENT_LABELS: Readonly<Record<string, string>> = {
  problem_reported: 'You reported items for return',
  return_photos_requested: 'The pharmacy asked for photos',
  return_photos_added: 'You added photos',
  return_approved: 'Return approved',
  return_rejected: 'Return declined',
  return_pickup_scheduled: 'Pickup scheduled',
  return_collected: 'Items collected',
  return_verified: 'Items checked by the pharmacy',
};

export type ReturnStep =
  'request_photos' | 'add_photos' | 'approve' | 'reject' | 'schedule_pickup' | 'collect' | 'verify';

const RETURN_STEPS: Readonly<Record<ReturnStep, { from: readonly ReturnStatus[]; to: ReturnStatus }>> = {
  request_photos: { from: ['open'], to: 'photos_requested' },
  add_photos: { from: ['photos_requested'], to: 'open' },
  approve: { from: ['open', 'photos_requested'], to: 'approved' },
  reject: { from: ['open', 'photos_requested'], to: 'rejected' },
  schedule_pickup: { from: ['approved', 'pickup_scheduled'], to: 'pickup_scheduled' },
  collect: { from: ['pickup_scheduled'], to: 'collected' },
  verify: { from: ['collected'], to: 'verified' },
};

/** Where `step` takes a return in `status`, or null when it may not be taken from there. */
export function returnTransition(status: string, step: ReturnStep): ReturnStatus | null {
  const rule = RETURN_STEPS[step];
  return (rule.from as readonly string[]).includes(status) ? rule.to : null;
}

/** The steps the store side may take on a return in `status` (what a panel offers). */
export function storeReturnSteps(status: string): ReturnStep[] {
  return (['request_photos', 'approve', 'reject', 'schedule_pickup', 'collect', 'verify'] as const).filter(
    (s) => returnTransition(status, s) !== null,
  );
}

const paise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The refund of a verified return, in paise: the accepted quantity of each reported item at the
 * price paid for it, never more than was reported, and never more than is still paid on the order.
 * Accepted lines that were not reported, or above the reported quantity, are an error (null).
 */
export function returnRefundPaise(
  reported: readonly Pick<ReturnLine, 'item_id' | 'quantity' | 'unit_price'>[],
  accepted: readonly VerifiedLine[],
  stillPaidPaise: number,
): number | null {
  let sum = 0;
  const seen = new Set<string>();
  for (const a of accepted) {
    const line = reported.find((l) => l.item_id === a.item_id);
    if (!line || seen.has(a.item_id) || !Number.isInteger(a.quantity) || a.quantity < 0 || a.quantity > line.quantity)
      return null;
    seen.add(a.item_id);
    sum += paise(line.unit_price) * a.quantity;
  }
  return Math.max(0, Math.min(sum, stillPaidPaise));
}

/**
 * Whether the accepted items are the whole order (every line, every unit): then the return refunds
 * everything still paid, delivery fee included, as the order's final refund (the order becomes
 * refunded); otherwise it refunds the accepted items only and the order stays delivered.
 */
export function returnsWholeOrder(
  orderLines: readonly { $id: string; quantity: number }[],
  accepted: readonly VerifiedLine[],
): boolean {
  return (
    orderLines.length > 0 &&
    orderLines.every((l) => accepted.some((a) => a.item_id === l.$id && a.quantity === l.quantity))
  );
}

/** Parses the JSON of `refund_requests.lines` (empty for a report written before returns). */
export function parseReturnLines(raw: unknown): ReturnLine[] {
  if (typeof raw !== 'string' || !raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as ReturnLine[]) : [];
  } catch {
    return [];
  }
}

/** Parses the JSON of `refund_requests.verified_lines`. */
export function parseVerifiedLines(raw: unknown): VerifiedLine[] {
  return parseReturnLines(raw) as unknown as VerifiedLine[];
}
