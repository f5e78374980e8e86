import { describe, expect, it } from 'vitest';
import type { Store } from '@instamg/shared/domain/store';
import { deliveryStatus, deliveryTimeText } from './delivery-status';

const NEAR: Store = { id: 'dl-dwarka-sec6', name: 'Dwarka Sector 6 Pharmacy', distance_km: 0.4 };
const idle = { locationLoading: false, storesLoading: false };

describe('deliveryStatus', () => {
  it("is 'calculating' while the location or the stores load", () => {
    expect(deliveryStatus({ ...idle, locationLoading: true, serviceable: true, selectedStore: NEAR })).toBe(
      'calculating',
    );
    expect(deliveryStatus({ ...idle, storesLoading: true, serviceable: false, selectedStore: null })).toBe(
      'calculating',
    );
  });

  it('is serviceable only with a store selected within the radius', () => {
    expect(deliveryStatus({ ...idle, serviceable: true, selectedStore: NEAR })).toBe('serviceable');
    expect(deliveryStatus({ ...idle, serviceable: true, selectedStore: null })).toBe('notServiceable');
    expect(deliveryStatus({ ...idle, serviceable: false, selectedStore: null })).toBe('notServiceable');
  });
});

describe('deliveryTimeText', () => {
  it("'N mins' from the nearest store's distance, the SPEC default before one is known", () => {
    expect(deliveryTimeText(NEAR)).toBe('16 mins');
    expect(deliveryTimeText({ ...NEAR, distance_km: 2.5 })).toBe('23 mins');
    expect(deliveryTimeText(null)).toBe('30-40 min');
  });
});
