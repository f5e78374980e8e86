// Order intake at a store (issue 15): the accept countdown of a `placed` (paid) order, its pause
// while the store's pharmacist reviews the prescription, and the reasons a store may reject with.
// The timers are settings rows (admin-editable, world-readable); the functions and the panel read
// the same rows and work the deadline out here, so the countdown a store sees is the sweeper's.
// Pure: every function takes the time as an argument (the functions' clock is injectable in tests).

/** The settings rows of the intake timers (row id = key), with the value used when a row is missing. */
export const INTAKE_SETTINGS = {
  /** Minutes a store has to accept a paid order (issue 15: default 3). */
  acceptWindowMinutes: { key: 'accept_window_minutes', fallback: 3 },
  /** The longest the countdown pauses while a pharmacist reviews the prescription (default 15). */
  rxReviewPauseMaxMinutes: { key: 'rx_review_pause_max_minutes', fallback: 15 },
  /** For a scheduled-slot order the countdown starts this many minutes before the slot (default 60). */
  slotAcceptLeadMinutes: { key: 'slot_accept_lead_minutes', fallback: 60 },
} as const;

export type IntakeSetting = keyof typeof INTAKE_SETTINGS;
export type IntakeTimers = Readonly<Record<IntakeSetting, number>>;

export const DEFAULT_INTAKE_TIMERS: IntakeTimers = {
  acceptWindowMinutes: INTAKE_SETTINGS.acceptWindowMinutes.fallback,
  rxReviewPauseMaxMinutes: INTAKE_SETTINGS.rxReviewPauseMaxMinutes.fallback,
  slotAcceptLeadMinutes: INTAKE_SETTINGS.slotAcceptLeadMinutes.fallback,
};

/**
 * The timers from settings values by key: a missing, non-numeric or negative value falls back to
 * the default (a bad row must not stop every store from getting orders).
 */
export function intakeTimersFrom(values: Readonly<Record<string, string | undefined>>): IntakeTimers {
  const read = (name: IntakeSetting): number => {
    const { key, fallback } = INTAKE_SETTINGS[name];
    const n = Number(values[key]);
    return values[key] !== undefined && values[key] !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    acceptWindowMinutes: read('acceptWindowMinutes'),
    rxReviewPauseMaxMinutes: read('rxReviewPauseMaxMinutes'),
    slotAcceptLeadMinutes: read('slotAcceptLeadMinutes'),
  };
}

/** The order columns the countdown depends on. */
export interface IntakeOrder {
  status: string;
  payment_status: string;
  paid_at?: string | null;
  slot_start?: string | null;
  /** When the current store got the order by a re-route; null = since payment. */
  routed_at?: string | null;
  /** When the current store's pharmacist opened the prescription for review (the pause runs). */
  rx_review_started_at?: string | null;
  /** Pause already used at the current store, in milliseconds. */
  rx_paused_ms?: number | null;
}

const MINUTE = 60_000;
const ms = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/** Whether the order is waiting for its store to accept: `placed` and paid, or cash on delivery (issues 15, 22 §6). */
export function awaitsAcceptance(order: Pick<IntakeOrder, 'status' | 'payment_status'>): boolean {
  return order.status === 'placed' && (order.payment_status === 'paid' || order.payment_status === 'cod_pending');
}

/** The pause used so far at this store (capped at the setting), counting a review still open at `now`. */
export function rxPauseUsedMs(order: IntakeOrder, timers: IntakeTimers, now: Date): number {
  const running = ms(order.rx_review_started_at);
  const used = (order.rx_paused_ms ?? 0) + (running === null ? 0 : Math.max(0, now.getTime() - running));
  return Math.min(used, timers.rxReviewPauseMaxMinutes * MINUTE);
}

/**
 * When the current store's accept window ends, or null for an order not waiting for acceptance.
 * The window starts at payment or at the re-route to this store, and for a slot order not before
 * `slotAcceptLeadMinutes` ahead of the slot; the pharmacist's review pauses it, at most
 * `rxReviewPauseMaxMinutes` in all.
 */
export function acceptDeadline(order: IntakeOrder, timers: IntakeTimers, now: Date): Date | null {
  const start = windowStart(order, timers);
  if (start === null) return null;
  return new Date(start + timers.acceptWindowMinutes * MINUTE + rxPauseUsedMs(order, timers, now));
}

/** When the current store's countdown started (ms), or null for an order not waiting for acceptance. */
function windowStart(order: IntakeOrder, timers: IntakeTimers): number | null {
  if (!awaitsAcceptance(order)) return null;
  const arrived = ms(order.routed_at) ?? ms(order.paid_at);
  if (arrived === null) return null;
  const slot = ms(order.slot_start);
  return slot === null ? arrived : Math.max(arrived, slot - timers.slotAcceptLeadMinutes * MINUTE);
}

/** The first ring is the new-order push; the reminders come from the every-minute sweep, this long after at the earliest. */
export const STORE_REMINDER_AFTER_MS = 50_000;

/**
 * Whether the store's devices should ring again for an order nobody has acted on (issue 35 §3:
 * repeated until someone acts or the window ends): still waiting, its countdown running for at
 * least STORE_REMINDER_AFTER_MS and not over, and no pharmacist reviewing it (the countdown is
 * paused: someone is acting). Returns the deadline the reminder counts down to, or null.
 */
export function storeReminderDeadline(order: IntakeOrder, timers: IntakeTimers, now: Date): Date | null {
  const start = windowStart(order, timers);
  if (start === null || order.rx_review_started_at) return null;
  if (now.getTime() - start < STORE_REMINDER_AFTER_MS) return null;
  const deadline = acceptDeadline(order, timers, now);
  return deadline && deadline.getTime() > now.getTime() ? deadline : null;
}

/** Whether the store let the window pass: the sweeper re-routes such an order. */
export function acceptWindowPassed(order: IntakeOrder, timers: IntakeTimers, now: Date): boolean {
  const deadline = acceptDeadline(order, timers, now);
  return deadline !== null && deadline.getTime() <= now.getTime();
}

/** Why a store rejects an order (issue 15): `other` needs a text. */
export const REJECT_REASONS = {
  out_of_stock: 'Out of stock',
  rx_invalid: 'Prescription invalid',
  store_closing: 'Store closing',
  other: 'Other',
} as const;

export type RejectReason = keyof typeof REJECT_REASONS;
export const REJECT_REASON_CODES = Object.keys(REJECT_REASONS) as RejectReason[];

export function isRejectReason(value: unknown): value is RejectReason {
  return typeof value === 'string' && Object.hasOwn(REJECT_REASONS, value);
}

/** A store's rejection as recorded: the reason code and the store's own words (required for `other`). */
export interface Rejection {
  reason: RejectReason;
  note: string | null;
}

/** The rejection from what a client sent, or the message that says what is wrong with it. */
export function parseRejection(reason: unknown, note: string | null): Rejection | { error: string } {
  if (!isRejectReason(reason)) return { error: `reject_reason must be one of ${REJECT_REASON_CODES.join(', ')}.` };
  if (reason === 'other' && !note) return { error: 'Please say why you are rejecting this order.' };
  return { reason, note };
}
