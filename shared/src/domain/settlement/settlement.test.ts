import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  formatPaise,
  paiseOf,
  percentOf,
  ratesOn,
  refundAdjustment,
  saleOf,
  settleSale,
  sumBreakdowns,
  type SaleInput,
} from './settlement';

// Hand-worked examples (worked on paper, not by this code):
//
// Order A and order B are the same sale: items ₹450.00, delivery ₹25.00, GST inside ₹25.24
// (₹21.43 at 5 % in the items + ₹3.81 at 18 % in the delivery fee), prepaid, no coupon.
//   gross            = 45000 + 2500                 = 47500 paise
//   taxable value    = 47500 − 2524                 = 44976
// Rates: GST on fees 18 %, TCS 0.5 %, TDS 0.1 %; commission 10 % until 18 Nov 2026, 8 % from
// 19 Nov 2026 (IST). A is delivered 18 Nov 23:30 IST (18:00 UTC), B 19 Nov 00:30 IST (19:00 UTC).
//   A: commission 10 % of 45000 = 4500; GST 18 % of 4500 = 810; TCS 0.5 % of 44976 = 224.88 → 225;
//      TDS 0.1 % of 44976 = 44.976 → 45; net = 47500 − 4500 − 810 − 225 − 45 = 41920
//   B: commission 8 % of 45000 = 3600; GST 18 % of 3600 = 648; TCS 225; TDS 45;
//      net = 47500 − 3600 − 648 − 225 − 45 = 42982
//   cycle (A + B): gross 95000, commission 8100, GST 1458, TCS 450, TDS 90, net 84902
// A refund of ₹100.00 on A after it was settled: items −10000, GST share 10000 × 2524 / 47500 =
//   531.37 → −531, taxable −9469; commission −1000, GST −180, TCS −47.345 → −47, TDS −9.469 → −9;
//   net = −10000 + 1000 + 180 + 47 + 9 = −8764

const SALE: SaleInput = {
  item_value_paise: 45000,
  delivery_fee_paise: 2500,
  platform_coupon_paise: 0,
  gst_included_paise: 2524,
  cod_collected_paise: 0,
};

const RATES = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 100, effective_from: '2018-09-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 100, effective_from: '2020-09-30T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
  // 8 % from 19 Nov 2026, 00:00 IST
  { kind: 'commission', rate_bps: 800, effective_from: '2026-11-18T18:30:00.000Z' },
] as const;

describe('percentOf: the one rounding rule', () => {
  it('rounds each line to the nearest paisa, halves away from zero', () => {
    expect(percentOf(44976, 50)).toBe(225); // 224.88
    expect(percentOf(44976, 10)).toBe(45); // 44.976
    expect(percentOf(100, 50)).toBe(1); // 0.5 → 1
    expect(percentOf(-100, 50)).toBe(-1); // −0.5 → −1
    expect(percentOf(99, 50)).toBe(0); // 0.495
    expect(percentOf(-44976, 50)).toBe(-225);
    expect(divideRounded(7, 2)).toBe(4);
    expect(divideRounded(-7, 2)).toBe(-4);
  });

  it('refuses fractional paise or rates', () => {
    expect(() => percentOf(10.5, 50)).toThrow(RangeError);
    expect(() => percentOf(100, 0.5)).toThrow(RangeError);
    expect(() => settleSale({ ...SALE, item_value_paise: 450.1 }, ratesOn(RATES, '2026-11-01'))).toThrow(RangeError);
  });
});

describe('ratesOn: the rates of the invoice (delivery) date', () => {
  it('takes the latest rate on or before the moment, by IST day starts', () => {
    expect(ratesOn(RATES, '2026-11-18T18:00:00.000Z')).toEqual({
      commission_bps: 1000,
      gst_on_fees_bps: 1800,
      tcs_bps: 50,
      tds_bps: 10,
    });
    expect(ratesOn(RATES, '2026-11-18T19:00:00.000Z').commission_bps).toBe(800);
    // Before the July 2024 cut: TCS 1 %, TDS 1 %; before any commission: 0.
    expect(ratesOn(RATES, '2024-07-01T00:00:00.000Z')).toEqual({
      commission_bps: 0,
      gst_on_fees_bps: 1800,
      tcs_bps: 100,
      tds_bps: 100,
    });
  });
});

