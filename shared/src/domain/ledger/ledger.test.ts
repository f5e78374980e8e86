import { describe, expect, it } from 'vitest';
import {
  refundAdjustmentEvents,
  LEDGER_ACCOUNT_LIST,
  LEDGER_EVENT_KIND_LIST,
  LEDGER_KEYS,
  adjustmentFromLedger,
  balanced,
  balances,
  postCodCollected,
  postPaymentCaptured,
  postPayout,
  postPayoutReversed,
  postRedeliveryFee,
  postRefund,
  postSale,
  redeliveryFeeLine,
  refundKindOf,
  refundedToCustomer,
  storeRefundAdjustment,
  type LedgerLine,
} from './ledger';
import type { SaleInput, SettlementRates } from '../settlement/settlement';

// The same hand-worked sale as settlement.test.ts: items ₹450.00, delivery ₹25.00, GST inside ₹25.24,
// commission 10 %, GST on fees 18 %, TCS 0.5 %, TDS 0.1 % → commission 4500, GST 810, TCS 225, TDS 45,
// net 41920. A ₹100.00 refund after the sale: net −8764 (commission −1000, GST −180, TCS −47, TDS −9).
const SALE: SaleInput = {
  item_value_paise: 45000,
  delivery_fee_paise: 2500,
  platform_coupon_paise: 0,
  gst_included_paise: 2524,
  cod_collected_paise: 0,
};
const RATES: SettlementRates = { commission_bps: 1000, gst_on_fees_bps: 1800, tcs_bps: 50, tds_bps: 10 };

const sum = (lines: readonly LedgerLine[]) => lines.reduce((s, l) => s + l.amount_paise, 0);
const of = (lines: readonly LedgerLine[], account: string) =>
  lines.filter((l) => l.account === account).reduce((s, l) => s + l.amount_paise, 0);

