// The platform settings an admin may change (issue 19 §7), written once for /admin/settings and
// the admin-settings function: each is a row of the world-readable `settings` table (row id =
// key), so none may ever hold a secret. Rates that change by law on a date (commission, GST TCS,
// income-tax TDS, GST on the platform's fees) are rows of the `rates` table with an effective-from
// date instead, so an old order is always computed with the rate of its day. Pure.
import { FULFILMENT_SETTINGS } from './fulfilment-settings';
import { SUBSTITUTION_SETTINGS } from './substitution';
import { RETURN_SETTINGS } from './returns';
import { INTAKE_SETTINGS } from './order-intake';
import { PAYOUT_SETTINGS } from './settlement/payouts';
import { COD_SETTINGS } from './payment-method';
import { isDay, istDayStart as calendarDayStart, istToday } from './india-time';

export type SettingKind =
  { type: 'whole'; min: number; max: number; unit: string } | { type: 'email' } | { type: 'phone' };

export interface SettingDef {
  key: string;
  label: string;
  group: 'Orders' | 'Prescriptions' | 'Stores' | 'Support';
  help: string;
  kind: SettingKind;
  /** The value code uses when the row is missing. */
  fallback: string;
}

/** Every setting code reads today, in the order /admin/settings shows them. */
export const PLATFORM_SETTINGS: readonly SettingDef[] = [
  {
    key: INTAKE_SETTINGS.acceptWindowMinutes.key,
    label: 'Order acceptance window',
    group: 'Orders',
    help: 'Minutes a store has to accept a paid order before it is offered to the next store.',
    kind: { type: 'whole', min: 1, max: 60, unit: 'minutes' },
    fallback: String(INTAKE_SETTINGS.acceptWindowMinutes.fallback),
  },
  {
    key: INTAKE_SETTINGS.rxReviewPauseMaxMinutes.key,
    label: 'Prescription review pause',
    group: 'Orders',
    help: 'The longest the acceptance countdown pauses while the pharmacist reviews a prescription.',
    kind: { type: 'whole', min: 0, max: 120, unit: 'minutes' },
    fallback: String(INTAKE_SETTINGS.rxReviewPauseMaxMinutes.fallback),
  },
  {
    key: INTAKE_SETTINGS.slotAcceptLeadMinutes.key,
    label: 'Scheduled order lead time',
    group: 'Orders',
    help: 'For a scheduled delivery the acceptance countdown starts this long before the slot.',
    kind: { type: 'whole', min: 0, max: 720, unit: 'minutes' },
    fallback: String(INTAKE_SETTINGS.slotAcceptLeadMinutes.fallback),
  },
  {
    key: 'unpaid_order_hold_minutes',
    label: 'Unpaid order hold',
    group: 'Orders',
    help: 'How long an unpaid order keeps its stock reserved before it expires.',
    kind: { type: 'whole', min: 5, max: 120, unit: 'minutes' },
    fallback: '20',
  },
  {
    key: 'max_unpaid_orders',
    label: 'Unpaid orders per customer',
    group: 'Orders',
    help: 'How many orders waiting for payment one customer may have at once.',
    kind: { type: 'whole', min: 1, max: 10, unit: 'orders' },
    fallback: '3',
  },
  {
    key: FULFILMENT_SETTINGS.redeliveryFeePaise.key,
    label: 'Redelivery fee (paise)',
    group: 'Orders',
    help: 'Added to the order for each new delivery attempt after a failed one (Shipping Policy); kept from a refund if the order is cancelled instead. 2500 = ₹25.',
    kind: {
      type: 'whole',
      min: FULFILMENT_SETTINGS.redeliveryFeePaise.min,
      max: FULFILMENT_SETTINGS.redeliveryFeePaise.max,
      unit: 'paise',
    },
    fallback: String(FULFILMENT_SETTINGS.redeliveryFeePaise.fallback),
  },
  {
    key: FULFILMENT_SETTINGS.deliveryCodeMaxAttempts.key,
    label: 'Delivery code tries',
    group: 'Orders',
    help: 'Wrong delivery codes before the code locks and the store has to call support.',
    kind: {
      type: 'whole',
      min: FULFILMENT_SETTINGS.deliveryCodeMaxAttempts.min,
      max: FULFILMENT_SETTINGS.deliveryCodeMaxAttempts.max,
      unit: 'tries',
    },
    fallback: String(FULFILMENT_SETTINGS.deliveryCodeMaxAttempts.fallback),
  },
  {
    key: SUBSTITUTION_SETTINGS.consentMinutes.key,
    label: 'Substitution consent window',
    group: 'Orders',
    help: 'Minutes a customer has to accept or decline a substitute the pharmacy offers; no answer removes the line and refunds it.',
    kind: {
      type: 'whole',
      min: SUBSTITUTION_SETTINGS.consentMinutes.min,
      max: SUBSTITUTION_SETTINGS.consentMinutes.max,
      unit: 'minutes',
    },
    fallback: String(SUBSTITUTION_SETTINGS.consentMinutes.fallback),
  },
  {
    key: COD_SETTINGS.maxOrderPaise.key,
    label: 'Cash on delivery limit (paise)',
    group: 'Orders',
    help: 'Checkout offers cash on delivery for orders up to this total; 0 turns cash on delivery off. 200000 = ₹2,000.',
    kind: {
      type: 'whole',
      min: COD_SETTINGS.maxOrderPaise.min,
      max: COD_SETTINGS.maxOrderPaise.max,
      unit: 'paise',
    },
    fallback: String(COD_SETTINGS.maxOrderPaise.fallback),
  },
  {
    key: COD_SETTINGS.maxOpenOrdersPerCustomer.key,
    label: 'Cash on delivery orders per customer',
    group: 'Orders',
    help: 'How many cash-on-delivery orders one customer may have on the way (placed, not yet delivered or cancelled) at once.',
    kind: {
      type: 'whole',
      min: COD_SETTINGS.maxOpenOrdersPerCustomer.min,
      max: COD_SETTINGS.maxOpenOrdersPerCustomer.max,
      unit: 'orders',
    },
    fallback: String(COD_SETTINGS.maxOpenOrdersPerCustomer.fallback),
  },
  {
    key: RETURN_SETTINGS.medicineHours.key,
    label: 'Medicine return window',
    group: 'Orders',
    help: 'Hours after delivery a customer may report a damaged, wrong or (near) expired medicine for return.',
    kind: {
      type: 'whole',
      min: RETURN_SETTINGS.medicineHours.min,
      max: RETURN_SETTINGS.medicineHours.max,
      unit: 'hours',
    },
    fallback: String(RETURN_SETTINGS.medicineHours.fallback),
  },
  {
    key: RETURN_SETTINGS.nonMedicinalDays.key,
    label: 'Non-medicinal return window',
    group: 'Orders',
    help: 'Days after delivery an unopened non-medicinal product may be reported for return.',
    kind: {
      type: 'whole',
      min: RETURN_SETTINGS.nonMedicinalDays.min,
      max: RETURN_SETTINGS.nonMedicinalDays.max,
      unit: 'days',
    },
    fallback: String(RETURN_SETTINGS.nonMedicinalDays.fallback),
  },
  {
    key: 'prescription_validity_months',
    label: 'Prescription validity',
    group: 'Prescriptions',
    help: 'Months a prescription is usable from its issue date.',
    kind: { type: 'whole', min: 1, max: 24, unit: 'months' },
    fallback: '6',
  },
  {
    key: 'store_search_radius_km',
    label: 'Store search radius',
    group: 'Stores',
    help: 'How far from the customer a partner store may be.',
    kind: { type: 'whole', min: 1, max: 20, unit: 'km' },
    fallback: '5',
  },
  {
    key: 'near_expiry_block_days',
    label: 'Near-expiry block',
    group: 'Stores',
    help: 'A batch expiring within this many days is not sold.',
    kind: { type: 'whole', min: 0, max: 365, unit: 'days' },
    fallback: '90',
  },
  {
    key: PAYOUT_SETTINGS.cycleDays.key,
    label: 'Payout cycle',
    group: 'Stores',
    help: 'Days in a store settlement cycle; a cycle closes at 00:00 in India on its boundary (7: Monday to Sunday).',
    kind: { type: 'whole', min: PAYOUT_SETTINGS.cycleDays.min, max: PAYOUT_SETTINGS.cycleDays.max, unit: 'days' },
    fallback: String(PAYOUT_SETTINGS.cycleDays.fallback),
  },
  {
    key: 'support_email',
    label: 'Support e-mail',
    group: 'Support',
    help: 'Shown to customers and partners.',
    kind: { type: 'email' },
    fallback: '',
  },
  {
    key: 'support_phone',
    label: 'Support phone',
    group: 'Support',
    help: 'Shown to customers and partners; an Indian number, e.g. +91 11 4000 0000.',
    kind: { type: 'phone' },
    fallback: '',
  },
];

