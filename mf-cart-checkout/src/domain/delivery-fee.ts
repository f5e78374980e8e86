// The delivery-fee rule as the customer reads it, and the cart's estimate of it. The place-order
// function computes the charged fee (appwrite/functions/place-order/src/pricing.ts);
// delivery-fee.test.ts fails if these numbers drift from it.
import { formatINR, roundAmount } from '@instamg/shared/domain/money';

export const DELIVERY_FEE_RULE = {
  freeFromItemsTotal: 499,
  baseFee: 25,
  includedKm: 2,
  perKmFee: 5,
  expressSurcharge: 30,
  maxDistanceKm: 5,
  expressMaxDistanceKm: 3,
} as const;

export type CheckoutDeliveryMode = 'express' | 'standard' | 'scheduled';

/** The rule in one sentence, shown on the cart and checkout. */
export function deliveryFeeRuleText(): string {
  const r = DELIVERY_FEE_RULE;
  return `Free delivery on orders of ${formatINR(r.freeFromItemsTotal)} or more. Below that, ${formatINR(r.baseFee)} for the first ${r.includedKm} km and ${formatINR(r.perKmFee)} for each further km. Express delivery adds ${formatINR(r.expressSurcharge)}.`;
}

/** The fee for a known store distance (same formula as the function). */
export function estimateDeliveryFee(input: { distanceKm: number; itemsTotal: number; mode: CheckoutDeliveryMode }): number {
  const { distanceKm, itemsTotal, mode } = input;
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`distanceKm must be ≥ 0, got ${distanceKm}`);
  if (!Number.isFinite(itemsTotal) || itemsTotal < 0) throw new RangeError(`itemsTotal must be ≥ 0, got ${itemsTotal}`);
  const r = DELIVERY_FEE_RULE;
  const distanceFee = itemsTotal >= r.freeFromItemsTotal ? 0 : r.baseFee + r.perKmFee * Math.ceil(Math.max(0, distanceKm - r.includedKm));
  return roundAmount(distanceFee + (mode === 'express' ? r.expressSurcharge : 0));
}

/** 'Add ₹120 more for free delivery', or null once the items total qualifies. */
export function freeDeliveryHint(itemsTotal: number): string | null {
  const missing = roundAmount(DELIVERY_FEE_RULE.freeFromItemsTotal - itemsTotal);
  return missing > 0 ? `Add ${formatINR(missing)} more for free delivery.` : null;
}

/** Express only close to the store ("select areas", SPEC §9). */
export function isExpressAvailable(distanceKm: number | null): boolean {
  return distanceKm !== null && distanceKm <= DELIVERY_FEE_RULE.expressMaxDistanceKm;
}
