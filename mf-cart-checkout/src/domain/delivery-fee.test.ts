import { describe, expect, it } from 'vitest';
import * as pricing from '../../../appwrite/functions/place-order/src/pricing.ts';
import { DELIVERY_FEE_RULE, deliveryFeeRuleText, estimateDeliveryFee, freeDeliveryHint, isExpressAvailable } from './delivery-fee';

describe('delivery fee rule', () => {
  it('uses the same numbers as the place-order function', () => {
    expect(DELIVERY_FEE_RULE).toEqual({
      freeFromItemsTotal: pricing.FREE_DELIVERY_THRESHOLD,
      baseFee: pricing.BASE_DELIVERY_FEE,
      includedKm: pricing.INCLUDED_KM,
      perKmFee: pricing.PER_KM_FEE,
      expressSurcharge: pricing.EXPRESS_SURCHARGE,
      maxDistanceKm: pricing.MAX_DELIVERY_DISTANCE_KM,
      expressMaxDistanceKm: pricing.EXPRESS_MAX_DISTANCE_KM,
    });
  });

  it.each([
    [0.5, 100, 'standard'], [2, 100, 'standard'], [2.01, 100, 'scheduled'], [4.9, 498.99, 'standard'],
    [4.9, 499, 'standard'], [1, 100, 'express'], [3, 800, 'express'],
  ] as const)('estimate at %s km, ₹%s, %s equals the function', (distanceKm, itemsTotal, mode) => {
    expect(estimateDeliveryFee({ distanceKm, itemsTotal, mode })).toBe(pricing.deliveryFee({ distanceKm, itemsTotal, mode }));
  });

  it('spot values', () => {
    expect(estimateDeliveryFee({ distanceKm: 3.2, itemsTotal: 200, mode: 'standard' })).toBe(35);
    expect(estimateDeliveryFee({ distanceKm: 3.2, itemsTotal: 600, mode: 'express' })).toBe(30);
  });

  it('rejects impossible input', () => {
    expect(() => estimateDeliveryFee({ distanceKm: -1, itemsTotal: 1, mode: 'standard' })).toThrow(RangeError);
    expect(() => estimateDeliveryFee({ distanceKm: 1, itemsTotal: Number.NaN, mode: 'standard' })).toThrow(RangeError);
  });

  it('describes the rule in rupees', () => {
    expect(deliveryFeeRuleText()).toBe(
      'Free delivery on orders of ₹499 or more. Below that, ₹25 for the first 2 km and ₹5 for each further km. Express delivery adds ₹30.',
    );
  });

  it('hints how much more is needed for free delivery', () => {
    expect(freeDeliveryHint(379)).toBe('Add ₹120 more for free delivery.');
    expect(freeDeliveryHint(498.5)).toBe('Add ₹0.50 more for free delivery.');
    expect(freeDeliveryHint(499)).toBeNull();
  });

  it('offers express only within 3 km', () => {
    expect(isExpressAvailable(3)).toBe(true);
    expect(isExpressAvailable(3.01)).toBe(false);
    expect(isExpressAvailable(null)).toBe(false);
  });
});
