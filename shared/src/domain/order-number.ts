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

/** The order fields that name it to people. */
export interface OrderReferenceSource {
  readonly $id: string;
  readonly order_number?: string | null;
}

/**
 * The one way an order is named to people (screens, page titles, toasts, notifications, e-mails,
 * statements): its number, `IMG-2026-000123`. An order placed before numbers (issue 22 §8) keeps
 * the short reference it was shown with then: the last six characters of its id, upper-case
 * (`#11A311`). The 20-character row id itself stays in URLs and behind the admin's details.
 */
export function orderReference(order: OrderReferenceSource): string {
  return order.order_number || `#${order.$id.slice(-6).toUpperCase()}`;
}

/**
 * What a person typed into an order search box, as the order number it means, or null when it is
 * not one: case and surrounding spaces do not matter and the sequence may be typed without its
 * leading zeros ('img-2026-123' → 'IMG-2026-000123').
 */
export function parseOrderNumber(text: string): string | null {
  const match = /^IMG-(\d{4})-(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  const seq = Number(match[2]);
  return seq >= 1 && Number(match[1]) >= 2000 ? formatOrderNumber(Number(match[1]), seq) : null;
}
