// A store's stock (issue 18 §1): expiry bands, the MRP ceiling of a selling price, low stock and
// the reasons a count changes. Pure: the panel shows these, the inventory function enforces them.
import { formatINR, roundAmount } from './money';
import type { StoreAdminRole } from './roles';

/**
 * Who may set a selling price, add a batch (it carries a price), import a CSV or set a low-stock
 * threshold: the store's owner, admins and managers (issue 18 §8). Staff see stock and adjust
 * counts, with a reason. The inventory function checks the caller's team roles against this.
 */
export const INVENTORY_PRICE_ROLES: readonly StoreAdminRole[] = ['owner', 'admin', 'manager'];

/** How a batch's expiry reads on the inventory page (issue 18: expired, < 3 months, < 6 months). */
export const EXPIRY_BANDS = ['expired', 'under_3_months', 'under_6_months', 'ok'] as const;
export type ExpiryBand = (typeof EXPIRY_BANDS)[number];

export const EXPIRY_BAND_LABELS: Readonly<Record<ExpiryBand, string>> = {
  expired: 'Expired',
  under_3_months: 'Expires in < 3 months',
  under_6_months: 'Expires in < 6 months',
  ok: 'In date',
};

/** The same calendar day `months` later (clamped to the month's last day), in UTC. */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(from.getTime());
  date.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return date;
}

/** The instants where the bands change, for `now`: what the grid's expiry filter queries. */
export function expiryBounds(now: Date): { threeMonths: Date; sixMonths: Date } {
  return { threeMonths: addMonths(now, 3), sixMonths: addMonths(now, 6) };
}

/** A batch expiring at `expiry` (ISO datetime or Date) is expired once that instant has come. */
export function expiryBand(expiry: string | Date, now: Date): ExpiryBand {
  const at = typeof expiry === 'string' ? Date.parse(expiry) : expiry.getTime();
  if (Number.isNaN(at)) throw new RangeError(`Not a date: ${String(expiry)}`);
  const { threeMonths, sixMonths } = expiryBounds(now);
  if (at <= now.getTime()) return 'expired';
  if (at < threeMonths.getTime()) return 'under_3_months';
  if (at < sixMonths.getTime()) return 'under_6_months';
  return 'ok';
}

/** Why a selling price is refused, as a code (the panel words it in its language), or null. */
export type SellingPriceProblem = 'not_positive' | 'not_to_the_paisa' | 'above_mrp';

export function sellingPriceCheck(sellingPrice: number, mrp: number): SellingPriceProblem | null {
  if (!Number.isFinite(sellingPrice) || sellingPrice <= 0) return 'not_positive';
  if (roundAmount(sellingPrice) !== sellingPrice) return 'not_to_the_paisa';
  if (sellingPrice > mrp) return 'above_mrp';
  return null;
}

/** Why a selling price is refused, or null: above the batch's MRP (domain §2.4), not positive, not to the paisa. */
export function sellingPriceProblem(sellingPrice: number, mrp: number): string | null {
  switch (sellingPriceCheck(sellingPrice, mrp)) {
    case 'not_positive':
      return 'Enter a selling price above ₹0.';
    case 'not_to_the_paisa':
      return 'Enter the price to the paisa (at most 2 decimals).';
    case 'above_mrp':
      return `The selling price ${formatINR(sellingPrice)} is above this batch's MRP of ${formatINR(mrp)}.`;
    case null:
      return null;
  }
}

/** When a product's stock has fallen to its threshold (default DEFAULT_LOW_STOCK_THRESHOLD). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

export function isLowStock(stock: number, threshold: number): boolean {
  return stock <= threshold;
}

/** Why stock was adjusted (issue 18): the ledger's reason starts with its label. */
export const ADJUSTMENT_REASONS = ['received', 'damaged', 'expired', 'correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_REASON_LABELS: Readonly<Record<AdjustmentReason, string>> = {
  received: 'Received',
  damaged: 'Damaged',
  expired: 'Expired',
  correction: 'Correction',
};

/** Why an adjustment is refused, as a code (the panel words it in its language), or null. */
export type AdjustmentProblem = 'not_whole' | 'must_add' | 'must_remove';

/** Which way a reason may move the count: received adds, damaged and expired take away, a correction either. */
export function adjustmentCheck(reason: AdjustmentReason, change: number): AdjustmentProblem | null {
  if (!Number.isInteger(change) || change === 0) return 'not_whole';
  if (reason === 'received' && change < 0) return 'must_add';
  if ((reason === 'damaged' || reason === 'expired') && change > 0) return 'must_remove';
  return null;
}

export function adjustmentProblem(reason: AdjustmentReason, change: number): string | null {
  switch (adjustmentCheck(reason, change)) {
    case 'not_whole':
      return 'Enter a whole number of units other than 0.';
    case 'must_add':
      return 'Received stock adds units: enter a positive number.';
    case 'must_remove':
      return `${ADJUSTMENT_REASON_LABELS[reason]} stock takes units away: enter a negative number.`;
    case null:
      return null;
  }
}

/** The ledger text of an adjustment: "Damaged: 2 strips crushed" or just "Damaged". */
export function adjustmentReasonText(reason: AdjustmentReason, note: string): string {
  const label = ADJUSTMENT_REASON_LABELS[reason];
  const trimmed = note.trim();
  return (trimmed ? `${label}: ${trimmed}` : label).slice(0, 255);
}
