// "Delete my account" (issue 39 §3, DPDP Act 2023 s.12; ADR 0013): who may erase, what an erased
// person's kept records look like, and how long the law keeps them. Pure: the privacy-requests
// function applies it, Account → Privacy explains the same rules.
import type { OrderDeliveriesRow, OrdersRow, OrdersStatus } from '../../appwrite/rows';
import { DAY_MS, IST_OFFSET_MS } from '../india-time';

/** The session that asks must have been created (signed in) this recently. */
export const FRESH_SIGN_IN_MINUTES = 5;
/** What the person types to confirm. */
export const ERASURE_CONFIRM_WORD = 'DELETE';
/** The name kept orders show once their customer is erased. */
export const ERASED_NAME = 'Deleted user';

/** An order in one of these has ended: it no longer blocks erasure. */
export const ENDED_ORDER_STATUSES: readonly OrdersStatus[] = [
  'delivered',
  'cancelled',
  'payment_failed',
  'expired',
  'refunded',
];
/** A return still being handled keeps a delivered order open (a refund is owed to the person). */
const ENDED_RETURN_STATUSES = new Set(['rejected', 'refunded']);

export function isActiveOrder(order: Pick<OrdersRow, 'status' | 'return_status'>): boolean {
  if (!ENDED_ORDER_STATUSES.includes(order.status)) return true;
  return order.return_status != null && !ENDED_RETURN_STATUSES.has(order.return_status);
}

export interface SessionFacts {
  /** The session's `$createdAt`. */
  createdAt: string;
  /** The session's `factors` (e.g. ['password'], ['password', 'totp']). */
  factors: readonly string[];
}

/**
 * Why a session may not erase the account, or null when it may: it must be a fresh sign-in
 * (created within FRESH_SIGN_IN_MINUTES) and, when the person has MFA on, hold two factors.
 */
export function erasureSessionProblem(
  session: SessionFacts,
  mfaEnabled: boolean,
  now: Date,
): 'fresh_sign_in_required' | 'second_factor_required' | null {
  if (mfaEnabled && new Set(session.factors).size < 2) return 'second_factor_required';
  const age = now.getTime() - Date.parse(session.createdAt);
  if (!(age <= FRESH_SIGN_IN_MINUTES * 60_000)) return 'fresh_sign_in_required';
  return null;
}

/** India's financial year (1 April – 31 March) an instant falls in, as the year it ends in. */
export function financialYearEnd(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() + 1 : ist.getUTCFullYear();
}

/**
 * GST records (CGST Act s.36): kept 72 months from the due date of the annual return for the
 * year, which is 31 December after the financial year ends. E.g. an invoice of 10 May 2026
 * (FY 2026-27, ending March 2027; return due 31 December 2027) is kept until 31 December 2033.
 * The end of that day in India, as an ISO instant.
 */
export function gstRetainUntil(invoicedAt: Date): string {
  const year = financialYearEnd(invoicedAt) + 6;
  return new Date(Date.UTC(year, 11, 31) + DAY_MS - IST_OFFSET_MS - 1).toISOString();
}

/** Prescriptions and the Schedule H1 register (Drugs Rules 1945, r.65): 3 years from the supply. */
export const RX_RETENTION_YEARS = 3;
export function rxRetainUntil(suppliedAt: Date): string {
  const until = new Date(suppliedAt);
  until.setUTCFullYear(until.getUTCFullYear() + RX_RETENTION_YEARS);
  return until.toISOString();
}

/**
 * A B2C invoice names its recipient and their address only above ₹50,000 (CGST Rules r.46(e));
 * below it the place of supply (state) is enough. Orders totals are in rupees.
 */
export const INVOICE_NAMES_RECIPIENT_ABOVE_RUPEES = 50_000;

/** Latitude/longitude kept to 2 decimals (about 1 km): the delivery area, not the door. */
const coarse = (degrees: number): number => Math.round(degrees * 100) / 100;

/**
 * The columns an erased customer's order keeps changed: name, recipient and street gone; city,
 * state and postal code (the place of supply on the tax invoice) kept; the location coarsened;
 * `retain_until` recorded. An order above the r.46(e) limit keeps its name and address, as the
 * invoice must show them.
 */
export function deidentifiedOrder(
  order: Pick<OrdersRow, 'total' | 'latitude' | 'longitude' | 'invoice_date' | 'delivered_at' | '$createdAt'>,
): Partial<OrdersRow> & { retain_until: string } {
  const retain_until = gstRetainUntil(new Date(order.invoice_date ?? order.delivered_at ?? order.$createdAt));
  if (order.total > INVOICE_NAMES_RECIPIENT_ABOVE_RUPEES) return { retain_until };
  return {
    address_id: null,
    address_name: ERASED_NAME,
    recipient_name: null,
    address_line1: ERASED_NAME,
    address_line2: null,
    latitude: coarse(order.latitude),
    longitude: coarse(order.longitude),
    retain_until,
  };
}

/**
 * An erased customer's delivery view row (`order_deliveries`, issue 38): only ended orders are
 * erased, so nothing is delivered by it any more; the door, the first name and the route there go,
 * the rider and the figures stay for the store's records.
 */
export function deidentifiedDelivery(): Partial<OrderDeliveriesRow> {
  return {
    address: ERASED_NAME,
    recipient_first_name: ERASED_NAME,
    recipient_phone_masked: null,
    destination_latitude: null,
    destination_longitude: null,
    rider_latitude: null,
    rider_longitude: null,
  };
}

/** Whether a prescription file kept for the law may now be deleted. */
export function pastRetention(retainUntil: string | null | undefined, now: Date): boolean {
  return retainUntil != null && Date.parse(retainUntil) <= now.getTime();
}
