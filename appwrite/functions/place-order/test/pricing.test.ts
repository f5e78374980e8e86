import { describe, expect, it } from 'vitest';
import {
  BASE_DELIVERY_FEE,
  EXPRESS_SURCHARGE,
  FREE_DELIVERY_THRESHOLD,
  PER_KM_FEE,
  deliveryFee,
  distanceKm,
  includedGst,
  orderAmounts,
} from '../src/pricing.ts';
import { roundAmount } from '../../lib/money/round.ts';

describe('deliveryFee', () => {
  it('base fee for the first 2 km, then per started km', () => {
    expect(deliveryFee({ distanceKm: 0.4, itemsTotal: 100, mode: 'standard' })).toBe(BASE_DELIVERY_FEE);
    expect(deliveryFee({ distanceKm: 2, itemsTotal: 100, mode: 'standard' })).toBe(BASE_DELIVERY_FEE);
    expect(deliveryFee({ distanceKm: 2.01, itemsTotal: 100, mode: 'standard' })).toBe(BASE_DELIVERY_FEE + PER_KM_FEE);
    expect(deliveryFee({ distanceKm: 4.5, itemsTotal: 100, mode: 'scheduled' })).toBe(
      BASE_DELIVERY_FEE + 3 * PER_KM_FEE,
    );
  });
  it('free from the threshold, except the express surcharge', () => {
    expect(deliveryFee({ distanceKm: 4.5, itemsTotal: FREE_DELIVERY_THRESHOLD, mode: 'standard' })).toBe(0);
    expect(deliveryFee({ distanceKm: 4.5, itemsTotal: FREE_DELIVERY_THRESHOLD - 0.01, mode: 'standard' })).toBe(40);
    expect(deliveryFee({ distanceKm: 1, itemsTotal: FREE_DELIVERY_THRESHOLD, mode: 'express' })).toBe(
      EXPRESS_SURCHARGE,
    );
    expect(deliveryFee({ distanceKm: 1, itemsTotal: 10, mode: 'express' })).toBe(BASE_DELIVERY_FEE + EXPRESS_SURCHARGE);
  });
  it('refuses a negative or unknown distance', () => {
    expect(() => deliveryFee({ distanceKm: -1, itemsTotal: 1, mode: 'standard' })).toThrow(RangeError);
    expect(() => deliveryFee({ distanceKm: Number.NaN, itemsTotal: 1, mode: 'standard' })).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it('rounds to 2 decimals, 1.005 → 1.01', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
  });
  it('GST is included in the price: 112 at 12 % holds 12', () => {
    expect(includedGst(112, 12)).toBe(12);
    expect(includedGst(82.35, 12)).toBe(8.82);
    expect(includedGst(100, 0)).toBe(0);
  });
  it('order totals: items at store prices, discount vs MRP, fee, GST inside', () => {
    const a = orderAmounts(
      [
        { quantity: 3, unitPrice: 27.45, mrp: 30, gstRate: 12 },
        { quantity: 1, unitPrice: 110.5, mrp: 120, gstRate: 5 },
      ],
      2.4,
      'standard',
    );
    expect(a).toEqual({
      item_count: 4,
      items_mrp_total: 210,
      items_total: 192.85,
      discount: 17.15,
      delivery_fee: 30,
      gst_total: roundAmount(8.82 + 5.26 + 4.58),
      total: 222.85,
    });
  });
});

it('distanceKm: Connaught Place to India Gate is about 2.4 km', () => {
  expect(distanceKm({ latitude: 28.6315, longitude: 77.2167 }, { latitude: 28.6129, longitude: 77.2295 })).toBeCloseTo(
    2.4,
    1,
  );
});
