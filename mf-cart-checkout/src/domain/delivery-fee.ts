// The delivery-fee rule as the customer reads it. The place-order function is the one formula
// (appwrite/functions/place-order/src/pricing.ts): checkout shows its quote. These constants are
// a copy for the rule text (a function folder deploys alone, so the browser cannot import it);
// delivery-fee.test.ts fails if they drift from the function's.
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

export type { CheckoutDeliveryMode } from '@instamg/shared/domain/order-quote';

/** The rule in one sentence, shown on the cart and checkout. */
export function deliveryFeeRuleText(): string {
  const r = DELIVERY_FEE_RULE;
  return `Free delivery on orders of ${formatINR(r.freeFromItemsTotal)} or more. Below that, ${formatINR(r.baseFee)} for the first ${r.includedKm} km and ${formatINR(r.perKmFee)} for each further km. Express delivery adds ${formatINR(r.expressSurcharge)}.`;
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

/**
 * The fee the rule gives for a store this far away (the cart's estimate before an address is
 * chosen: the selected store's distance from the delivery location). Checkout shows the server's.
 */
export function estimateDeliveryFee(distanceKm: number, itemsTotal: number, mode: 'express' | 'standard'): number {
  const r = DELIVERY_FEE_RULE;
  const distanceFee =
    itemsTotal >= r.freeFromItemsTotal ? 0 : r.baseFee + r.perKmFee * Math.ceil(Math.max(0, distanceKm - r.includedKm));
  return roundAmount(distanceFee + (mode === 'express' ? r.expressSurcharge : 0));
}