describe('ledger posting rules (issue 31 §1)', () => {
  it('exports the accounts and event kinds reconciliation reads', () => {
    expect(LEDGER_ACCOUNT_LIST).toContain('store_payable');
    expect(LEDGER_ACCOUNT_LIST).toHaveLength(10);
    expect(LEDGER_EVENT_KIND_LIST).toEqual([
      'payment_captured',
      'cod_collected',
      'sale',
      'refund_full',
      'refund_return',
      'refund_substitution',
      'refund_move',
      'redelivery_fee',
      'payout',
      'payout_reversed',
    ]);
  });

  it('payment captured: Dr gateway / Cr customer', () => {
    expect(postPaymentCaptured(47500)).toEqual([
      { account: 'gateway', amount_paise: 47500 },
      { account: 'customer', amount_paise: -47500 },
    ]);
  });

  it('COD collected: Dr cash with the store / Cr customer', () => {
    expect(postCodCollected(10166)).toEqual([
      { account: 'cod_cash_with_store', amount_paise: 10166 },
      { account: 'customer', amount_paise: -10166 },
    ]);
  });

  it('sale: the settlement breakdown, store payable = net, balanced', () => {
    const { lines, breakdown } = postSale(SALE, RATES);
    expect(sum(lines)).toBe(0);
    expect(of(lines, 'customer')).toBe(47500);
    expect(of(lines, 'platform_commission')).toBe(-4500);
    expect(of(lines, 'gst_on_fees_payable')).toBe(-810);
    expect(of(lines, 'gst_tcs_payable')).toBe(-225);
    expect(of(lines, 'tds_payable')).toBe(-45);
    expect(of(lines, 'store_payable')).toBe(-41920);
    expect(breakdown.net_paise).toBe(41920);
  });

  it('sale with a platform coupon: the coupon is a cost, the store is paid on the full price', () => {
    const { lines } = postSale({ ...SALE, item_value_paise: 40000, platform_coupon_paise: 5000 }, RATES);
    expect(sum(lines)).toBe(0);
    expect(of(lines, 'coupon_cost')).toBe(5000);
    expect(of(lines, 'customer')).toBe(42500);
    expect(of(lines, 'platform_commission')).toBe(-4000);
  });

  it('COD sale: the cash the store holds comes off its payable', () => {
    const { lines, breakdown } = postSale({ ...SALE, cod_collected_paise: 47500 }, RATES);
    expect(sum(lines)).toBe(0);
    expect(of(lines, 'store_payable')).toBe(-breakdown.net_paise);
    expect(breakdown.net_paise).toBe(41920 - 47500);
    const all = [...postCodCollected(47500), ...lines];
    expect(balances(all).cod_cash_with_store).toBe(0);
    expect(balances(all).customer).toBe(0);
  });

  it('full refund before delivery: the money goes back, no store line', () => {
    const { lines, adjustment } = postRefund(47500, { method: 'online', afterSale: null });
    expect(adjustment).toBeNull();
    expect(lines).toEqual([
      { account: 'customer', amount_paise: 47500 },
      { account: 'gateway', amount_paise: -47500 },
    ]);
    expect(balances([...postPaymentCaptured(47500), ...lines])).toEqual({ gateway: 0, customer: 0 });
  });

  it('partial refund after the sale (a return): the store adjustment is the settlement one', () => {
    const { lines, adjustment } = postRefund(10000, { method: 'online', afterSale: { sale: SALE, rates: RATES } });
    expect(sum(lines)).toBe(0);
    expect(adjustment?.net_paise).toBe(-8764);
    expect(of(lines, 'store_payable')).toBe(8764);
    expect(of(lines, 'platform_commission')).toBe(1000);
    expect(of(lines, 'gst_tcs_payable')).toBe(47);
    expect(of(lines, 'gateway')).toBe(-10000);
    // The customer's account nets to 0 after a refund of a delivered order: the refunded part is a negative sale.
    expect(of(lines, 'customer')).toBe(0);
  });

  it('full return refund cancels the sale to the paisa', () => {
    const sale = postSale(SALE, RATES).lines;
    const refund = postRefund(47500, { method: 'online', afterSale: { sale: SALE, rates: RATES } }).lines;
    const b = balances([...postPaymentCaptured(47500), ...sale, ...refund]);
    for (const account of [
      'customer',
      'store_payable',
      'platform_commission',
      'gst_tcs_payable',
      'tds_payable',
      'gateway',
    ])
      expect(b[account] ?? 0).toBe(0);
  });

  it('COD refund goes out of the platform bank (bank transfer)', () => {
    const { lines } = postRefund(2817, { method: 'cod', afterSale: { sale: SALE, rates: RATES } });
    expect(of(lines, 'platform_bank')).toBe(-2817);
    expect(sum(lines)).toBe(0);
  });

  it('failed delivery then cancel: the kept redelivery fee is the store’s, the rest refunded', () => {
    const lines = [
      ...postPaymentCaptured(10166),
      ...postRedeliveryFee(2500),
      ...postRefund(7666, { method: 'online', afterSale: null }).lines,
    ];
    const b = balances(lines);
    expect(b.customer).toBe(0);
    expect(b.store_payable).toBe(-2500);
    expect(b.gateway).toBe(2500);
    expect(
      refundedToCustomer(
        lines.map((l, i) => ({ ...l, event_kind: i >= 4 ? 'refund_full' : 'x', event_key: '', occurred_at: '' })),
      ),
    ).toBe(7666);
  });

  it('payout: Dr store payable / Cr bank', () => {
    expect(postPayout(41920)).toEqual([
      { account: 'store_payable', amount_paise: 41920 },
      { account: 'platform_bank', amount_paise: -41920 },
    ]);
  });

  it('payout reversed: Dr bank / Cr store payable, so paid then reversed leaves the store owed it again', () => {
    expect(postPayoutReversed(41920)).toEqual([
      { account: 'platform_bank', amount_paise: 41920 },
      { account: 'store_payable', amount_paise: -41920 },
    ]);
    const sale = postSale(SALE, RATES).lines;
    const owed = balances(sale).store_payable;
    expect(balances([...sale, ...postPayout(41920)]).store_payable).toBe(0);
    expect(balances([...sale, ...postPayout(41920), ...postPayoutReversed(41920)]).store_payable).toBe(owed);
    // Paying again after a reversal is a new event (a new key), so it posts: paid, reversed, paid → 0 owed.
    expect(LEDGER_KEYS.payout('p1')).toBe('payout:p1');
    expect(LEDGER_KEYS.payout('p1', 1)).toBe('payout:p1#1');
    expect(LEDGER_KEYS.payoutReversed('p1_r2')).toBe('payout_reversed:p1_r2');
  });

  it('redelivery fee line: what the redelivery_fee events credited the store, when (null: none)', () => {
    const stored = (kind: string, lines: LedgerLine[], at: string) =>
      lines.map((l) => ({ ...l, event_kind: kind, event_key: `${kind}:o1`, occurred_at: at }));
    const lines = [
      ...stored('payment_captured', postPaymentCaptured(10166), '2026-11-24T05:00:00.000Z'),
      ...stored('redelivery_fee', postRedeliveryFee(2500), '2026-11-24T09:00:00.000Z'),
      ...stored(
        'refund_full',
        postRefund(7666, { method: 'online', afterSale: null }).lines,
        '2026-11-24T09:01:00.000Z',
      ),
    ];
    expect(redeliveryFeeLine(lines)).toEqual({ fee_paise: 2500, at: '2026-11-24T09:00:00.000Z' });
    expect(redeliveryFeeLine(lines.filter((l) => l.event_kind !== 'redelivery_fee'))).toBeNull();
  });

  it('refuses unbalanced or fractional lines; drops zero lines', () => {
    expect(() => balanced([{ account: 'customer', amount_paise: 1 }])).toThrow(/Unbalanced/);
    expect(() => postPaymentCaptured(10.5)).toThrow(RangeError);
    expect(() => postRefund(0, { method: 'online', afterSale: null })).toThrow(RangeError);
    expect(
      balanced([
        { account: 'customer', amount_paise: 0 },
        { account: 'gateway', amount_paise: 0 },
      ]),
    ).toEqual([]);
  });

  it('refund kinds from refund ids; keys per cause', () => {
    expect(refundKindOf('rf_o1_r1', true)).toBe('refund_return');
    expect(refundKindOf('rf_o1_s2', false)).toBe('refund_substitution');
    expect(refundKindOf('rf_o1_m1', false)).toBe('refund_move');
    expect(refundKindOf('rf_o1', false)).toBe('refund_full');
    expect(refundKindOf('rf_o1', true)).toBe('refund_return');
    expect(LEDGER_KEYS.refund('rf_o1_r1')).toBe('refund:rf_o1_r1');
  });

  it('store refund adjustment sums the store lines of refunds only', () => {
    const lines = postRefund(10000, { method: 'online', afterSale: { sale: SALE, rates: RATES } }).lines.map((l) => ({
      ...l,
      event_kind: 'refund_return',
      event_key: 'k',
      occurred_at: '',
    }));
    const sale = postSale(SALE, RATES).lines.map((l) => ({
      ...l,
      event_kind: 'sale',
      event_key: 's',
      occurred_at: '',
    }));
    expect(storeRefundAdjustment([...sale, ...lines])).toBe(-8764);
  });
});

