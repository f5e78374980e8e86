// A store's earnings per delivered order and the settlement of a cycle (issue 18 §5–6;
// research/supply-side.md §B). Pure, integer paise throughout: no float ever touches money here.
//
// THE ROUNDING RULE (stated once): every line (commission, GST on it, TCS, TDS, the GST share of a
// refund) is its base × rate rounded to the nearest paisa, halves away from zero (`percentOf`,
// `divideRounded`); totals are sums of rounded lines and are never rounded again. A negative base
// (a refund) rounds to exactly the negative of the same positive base, so a full refund cancels
// its sale to the paisa.
//
// WHO OWNS WHAT (stated once):
// - the delivery fee is the store's (it delivers): it is part of the store's gross;
// - commission is charged on the item value only (what the customer pays for the items, GST
//   included as priced from MRP), never on the delivery fee;
// - GST on fees (18 %) is charged on the commission;
// - GST TCS (s.52 CGST Act) is on the net taxable value: the gross less the GST inside it;
// - income-tax TDS (s.194-O) is on the same taxable value (GST shown separately on the invoice is
//   left out, CBDT Circular 23/2017 as applied to 194-O by Circular 17/2020 Q4: **inference**,
//   research/supply-side.md marks the base UNVERIFIED);
// - a platform-funded coupon is money the platform owes the store: it is added back to the gross
//   (the customer paid less, the store's sale is the full price);
// - cash collected on delivery (COD) is already in the store's hands: it is deducted from the net;
// - rates are those in force on the order's invoice (delivery) date, by the IST day (`ratesOn`);
// - a refund is a negative sale on the same invoice's rates: items first, then delivery, its GST
//   share in proportion (`refundAdjustment`). A refund before the order is settled is settled with
//   it; after settlement it is an adjustment line of the next cycle (`statementLines`).
import type { RateKind, RateRow } from '../platform-settings';
import { formatINRFromPaise } from '../money';

/** Basis points of each deduction in force for one order. */
export interface SettlementRates {
  commission_bps: number;
  gst_on_fees_bps: number;
  tcs_bps: number;
  tds_bps: number;
}

export const BPS = 10_000;

function assertPaise(value: number, label: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be whole paise, got ${String(value)}`);
}

/** `numerator / denominator` rounded to the nearest integer, halves away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  assertPaise(numerator, 'numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError('denominator must be > 0');
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** `bps` basis points of `base` paise, rounded to the paisa (the one rounding rule). */
export function percentOf(base: number, bps: number): number {
  assertPaise(base, 'base');
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`rate must be whole basis points, got ${bps}`);
  return divideRounded(base * bps, BPS);
}

/** Rupees as stored on an order row (2 decimals) → paise. */
export function paiseOf(rupees: number | null | undefined): number {
  if (rupees === null || rupees === undefined) return 0;
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${String(rupees)}`);
  return Math.round(rupees * 100);
}

/** One sale (or, negated, a refund) as the settlement sees it; every field in paise. */
export interface SaleInput {
  /** What the customer pays for the items (GST inside). */
  item_value_paise: number;
  /** The delivery fee the customer pays (GST inside); the store's. */
  delivery_fee_paise: number;
  /** Platform-funded coupon on this order: added back to the store's gross. */
  platform_coupon_paise: number;
  /** GST contained in the items and the delivery fee. */
  gst_included_paise: number;
  /** Cash the store collected on delivery (COD): deducted from the payout. */
  cod_collected_paise: number;
}

export interface Breakdown {
  gross_paise: number;
  taxable_value_paise: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_paise: number;
  tds_paise: number;
  cod_collected_paise: number;
  /** gross − commission − GST on commission − TCS − TDS − COD collected. */
  net_paise: number;
}

/** The breakdown of one sale at the given rates (per line rounding; see the top of this file). */
export function settleSale(input: SaleInput, rates: SettlementRates): Breakdown {
  for (const [key, value] of Object.entries(input)) assertPaise(value, key);
  const gross = input.item_value_paise + input.delivery_fee_paise + input.platform_coupon_paise;
  const taxable = gross - input.gst_included_paise;
  const commission = percentOf(input.item_value_paise, rates.commission_bps);
  const commissionGst = percentOf(commission, rates.gst_on_fees_bps);
  const tcs = percentOf(taxable, rates.tcs_bps);
  const tds = percentOf(taxable, rates.tds_bps);
  return {
    gross_paise: gross,
    taxable_value_paise: taxable,
    commission_paise: commission,
    commission_gst_paise: commissionGst,
    tcs_paise: tcs,
    tds_paise: tds,
    cod_collected_paise: input.cod_collected_paise,
    net_paise: gross - commission - commissionGst - tcs - tds - input.cod_collected_paise,
  };
}

