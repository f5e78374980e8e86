// A pharmacist's review of a prescription at a store (issue 15 §5; Drugs Rules, Rule 65(10)) and
// the Schedule H1 register the store keeps (domain.md §2.1: prescriber, patient, drug, quantity,
// kept 3 years). Pure: the store panel's checklist, order-state's verification and export-csv's
// register export all use these rules, so the panel, the function and the CSV agree. Days are
// India's (india-time.ts): a prescription is valid through its last day in India, and the
// register's days are IST days.
import { addDays, addMonths, istDayEnd, istDayOf, istDaysRange, istToday, isDay } from './india-time';

/** Months a prescription stays usable from its issue date unless settings says otherwise. */
export const DEFAULT_PRESCRIPTION_VALIDITY_MONTHS = 6;
/** The settings row (key) that holds the validity in months. */
export const PRESCRIPTION_VALIDITY_SETTING = 'prescription_validity_months';
const MAX_VALIDITY_MONTHS = 24;

/** The validity setting as a whole number of months (1–24); anything else falls back to the default. */
export function validityMonthsOf(value: string | null | undefined): number {
  const months = Number(value);
  return Number.isInteger(months) && months >= 1 && months <= MAX_VALIDITY_MONTHS
    ? months
    : DEFAULT_PRESCRIPTION_VALIDITY_MONTHS;
}

/**
 * The last moment a prescription issued on `issuedOn` (its IST day; a stored date-only value is
 * that day's UTC midnight) may be used: the same day `months` later, to the end of that day in
 * India (31 Aug + 6 months stops at 28 Feb).
 */
export function prescriptionValidUntil(issuedOn: Date, months: number): Date {
  return new Date(Date.parse(istDayEnd(addMonths(istDayOf(issuedOn), months))) - 1);
}

export type PrescriptionValidity =
  { state: 'undated' } | { state: 'valid'; validUntil: Date } | { state: 'expired'; validUntil: Date };

/** Whether a prescription with this issue date may still be used at `now`. */
export function prescriptionValidity(
  issuedOn: string | null | undefined,
  months: number,
  now: Date,
): PrescriptionValidity {
  if (!issuedOn || Number.isNaN(Date.parse(issuedOn))) return { state: 'undated' };
  const validUntil = prescriptionValidUntil(new Date(issuedOn), months);
  return now.getTime() > validUntil.getTime() ? { state: 'expired', validUntil } : { state: 'valid', validUntil };
}

/** What the pharmacist checks on the prescription before approving (Rule 65(10)); every item must be ticked. */
export const RX_CHECKLIST = [
  { key: 'patient_name', label: 'Patient name is on the prescription' },
  { key: 'prescriber', label: "Prescriber's name and registration number are on it" },
  { key: 'date_valid', label: 'Prescription date is within its validity' },
  { key: 'drugs_match', label: 'Drug, strength and quantity match the order' },
  { key: 'signature', label: "Prescriber's signature is on it" },
] as const;

export type RxChecklistKey = (typeof RX_CHECKLIST)[number]['key'];
export type RxChecklist = Readonly<Record<RxChecklistKey, boolean>>;

export const EMPTY_RX_CHECKLIST: RxChecklist = {
  patient_name: false,
  prescriber: false,
  date_valid: false,
  drugs_match: false,
  signature: false,
};

/** Every item ticked. */
export function checklistComplete(checklist: Partial<Record<string, unknown>>): boolean {
  return RX_CHECKLIST.every(({ key }) => checklist[key] === true);
}

/** What the pharmacist copies from the prescription into the record (and the H1 register). */
export interface RxRecord {
  patient_name: string;
  prescriber_name: string;
  prescriber_registration: string;
  /** The prescriber's address, as the H1 register asks; may be blank when the prescription has none. */
  prescriber_address: string;
}

const RECORD_LIMITS: Readonly<Record<keyof RxRecord, { min: number; max: number; label: string }>> = {
  patient_name: { min: 2, max: 128, label: "the patient's name" },
  prescriber_name: { min: 2, max: 128, label: "the prescriber's name" },
  prescriber_registration: { min: 2, max: 64, label: "the prescriber's registration number" },
  prescriber_address: { min: 0, max: 256, label: "the prescriber's address" },
};

/** The record from what a client sent, trimmed, or the message that says what is missing. */
export function parseRxRecord(raw: Partial<Record<keyof RxRecord, unknown>>): RxRecord | { error: string } {
  const record = {} as Record<keyof RxRecord, string>;
  for (const [key, { min, max, label }] of Object.entries(RECORD_LIMITS) as [
    keyof RxRecord,
    (typeof RECORD_LIMITS)[keyof RxRecord],
  ][]) {
    const value = raw[key] ?? '';
    if (typeof value !== 'string') return { error: `Give ${label} as text.` };
    const text = value.trim();
    if (text.length < min) return { error: `Give ${label} as written on the prescription.` };
    if (text.length > max) return { error: `${label[0]!.toUpperCase()}${label.slice(1)} is too long.` };
    record[key] = text;
  }
  return record;
}

/** Whether the approve button may be pressed: every item ticked and the record filled in. */
export function mayApprove(checklist: RxChecklist, record: Partial<Record<keyof RxRecord, string>>): boolean {
  return checklistComplete(checklist) && !('error' in parseRxRecord(record));
}

// ---- The Schedule H1 register ----

/** Drugs Rules: the H1 register is kept for three years. */
export const H1_REGISTER_RETENTION_YEARS = 3;
/** What a register cell shows for a batch not picked yet (issue 16 writes batches onto order items). */
export const UNKNOWN_BATCH = '—';