describe('adjustmentFromLedger', () => {
  it('sums every refund after the sale into the settlement adjustment (two partial refunds)', () => {
    const tag = (lines: LedgerLine[], kind: string, key: string, at: string) =>
      lines.map((l) => ({ ...l, event_kind: kind, event_key: key, occurred_at: at }));
    const after = { sale: SALE, rates: RATES };
    const lines = [
      ...tag(postPaymentCaptured(47500), 'payment_captured', 'p', '2026-11-01T00:00:00.000Z'),
      ...tag(postSale(SALE, RATES).lines, 'sale', 's', '2026-11-02T00:00:00.000Z'),
      ...tag(
        postRefund(10000, { method: 'online', afterSale: after }).lines,
        'refund_return',
        'r1',
        '2026-11-03T00:00:00.000Z',
      ),
      ...tag(
        postRefund(2817, { method: 'online', afterSale: after }).lines,
        'refund_return',
        'r2',
        '2026-11-04T00:00:00.000Z',
      ),
    ];
    const a = adjustmentFromLedger(lines);
    const one = postRefund(10000, { method: 'online', afterSale: after }).adjustment!;
    const two = postRefund(2817, { method: 'online', afterSale: after }).adjustment!;
    // One adjustment row per refund event (store_earning_adjustments), oldest first; the row total is their sum.
    const events = refundAdjustmentEvents(lines);
    expect(events.map((e) => [e.event_key, e.kind, e.occurred_at, e.refund_paise, e.net_paise])).toEqual([
      ['r1', 'return', '2026-11-03T00:00:00.000Z', 10000, one.net_paise],
      ['r2', 'return', '2026-11-04T00:00:00.000Z', 2817, two.net_paise],
    ]);
    expect(events[1]).toMatchObject({
      gross_paise: two.gross_paise,
      commission_paise: two.commission_paise,
      commission_gst_paise: two.commission_gst_paise,
      tcs_paise: two.tcs_paise,
      tds_paise: two.tds_paise,
    });
    expect(a).toEqual({
      refund_paise: 12817,
      adjustment_gross_paise: one.gross_paise + two.gross_paise,
      adjustment_commission_paise: one.commission_paise + two.commission_paise,
      adjustment_commission_gst_paise: one.commission_gst_paise + two.commission_gst_paise,
      adjustment_tcs_paise: one.tcs_paise + two.tcs_paise,
      adjustment_tds_paise: one.tds_paise + two.tds_paise,
      adjustment_net_paise: one.net_paise + two.net_paise,
      adjusted_at: '2026-11-04T00:00:00.000Z',
    });
  });

  it('a refund before the sale is no store adjustment', () => {
    const lines = postRefund(500, { method: 'online', afterSale: null }).lines.map((l) => ({
      ...l,
      event_kind: 'refund_substitution',
      event_key: 's1',
      occurred_at: 'x',
    }));
    expect(adjustmentFromLedger(lines)).toMatchObject({ refund_paise: 0, adjustment_net_paise: 0, adjusted_at: null });
    expect(refundAdjustmentEvents(lines)).toEqual([]);
  });
});
