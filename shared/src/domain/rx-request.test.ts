import { describe, expect, it } from 'vitest';
import {
  DECLINE_REASONS,
  checkRequestLine,
  customerMayCancel,
  isDeclineReason,
  mayCustomerKeep,
  percentile,
  prescribedCap,
  routeRequest,
  serviceLevel,
  serviceLevelByStore,
  cheaperSameSalt,
  type RequestCandidateStore,
  type StockedOption,
} from './rx-request';

const store = (id: string, distance_km: number, over: Partial<RequestCandidateStore> = {}): RequestCandidateStore => ({
  id,
  distance_km,
  status: 'open',
  pharmacist_on_shift: true,
  ...over,
});

describe('routeRequest', () => {
  it('picks the nearest open store with a pharmacist on shift', () => {
    const stores = [store('far', 4), store('near', 1.2), store('mid', 2)];
    expect(routeRequest(stores)?.id).toBe('near');
  });

  it('skips busy or paused stores and stores without a pharmacist on shift', () => {
    const stores = [
      store('busy', 0.5, { status: 'busy' }),
      store('nopharm', 0.7, { pharmacist_on_shift: false }),
      store('ok', 3),
    ];
    expect(routeRequest(stores)?.id).toBe('ok');
  });

  it('never goes beyond 5 km', () => {
    expect(routeRequest([store('edge', 5)])?.id).toBe('edge');
    expect(routeRequest([store('beyond', 5.01)])).toBeNull();
  });

  it('moves on to the next store, never back to one that had it', () => {
    const stores = [store('a', 1), store('b', 2)];
    expect(routeRequest(stores, ['a'])?.id).toBe('b');
    expect(routeRequest(stores, ['a', 'b'])).toBeNull();
  });
});

describe('caps by prescription', () => {
  it('caps a line at the dose times the duration', () => {
    expect(prescribedCap({ units_per_day: 2, days: 30 })).toBe(60);
    expect(prescribedCap({ units_per_day: 0.5, days: 5 })).toBe(3);
    expect(prescribedCap(null)).toBeNull();
    expect(prescribedCap({ units_per_day: 0, days: 30 })).toBeNull();
  });

  it('refuses a line over the cap, over stock, or not sold online', () => {
    const dose = { units_per_day: 1, days: 30 };
    expect(checkRequestLine({ quantity: 30, schedule: 'H', stock: 100 }, dose)).toEqual({ ok: true });
    expect(checkRequestLine({ quantity: 31, schedule: 'H', stock: 100 }, dose)).toEqual({
      ok: false,
      error: 'The prescription allows at most 30 for this medicine.',
    });
    expect(checkRequestLine({ quantity: 5, schedule: 'H', stock: 4 }, dose)).toEqual({
      ok: false,
      error: 'Only 4 in stock.',
    });
    expect(checkRequestLine({ quantity: 1, schedule: 'X', stock: 4 }, null).ok).toBe(false);
    expect(checkRequestLine({ quantity: 0, schedule: 'none', stock: 4 }, null).ok).toBe(false);
  });

  it('lets the customer remove or reduce lines, never add or raise them', () => {
    const priced = [
      { product_id: 'p1', quantity: 30 },
      { product_id: 'p2', quantity: 10 },
    ];
    expect(mayCustomerKeep(priced, [{ product_id: 'p1', quantity: 30 }])).toBe(true);
    expect(mayCustomerKeep(priced, [{ product_id: 'p2', quantity: 5 }])).toBe(true);
    expect(mayCustomerKeep(priced, [{ product_id: 'p1', quantity: 31 }])).toBe(false);
    expect(mayCustomerKeep(priced, [{ product_id: 'p3', quantity: 1 }])).toBe(false);
    expect(mayCustomerKeep(priced, [])).toBe(false);
  });
});

describe('declines and cancelling', () => {
  it('knows its reasons', () => {
    expect(isDeclineReason('unreadable')).toBe(true);
    expect(isDeclineReason('toString')).toBe(false);
    expect(DECLINE_REASONS.not_in_stock).toMatch(/stock/);
  });

  it('lets the customer cancel only while it is being read', () => {
    expect(customerMayCancel('reading')).toBe(true);
    expect(customerMayCancel('routing')).toBe(true);
    expect(customerMayCancel('priced')).toBe(false);
  });
});

describe('service level', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it('measures submission to priced cart, ignoring requests not priced yet', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 11, 2, 5, m)).toISOString();
    const level = serviceLevel([
      { submitted_at: at(0), priced_at: at(4) },
      { submitted_at: at(0), priced_at: at(10) },
      { submitted_at: at(0), priced_at: null },
    ]);
    expect(level).toEqual({ count: 2, p50_s: 240, p90_s: 600 });
  });

  it('per store for the admin: the slowest p90 first, unpriced and unrouted requests left out', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 11, 2, 5, m)).toISOString();
    const rows = [
      { store_id: 'a', store_name: 'Alpha', submitted_at: at(0), priced_at: at(2) },
      { store_id: 'b', store_name: 'Beta', submitted_at: at(0), priced_at: at(20) },
      { store_id: 'a', store_name: 'Alpha', submitted_at: at(0), priced_at: at(6) },
      { store_id: 'c', store_name: 'Gamma', submitted_at: at(0), priced_at: null },
      { store_id: null, store_name: null, submitted_at: at(0), priced_at: at(1) },
    ];
    expect(serviceLevelByStore(rows)).toEqual([
      { store_id: 'b', store_name: 'Beta', count: 1, p50_s: 1200, p90_s: 1200 },
      { store_id: 'a', store_name: 'Alpha', count: 2, p50_s: 120, p90_s: 360 },
    ]);
    expect(serviceLevelByStore([])).toEqual([]);
  });
});

describe('cheaperSameSalt', () => {
  const product = (id: string, price: number, over: Partial<StockedOption> = {}): StockedOption => ({
    $id: id,
    salt_composition: 'Atorvastatin',
    strength: '10mg',
    dosage_form: 'Tablet',
    schedule: 'H',
    price,
    stock: 100,
    ...over,
  });

  it('lists cheaper same-salt options in stock with the saving, cheapest first', () => {
    const original = product('brand', 10);
    const options = [
      original,
      product('generic', 4),
      product('mid', 7.5),
      product('dearer', 12),
      product('other-strength', 2, { strength: '20mg' }),
      product('syrup', 1, { dosage_form: 'Syrup' }),
      product('short', 3, { stock: 5 }),
    ];
    expect(cheaperSameSalt(original, options, 30).map((o) => [o.option.$id, o.saving])).toEqual([
      ['generic', 180],
      ['mid', 75],
    ]);
  });
});