/** A verification as the register reads it (prescription_verifications). */
export interface RegisterVerification {
  order_id: string;
  decision: string;
  verified_at: string;
  patient_name?: string | null;
  prescriber_name?: string | null;
  prescriber_registration?: string | null;
  prescriber_address?: string | null;
  pharmacist_name: string;
  registration_number: string;
}

/** An order line as the register reads it (order_items). */
export interface RegisterItem {
  $id: string;
  order_id: string;
  product_name: string;
  pack_size?: string | null;
  schedule: string;
  quantity: number;
  batch?: string | null;
}

export interface H1RegisterRow {
  /** The line's id: one register row per H1 order line. */
  id: string;
  date: string;
  order_id: string;
  patient: string;
  prescriber: string;
  drug: string;
  batch: string;
  quantity: number;
  pharmacist: string;
}

/** The columns of the register, on screen and in the CSV. */
export const H1_REGISTER_COLUMNS: readonly { field: keyof H1RegisterRow; header: string }[] = [
  { field: 'date', header: 'Date' },
  { field: 'order_id', header: 'Order' },
  { field: 'patient', header: 'Patient' },
  { field: 'prescriber', header: 'Prescriber' },
  { field: 'drug', header: 'Drug' },
  { field: 'batch', header: 'Batch' },
  { field: 'quantity', header: 'Quantity' },
  { field: 'pharmacist', header: 'Verified by' },
];

const orDash = (text: string | null | undefined): string => (text && text.trim() ? text.trim() : UNKNOWN_BATCH);

/** "Dr A. Rao (DMC-1234), 12 Ring Road": the prescriber as the register names them. */
export function prescriberOf(
  v: Pick<RegisterVerification, 'prescriber_name' | 'prescriber_registration' | 'prescriber_address'>,
): string {
  if (!v.prescriber_name) return UNKNOWN_BATCH;
  const registration = v.prescriber_registration ? ` (${v.prescriber_registration})` : '';
  const address = v.prescriber_address ? `, ${v.prescriber_address}` : '';
  return `${v.prescriber_name}${registration}${address}`;
}

/** A supply as the register reads it: an order of the store that was delivered (orders.delivered_at). */
export interface RegisterSupply {
  $id: string;
  delivered_at?: string | null;
}

/**
 * The register of supplies (security round 3, issue 32): one row per Schedule H1 line of an order
 * that was delivered and whose prescription was verified, dated the day of the supply (its
 * delivery), oldest first. A verified order that was never delivered (cancelled, refunded before
 * delivery, still open) supplied nothing and is not listed. A line whose batch is not known shows "—".
 */
export function h1RegisterRows(
  verifications: readonly RegisterVerification[],
  items: readonly RegisterItem[],
  supplies: readonly RegisterSupply[],
): H1RegisterRow[] {
  const suppliedAt = new Map(supplies.flatMap((o) => (o.delivered_at ? [[o.$id, o.delivered_at] as const] : [])));
  const verified = new Map<string, RegisterVerification>();
  for (const v of verifications) {
    if (v.decision !== 'verified') continue;
    // The latest verification of an order stands (a re-attached prescription is verified again).
    const known = verified.get(v.order_id);
    if (!known || Date.parse(known.verified_at) < Date.parse(v.verified_at)) verified.set(v.order_id, v);
  }
  const rows: H1RegisterRow[] = [];
  for (const item of items) {
    const v = verified.get(item.order_id);
    const date = suppliedAt.get(item.order_id);
    if (!v || !date || item.schedule !== 'H1') continue;
    rows.push({
      id: item.$id,
      date,
      order_id: item.order_id,
      patient: orDash(v.patient_name),
      prescriber: prescriberOf(v),
      drug: item.pack_size ? `${item.product_name} (${item.pack_size})` : item.product_name,
      batch: orDash(item.batch),
      quantity: item.quantity,
      pharmacist: `${v.pharmacist_name} (${v.registration_number})`,
    });
  }
  return rows.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id.localeCompare(b.id));
}

export interface RegisterRange {
  /** Inclusive, YYYY-MM-DD (IST days). */
  from: string;
  to: string;
}

/** The first and last moment of a range of whole days, for the delivered_at (supply) queries. */
export function registerRangeBounds(range: RegisterRange): { start: string; end: string } {
  const { start, end } = istDaysRange(range.from, range.to);
  return { start, end: new Date(Date.parse(end) - 1).toISOString() };
}

/** A range from the URL or a request: two real days, from ≤ to, at most the retention period long. */
export function parseRegisterRange(from: unknown, to: unknown): RegisterRange | { error: string } {
  const day = (value: unknown): string | null => (isDay(value) ? value : null);
  const [start, end] = [day(from), day(to)];
  if (!start || !end) return { error: 'Give the register range as two dates (YYYY-MM-DD).' };
  if (start > end) return { error: 'The range must start on or before the day it ends.' };
  const longest =
    Date.UTC(Number(start.slice(0, 4)) + H1_REGISTER_RETENTION_YEARS, 0, 1) - Date.UTC(Number(start.slice(0, 4)), 0, 1);
  if (Date.parse(end) - Date.parse(start) > longest)
    return { error: `The register is kept for ${H1_REGISTER_RETENTION_YEARS} years; choose a shorter range.` };
  return { from: start, to: end };
}

/** The default range: the last 30 IST days up to and including today in India. */
export function defaultRegisterRange(now: Date): RegisterRange {
  const to = istToday(now);
  return { from: addDays(to, -29), to };
}
