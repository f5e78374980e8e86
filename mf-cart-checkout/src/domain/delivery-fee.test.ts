import { describe, expect, it } from 'vitest';
import * as pricing from '../../../appwrite/functions/place-order/src/pricing.ts';
import {
  DELIVERY_FEE_RULE,
  deliveryFeeRuleText,
  estimateDeliveryFee,
  freeDeliveryHint,
  isExpressAvailable,
} from './delivery-fee';

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

  it('estimates the same fee as the place-order function', () => {
    for (const [km, total] of [
      [0.4, 28],
      [2, 100],
      [2.1, 100],
      [4.7, 498.99],
      [3, 499],
    ] as const) {
      for (const mode of ['express', 'standard'] as const) {
        expect(estimateDeliveryFee(km, total, mode)).toBe(
          pricing.deliveryFee({ distanceKm: km, itemsTotal: total, mode }),
        );
      }
    }
    expect(estimateDeliveryFee(0.4, 28, 'express')).toBe(55);
    expect(estimateDeliveryFee(0.4, 28, 'standard')).toBe(25);
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
