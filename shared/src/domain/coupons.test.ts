import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, couponOffers, evaluateCoupon, normaliseCouponCode, type Coupon } from './coupons';

const NOW = new Date('2026-11-25T10:00:00Z');
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  max_discount_paise: 10_000,
  min_order_paise: 20_000,
  valid_from: '2026-11-01T00:00:00Z',
  valid_until: '2026-12-01T00:00:00Z',
  per_user_limit: 1,
  active: true,
  funded_by: 'platform',
  ...over,
});
const order = (items_paise: number, used_by_customer = 0) => ({ items_paise, used_by_customer, now: NOW });

describe('coupon rules', () => {
  it('takes the percentage of the items total', () => {
    expect(evaluateCoupon(coupon(), order(50_000))).toEqual({ ok: true, discount_paise: 5_000, funded_by: 'platform' });
  });

  it('caps a percentage at its maximum discount', () => {
    expect(evaluateCoupon(coupon(), order(500_000))).toMatchObject({ ok: true, discount_paise: 10_000 });
    expect(couponDiscountPaise({ kind: 'percent', value: 10, max_discount_paise: null }, 500_000)).toBe(50_000);
  });

  it('rounds a percentage down to the paisa', () => {
    expect(couponDiscountPaise({ kind: 'percent', value: 15, max_discount_paise: null }, 33_333)).toBe(4_999);
  });

  it('never takes more than the items total (flat above the total)', () => {
    const flat = coupon({ kind: 'flat', value: 80_000, min_order_paise: 0 });
    expect(evaluateCoupon(flat, order(50_000))).toMatchObject({ ok: true, discount_paise: 50_000 });
    expect(evaluateCoupon(flat, order(90_000))).toMatchObject({ ok: true, discount_paise: 80_000 });
  });

  it('refuses an expired coupon, and one not started yet', () => {
    expect(evaluateCoupon(coupon({ valid_until: '2026-11-25T10:00:00Z' }), order(50_000))).toMatchObject({
      ok: false,
      code: 'coupon_expired',
      message: 'This coupon has expired.',
    });
    expect(evaluateCoupon(coupon({ valid_from: '2026-11-25T10:00:01Z' }), order(50_000))).toMatchObject({
      ok: false,
      code: 'coupon_not_started',
    });
    expect(evaluateCoupon(coupon({ valid_from: null, valid_until: null }), order(50_000))).toMatchObject({ ok: true });
  });

  it('refuses below the minimum order, with the minimum in rupees', () => {
    expect(evaluateCoupon(coupon(), order(19_999))).toEqual({
      ok: false,
      code: 'coupon_min_order',
      message: 'This coupon needs items worth at least ₹200.',
    });
    expect(evaluateCoupon(coupon(), order(20_000))).toMatchObject({ ok: true, discount_paise: 2_000 });
  });

  it('refuses once the customer has used it as often as allowed', () => {
    expect(evaluateCoupon(coupon(), order(50_000, 1))).toMatchObject({
      ok: false,
      code: 'coupon_limit_reached',
      message: 'You have already used this coupon.',
    });
    expect(evaluateCoupon(coupon({ per_user_limit: 3 }), order(50_000, 2))).toMatchObject({ ok: true });
    expect(evaluateCoupon(coupon({ per_user_limit: 3 }), order(50_000, 3))).toMatchObject({
      message: 'You have already used this coupon 3 times.',
    });
  });

  it('refuses an unknown or inactive coupon', () => {
    expect(evaluateCoupon(null, order(50_000))).toMatchObject({ ok: false, code: 'coupon_not_found' });
    expect(evaluateCoupon(coupon({ active: false }), order(50_000))).toMatchObject({ code: 'coupon_inactive' });
  });

  it('reads codes without case or spaces and refuses anything else', () => {
    expect(normaliseCouponCode('  save10 ')).toBe('SAVE10');
    expect(normaliseCouponCode('a b')).toBeNull();
    expect(normaliseCouponCode('x')).toBeNull();
    expect(normaliseCouponCode(42)).toBeNull();
  });
});

describe('coupon offers for a cart (issue 40 §7)', () => {
  const offers = (items_paise: number, used: Record<string, number> = {}) =>
    couponOffers(
      [
        coupon({ code: 'SAVE10', description: '10% off' } as Partial<Coupon>),
        coupon({ code: 'FLAT50', kind: 'flat', value: 5_000, min_order_paise: 0 }),
        coupon({ code: 'BIG', kind: 'flat', value: 20_000, min_order_paise: 99_900 }),
        coupon({ code: 'SOON', valid_from: '2026-11-30T00:00:00Z', min_order_paise: 0 }),
        coupon({ code: 'OLD', valid_until: '2026-11-20T00:00:00Z', min_order_paise: 0 }),
        coupon({ code: 'OFF', active: false, min_order_paise: 0 }),
      ].map((c) => ({ ...c, listed: true })),
      { items_paise, used: new Map(Object.entries(used)), now: NOW },
    );

  it('lists the usable ones first, largest saving first, with no reason', () => {
    const list = offers(60_000);
    expect(list.map((o) => [o.code, o.applicable, o.discount_paise])).toEqual([
      ['SAVE10', true, 6_000],
      ['FLAT50', true, 5_000],
      ['BIG', false, 0],
      ['SOON', false, 0],
    ]);
    expect(list[0]).toMatchObject({ description: '10% off', reason: null });
  });

  it('says why each other one does not apply', () => {
    const reasons = Object.fromEntries(offers(15_000, { FLAT50: 1 }).map((o) => [o.code, o.reason]));
    expect(reasons).toEqual({
      SAVE10: 'Add ₹50 more to use this coupon (it needs items worth ₹200).',
      FLAT50: 'You have already used this coupon.',
      BIG: 'Add ₹849 more to use this coupon (it needs items worth ₹999).',
      SOON: 'This coupon is not valid yet.',
    });
  });

  it('never advertises expired or switched-off coupons', () => {
    const codes = offers(60_000).map((o) => o.code);
    expect(codes).not.toContain('OLD');
    expect(codes).not.toContain('OFF');
  });

  it('advertises only listed coupons: a private code (listed unset or false) is never offered', () => {
    const list = couponOffers(
      [
        { ...coupon({ code: 'PUBLIC', min_order_paise: 0 }), listed: true },
        { ...coupon({ code: 'PARTNER', min_order_paise: 0 }), listed: false },
        coupon({ code: 'GOODWILL', min_order_paise: 0 }),
        { ...coupon({ code: 'LEGACY', min_order_paise: 0 }), listed: null },
      ],
      { items_paise: 60_000, used: new Map(), now: NOW },
    );
    expect(list.map((o) => o.code)).toEqual(['PUBLIC']);
    // It still applies when typed.
    expect(evaluateCoupon(coupon({ code: 'PARTNER', min_order_paise: 0 }), order(60_000))).toMatchObject({ ok: true });
  });
});
