// A store's intake switch (issue 15): open takes new orders; busy and paused take none, from
// checkout or from a re-route. Owner, admin and manager switch it through the store-status
// function; the panel reads the labels. Pure data.

import { isOpenAt, parseStoreHours } from './store-hours';

export const STORE_STATUSES = ['open', 'busy', 'paused'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Readonly<Record<StoreStatus, string>> = {
  open: 'Open',
  busy: 'Busy',
  paused: 'Paused',
};

/** The only status in which a store gets new orders. */
export const TAKES_NEW_ORDERS: StoreStatus = 'open';

/** The store team roles that may switch the status (a platform admin may too). */
export const STORE_STATUS_SETTERS = ['owner', 'admin', 'manager'] as const;

export function isStoreStatus(value: unknown): value is StoreStatus {
  return typeof value === 'string' && (STORE_STATUSES as readonly string[]).includes(value);
}

/** Whether team `roles` may switch the store's status. */
export function maySetStoreStatus(roles: readonly string[]): boolean {
  return roles.some((role) => (STORE_STATUS_SETTERS as readonly string[]).includes(role));
}

/** The durations the panel offers for Busy and Paused, in minutes. */
export const STATUS_DURATION_MINUTES = [15, 30, 60] as const;
/** The longest a store may be busy or paused by a timer (until tomorrow morning at the latest). */
export const MAX_STATUS_HOLD_MINUTES = 24 * 60;

/**
 * The status a store really has at `now`: busy or paused past its `status_until` is open again,
 * so a store resumes by itself without any job writing the row. No `status_until` = until
 * switched back by hand.
 */
export function effectiveStoreStatus(
  store: { status?: string | null; status_until?: string | null },
  now: Date,
): StoreStatus {
  const status = isStoreStatus(store.status) ? store.status : 'open';
  if (status === 'open' || !store.status_until) return status;
  return Date.parse(store.status_until) <= now.getTime() ? 'open' : status;
}

/** The columns of a store row that decide whether it takes new orders. */
export interface IntakeColumns {
  status?: string | null;
  status_until?: string | null;
  /** JSON of `StoreHours` (store-hours.ts); absent or unreadable = no hours kept (not limited by them). */
  opening_hours?: string | null;
  /** A newly approved store that has not gone live yet (ADR 0015). */
  go_live_pending?: boolean | null;
}

/**
 * Whether a store row takes new orders at `now`: it has gone live, its effective status is open
 * and, when it keeps opening hours, they have it open now (ADR 0015).
 */
export function takesNewOrders(store: IntakeColumns, now: Date): boolean {
  if (store.go_live_pending === true) return false;
  if (effectiveStoreStatus(store, now) !== TAKES_NEW_ORDERS) return false;
  const hours = parseStoreHours(store.opening_hours);
  return hours === null || isOpenAt(hours, now);
}

/**
 * When a busy/paused status set at `now` ends: `for_minutes` (a whole number, 1 to 24 h) or
 * `until` (an ISO instant after now, at most 24 h away), or neither (until switched back).
 * Open takes no end. Returns the ISO instant, null, or the message of an invalid input.
 */
export function statusUntilFor(
  status: StoreStatus,
  input: { for_minutes?: unknown; until?: unknown },
  now: Date,
): { ok: true; until: string | null } | { ok: false; message: string } {
  const hasMinutes = input.for_minutes !== undefined && input.for_minutes !== null;
  const hasUntil = input.until !== undefined && input.until !== null;
  if (!hasMinutes && !hasUntil) return { ok: true, until: null };
  if (status === 'open') return { ok: false, message: 'An open store takes no for_minutes or until.' };
  if (hasMinutes && hasUntil) return { ok: false, message: 'Give for_minutes or until, not both.' };
  const maxMs = MAX_STATUS_HOLD_MINUTES * 60_000;
  if (hasMinutes) {
    const minutes = input.for_minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_STATUS_HOLD_MINUTES)
      return { ok: false, message: `for_minutes must be a whole number from 1 to ${MAX_STATUS_HOLD_MINUTES}.` };
    return { ok: true, until: new Date(now.getTime() + minutes * 60_000).toISOString() };
  }
  const at = typeof input.until === 'string' ? Date.parse(input.until) : NaN;
  if (!Number.isFinite(at) || !/^\d{4}-\d{2}-\d{2}T/.test(input.until as string))
    return { ok: false, message: 'until must be an ISO date and time.' };
  if (at <= now.getTime() || at - now.getTime() > maxMs)
    return { ok: false, message: 'until must be later than now and at most 24 hours away.' };
  return { ok: true, until: new Date(at).toISOString() };
}