/**
 * A refund of `refund_paise` against a sale, as a negative sale at the same invoice's rates: the
 * item value first, the delivery fee with what is left, the GST share in proportion to the
 * order's (rounded once). Refunding everything gives exactly the sale negated.
 */
export function refundAdjustment(sale: SaleInput, refundPaise: number, rates: SettlementRates): Breakdown {
  assertPaise(refundPaise, 'refund');
  const paid = sale.item_value_paise + sale.delivery_fee_paise;
  if (refundPaise <= 0) return settleSale(ZERO_SALE, rates);
  if (refundPaise > paid) throw new RangeError(`A refund of ${refundPaise} paise is more than the ${paid} paid`);
  const items = Math.min(refundPaise, sale.item_value_paise);
  return settleSale(
    {
      item_value_paise: -items,
      delivery_fee_paise: -(refundPaise - items),
      platform_coupon_paise: 0,
      gst_included_paise: -divideRounded(refundPaise * sale.gst_included_paise, paid),
      cod_collected_paise: 0,
    },
    rates,
  );
}

const ZERO_SALE: SaleInput = {
  item_value_paise: 0,
  delivery_fee_paise: 0,
  platform_coupon_paise: 0,
  gst_included_paise: 0,
  cod_collected_paise: 0,
};

export const EMPTY_BREAKDOWN: Breakdown = {
  gross_paise: 0,
  taxable_value_paise: 0,
  commission_paise: 0,
  commission_gst_paise: 0,
  tcs_paise: 0,
  tds_paise: 0,
  cod_collected_paise: 0,
  net_paise: 0,
};

export const BREAKDOWN_KEYS = Object.keys(EMPTY_BREAKDOWN) as (keyof Breakdown)[];

/** Line-by-line sum (no rounding: the lines are already whole paise). */
export function sumBreakdowns(lines: readonly Breakdown[]): Breakdown {
  const total = { ...EMPTY_BREAKDOWN };
  for (const line of lines) for (const key of BREAKDOWN_KEYS) total[key] += line[key];
  return total;
}

/** The rate of each kind in force at `at` (latest effective_from ≤ at); a kind with no rate yet is 0. */
export function ratesOn(
  rates: readonly Pick<RateRow, 'kind' | 'rate_bps' | 'effective_from'>[],
  at: Date | string,
): SettlementRates {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not a time: ${String(at)}`);
  const of = (kind: RateKind): number => {
    let found: { bps: number; from: number } | null = null;
    for (const rate of rates) {
      const from = Date.parse(rate.effective_from);
      if (rate.kind !== kind || from > ms) continue;
      if (!found || from > found.from) found = { bps: rate.rate_bps, from };
    }
    return found?.bps ?? 0;
  };
  return {
    commission_bps: of('commission'),
    gst_on_fees_bps: of('gst_on_fees'),
    tcs_bps: of('gst_tcs'),
    tds_bps: of('income_tax_tds'),
  };
}

/** The order columns the settlement reads (rupee amounts as the order row stores them). */
export interface SettlementOrder {
  /** The items at the store's price, before any coupon. */
  items_total: number;
  delivery_fee: number;
  gst_total: number;
  /** A coupon's discount on the items in rupees (issue 22 §6); the customer paid this much less. */
  coupon_discount?: number | null;
  /** Who gives the coupon's discount: the platform (paid back to the store) or the store itself. */
  coupon_funded_by?: string | null;
  /** Cash the store collected on delivery in rupees (COD orders; 0 for prepaid ones). */
  cod_collected?: number | null;
}

/**
 * The sale of an order: the item value is what the customer paid for the items (after a coupon);
 * a platform-funded coupon is added back to the gross (the store's sale is the full price), a
 * store-funded one is the store's own discount; cash collected on delivery is in the store's
 * hands already and comes off the payout.
 */
export function saleOf(order: SettlementOrder): SaleInput {
  const coupon = paiseOf(order.coupon_discount);
  return {
    item_value_paise: paiseOf(order.items_total) - coupon,
    delivery_fee_paise: paiseOf(order.delivery_fee),
    platform_coupon_paise: order.coupon_funded_by === 'store' ? 0 : coupon,
    gst_included_paise: paiseOf(order.gst_total),
    cod_collected_paise: paiseOf(order.cod_collected),
  };
}

/** ₹ with Indian grouping and always two decimals, from paise (statements and the earnings page). */
export function formatPaise(paise: number): string {
  assertPaise(paise, 'amount');
  return formatINRFromPaise(paise, { paise: 'always' });
}