describe('settleSale', () => {
  it('order A (10 % commission) matches the hand-worked breakdown', () => {
    expect(settleSale(SALE, ratesOn(RATES, '2026-11-18T18:00:00.000Z'))).toEqual({
      gross_paise: 47500,
      taxable_value_paise: 44976,
      commission_paise: 4500,
      commission_gst_paise: 810,
      tcs_paise: 225,
      tds_paise: 45,
      cod_collected_paise: 0,
      net_paise: 41920,
    });
  });

  it('a rate change in the middle of a cycle: B (8 %) and the cycle total', () => {
    const a = settleSale(SALE, ratesOn(RATES, '2026-11-18T18:00:00.000Z'));
    const b = settleSale(SALE, ratesOn(RATES, '2026-11-18T19:00:00.000Z'));
    expect(b).toMatchObject({ commission_paise: 3600, commission_gst_paise: 648, tcs_paise: 225, net_paise: 42982 });
    expect(sumBreakdowns([a, b])).toEqual({
      gross_paise: 95000,
      taxable_value_paise: 89952,
      commission_paise: 8100,
      commission_gst_paise: 1458,
      tcs_paise: 450,
      tds_paise: 90,
      cod_collected_paise: 0,
      net_paise: 84902,
    });
  });

  it('adds a platform-funded coupon back and deducts cash collected on delivery', () => {
    // ₹50 coupon the platform funds: gross 47500 + 5000 = 52500, taxable 49976; commission stays on
    // the item value (4500, 810); TCS 0.5 % of 49976 = 249.88 → 250; TDS 49.976 → 50.
    // COD of ₹475 collected by the store: net = 52500 − 4500 − 810 − 250 − 50 − 47500 = −610.
    const rates = ratesOn(RATES, '2026-11-18T18:00:00.000Z');
    expect(settleSale({ ...SALE, platform_coupon_paise: 5000, cod_collected_paise: 47500 }, rates)).toEqual({
      gross_paise: 52500,
      taxable_value_paise: 49976,
      commission_paise: 4500,
      commission_gst_paise: 810,
      tcs_paise: 250,
      tds_paise: 50,
      cod_collected_paise: 47500,
      net_paise: -610,
    });
  });

  it('charges no commission on the delivery fee', () => {
    const rates = ratesOn(RATES, '2026-11-18T18:00:00.000Z');
    const more = settleSale({ ...SALE, delivery_fee_paise: 10000 }, rates);
    expect(more.commission_paise).toBe(4500);
  });
});

describe('refundAdjustment', () => {
  const rates = ratesOn(RATES, '2026-11-18T18:00:00.000Z');

  it('a ₹100 refund after settlement matches the hand-worked adjustment', () => {
    expect(refundAdjustment(SALE, 10000, rates)).toEqual({
      gross_paise: -10000,
      taxable_value_paise: -9469,
      commission_paise: -1000,
      commission_gst_paise: -180,
      tcs_paise: -47,
      tds_paise: -9,
      cod_collected_paise: 0,
      net_paise: -8764,
    });
  });

  it('a full refund cancels the sale to the paisa', () => {
    const sale = settleSale(SALE, rates);
    const refund = refundAdjustment(SALE, 47500, rates);
    expect(sumBreakdowns([sale, refund])).toEqual({
      gross_paise: 0,
      taxable_value_paise: 0,
      commission_paise: 0,
      commission_gst_paise: 0,
      tcs_paise: 0,
      tds_paise: 0,
      cod_collected_paise: 0,
      net_paise: 0,
    });
  });

  it('takes the item value first, then the delivery fee, and refuses more than was paid', () => {
    // 46000 refunded: items 45000 (commission −4500), delivery 1000 (no commission).
    expect(refundAdjustment(SALE, 46000, rates).commission_paise).toBe(-4500);
    expect(refundAdjustment(SALE, 0, rates).net_paise).toBe(0);
    expect(() => refundAdjustment(SALE, 47501, rates)).toThrow(RangeError);
  });
});

