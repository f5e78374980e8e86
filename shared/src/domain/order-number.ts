// The order number people read and quote (issue 22 §8): `IMG-2026-000123`, one sequence per IST
// calendar year, allocated by place-order from an atomic counter. The 20-character row id stays the
// key everywhere in code and URLs; this is what the screens, invoices and e-mails show.
import { istDayKey } from './store-daily-stats';

const PREFIX = 'IMG';
const DIGITS = 6;
const PATTERN = /^IMG-(\d{4})-(\d{6,})$/;

/** `IMG-{year}-{seq}`, the sequence zero-padded to six digits (it grows past 999999 unpadded). */
export function formatOrderNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad order year: ${year}`);
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`bad order sequence: ${seq}`);
  return `${PREFIX}-${year}-${String(seq).padStart(DIGITS, '0')}`;
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && PATTERN.test(value);
}

/** The IST calendar year an order placed at `at` is numbered in. */
export function orderNumberYear(at: Date): number {
  return Number(istDayKey(at).slice(0, 4));
}

/** The counter row that numbers a year's orders (table `counters`). */
export function orderNumberCounterId(year: number): string {
  return `order-number-${year}`;
}

/** What a screen shows for an order: its number, or the row id for an order placed before numbers. */
export function orderDisplayNumber(order: { $id: string; order_number?: string | null }): string {
  return order.order_number || order.$id;
}
