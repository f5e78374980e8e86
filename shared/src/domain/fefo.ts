// FEFO (first expiry, first out) with a shelf-life floor: the one rule for which batch supplies an
// order line (issue 16 §3). Checkout's stock hold (place-order), re-routing (lib/orders/reroute.ts) and the
// store's pick (order-state ready_for_pickup) all call these functions. A batch is shippable only
// with at least POLICY.returns.nearExpiryMonths (3) full calendar months of shelf life left: the
// Refund Policy makes near-expiry medicines returnable, so they are never dispatched (SPEC §5, §9).
// Pure: the time is an argument.

import { POLICY } from '../constants';

export const MIN_SHELF_LIFE_MONTHS = POLICY.returns.nearExpiryMonths;

/** What FEFO needs of an inventory row (store_inventory). */
export interface FefoBatch {
  $id: string;
  batch: string;
  /** ISO date-time. */
  expiry: string;
  stock: number;
}

/**
 * The earliest expiry a shippable batch may have: `now` plus MIN_SHELF_LIFE_MONTHS calendar months
 * (UTC; the 31st becomes the month's last day, so 30 Nov + 3 months = 28 Feb).
 */
export function shelfLifeCutoff(now: Date, months: number = MIN_SHELF_LIFE_MONTHS): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

export type BatchProblem = 'expired' | 'short_shelf_life' | 'insufficient_stock' | 'invalid_expiry';

/** Why `batch` cannot supply `quantity` units now, or null when it can. */
export function batchProblem(batch: FefoBatch, quantity: number, now: Date): BatchProblem | null {
  const expiry = Date.parse(batch.expiry);
  if (Number.isNaN(expiry)) return 'invalid_expiry';
  if (expiry <= now.getTime()) return 'expired';
  if (expiry < shelfLifeCutoff(now).getTime()) return 'short_shelf_life';
  if (batch.stock < quantity) return 'insufficient_stock';
  return null;
}

/** The sentence a store sees when a chosen batch is refused. */
export const BATCH_PROBLEM_TEXT: Readonly<Record<BatchProblem, string>> = {
  expired: 'This batch has expired and cannot be dispatched.',
  short_shelf_life: `This batch expires within ${MIN_SHELF_LIFE_MONTHS} months and cannot be dispatched.`,
  insufficient_stock: 'This batch does not have enough stock for the line.',
  invalid_expiry: 'This batch has no valid expiry date.',
};

/**
 * The batches that may supply a whole line of `quantity`, best first: earliest expiry first; on the
 * same expiry the smaller stock first (it empties a partly used batch), then the batch code, then
 * the row id, so the order is the same everywhere.
 */
export function fefoCandidates<T extends FefoBatch>(batches: readonly T[], quantity: number, now: Date): T[] {
  return batches
    .filter((b) => batchProblem(b, quantity, now) === null)
    .sort(
      (a, b) =>
        Date.parse(a.expiry) - Date.parse(b.expiry) ||
        a.stock - b.stock ||
        a.batch.localeCompare(b.batch) ||
        a.$id.localeCompare(b.$id),
    );
}

/** The batch FEFO proposes for a line, or null when none can supply it. */
export function proposeBatch<T extends FefoBatch>(batches: readonly T[], quantity: number, now: Date): T | null {
  return fefoCandidates(batches, quantity, now)[0] ?? null;
}