describe('order rows in rupees', () => {
  it('reads 2-decimal rupees as whole paise', () => {
    expect(paiseOf(27.45)).toBe(2745);
    expect(paiseOf(0.29)).toBe(29);
    expect(paiseOf(null)).toBe(0);
    expect(saleOf({ items_total: 450, delivery_fee: 25, gst_total: 25.24 })).toEqual(SALE);
  });

  // Issue 22 §6, worked by hand: order A's sale with a ₹50.00 platform coupon, paid in cash on delivery.
  // The customer pays 45000 − 5000 + 2500 = 42500 in cash. Item value 40000 (what was paid for the
  // items); the coupon is added back: gross 40000 + 2500 + 5000 = 47500, taxable 47500 − 2524 = 44976.
  // Commission 10 % of 40000 = 4000; GST 18 % of it = 720; TCS 225; TDS 45; cash collected 42500.
  // net = 47500 − 4000 − 720 − 225 − 45 − 42500 = 10: the platform owes the store the coupon less its fees.
  it('nets cash collected on delivery and adds a platform coupon back (COD + coupon)', () => {
    const order = {
      items_total: 450,
      delivery_fee: 25,
      gst_total: 25.24,
      coupon_discount: 50,
      coupon_funded_by: 'platform',
      cod_collected: 425,
    };
    const sale = saleOf(order);
    expect(sale).toEqual({
      item_value_paise: 40000,
      delivery_fee_paise: 2500,
      platform_coupon_paise: 5000,
      gst_included_paise: 2524,
      cod_collected_paise: 42500,
    });
    expect(settleSale(sale, ratesOn(RATES, '2026-11-18T18:00:00.000Z'))).toEqual({
      gross_paise: 47500,
      taxable_value_paise: 44976,
      commission_paise: 4000,
      commission_gst_paise: 720,
      tcs_paise: 225,
      tds_paise: 45,
      cod_collected_paise: 42500,
      net_paise: 10,
    });
  });

  // Prepaid COD-less order with the same coupon funded by the store: no add-back, gross 42500,
  // taxable 42500 − 2524 = 39976; commission 4000, GST 720, TCS 0.5 % of 39976 = 199.88 → 200,
  // TDS 0.1 % = 39.976 → 40; net = 42500 − 4000 − 720 − 200 − 40 = 37540.
  it("a store-funded coupon is the store's own discount (no add-back)", () => {
    const sale = saleOf({
      items_total: 450,
      delivery_fee: 25,
      gst_total: 25.24,
      coupon_discount: 50,
      coupon_funded_by: 'store',
    });
    expect(sale.platform_coupon_paise).toBe(0);
    expect(settleSale(sale, ratesOn(RATES, '2026-11-18T18:00:00.000Z'))).toMatchObject({
      gross_paise: 42500,
      taxable_value_paise: 39976,
      tcs_paise: 200,
      tds_paise: 40,
      net_paise: 37540,
    });
  });

  it('a full refund of a coupon order cancels what the customer paid, not the coupon', () => {
    const sale = saleOf({ items_total: 450, delivery_fee: 25, gst_total: 25.24, coupon_discount: 50 });
    const rates = ratesOn(RATES, '2026-11-18T18:00:00.000Z');
    const refund = refundAdjustment(sale, 42500, rates);
    expect(refund.gross_paise).toBe(-42500);
    expect(() => refundAdjustment(sale, 42501, rates)).toThrow(RangeError);
  });

  it('formats paise as rupees with Indian grouping', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(41920)).toBe('₹419.20');
    expect(formatPaise(-8764)).toBe('−₹87.64');
    expect(formatPaise(5)).toBe('₹0.05');
  });
});