/**
 * Rows of `settings` that are not the admin's to change: seed markers and test fixtures. Every
 * other row must be a PLATFORM_SETTINGS key (a test holds the seed to it).
 */
export const INTERNAL_SETTING_KEYS = ['seed_version', 'seed_scale', 'catalogue_source', 'not_serviceable_test_point'];

export function settingDef(key: string): SettingDef | undefined {
  return PLATFORM_SETTINGS.find((def) => def.key === key);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Without spaces and hyphens: +91 and ten digits, a trunk 0 and ten digits, or an 1800 toll-free number. */
const PHONE = /^(?:(?:\+91)?[1-9]\d{9}|0\d{10}|1800\d{6,7})$/;

export type SettingCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks a value an admin typed for `key` (trimmed); the admin-settings function checks the same. */
export function checkSetting(key: string, raw: unknown): SettingCheck {
  const def = settingDef(key);
  if (!def) return { ok: false, message: 'That setting cannot be changed here.' };
  if (typeof raw !== 'string') return { ok: false, message: `${def.label}: enter a value.` };
  const value = raw.trim();
  const kind = def.kind;
  if (kind.type === 'whole') {
    const n = Number(value);
    if (value === '' || !/^\d+$/.test(value) || n < kind.min || n > kind.max)
      return {
        ok: false,
        message: `${def.label} must be a whole number from ${kind.min} to ${kind.max} ${kind.unit}.`,
      };
    return { ok: true, value: String(n) };
  }
  if (kind.type === 'email') {
    if (!EMAIL.test(value) || value.length > 254)
      return { ok: false, message: `${def.label} must be an e-mail address.` };
    return { ok: true, value };
  }
  if (!PHONE.test(value.replace(/[\s-]/g, '')))
    return { ok: false, message: `${def.label} must be an Indian phone number.` };
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------
// Rates with effective-from dates (`rates` table).

export const RATE_KINDS = ['commission', 'gst_tcs', 'income_tax_tds', 'gst_on_fees'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

export const RATE_LABELS: Record<RateKind, string> = {
  commission: 'Platform commission',
  gst_tcs: 'GST TCS (Section 52)',
  income_tax_tds: 'Income-tax TDS (Section 194-O)',
  gst_on_fees: 'GST on platform fees',
};

/** A rate is stored in basis points: 0.5% = 50, 18% = 1800 (whole numbers, no float drift). */
export const MAX_RATE_BPS = 5000;

export interface RateRow {
  $id: string;
  kind: RateKind;
  rate_bps: number;
  /** ISO datetime: the start of the day (IST) the rate applies from. */
  effective_from: string;
  note?: string | null;
}

/** "0.5%" of 50 bps. */
export function formatRate(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

export type RateInput = { kind: RateKind; rate_bps: number; effective_from: string; note: string | null };

/** The start of a YYYY-MM-DD day in India (UTC+05:30, no daylight saving). */
export function istDayStart(day: string): string {
  return calendarDayStart(day);
}

/**
 * Checks a new rate: a known kind, a percentage with at most two decimals from 0 to 50, a real
 * day (YYYY-MM-DD) not before `today` (history is not rewritten: a past rate stays as it was),
 * and an optional note of at most 500 characters.
 */
export function checkRate(
  raw: { kind?: unknown; percent?: unknown; effective_from?: unknown; note?: unknown },
  today: string,
): { ok: true; rate: RateInput } | { ok: false; message: string } {
  if (typeof raw.kind !== 'string' || !(RATE_KINDS as readonly string[]).includes(raw.kind))
    return { ok: false, message: 'Choose which rate.' };
  const percent = typeof raw.percent === 'string' ? raw.percent.trim() : String(raw.percent ?? '');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(percent))
    return { ok: false, message: 'Enter the rate as a percentage, e.g. 0.5.' };
  const bps = Math.round(Number(percent) * 100);
  if (bps > MAX_RATE_BPS) return { ok: false, message: 'A rate can be at most 50%.' };
  const day = raw.effective_from;
  if (!isDay(day)) return { ok: false, message: 'Enter the date the rate applies from.' };
  if (day < today) return { ok: false, message: 'A new rate cannot start in the past.' };
  const note = typeof raw.note === 'string' && raw.note.trim() !== '' ? raw.note.trim() : null;
  if (note && note.length > 500) return { ok: false, message: 'The note can be at most 500 characters.' };
  return {
    ok: true,
    rate: { kind: raw.kind as RateKind, rate_bps: bps, effective_from: istDayStart(day), note },
  };
}

/** The rate of `kind` in effect at `at` (the latest effective_from ≤ at), or null before the first. */
export function rateAt(rates: readonly RateRow[], kind: RateKind, at: Date): RateRow | null {
  let found: RateRow | null = null;
  for (const rate of rates) {
    if (rate.kind !== kind || Date.parse(rate.effective_from) > at.getTime()) continue;
    if (!found || Date.parse(rate.effective_from) > Date.parse(found.effective_from)) found = rate;
  }
  return found;
}

/** Today in India as YYYY-MM-DD (the calendar module's; re-exported for the settings' callers). */
export { istToday };
